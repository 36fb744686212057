/**
 * The contract between the chat widget and POST /api/chat, free of any library so the web
 * imports it as it is (alias @chat/chat-contract): limits, the request turn and the reply.
 */
import type { GuideLocale } from '../guide/guide-contract.js';

export const MAX_MESSAGE_CHARS = 1000;
export const MAX_HISTORY_TURNS = 10;
/** A turn longer than this is cut to it, on both sides, before it is sent or sealed. */
export const MAX_HISTORY_CONTENT_CHARS = 2000;
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * The id the widget makes for each conversation (a random UUID, or any 16 to 64 letters, digits,
 * "-" and "_"): the service ties the seal of each reply to it, so a reply sealed in one
 * conversation is not trusted in another.
 */
export const CONVERSATION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Whether a message has something a person can see: a letter, digit, mark, punctuation or symbol.
 * One made only of zero-width spaces, joiners, direction marks or other format characters is as
 * empty as "": the widget does not send it and the function refuses it.
 */
export const hasVisibleText = (value: string): boolean => /[\p{L}\p{N}\p{M}\p{P}\p{S}]/u.test(value);

/** Kinds of personal identifiers removed from a question before it was used (the widget names each). */
export const PERSONAL_DATA_KINDS = ['name', 'address', 'email', 'phone', 'id_number', 'case_number', 'account_number', 'url', 'ip_address'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /** On an assistant turn: the seal the service gave its reply; turns without a valid one are dropped. */
  seal?: string;
}

export interface ChatRequestBody {
  message: string;
  history?: ChatTurn[];
  locale?: string;
  /** This conversation's id (CONVERSATION_ID): without it, replies are not sealed and no assistant turn is trusted. */
  conversation?: string;
}

export interface ChatReplyBody {
  reply: string;
  sources: { title: string; url: string }[];
  /** Guide topics the answer rests on, shown as links to /<lang>/guide/<id>. */
  topics: { id: string; title: string }[];
  mode: 'ai' | 'guide';
  /** The language of the reply: the language the question was written in. */
  lang: GuideLocale;
  kind: 'answer' | 'safety' | 'decline';
  /** Identifiers that were removed from the question before anything used it. */
  removed: PersonalDataKind[];
  /** Proof that this reply came from the service in this conversation, to send back with it as history. */
  seal?: string;
}
