import type { ChatTurn } from './api/send-chat';

export interface ChatMessage {
  id: string;
  role: 'incoming' | 'outgoing';
  content: string;
  sources?: { title: string; url: string }[];
  topics?: { id: string; title: string }[];
}

export const TEXTAREA_BASE_PX = 40;
export const TEXTAREA_LINE_PX = 20;
export const TEXTAREA_MAX_PX = 180;
export const MAX_HISTORY_TURNS = 10;
export const MAX_TURN_CHARS = 2000;
export const MAX_MESSAGE_CHARS = 1000;

/** 40px for one line, 20px more for every extra line, never above 180px. */
export function textareaHeight(value: string): number {
  const lines = value.split('\n').length;
  return Math.min(TEXTAREA_BASE_PX + TEXTAREA_LINE_PX * (lines - 1), TEXTAREA_MAX_PX);
}

/** The earlier turns the server may use, newest last, each within the server's limit. */
export function historyFor(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages.slice(-MAX_HISTORY_TURNS).map((message) => ({
    role: message.role === 'outgoing' ? 'user' : 'assistant',
    content: message.content.slice(0, MAX_TURN_CHARS),
  }));
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Splits plain text into text and links; the answer is never parsed as HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let href = match[0];
    // Sentence punctuation after a URL is not part of it.
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    const start = match.index;
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
