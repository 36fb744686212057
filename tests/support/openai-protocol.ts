import type { Behaviour } from './fake-upstream.js';

/** A chat.completion body as the OpenAI API returns it. */
export function completion(content: string, model = 'test-small-model') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

export const answerWith =
  (content: string): Behaviour =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content)));
  };
