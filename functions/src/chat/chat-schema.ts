import { z } from 'zod';
import { CONVERSATION_ID, hasVisibleText, MAX_BODY_BYTES, MAX_HISTORY_CONTENT_CHARS, MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS } from './chat-contract.js';

export { MAX_BODY_BYTES, MAX_HISTORY_CONTENT_CHARS, MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS };

// BCP 47 in the shape browsers send: a 2-3 letter language, then optional subtags.
const BCP47 = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** Lone surrogates cannot be encoded for the model and are never meaningful text. */
const wellFormed = (value: string) => value.isWellFormed();

export const chatRequestSchema = z
  .object({
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .min(1, { error: 'Please type a question.' })
      .refine(hasVisibleText, { error: 'Please type a question.' })
      .max(MAX_MESSAGE_CHARS, { error: `Please keep your question under ${MAX_MESSAGE_CHARS} characters.` })
      .refine(wellFormed, { error: 'message contains invalid characters' }),
    history: z
      .array(
        z.strictObject({
          role: z.enum(['user', 'assistant']),
          content: z
            .string()
            .max(MAX_HISTORY_CONTENT_CHARS)
            .refine(wellFormed, { error: 'history contains invalid characters' }),
          seal: z.string().max(100).optional(),
        }),
      )
      .max(MAX_HISTORY_TURNS)
      .optional(),
    locale: z.string().max(35).regex(BCP47, { error: 'locale must be a BCP 47 language tag' }).optional(),
    conversation: z.string().regex(CONVERSATION_ID, { error: 'conversation must be 16 to 64 letters, digits, - or _' }).optional(),
  })
  .strict();

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export type ParseResult = { ok: true; request: ChatRequest } | { ok: false; message: string };

export function parseChatRequest(body: unknown): ParseResult {
  const result = chatRequestSchema.safeParse(body);
  if (result.success) return { ok: true, request: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `${where}${issue?.message ?? 'invalid request'}` };
}
