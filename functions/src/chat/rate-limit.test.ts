import { describe, expect, it } from 'vitest';
import { clientIp, createChatRateLimiter } from './rate-limit.js';

describe('chat rate limit', () => {
  it('allows the anonymous allowance per address, then refuses with a retry time', async () => {
    const limiter = createChatRateLimiter({ anonymousPerHour: 3, signedInPerHour: 10 });
    const visitor = { kind: 'ip', ip: '203.0.113.5' } as const;
    for (let i = 0; i < 3; i++) expect((await limiter.consume(visitor)).allowed).toBe(true);
    const refused = await limiter.consume(visitor);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    }
  });

  it('counts each address separately', async () => {
    const limiter = createChatRateLimiter({ anonymousPerHour: 1, signedInPerHour: 10 });
    expect((await limiter.consume({ kind: 'ip', ip: 'a' })).allowed).toBe(true);
    expect((await limiter.consume({ kind: 'ip', ip: 'b' })).allowed).toBe(true);
    expect((await limiter.consume({ kind: 'ip', ip: 'a' })).allowed).toBe(false);
  });

  it('gives signed-in visitors the larger allowance', async () => {
    const limiter = createChatRateLimiter({ anonymousPerHour: 2, signedInPerHour: 5 });
    const user = { kind: 'user', uid: 'u1' } as const;
    let allowed = 0;
    for (let i = 0; i < 8; i++) if ((await limiter.consume(user)).allowed) allowed++;
    expect(allowed).toBe(5);
  });

  it('takes the client address from the first X-Forwarded-For entry', () => {
    expect(clientIp('198.51.100.7, 10.0.0.1', '127.0.0.1')).toBe('198.51.100.7');
    expect(clientIp(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp('x'.repeat(200), '127.0.0.1')).toBe('127.0.0.1');
  });
});
