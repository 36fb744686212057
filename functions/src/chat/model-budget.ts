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
 * A global ceiling on model calls per day, shared by every instance: a transaction counts the
 * call in `modelUsage/{day}` before the model is asked. `expireAt` lets a TTL policy delete old days.
 */
export function createFirestoreModelBudget(db: Firestore, perDay: number, now: () => number = Date.now) {
  return {
    perDay,
    async tryConsume(): Promise<boolean> {
      const started = now();
      const day = usageDay(started);
      const ref = db.collection(MODEL_USAGE_COLLECTION).doc(day);
      return db.runTransaction(
        async (transaction) => {
          const snapshot = await transaction.get(ref);
          const count = snapshot.get('count') as number | undefined;
          if (!withinCeiling(count, perDay)) return false;
          transaction.set(ref, { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS) }, { merge: true });
          return true;
        },
        { maxAttempts: 10 },
      );
    },
  };
}

export type ModelBudget = ReturnType<typeof createFirestoreModelBudget>;
