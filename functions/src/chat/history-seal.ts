import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_HISTORY_CONTENT_CHARS } from './chat-contract.js';

/** What a seal is tied to: the conversation the reply was given in, and who was answered. */
export interface SealBinding {
  /** The id the widget made for this conversation (see CONVERSATION_ID in the contract). */
  conversation: string;
  /** The uid of the verified ID token that asked, or null when the request carried none. */
  uid: string | null;
}

/** Signs and verifies replies within one conversation of one visitor. */
export interface HistorySeal {
  sign(content: string): string;
  verify(content: string, seal: string | undefined): boolean;
}

/**
 * Seals the replies this service gives, so that only they can come back as assistant turns, and
 * only in the conversation they were given in: the widget keeps each reply's seal and sends it
 * with the history; a turn a client wrote itself, or a genuine reply carried into another
 * conversation or to another visitor, has no seal that verifies and is dropped before the model
 * sees the conversation. The key is derived from a server secret (the OpenAI key: history
 * matters only when a model answers), so it never leaves the server and changes when that key is
 * rotated.
 */
export function createHistorySeal(secret: string) {
  const key = createHmac('sha256', 'newcomer-guide/chat-history-seal/v2').update(secret, 'utf8').digest();
  return {
    /** The seal for one conversation of one visitor. */
    bind({ conversation, uid }: SealBinding): HistorySeal {
      // JSON keeps the fields apart: no conversation, uid and reply can be re-cut into another.
      const sign = (content: string) =>
        createHmac('sha256', key)
          .update(JSON.stringify([conversation, uid, content.slice(0, MAX_HISTORY_CONTENT_CHARS)]), 'utf8')
          .digest('base64url');
      return {
        sign,
        verify(content, seal) {
          if (!seal) return false;
          const expected = Buffer.from(sign(content));
          const given = Buffer.from(seal);
          return given.length === expected.length && timingSafeEqual(given, expected);
        },
      };
    },
  };
}

export type HistorySealKey = ReturnType<typeof createHistorySeal>;
