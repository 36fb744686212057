import type { GuideAnswerer } from '../guide/guide-answer.js';
import { guideLocaleFor, type GuideEntry } from '../guide/guide-schema.js';
import type { ChatRequest } from './chat-schema.js';
import { ModelError, type ChatTurn, type ModelClient } from './model-client.js';
import { buildSystemPrompt } from './system-prompt.js';

/** Earlier turns sent to the model, newest kept first, within this many characters. */
export const HISTORY_CHAR_BUDGET = 6000;

export interface ChatSourceLink {
  title: string;
  url: string;
}

export interface GuideTopicLink {
  id: string;
  title: string;
}

export interface ChatReply {
  reply: string;
  sources: ChatSourceLink[];
  /** Guide pages (/guide/:id) the answer rests on. */
  topics: GuideTopicLink[];
  mode: 'ai' | 'guide';
}

export type ChatOutcome =
  | { ok: true; body: ChatReply }
  | { ok: false; status: 502 | 503 | 504; code: string; message: string };

export function recentHistory(history: ChatRequest['history']): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (const turn of [...(history ?? [])].reverse()) {
    if (used + turn.content.length > HISTORY_CHAR_BUDGET) break;
    used += turn.content.length;
    kept.unshift({ role: turn.role, content: turn.content });
  }
  return kept;
}

function topicLinks(entries: readonly GuideEntry[], locale: string | undefined): GuideTopicLink[] {
  const guideLocale = guideLocaleFor(locale);
  return entries.map((entry) => ({ id: entry.id, title: entry.text[guideLocale].title }));
}

function uniqueSources(entries: readonly GuideEntry[]): ChatSourceLink[] {
  const seen = new Set<string>();
  return entries.flatMap((entry) => entry.sources).filter((source) => !seen.has(source.url) && seen.add(source.url));
}

const FAILURE: Record<ModelError['reason'], { status: 502 | 503 | 504; code: string; message: string }> = {
  timeout: { status: 504, code: 'upstream_timeout', message: 'The assistant took too long to answer. Please try again.' },
  rate_limited: { status: 503, code: 'upstream_busy', message: 'The assistant is busy right now. Please try again in a minute.' },
  upstream: { status: 502, code: 'upstream_error', message: 'The assistant could not answer right now. Please try again.' },
  empty: { status: 502, code: 'upstream_error', message: 'The assistant could not answer right now. Please try again.' },
};

/**
 * Answers one question. With a model: grounded in the best guide entries, with recent history.
 * Without one, or when the model fails and the guide knows the topic: the guide's own answer.
 */
export async function answerChat(
  request: ChatRequest,
  deps: {
    guide: GuideAnswerer;
    model: ModelClient | null;
    /** The day's model ceiling was reached: answer from the guide and say so. */
    ceilingReached?: boolean;
    onModelError?: (error: unknown) => void;
  },
): Promise<ChatOutcome> {
  const { message, locale } = request;
  // One search serves both the model's context and the guide's own answer.
  const context = deps.guide.relevant(message, locale, deps.model ? 3 : 1);
  const guideAnswer = () => {
    const answer = deps.guide.answerFrom(context[0], locale);
    return { reply: answer.reply, sources: answer.sources, topics: topicLinks(context.slice(0, 1), locale), mode: 'guide' as const };
  };
  if (!deps.model) {
    const body = guideAnswer();
    if (deps.ceilingReached) body.reply = `${deps.guide.ceilingNotice(locale)}\n\n${body.reply}`;
    return { ok: true, body };
  }

  const messages: ChatTurn[] = [
    { role: 'system', content: buildSystemPrompt(locale, context, guideLocaleFor(locale)) },
    ...recentHistory(request.history),
    { role: 'user', content: message },
  ];
  try {
    const reply = await deps.model.complete(messages);
    return { ok: true, body: { reply, sources: uniqueSources(context), topics: topicLinks(context, locale), mode: 'ai' } };
  } catch (error) {
    deps.onModelError?.(error);
    if (context.length > 0) return { ok: true, body: guideAnswer() };
    const reason = error instanceof ModelError ? error.reason : 'upstream';
    return { ok: false, ...FAILURE[reason] };
  }
}
