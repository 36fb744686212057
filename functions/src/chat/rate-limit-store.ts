import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { decide, limitFor, visitorKey, WINDOW_MS, type RateDecision, type RateLimitPolicy, type RateWindow, type Visitor } from './rate-limit.js';

export const RATE_LIMIT_COLLECTION = 'rateLimits';

/**
 * Counters shared by every instance of the function, in Firestore: a transaction per message
 * reads the visitor's window and counts the message, so the limit holds however many
 * instances serve one visitor. `expireAt` lets a Firestore TTL policy delete old counters.
 */
function storedWindow(snapshot: DocumentSnapshot): RateWindow | undefined {
  const stored = snapshot.data() as Partial<RateWindow> | undefined;
  return typeof stored?.windowStart === 'number' && typeof stored.count === 'number' ? { windowStart: stored.windowStart, count: stored.count } : undefined;
}

export function createFirestoreRateLimiter(db: Firestore, policy: RateLimitPolicy, now: () => number = Date.now) {
  return {
    policy,
    async consume(visitor: Visitor): Promise<RateDecision> {
      const ref = db.collection(RATE_LIMIT_COLLECTION).doc(visitorKey(visitor));
      const limit = limitFor(visitor, policy);
      // A full window stays full until it ends, so a plain read can refuse a flood without
      // taking the transaction's lock: only requests that may be allowed contend for it.
      const early = decide(storedWindow(await ref.get()), now(), limit);
      if (!early.decision.allowed) return early.decision;
      return db.runTransaction(
        async (transaction) => {
          const { decision, next } = decide(storedWindow(await transaction.get(ref)), now(), limit);
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
