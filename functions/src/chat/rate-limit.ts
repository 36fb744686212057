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

export function limitFor(visitor: Visitor, policy: RateLimitPolicy): number {
  return visitor.kind === 'user' ? policy.signedInPerHour : policy.anonymousPerHour;
}

/**
 * The counter's key. Hashed, so no address or uid is stored in the clear; prefixed by kind,
 * so an address can never collide with a uid.
 */
export function visitorKey(visitor: Visitor): string {
  const raw = visitor.kind === 'user' ? `uid:${visitor.uid}` : `ip:${visitor.ip}`;
  return createHash('sha256').update(raw).digest('hex');
}

/**
 * The visitor's address as Firebase Hosting and Cloud Run report it: the first entry of
 * X-Forwarded-For, else the socket address.
 */
export function clientIp(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  return first && first.length <= 64 ? first : (socketAddress ?? 'unknown');
}
