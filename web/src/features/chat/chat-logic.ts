import { CONVERSATION_ID, MAX_HISTORY_CONTENT_CHARS, MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS, type ChatTurn, type PersonalDataKind } from '@chat/chat-contract';
import { isOfficialUrl } from '@guide/guide-contract';
import { ApiError } from '../../lib/api-client';

export interface ChatMessage {
  id: string;
  role: 'incoming' | 'outgoing';
  content: string;
  sources?: { title: string; url: string }[];
  topics?: { id: string; title: string }[];
  /** The language of an answer (the language the question was written in). */
  lang?: string;
  /** The service's seal on an answer, sent back with it as history. */
  seal?: string;
  /** Identifiers the service removed from the question this answers. */
  removed?: PersonalDataKind[];
}

export { MAX_MESSAGE_CHARS };

export const TEXTAREA_BASE_PX = 40;
export const TEXTAREA_LINE_PX = 20;
export const TEXTAREA_MAX_PX = 180;

/** 40px for one line, 20px more for every extra line, never above 180px. */
export function textareaHeight(value: string): number {
  const lines = value.split('\n').length;
  return Math.min(TEXTAREA_BASE_PX + TEXTAREA_LINE_PX * (lines - 1), TEXTAREA_MAX_PX);
}

/** The earlier turns the server may use, newest last, each within the server's limit. */
export function historyFor(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages.slice(-MAX_HISTORY_TURNS).map((message) => ({
    role: message.role === 'outgoing' ? 'user' : 'assistant',
    content: message.content.slice(0, MAX_HISTORY_CONTENT_CHARS),
    ...(message.role === 'incoming' && message.seal ? { seal: message.seal } : {}),
  }));
}

/** Why a question got no answer, as the widget tells it. */
export type ChatFailureKind = 'rate_limited' | 'busy' | 'too_long' | 'timeout' | 'network' | 'reload' | 'generic';

export interface ChatFailureReason {
  kind: ChatFailureKind;
  /** For rate_limited: when to try again, in whole minutes. */
  minutes?: number;
}

/**
 * The reason behind a failed request: the service's 429 (with its Retry-After), its 503 when a
 * counter or the model is busy, a message over the size limit, an answer that took too long
 * (the service's 504, or the client's own deadline), no connection, a page App Check refused
 * (401: reload it); anything else (other 4xx
 * and 5xx, a malformed answer) is generic. Whatever the reason, the widget shows the urgent
 * line with it.
 */
export function failureReason(error: unknown): ChatFailureReason {
  if (!(error instanceof ApiError)) return { kind: 'generic' };
  if (error.status === 429) return { kind: 'rate_limited', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  if (error.status === 503) return { kind: 'busy' };
  if (error.status === 413) return { kind: 'too_long' };
  if (error.status === 504) return { kind: 'timeout' };
  // App Check refused the page (production): a fresh page gets a fresh token.
  if (error.status === 401 && error.code === 'app_check_failed') return { kind: 'reload' };
  if (error.status === 0) return { kind: error.code === 'timeout' ? 'timeout' : 'network' };
  return { kind: 'generic' };
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * May this address in an answer be a link? Only the answer's own guide sources and pages on the
 * official domains the guide's validator accepts; any other URL (a model may invent one) stays text.
 */
export function isTrustedLink(href: string, sources: readonly { url: string }[] = []): boolean {
  const bare = (url: string) => url.replace(/\/+$/, '');
  return isOfficialUrl(href) || sources.some((source) => bare(source.url) === bare(href));
}

/** Splits plain text into text and trusted links; the answer is never parsed as HTML. */
export function linkify(text: string, trusted: (href: string) => boolean = (href) => isTrustedLink(href)): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let href = match[0];
    // Sentence punctuation after a URL is not part of it.
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    const start = match.index;
    if (!trusted(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const STORAGE_KEY = 'chat';

export function loadConversation(storage: Storage = sessionStorage): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (m): m is ChatMessage =>
        typeof m === 'object' && m !== null && typeof m.id === 'string' && (m.role === 'incoming' || m.role === 'outgoing') && typeof m.content === 'string',
    );
  } catch {
    return [];
  }
}

export function saveConversation(messages: readonly ChatMessage[], storage: Storage = sessionStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-50)));
  } catch {
    // Storage full or blocked: the conversation lasts until the tab closes.
  }
}

const CONVERSATION_KEY = 'chat-conversation';

/** 128 random bits as 32 hex digits: an id no other conversation will have (CONVERSATION_ID). */
export function randomConversationId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The tab's conversation id, sent with each message so the service ties its replies' seals to this
 * conversation: the one kept in the tab, or a new one, kept there.
 */
export function conversationId(storage: Storage = sessionStorage): string {
  try {
    const stored = storage.getItem(CONVERSATION_KEY);
    if (stored && CONVERSATION_ID.test(stored)) return stored;
  } catch {
    // Storage blocked: a new id, which the provider keeps while the page is open.
  }
  const id = randomConversationId();
  try {
    storage.setItem(CONVERSATION_KEY, id);
  } catch {
    // As above.
  }
  return id;
}

/** Forgets the tab's conversation id, with the conversation (the next message starts a new one). */
export function forgetConversationId(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(CONVERSATION_KEY);
  } catch {
    // Nothing kept.
  }
}
