import { uniqueSources, type GuideAnswerer } from '../guide/guide-answer.js';
import type { GuideEntry, GuideLocale } from '../guide/guide-schema.js';
import type { ChatReplyBody } from './chat-contract.js';
import type { ChatRequest } from './chat-schema.js';
import type { HistorySeal } from './history-seal.js';
import { ModelError, type ChatTurn, type ModelClient } from './model-client.js';
import { maskPersonalData } from './personal-data.js';
import { buildSystemPrompt } from './system-prompt.js';

/** Earlier turns sent to the model, newest kept first, within this many characters. */
export const HISTORY_CHAR_BUDGET = 6000;

export type ChatOutcome =
  | { ok: true; body: ChatReplyBody }
  | { ok: false; status: 502 | 503 | 504; code: string; message: string };

/**
 * The turns that may shape the model's answer: the visitor's own (with identifiers masked) and
 * the replies this service gave (their seal verifies). Anything else a client sends as an
 * assistant turn is dropped, and no other role is accepted at the edge. Newest kept first.
 */
export function trustedHistory(history: ChatRequest['history'], seal: HistorySeal | undefined): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (const turn of [...(history ?? [])].reverse()) {
    let content: string;
    if (turn.role === 'user') content = maskPersonalData(turn.content).text;
    else if (seal?.verify(turn.content, turn.seal)) content = turn.content;
    else continue;
    if (used + content.length > HISTORY_CHAR_BUDGET) break;
    used += content.length;
    kept.unshift({ role: turn.role, content });
  }
  return kept;
}

function topicLinks(entries: readonly GuideEntry[], lang: GuideLocale): ChatReplyBody['topics'] {
  return entries.map((entry) => ({ id: entry.id, title: entry.text[lang].title }));
}

const FAILURE: Record<ModelError['reason'], { status: 502 | 503 | 504; code: string; message: string }> = {
  timeout: { status: 504, code: 'upstream_timeout', message: 'The assistant took too long to answer. Please try again.' },
  rate_limited: { status: 503, code: 'upstream_busy', message: 'The assistant is busy right now. Please try again in a minute.' },
  upstream: { status: 502, code: 'upstream_error', message: 'The assistant could not answer right now. Please try again.' },
  empty: { status: 502, code: 'upstream_error', message: 'The assistant could not answer right now. Please try again.' },
};

/**
 * Answers one question. Identifiers are masked first; a safety situation gets its fixed help
 * (never the model); otherwise, with a model, the answer is grounded in the guide topics found
 * in any language and given in the language of the question. Without a model, or when it fails
 * and the guide knows the topic: the guide's own answer, or its honest decline.
 */
export async function answerChat(
  request: ChatRequest,
  deps: {
    guide: GuideAnswerer;
    model: ModelClient | null;
    /** Seals replies and verifies returning assistant turns (absent: no assistant turn is trusted). */
    seal?: HistorySeal;
    /** The day's model ceiling was reached: answer from the guide and say so. */
    ceilingReached?: boolean;
    onModelError?: (error: ModelError) => void;
  },
): Promise<ChatOutcome> {
  const masked = maskPersonalData(request.message);
  const finding = deps.guide.find(masked.text, request.locale, 3);
  const { lang } = finding;
  // A crisis only the topic classifier read goes to the model beside the everyday topic, and its
  // urgent lines come before the model's answer whatever the model writes.
  const alerted = deps.guide.helpTopics(finding.alert);
  const context = [...finding.matches.map((match) => match.entry), ...alerted].filter((entry, i, all) => all.indexOf(entry) === i);
  const finish = (body: Omit<ChatReplyBody, 'removed' | 'seal' | 'lang'>): ChatOutcome => ({
    ok: true,
    body: { ...body, lang, removed: masked.kinds, ...(deps.seal ? { seal: deps.seal.sign(body.reply) } : {}) },
  });
  const guideAnswer = (notice?: string) => {
    const answer = deps.guide.answerFrom(finding);
    const entries = answer.topics.flatMap((id) => deps.guide.topic(id) ?? []);
    // Urgent lines stay first: a notice about the assistant comes after them.
    const reply = !notice ? answer.reply : answer.safety.length > 0 ? `${answer.reply}\n\n${notice}` : `${notice}\n\n${answer.reply}`;
    const kind = answer.kind === 'topic' ? 'answer' : answer.kind;
    return finish({ reply, sources: answer.sources, topics: topicLinks(entries, lang), mode: 'guide', kind });
  };

  if (finding.safety.length > 0) return guideAnswer();
  if (!deps.model) return guideAnswer(deps.ceilingReached ? deps.guide.ceilingNotice(lang) : undefined);

  const messages: ChatTurn[] = [
    { role: 'system', content: buildSystemPrompt(lang, context) },
    ...trustedHistory(request.history, deps.seal),
    { role: 'user', content: masked.text },
  ];
  try {
    const answer = await deps.model.complete(messages);
    const urgent = deps.guide.alertLines(finding.alert, lang);
    const reply = urgent ? `${urgent}\n\n${answer}` : answer;
    return finish({ reply, sources: uniqueSources(context.flatMap((entry) => entry.sources)), topics: topicLinks(context, lang), mode: 'ai', kind: 'answer' });
  } catch (caught) {
    const error = caught instanceof ModelError ? caught : new ModelError('upstream');
    deps.onModelError?.(error);
    if (context.length > 0) return guideAnswer();
    return { ok: false, ...FAILURE[error.reason] };
  }
}
