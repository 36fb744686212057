import { createHash } from 'node:crypto';

export interface RateLimitPolicy {
  anonymousPerHour: number;
  signedInPerHour: number;
}

export type Visitor = { kind: 'user'; uid: string } | { kind: 'ip'; ip: string };

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

/** The signed-in allowance needs an account whose email is verified; other accounts count by address. */
export function limitFor(visitor: Visitor, policy: RateLimitPolicy): number {
  return visitor.kind === 'user' ? policy.signedInPerHour : policy.anonymousPerHour;
}

/**
 * The counter's key. Hashed, so no address or uid is stored in the clear; prefixed by kind,
 * so an address can never collide with a uid.
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

/** Who a request counts as: an account only when its email is verified, otherwise its address. */
export function visitorFor(token: { uid: string; email_verified?: boolean } | undefined, address: string): Visitor {
  return token?.email_verified === true ? { kind: 'user', uid: token.uid } : { kind: 'ip', ip: address };
}
