import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_UP_LIMIT_MS, succeedsWithin } from './auth-service';

describe('the steps after an account is made', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a step that finishes in time as done and one that fails as not done', async () => {
    expect(await succeedsWithin(Promise.resolve('saved'), FOLLOW_UP_LIMIT_MS)).toBe(true);
    expect(await succeedsWithin(Promise.reject(new Error('offline')), FOLLOW_UP_LIMIT_MS)).toBe(false);
  });

  it('stops waiting for a step that gets no answer, so the visitor is not held on "Working…"', async () => {
    vi.useFakeTimers();
    const outcome = succeedsWithin(new Promise(() => undefined), FOLLOW_UP_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_LIMIT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(false);
  });
});
