import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_HISTORY_CONTENT_CHARS } from './chat-contract.js';

/**
 * Seals the replies this service gives, so that only they can come back as assistant turns:
 * the widget keeps each reply's seal and sends it with the history; a turn a client wrote
 * itself has none that verifies and is dropped before the model sees the conversation.
 * The key is derived from a server secret (the OpenAI key: history matters only when a model
 * answers), so it never leaves the server and changes when that key is rotated.
 */
export function createHistorySeal(secret: string) {
  const key = createHmac('sha256', 'newcomer-guide/chat-history-seal/v1').update(secret, 'utf8').digest();
  const sign = (content: string) => createHmac('sha256', key).update(content.slice(0, MAX_HISTORY_CONTENT_CHARS), 'utf8').digest('base64url');
  return {
    sign,
    verify(content: string, seal: string | undefined): boolean {
      if (!seal) return false;
      const expected = Buffer.from(sign(content));
      const given = Buffer.from(seal);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type HistorySeal = ReturnType<typeof createHistorySeal>;
