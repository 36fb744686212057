import { describe, expect, it, vi } from 'vitest';
import { createGuideAnswerer } from '../guide/guide-answer.js';
import { guideEntries } from '../guide/guide-data.js';
import { answerChat, HISTORY_CHAR_BUDGET, recentHistory } from './chat-service.js';
import { ModelError, type ChatTurn, type ModelClient } from './model-client.js';

const guide = createGuideAnswerer(guideEntries);

function modelAnswering(reply: string | Error) {
  const complete = vi.fn(async (messages: ChatTurn[]) => {
    void messages;
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { model: { model: 'test-model', complete } satisfies ModelClient, complete };
}

describe('answerChat', () => {
  it('answers from the guide with its official sources when no model is configured', async () => {
    const outcome = await answerChat({ message: 'how do i get social security number' }, { guide, model: null });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.body.mode).toBe('guide');
    expect(outcome.body.sources.some((s) => new URL(s.url).hostname.endsWith('ssa.gov'))).toBe(true);
    expect(outcome.body.topics[0]?.id).toBe('social-security-number');
  });

  it('says so and points to usa.gov and 211 when nothing matches', async () => {
    const outcome = await answerChat({ message: 'zxqv blorf' }, { guide, model: null });
    expect(outcome.ok && outcome.body.reply).toMatch(/usa\.gov.*211|211.*usa\.gov/s);
    expect(outcome.ok && outcome.body.topics).toEqual([]);
  });

  it('sends the system rules, the guide context, the recent history and the question to the model', async () => {
    const { model, complete } = modelAnswering('Go to ssa.gov.');
    const outcome = await answerChat(
      {
        message: 'and how long does the card take?',
        history: [
          { role: 'user', content: 'how do i get a social security number' },
          { role: 'assistant', content: 'You apply with SSA.' },
        ],
        locale: 'es',
      },
      { guide, model },
    );
    expect(outcome).toMatchObject({ ok: true, body: { reply: 'Go to ssa.gov.', mode: 'ai' } });
    const messages = complete.mock.calls[0]?.[0] ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('assists immigrants recently moved to the United States who need guidance');
    expect(messages[0]?.content).toContain('Answer in Spanish');
    expect(messages[0]?.content).toMatch(/911/);
    expect(messages[0]?.content).toMatch(/988/);
    expect(messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages.at(-1)?.content).toBe('and how long does the card take?');
  });

  it('falls back to the guide when the model fails on a topic the guide knows', async () => {
    const { model } = modelAnswering(new ModelError('upstream', '500'));
    const outcome = await answerChat({ message: 'how do i get social security number' }, { guide, model });
    expect(outcome).toMatchObject({ ok: true, body: { mode: 'guide' } });
  });

  it.each([
    ['upstream', 502],
    ['timeout', 504],
    ['rate_limited', 503],
  ] as const)('answers %s failures the guide cannot cover with %i', async (reason, status) => {
    const { model } = modelAnswering(new ModelError(reason, 'secret upstream text'));
    const outcome = await answerChat({ message: 'zxqv blorf' }, { guide, model });
    expect(outcome).toMatchObject({ ok: false, status });
    expect(JSON.stringify(outcome)).not.toContain('secret upstream text');
  });
});

describe('recentHistory', () => {
  it('keeps the newest turns within the character budget', () => {
    const long = 'x'.repeat(2000);
    const history = Array.from({ length: 10 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `${i}${long.slice(1)}` }) as const);
    const kept = recentHistory(history);
    expect(kept.reduce((n, t) => n + t.content.length, 0)).toBeLessThanOrEqual(HISTORY_CHAR_BUDGET);
    expect(kept.at(-1)?.content.startsWith('9')).toBe(true);
  });
});
