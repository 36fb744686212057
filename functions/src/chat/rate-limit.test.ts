import { describe, expect, it } from 'vitest';
import { addressBucket, bearerToken, clientIp, decide, identifyAddress, limitFor, visitorFor, visitorKey, WINDOW_MS } from './rate-limit.js';

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

  const POLICY = { anonymousPerHour: 30, unverifiedPerHour: 40, verifiedPerHour: 120, perAddressPerHour: 20 };

  it('gives each kind of visitor its own allowance: anonymous user, unconfirmed and confirmed account, and an address without a token', () => {
    expect(limitFor({ kind: 'user', account: 'anonymous', uid: 'u1' }, POLICY)).toBe(30);
    expect(limitFor({ kind: 'user', account: 'unverified', uid: 'u1' }, POLICY)).toBe(40);
    expect(limitFor({ kind: 'user', account: 'verified', uid: 'u1' }, POLICY)).toBe(120);
    expect(limitFor({ kind: 'ip', ip: '203.0.113.5' }, POLICY)).toBe(20);
  });

  it('counts every verified token by its uid, whatever the address, and reads the kind of account from its claims', () => {
    const anonymous = { uid: 'a1', firebase: { sign_in_provider: 'anonymous' } };
    expect(visitorFor(anonymous, '203.0.113.5')).toEqual({ kind: 'user', account: 'anonymous', uid: 'a1' });
    expect(visitorFor({ ...anonymous, email_verified: true }, '203.0.113.5')).toEqual({ kind: 'user', account: 'anonymous', uid: 'a1' });
    expect(visitorFor({ uid: 'u1', email_verified: false, firebase: { sign_in_provider: 'password' } }, '203.0.113.5')).toEqual({ kind: 'user', account: 'unverified', uid: 'u1' });
    expect(visitorFor({ uid: 'u1' }, '203.0.113.5')).toEqual({ kind: 'user', account: 'unverified', uid: 'u1' });
    expect(visitorFor({ uid: 'u1', email_verified: true, firebase: { sign_in_provider: 'password' } }, '203.0.113.5')).toEqual({ kind: 'user', account: 'verified', uid: 'u1' });
    expect(visitorFor({ uid: 'g1', email_verified: true, firebase: { sign_in_provider: 'google.com' } }, '198.51.100.9')).toEqual({ kind: 'user', account: 'verified', uid: 'g1' });
  });

  it('counts a request without a verified token by its address', () => {
    expect(visitorFor(undefined, '203.0.113.5')).toEqual({ kind: 'ip', ip: '203.0.113.5' });
  });

  it('keeps one counter per uid when an anonymous user signs up and confirms the email: no fresh allowance', () => {
    const anonymous = visitorKey({ kind: 'user', account: 'anonymous', uid: 'u1' });
    expect(visitorKey({ kind: 'user', account: 'unverified', uid: 'u1' })).toBe(anonymous);
    expect(visitorKey({ kind: 'user', account: 'verified', uid: 'u1' })).toBe(anonymous);
    expect(visitorKey({ kind: 'user', account: 'anonymous', uid: 'u2' })).not.toBe(anonymous);
  });

  it('takes the token from "Authorization: Bearer" only, and nothing too short or too long to be one', () => {
    const token = `${'a'.repeat(30)}.${'b'.repeat(30)}.${'c'.repeat(30)}`;
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(token)).toBeUndefined();
    expect(bearerToken(`Basic ${token}`)).toBeUndefined();
    expect(bearerToken('Bearer short')).toBeUndefined();
    expect(bearerToken(`Bearer ${'x'.repeat(5000)}`)).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('keys counters by a hash, never the address or uid itself, and keeps kinds apart', () => {
    const ip = visitorKey({ kind: 'ip', ip: 'abc' });
    expect(ip).toMatch(/^[0-9a-f]{64}$/);
    expect(ip).not.toContain('abc');
    expect(visitorKey({ kind: 'user', account: 'anonymous', uid: 'abc' })).not.toBe(ip);
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
