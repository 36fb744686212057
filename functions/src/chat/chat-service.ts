import { uniqueSources, type GuideAnswerer, type GuideFinding } from '../guide/guide-answer.js';
import { planReply, type ReplyPlan } from '../guide/reply-plan.js';
import type { GuideEntry, GuideLocale } from '../guide/guide-schema.js';
import type { ChatReplyBody } from './chat-contract.js';
import type { ChatRequest } from './chat-schema.js';
import type { HistorySeal } from './history-seal.js';
import { ModelError, type ChatTurn, type ModelClient } from './model-client.js';
import { maskPersonalData, type MaskedText } from './personal-data.js';
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

/** The model, when a key is configured: `reserve` takes one unit of the day's ceiling just before a call. */
export interface ModelAccess {
  client: ModelClient;
  /** True when a call may be made; 'ceiling' when today's ceiling is reached; false when the count is unavailable. */
  reserve: () => Promise<true | 'ceiling' | false>;
}

/** A question as the service reads it before anything is counted: pure, no Firestore, no model. */
export interface ReadQuestion {
  request: ChatRequest;
  masked: MaskedText;
  finding: GuideFinding;
  plan: ReplyPlan;
}

/**
 * Reads one question: identifiers masked first, then the answerer's safety reading and topics,
 * and the shape of the reply. A crisis is known here, before any allowance is asked.
 */
export function readQuestion(request: ChatRequest, guide: GuideAnswerer, modelConfigured: boolean): ReadQuestion {
  const masked = maskPersonalData(request.message);
  const finding = guide.find(masked.text, request.locale, 3);
  return { request, masked, finding, plan: planReply(finding, { modelConfigured }) };
}

/**
 * Answers one question read by `readQuestion`. The guide's own reply (a crisis's help, a topic or
 * the honest decline) needs nothing outside this process. Only when the plan asks the model is a
 * unit of the day's ceiling reserved, then the answer grounded in the guide topics found in any
 * language and given in the language of the question; when the model fails and the guide knows the
 * topic, the guide's own answer.
 */
export async function answerChat(
  question: ReadQuestion,
  deps: {
    guide: GuideAnswerer;
    model: ModelAccess | null;
    /** Seals replies and verifies returning assistant turns (absent: no assistant turn is trusted). */
    seal?: HistorySeal;
    onModelError?: (error: ModelError) => void;
  },
): Promise<ChatOutcome> {
  const { masked, finding, plan } = question;
  const { lang } = finding;
  const finish = (body: Omit<ChatReplyBody, 'removed' | 'seal' | 'lang'>): ChatOutcome => ({
    ok: true,
    body: { ...body, lang, removed: masked.kinds, ...(deps.seal ? { seal: deps.seal.sign(body.reply) } : {}) },
  });
  const guideAnswer = (notice?: string) => {
    const answer = deps.guide.answerFrom(finding, plan);
    const entries = answer.topics.flatMap((id) => deps.guide.topic(id) ?? []);
    // A notice about the assistant only ever meets a plan that asked the model: no urgent lines.
    const reply = notice ? `${notice}\n\n${answer.reply}` : answer.reply;
    const kind = answer.kind === 'topic' ? 'answer' : answer.kind;
    return finish({ reply, sources: answer.sources, topics: topicLinks(entries, lang), mode: 'guide', kind });
  };

  if (!plan.askModel || !deps.model) return guideAnswer();
  const reserved = await deps.model.reserve();
  if (reserved !== true) return guideAnswer(reserved === 'ceiling' ? deps.guide.ceilingNotice(lang) : undefined);

  const context = finding.matches.map((match) => match.entry);
  const messages: ChatTurn[] = [
    { role: 'system', content: buildSystemPrompt(lang, context) },
    ...trustedHistory(question.request.history, deps.seal),
    { role: 'user', content: masked.text },
  ];
  try {
    const answer = await deps.model.client.complete(messages);
    return finish({ reply: answer, sources: uniqueSources(context.flatMap((entry) => entry.sources)), topics: topicLinks(context, lang), mode: 'ai', kind: 'answer' });
  } catch (caught) {
    const error = caught instanceof ModelError ? caught : new ModelError('upstream');
    deps.onModelError?.(error);
    if (context.length > 0) return guideAnswer();
    return { ok: false, ...FAILURE[error.reason] };
  }
}
