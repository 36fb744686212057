import { describe, expect, it } from 'vitest';
import { addressBucket, clientIp, decide, identifyAddress, limitFor, visitorFor, visitorKey, WINDOW_MS } from './rate-limit.js';

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

  it('gives signed-in visitors with a verified email the larger allowance', () => {
    const policy = { anonymousPerHour: 30, signedInPerHour: 120 };
    expect(limitFor({ kind: 'ip', ip: '203.0.113.5' }, policy)).toBe(30);
    expect(limitFor({ kind: 'user', uid: 'u1' }, policy)).toBe(120);
  });

  it('counts an account by uid only when its email is verified; otherwise by address', () => {
    expect(visitorFor({ uid: 'u1', email_verified: true }, '203.0.113.5')).toEqual({ kind: 'user', uid: 'u1' });
    expect(visitorFor({ uid: 'u1', email_verified: false }, '203.0.113.5')).toEqual({ kind: 'ip', ip: '203.0.113.5' });
    expect(visitorFor({ uid: 'u1' }, '203.0.113.5')).toEqual({ kind: 'ip', ip: '203.0.113.5' });
    expect(visitorFor(undefined, '203.0.113.5')).toEqual({ kind: 'ip', ip: '203.0.113.5' });
  });

  it('keys counters by a hash, never the address or uid itself, and keeps kinds apart', () => {
    const ip = visitorKey({ kind: 'ip', ip: 'abc' });
    expect(ip).toMatch(/^[0-9a-f]{64}$/);
    expect(ip).not.toContain('abc');
    expect(visitorKey({ kind: 'user', uid: 'abc' })).not.toBe(ip);
  });

  // Header sets as they reach the function. FRONT_END is the address Google's front end adds
  // after the visitor's; everything before the visitor's address is what the client wrote.
  const FRONT_END = '35.191.10.1';
  const VISITOR = '198.51.100.7';

  it('ignores X-Forwarded-For entries a visitor wrote: the client is second from the right', () => {
    expect(clientIp(`1.2.3.4, ${VISITOR}, ${FRONT_END}`, '169.254.1.1')).toBe(VISITOR);
    expect(clientIp(`${VISITOR}, ${FRONT_END}`, '169.254.1.1')).toBe(VISITOR);
    expect(clientIp(['9.9.9.9, 8.8.8.8', `${VISITOR}, ${FRONT_END}`], '169.254.1.1')).toBe(VISITOR);
    expect(clientIp(VISITOR, '127.0.0.1')).toBe(VISITOR);
    expect(clientIp(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp('x'.repeat(200), '127.0.0.1')).toBe('127.0.0.1');
  });

  it('gives a client that rotates forged X-Forwarded-For values no fresh allowance, directly or through Hosting', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const forged = `10.0.${i}.${i}, 203.0.113.${i}`;
      // Directly at the function's URL, and through Hosting (same front end, same two entries).
      keys.add(visitorKey({ kind: 'ip', ip: clientIp(`${forged}, ${VISITOR}, ${FRONT_END}`, '169.254.1.1') }));
      keys.add(visitorKey({ kind: 'ip', ip: clientIp(`${forged}, ${VISITOR}, ${FRONT_END}`, undefined) }));
    }
    expect(keys.size).toBe(1);
  });

  it('gives no weight to Fastly-Client-IP, which a client can send', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const headers = { 'fastly-client-ip': `192.0.2.${i}`, 'x-forwarded-for': `192.0.2.${i}, ${VISITOR}, ${FRONT_END}` };
      keys.add(identifyAddress(headers, '169.254.1.1'));
    }
    expect([...keys]).toEqual([VISITOR]);
  });

  it('counts IPv6 visitors per /64 network', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(visitorKey({ kind: 'ip', ip: '2001:db8:1:2::1' })).toBe(visitorKey({ kind: 'ip', ip: '2001:db8:1:2::ffff' }));
  });
});
