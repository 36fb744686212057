import type { Request } from 'firebase-functions/v2/https';
import { adminAuth } from '../lib/admin.js';
import { bearerToken, identifyAddress, visitorFor, type TokenClaims, type Visitor } from './rate-limit.js';

/**
 * The claims of the Firebase ID token the request carries, when the Admin SDK verifies it
 * (signature, issuer, audience = this project, expiry). Expired, forged or malformed tokens
 * count as none: the request is still answered, from its address's allowance.
 */
export async function verifiedToken(authorization: string | undefined): Promise<TokenClaims | undefined> {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  try {
    return await adminAuth().verifyIdToken(token);
  } catch {
    return undefined;
  }
}

/** Who a request counts as: the uid of a verified ID token, otherwise the address Google's front end saw. */
export async function identify(req: Request): Promise<Visitor> {
  return visitorFor(await verifiedToken(req.get('authorization')), identifyAddress(req.headers, req.socket?.remoteAddress));
}
