import OpenAI from 'openai';

export interface ModelClientOptions {
  apiKey: string;
  baseURL: string;
  model: string;
  timeoutMs: number;
}

export type ChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

export class ModelError extends Error {
  constructor(
    readonly reason: 'timeout' | 'rate_limited' | 'upstream' | 'empty',
    detail: string,
  ) {
    super(`model ${reason}: ${detail}`);
    this.name = 'ModelError';
  }
}

/** Chat completions through the official SDK: one retry, a hard timeout, any compatible server. */
export function createModelClient(options: ModelClientOptions) {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 1,
  });

  return {
    model: options.model,
    async complete(messages: ChatTurn[]): Promise<string> {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          messages,
          temperature: 0.2,
          max_completion_tokens: 700,
        });
        content = completion.choices?.[0]?.message?.content;
      } catch (error) {
        if (error instanceof OpenAI.APIConnectionTimeoutError) throw new ModelError('timeout', error.message);
        if (error instanceof OpenAI.APIError && error.status === 429) throw new ModelError('rate_limited', error.message);
        throw new ModelError('upstream', error instanceof Error ? error.message : String(error));
      }
      const reply = content?.trim();
      if (!reply) throw new ModelError('empty', 'no message content in the first choice');
      return reply;
    },
  };
}

export type ModelClient = ReturnType<typeof createModelClient>;
