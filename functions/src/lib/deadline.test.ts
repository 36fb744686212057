import { describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from './deadline.js';

describe('deadline', () => {
  it('passes a result through when the work finishes in time', async () => {
    await expect(withDeadline(Promise.resolve(42), 100, 'work')).resolves.toBe(42);
  });

  it('rejects with a DeadlineError naming the call when the work stalls', async () => {
    const started = Date.now();
    const error = await withDeadline(new Promise(() => undefined), 50, 'rate limiter').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(String(error)).toContain('rate limiter did not answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
