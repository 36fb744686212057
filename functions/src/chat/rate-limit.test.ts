import { describe, expect, it } from 'vitest';
import { addressBucket, clientIp, decide, limitFor, visitorKey, WINDOW_MS } from './rate-limit.js';

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

  it('takes the address Firebase Hosting reports in Fastly-Client-IP', () => {
    expect(clientIp({ fastlyClientIp: '203.0.113.9', forwardedFor: '198.51.100.1, 192.0.2.1' }, '127.0.0.1')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For entries a visitor wrote: the client is second from the right', () => {
    expect(clientIp({ forwardedFor: '1.2.3.4, 198.51.100.7, 192.0.2.1' }, '127.0.0.1')).toBe('198.51.100.7');
    expect(clientIp({ forwardedFor: '198.51.100.7, 192.0.2.1' }, '127.0.0.1')).toBe('198.51.100.7');
    expect(clientIp({ forwardedFor: '198.51.100.7' }, '127.0.0.1')).toBe('198.51.100.7');
    expect(clientIp({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp({ forwardedFor: 'x'.repeat(200) }, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 visitors per /64 network', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(visitorKey({ kind: 'ip', ip: '2001:db8:1:2::1' })).toBe(visitorKey({ kind: 'ip', ip: '2001:db8:1:2::ffff' }));
  });
});
