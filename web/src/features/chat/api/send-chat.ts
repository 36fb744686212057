import { PERSONAL_DATA_KINDS, type ChatReplyBody, type ChatRequestBody, type PersonalDataKind } from '@chat/chat-contract';
import { isGuideLocale } from '@guide/guide-contract';
import { api } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

export type ChatAnswer = Omit<ChatReplyBody, 'lang'> & { lang: string };

// The server answers within 60 s (Hosting's limit); the model call itself times out sooner.
const CHAT_TIMEOUT_MS = 45_000;

function isLink(value: unknown): value is { title: string; url: string } {
  const link = value as { title?: unknown; url?: unknown } | null;
  return typeof link?.title === 'string' && typeof link.url === 'string' && /^https:\/\//.test(link.url);
}

function isTopic(value: unknown): value is { id: string; title: string } {
  const topic = value as { id?: unknown; title?: unknown } | null;
  return typeof topic?.id === 'string' && typeof topic.title === 'string';
}

export function parseChatAnswer(body: unknown): ChatAnswer {
  const answer = body as Partial<Record<keyof ChatAnswer, unknown>> | null;
  if (typeof answer?.reply !== 'string' || answer.reply.trim() === '') throw new Error('bad_response');
  return {
    reply: answer.reply,
    sources: Array.isArray(answer.sources) ? answer.sources.filter(isLink) : [],
    topics: Array.isArray(answer.topics) ? answer.topics.filter(isTopic) : [],
    mode: answer.mode === 'ai' ? 'ai' : 'guide',
    lang: typeof answer.lang === 'string' && isGuideLocale(answer.lang) ? answer.lang : 'en',
    kind: answer.kind === 'safety' || answer.kind === 'decline' ? answer.kind : 'answer',
    removed: Array.isArray(answer.removed) ? answer.removed.filter((kind): kind is PersonalDataKind => (PERSONAL_DATA_KINDS as readonly unknown[]).includes(kind)) : [],
    ...(typeof answer.seal === 'string' && answer.seal.length <= 100 ? { seal: answer.seal } : {}),
  };
}

export async function sendChat(body: ChatRequestBody, idToken: string | null, appCheckToken: string | null = null): Promise<ChatAnswer> {
  const answer = await requestJson<unknown>(api.chat, {
    method: 'POST',
    body,
    timeoutMs: CHAT_TIMEOUT_MS,
    headers: {
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      ...(appCheckToken ? { 'x-firebase-appcheck': appCheckToken } : {}),
    },
  });
  return parseChatAnswer(answer);
}
