import { createHash } from 'node:crypto';

/** Messages per hour for each kind of visitor. */
export interface RateLimitPolicy {
  /** A browser signed in with Firebase Anonymous Authentication. */
  anonymousPerHour: number;
  /** An email account whose address is not confirmed yet. */
  unverifiedPerHour: number;
  /** An account whose email address is verified (email and password confirmed, or Google). */
  verifiedPerHour: number;
  /** Requests without a valid ID token, all together per address: a ceiling against floods. */
  perAddressPerHour: number;
}

export type AccountKind = 'anonymous' | 'unverified' | 'verified';

export type Visitor = { kind: 'user'; account: AccountKind; uid: string } | { kind: 'ip'; ip: string };

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** One visitor's counter: messages in the window that started at windowStart (ms). */
export interface RateWindow {
  windowStart: number;
  count: number;
}

export const WINDOW_MS = 60 * 60 * 1000;

/**
 * A fixed one-hour window: the first message opens it, each message counts, and once the
 * limit is reached the visitor waits until the window ends.
 */
export function decide(current: RateWindow | undefined, now: number, limit: number): { decision: RateDecision; next: RateWindow } {
  const window = current && now - current.windowStart < WINDOW_MS ? current : { windowStart: now, count: 0 };
  if (window.count >= limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((window.windowStart + WINDOW_MS - now) / 1000));
    return { decision: { allowed: false, retryAfterSeconds }, next: window };
  }
  const next = { windowStart: window.windowStart, count: window.count + 1 };
  return { decision: { allowed: true, remaining: limit - next.count }, next };
}

export function limitFor(visitor: Visitor, policy: RateLimitPolicy): number {
  if (visitor.kind === 'ip') return policy.perAddressPerHour;
  return { anonymous: policy.anonymousPerHour, unverified: policy.unverifiedPerHour, verified: policy.verifiedPerHour }[visitor.account];
}

/**
 * The counter's key. Hashed, so no address or uid is stored in the clear; prefixed by kind,
 * so an address can never collide with a uid. An account's key is its uid alone: a visitor who
 * signs up (the anonymous user linked to an email) or confirms the email keeps counting on the
 * same counter, against the larger limit, and gets no fresh one.
 */
export function visitorKey(visitor: Visitor): string {
  const raw = visitor.kind === 'user' ? `uid:${visitor.uid}` : `ip:${addressBucket(visitor.ip)}`;
  return createHash('sha256').update(raw).digest('hex');
}

const MAX_ADDRESS_LENGTH = 64;

/**
 * The visitor's address, taken only from what Google's front end writes.
 *
 * A 2nd-gen function is a Cloud Run service. Google's front end (the same one behind Firebase
 * Hosting's rewrites and the function's own run.app URL) appends two entries to whatever
 * X-Forwarded-For the request arrived with: "<immediate client IP>, <front end IP>". Every
 * entry to the left of those two was written by the client and is ignored, and so is
 * Fastly-Client-IP, which a CDN keeps when a client sends it. So the visitor is the second
 * entry from the right, on either path. A lone entry only happens without Google's front end
 * (the emulators), and then it is the only address there is.
 */
export function clientIp(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header.split(',').map((hop) => hop.trim()).filter(Boolean);
  const client = hops.length >= 2 ? hops[hops.length - 2] : hops[0];
  return client && client.length <= MAX_ADDRESS_LENGTH ? client : (socketAddress ?? 'unknown');
}

/** IPv6 visitors get a whole /64 each, so they cannot rotate through the addresses of one network. */
export function addressBucket(ip: string): string {
  if (!ip.includes(':') || ip.includes('.')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The address to count a request against, from its headers as the platform delivers them. */
export function identifyAddress(headers: Record<string, string | string[] | undefined>, socketAddress: string | undefined): string {
  return clientIp(headers['x-forwarded-for'], socketAddress);
}

/** The claims of a verified Firebase ID token that decide how a request is counted. */
export interface TokenClaims {
  uid: string;
  email_verified?: boolean;
  firebase?: { sign_in_provider?: string };
}

/**
 * Who a request counts as: the uid of a verified ID token (anonymous, unverified or verified
 * account), or, without one, the address it came from.
 */
export function visitorFor(token: TokenClaims | undefined, address: string): Visitor {
  if (!token) return { kind: 'ip', ip: address };
  const account: AccountKind = token.firebase?.sign_in_provider === 'anonymous' ? 'anonymous' : token.email_verified === true ? 'verified' : 'unverified';
  return { kind: 'user', account, uid: token.uid };
}

const BEARER = /^Bearer (\S{20,4096})$/;

/** The token of an `Authorization: Bearer …` header, or undefined when there is none worth verifying. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization ?? '')?.[1];
}
