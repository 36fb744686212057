import { AUTH_EMULATOR } from './endpoints';

/** Accounts in the Auth emulator with this email (the emulator's admin query, as `owner`). */
export async function accountsWithEmail(project: string, email: string): Promise<number> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  if (!response.ok) throw new Error(`accounts:query failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { userInfo?: Array<{ email?: string }> };
  return (body.userInfo ?? []).filter((user) => user.email === email).length;
}

export async function createAccount(email: string, password: string, displayName: string): Promise<void> {
  const signUp = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${await signUp.text()}`);
}

/** The newest out-of-band code (reset link, email confirmation) the Auth emulator "sent" to `email`. */
export async function latestOobCode(project: string, email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string | null> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${project}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes failed: ${response.status}`);
  const body = (await response.json()) as { oobCodes?: Array<{ email: string; requestType: string; oobCode: string; oobLink: string }> };
  const codes = (body.oobCodes ?? []).filter((code) => code.email === email && code.requestType === requestType);
  return codes.at(-1)?.oobCode ?? null;
}

/** The Auth emulator's record of the account with this email, or null. */
export async function accountWithEmail(project: string, email: string): Promise<{ localId: string; emailVerified?: boolean; displayName?: string } | null> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`accounts:lookup failed: ${response.status}`);
  const body = (await response.json()) as { users?: Array<{ localId: string; emailVerified?: boolean; displayName?: string }> };
  return body.users?.[0] ?? null;
}

/** A call to the Auth emulator's Identity Toolkit REST API, the one the web SDK makes (admin calls as `owner`). */
export async function identityToolkit(path: string, body: unknown, admin = false): Promise<Record<string, unknown>> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${path} failed: ${JSON.stringify(json)}`);
  return json;
}

export interface SignedIn {
  uid: string;
  idToken: string;
}

const signedIn = (json: Record<string, unknown>): SignedIn => ({ uid: String(json.localId), idToken: String(json.idToken) });

/** A new anonymous user, as `signInAnonymously` makes one (accounts:signUp with no email). */
export async function anonymousUser(): Promise<SignedIn> {
  return signedIn(await identityToolkit('accounts:signUp', { returnSecureToken: true }));
}

/** Links an email and password to a signed-in user, as `linkWithCredential` does for an email credential. */
export async function linkEmailPassword(idToken: string, email: string, password: string): Promise<SignedIn> {
  return signedIn(await identityToolkit('accounts:update', { idToken, email, password, returnSecureToken: true }));
}

/** A new email account; with `verified`, its email is marked verified first (as the emailed link does). */
export async function emailAccount(project: string, verified: boolean): Promise<SignedIn> {
  const email = `account-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const created = signedIn(await identityToolkit('accounts:signUp', { email, password: 'secret123', returnSecureToken: true }));
  if (!verified) return created;
  await markEmailVerified(project, created.uid);
  return freshToken({ email, password: 'secret123' });
}

export async function markEmailVerified(project: string, uid: string): Promise<void> {
  await identityToolkit(`projects/${project}/accounts:update`, { localId: uid, emailVerified: true }, true);
}

/** A new token for an email account, whose claims say what is true now (a verified email, for example). */
export async function freshToken(credentials: { email: string; password: string }): Promise<SignedIn> {
  return signedIn(await identityToolkit('accounts:signInWithPassword', { ...credentials, returnSecureToken: true }));
}

/** The claims of an ID token, read without checking it. */
export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * The Auth emulator's token with some claims changed, its header and (empty) signature kept: the
 * Admin SDK checks an emulator token's claims (issuer, audience, expiry) but not its signature,
 * so this is the way to present an expired or misdirected token to the function.
 */
export function withClaims(idToken: string, changes: Record<string, unknown>): string {
  const [header = '', , signature = ''] = idToken.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(idToken), ...changes })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
