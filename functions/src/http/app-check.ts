import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

/** Where Firebase publishes the keys that sign App Check tokens (the production default of the param). */
export const APP_CHECK_JWKS_URL = 'https://firebaseappcheck.googleapis.com/v1/jwks';
const APP_CHECK_ISSUER = 'https://firebaseappcheck.googleapis.com/';

export type AppCheckResult =
  | { ok: true; appId: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'wrong_audience' | 'wrong_issuer' | 'bad_signature' | 'keys_unavailable' };

export interface AppCheckVerifier {
  verify(token: string | undefined): Promise<AppCheckResult>;
}

/**
 * App Check tokens checked as Firebase documents for a custom backend
 * (https://firebase.google.com/docs/app-check/custom-resource-backend): a JWT signed with RS256 by
 * one of the keys of the App Check JWKS, of type JWT, issued by
 * `https://firebaseappcheck.googleapis.com/<project number>`, for the audience
 * `projects/<project number>`, and not expired. The key set is fetched once and cached by jose
 * (refetched when a token names an unknown key, at most every 30 s).
 */
export function createAppCheckVerifier(options: { projectNumber: string; jwksUrl: string; timeoutMs?: number }): AppCheckVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: options.timeoutMs ?? 3000, cooldownDuration: 30_000 });
  const issuer = `${APP_CHECK_ISSUER}${options.projectNumber}`;
  const audience = `projects/${options.projectNumber}`;
  return {
    async verify(token) {
      if (!token) return { ok: false, reason: 'missing' };
      try {
        const { payload } = await jwtVerify(token, keys, { algorithms: ['RS256'], typ: 'JWT', issuer, audience });
        if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'malformed' };
        return { ok: true, appId: payload.sub };
      } catch (error) {
        return { ok: false, reason: reasonOf(error) };
      }
    },
  };
}

function reasonOf(error: unknown): Exclude<AppCheckResult, { ok: true }>['reason'] {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) return error.claim === 'aud' ? 'wrong_audience' : error.claim === 'iss' ? 'wrong_issuer' : 'malformed';
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return 'bad_signature';
  // A failed fetch of the key set: a timeout, an answer that is not a key set, a status other than
  // 200 (jose's generic error), or the network itself.
  if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === 'ERR_JOSE_GENERIC') return 'keys_unavailable';
  return 'malformed';
}
