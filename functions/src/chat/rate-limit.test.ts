import { describe, expect, it } from 'vitest';
import { clientIp, decide, limitFor, visitorKey, WINDOW_MS } from './rate-limit.js';

describe('rate limit decisions', () => {
  it('opens a window with the first message and counts each one', () => {
    const first = decide(undefined, 1000, 3);
    expect(first.decision).toEqual({ allowed: true, remaining: 2 });
    expect(first.next).toEqual({ windowStart: 1000, count: 1 });
    const second = decide(first.next, 2000, 3);
    expect(second.decision).toEqual({ allowed: true, remaining: 1 });
  });

  it('refuses past the limit and says when the window ends', () => {
    const full = { windowStart: 0, count: 3 };
    expect(decide(full, 10 * 60 * 1000, 3).decision).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
  });

  it('starts a fresh window after an hour', () => {
    const full = { windowStart: 0, count: 3 };
    expect(decide(full, WINDOW_MS, 3)).toEqual({ decision: { allowed: true, remaining: 2 }, next: { windowStart: WINDOW_MS, count: 1 } });
  });

  it('gives signed-in visitors the larger allowance', () => {
    const policy = { anonymousPerHour: 30, signedInPerHour: 120 };
    expect(limitFor({ kind: 'ip', ip: '203.0.113.5' }, policy)).toBe(30);
    expect(limitFor({ kind: 'user', uid: 'u1' }, policy)).toBe(120);
  });

  it('keys counters by a hash, never the address or uid itself, and keeps kinds apart', () => {
    const ip = visitorKey({ kind: 'ip', ip: 'abc' });
    expect(ip).toMatch(/^[0-9a-f]{64}$/);
    expect(ip).not.toContain('abc');
    expect(visitorKey({ kind: 'user', uid: 'abc' })).not.toBe(ip);
  });

  it('takes the client address from the first X-Forwarded-For entry', () => {
    expect(clientIp('198.51.100.7, 10.0.0.1', '127.0.0.1')).toBe('198.51.100.7');
    expect(clientIp(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp('x'.repeat(200), '127.0.0.1')).toBe('127.0.0.1');
  });
});
