import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { respond, startFakeUpstream } from '../../../tests/support/fake-upstream.js';
import { answerWith } from '../../../tests/support/openai-protocol.js';
import { createModelClient, ModelError, retryAfterMs } from './model-client.js';

// A real HTTP server on 127.0.0.1 speaking the OpenAI protocol; the real SDK talks to it. The
// waits between attempts are recorded, not spent.
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let waits: number[] = [];
const client = (deadlineMs: number) =>
  createModelClient({
    apiKey: 'test-openai-key',
    baseURL: `http://127.0.0.1:${upstream.port}/v1`,
    model: 'test-model',
    deadlineMs,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
const question = [{ role: 'user' as const, content: 'how do I get an SSN?' }];

beforeAll(async () => {
  upstream = await startFakeUpstream(0, answerWith('ok'));
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
  waits = [];
});

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('model client', () => {
  it('gives up on a server that stalls when the deadline for the whole answer is reached, not before', async () => {
    // A server that never answers, and says when the request has reached it.
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    upstream.set(() => reached());
    // The deadline's clock is the test's: the request goes over the socket as usual, and the
    // deadline passes when the test moves the clock on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let settled: unknown;
      const outcome = client(1200)
        .complete(question)
        .catch((error: unknown) => (settled = error));
      await arrived;
      await vi.advanceTimersByTimeAsync(1199);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      expect(settled).toBeInstanceOf(ModelError);
      expect(settled).toMatchObject({ reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
    // No second attempt after it.
    expect(upstream.requests).toHaveLength(1);
  });

  it('does not wait for a Retry-After longer than the time left (429, Retry-After: 120)', async () => {
    upstream.set(respond.json(429, { error: { message: 'slow down', type: 'rate_limit' } }, { 'retry-after': '120' }));
    const error = await failure(client(25_000).complete(question));
    expect(error).toMatchObject({ reason: 'rate_limited', status: 429 });
    expect(upstream.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('waits the Retry-After the server asks for when it fits, and tries once more', async () => {
    let calls = 0;
    upstream.set((req, res) => {
      calls += 1;
      if (calls === 1) respond.json(429, { error: { message: 'busy' } }, { 'retry-after': '1' })(req, res);
      else answerWith('second try')(req, res);
    });
    expect(await client(10_000).complete(question)).toBe('second try');
    expect(upstream.requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('makes at most two attempts on server errors, and never shows the upstream text', async () => {
    upstream.set(respond.json(500, { error: { message: 'internal secret detail' } }));
    const error = await failure(client(10_000).complete(question));
    expect(error).toMatchObject({ reason: 'upstream', status: 500 });
    expect(error.message).not.toContain('secret');
    expect(upstream.requests).toHaveLength(2);
    expect(waits).toEqual([250]);
  });

  it('reads Retry-After in seconds, as an HTTP date, and retry-after-ms', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '120' }), now)).toBe(120_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Mon, 23 Nov 2026 12:00:30 GMT' }), now)).toBe(30_000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }), now)).toBe(250);
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});
