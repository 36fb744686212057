import { describe, expect, it, vi } from 'vitest';
import { DeadlineError, withDeadline } from './deadline.js';

describe('deadline', () => {
  it('passes a result through when the work finishes in time', async () => {
    await expect(withDeadline(Promise.resolve(42), 100, 'work')).resolves.toBe(42);
  });

  it('rejects with a DeadlineError naming the call when the work stalls, at the deadline and not before', async () => {
    vi.useFakeTimers();
    try {
      let settled: unknown;
      void withDeadline(new Promise(() => undefined), 50, 'rate limiter').catch((error: unknown) => (settled = error));
      await vi.advanceTimersByTimeAsync(49);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBeInstanceOf(DeadlineError);
      expect(String(settled)).toContain('rate limiter did not answer within 50 ms');
    } finally {
      vi.useRealTimers();
    }
  });
});
