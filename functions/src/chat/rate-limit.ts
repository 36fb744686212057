import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitPolicy {
  anonymousPerHour: number;
  signedInPerHour: number;
}

export type Visitor = { kind: 'user'; uid: string } | { kind: 'ip'; ip: string };

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

const HOUR_SECONDS = 60 * 60;

/**
 * Per-visitor allowance of chat messages per hour, held in this instance's memory. With
 * `maxInstances` as the ceiling, the worst case across instances stays bounded.
 */
export function createChatRateLimiter(policy: RateLimitPolicy) {
  const anonymous = new RateLimiterMemory({ keyPrefix: 'ip', points: policy.anonymousPerHour, duration: HOUR_SECONDS });
  const signedIn = new RateLimiterMemory({ keyPrefix: 'uid', points: policy.signedInPerHour, duration: HOUR_SECONDS });

  return {
    policy,
    async consume(visitor: Visitor): Promise<RateDecision> {
      const [limiter, key] = visitor.kind === 'user' ? [signedIn, visitor.uid] : [anonymous, visitor.ip];
      try {
        const res = await limiter.consume(key);
        return { allowed: true, remaining: res.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}

export type ChatRateLimiter = ReturnType<typeof createChatRateLimiter>;

/**
 * The visitor's address as Firebase Hosting and Cloud Run report it: the first entry of
 * X-Forwarded-For, else the socket address.
 */
export function clientIp(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  return first && first.length <= 64 ? first : (socketAddress ?? 'unknown');
}
