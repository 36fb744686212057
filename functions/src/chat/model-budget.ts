import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

export const MODEL_USAGE_COLLECTION = 'modelUsage';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a call counts against, as the counter's document id (YYYY-MM-DD). */
export function usageDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Whether one more model call fits under the day's ceiling, given the calls counted so far. */
export function withinCeiling(countedToday: number | undefined, perDay: number): boolean {
  return (countedToday ?? 0) < perDay;
}

/**
 * A global ceiling on model calls per day, shared by every instance, in `modelUsage/{day}`.
 * One document takes every call of the day, so it is not locked in a transaction (concurrent
 * transactions on one document queue up): a plain read checks the count, and an atomic
 * increment counts the call. Calls already in flight when the ceiling is reached may pass it,
 * so the overshoot is at most the requests in flight (maxInstances × concurrency).
 * `expireAt` lets a TTL policy delete old days.
 */
export function createFirestoreModelBudget(db: Firestore, perDay: number, now: () => number = Date.now) {
  return {
    perDay,
    async tryConsume(): Promise<boolean> {
      const day = usageDay(now());
      const ref = db.collection(MODEL_USAGE_COLLECTION).doc(day);
      const snapshot = await ref.get();
      if (!withinCeiling(snapshot.get('count') as number | undefined, perDay)) return false;
      await ref.set({ count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS) }, { merge: true });
      return true;
    },
  };
}

export type ModelBudget = ReturnType<typeof createFirestoreModelBudget>;
