import OpenAI from 'openai';

export interface ModelClientOptions {
  apiKey: string;
  baseURL: string;
  model: string;
  /** The longest one answer may take, every attempt and every wait between attempts included. */
  deadlineMs: number;
  /** Waits between attempts (tests pass one that records the wait instead of spending it). */
  sleep?: (ms: number) => Promise<void>;
}

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

export class ModelError extends Error {
  constructor(
    readonly reason: 'timeout' | 'rate_limited' | 'upstream' | 'empty',
    /** The upstream HTTP status, if there was one; never the upstream's words. */
    readonly status?: number,
  ) {
    super(`model ${reason}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'ModelError';
  }
}

/** At most this many attempts per answer: the first, and one retry if time allows. */
export const MAX_ATTEMPTS = 2;
/** An attempt with less time than this left is not started. */
const MIN_ATTEMPT_MS = 500;
const BACKOFF_MS = 250;

/**
 * How long the server asks us to wait, from `retry-after-ms` (OpenAI's own), or `Retry-After`
 * in seconds or as an HTTP date; undefined when it does not say.
 */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && headers?.get('retry-after-ms')) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function classify(error: unknown): { error: ModelError; retryable: boolean; waitMs?: number } {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return { error: new ModelError('timeout'), retryable: false };
  }
  if (error instanceof OpenAI.APIConnectionError) return { error: new ModelError('upstream'), retryable: true };
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const waitMs = retryAfterMs(error.headers);
    if (status === 429) return { error: new ModelError('rate_limited', status), retryable: true, ...(waitMs === undefined ? {} : { waitMs }) };
    const retryable = status === undefined || status === 408 || status === 409 || status >= 500;
    return { error: new ModelError('upstream', status), retryable, ...(waitMs === undefined ? {} : { waitMs }) };
  }
  return { error: new ModelError('upstream'), retryable: false };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Chat completions through the official SDK, against any compatible server, within one deadline
 * for the whole answer: the SDK's own retries are off, and a retry happens only if the wait the
 * server asks for (`Retry-After`) and a useful attempt both fit in the time left.
 */
export function createModelClient(options: ModelClientOptions) {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: options.deadlineMs });
  const pause = options.sleep ?? sleep;

  async function attempt(messages: ChatTurn[], timeoutMs: number): Promise<string> {
    const completion = await client.chat.completions.create(
      { model: options.model, messages, temperature: 0.2, max_completion_tokens: 700 },
      { timeout: timeoutMs, maxRetries: 0 },
    );
    const reply = completion.choices?.[0]?.message?.content?.trim();
    if (!reply) throw new ModelError('empty');
    return reply;
  }

  return {
    model: options.model,
    deadlineMs: options.deadlineMs,
    async complete(messages: ChatTurn[]): Promise<string> {
      const deadline = Date.now() + options.deadlineMs;
      for (let n = 1; ; n++) {
        try {
          return await attempt(messages, Math.max(1, deadline - Date.now()));
        } catch (caught) {
          if (caught instanceof ModelError) throw caught;
          const { error, retryable, waitMs } = classify(caught);
          const wait = waitMs ?? BACKOFF_MS * n;
          if (!retryable || n >= MAX_ATTEMPTS || Date.now() + wait + MIN_ATTEMPT_MS > deadline) throw error;
          await pause(wait);
        }
      }
    },
  };
}

export type ModelClient = ReturnType<typeof createModelClient>;
