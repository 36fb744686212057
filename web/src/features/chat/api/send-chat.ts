import { api } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatAnswer {
  reply: string;
  sources: { title: string; url: string }[];
  topics: { id: string; title: string }[];
  mode: 'ai' | 'guide';
}

export interface ChatRequestBody {
  message: string;
  history: ChatTurn[];
  locale: string;
}

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
  };
}

export async function sendChat(body: ChatRequestBody, idToken: string | null): Promise<ChatAnswer> {
  const answer = await requestJson<unknown>(api.chat, {
    method: 'POST',
    body,
    timeoutMs: CHAT_TIMEOUT_MS,
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
  });
  return parseChatAnswer(answer);
}
