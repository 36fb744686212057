/** A call that did not finish in time (for example a stalled Firestore). */
export class DeadlineError extends Error {
  constructor(label: string, ms: number) {
    super(`${label} did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Settles with `work`, or rejects with DeadlineError after `ms`. The work itself is not
 * cancelled (the Firestore SDK gives no handle for that), but the visitor is answered in time.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(label, ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
