import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { decide, limitFor, visitorKey, WINDOW_MS, type RateDecision, type RateLimitPolicy, type RateWindow, type Visitor } from './rate-limit.js';

export const RATE_LIMIT_COLLECTION = 'rateLimits';

/**
 * Counters shared by every instance of the function, in Firestore: a transaction per message
 * reads the visitor's window and counts the message, so the limit holds however many
 * instances serve one visitor. `expireAt` lets a Firestore TTL policy delete old counters.
 */
export function createFirestoreRateLimiter(db: Firestore, policy: RateLimitPolicy, now: () => number = Date.now) {
  return {
    policy,
    async consume(visitor: Visitor): Promise<RateDecision> {
      const ref = db.collection(RATE_LIMIT_COLLECTION).doc(visitorKey(visitor));
      const limit = limitFor(visitor, policy);
      return db.runTransaction(
        async (transaction) => {
          const snapshot = await transaction.get(ref);
          const stored = snapshot.data() as Partial<RateWindow> | undefined;
          const current = typeof stored?.windowStart === 'number' && typeof stored.count === 'number' ? { windowStart: stored.windowStart, count: stored.count } : undefined;
          const { decision, next } = decide(current, now(), limit);
          if (decision.allowed) {
            transaction.set(ref, { ...next, expireAt: Timestamp.fromMillis(next.windowStart + WINDOW_MS) });
          }
          return decision;
        },
        { maxAttempts: 10 },
      );
    },
  };
}

export type ChatRateLimiter = ReturnType<typeof createFirestoreRateLimiter>;
