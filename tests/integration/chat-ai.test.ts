import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_OPENAI_PORT, HOSTING, TEST_OPENAI_KEY, uniqueIp } from '../support/endpoints';
import { respond, startFakeUpstream } from '../support/fake-upstream';
import { answerWith } from '../support/openai-protocol';

let openai: Awaited<ReturnType<typeof startFakeUpstream>>;

async function ask(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${HOSTING}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp(), ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  openai = await startFakeUpstream(FAKE_OPENAI_PORT, answerWith('You can apply at ssa.gov.'));
});
afterAll(() => openai.close());
beforeEach(() => {
  openai.requests.length = 0;
  openai.set(answerWith('You can apply at ssa.gov.'));
});

describe('POST /api/chat with an OpenAI key configured', () => {
  it('sends the model, the system rules, the recent history and the question through the SDK', async () => {
    const history = [
      { role: 'user', content: 'i just arrived, what do i do first' },
      { role: 'assistant', content: 'Welcome! Start with your Social Security number.' },
    ];
    const { response, body } = await ask({ message: 'how do i get social security number', history, locale: 'en' });
    expect(response.status).toBe(200);
    expect(openai.requests).toHaveLength(1);
    const request = openai.requests[0]!;
    expect(request.url.pathname).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${TEST_OPENAI_KEY}`);
    const sent = JSON.parse(request.body) as { model: string; messages: Array<{ role: string; content: string }> };
    expect(sent.model).toBe('test-small-model');
    expect(sent.messages[0]?.role).toBe('system');
    expect(sent.messages[0]?.content).toContain('assists immigrants recently moved to the United States who need guidance');
    expect(sent.messages[0]?.content).toMatch(/not legal advice/i);
    expect(sent.messages[0]?.content).toMatch(/ssa\.gov/);
    expect(sent.messages.slice(1)).toEqual([...history, { role: 'user', content: 'how do i get social security number' }]);
    expect(body).toMatchObject({ reply: 'You can apply at ssa.gov.', mode: 'ai' });
    expect((body.sources as Array<{ url: string }>).some((s) => new URL(s.url).hostname.endsWith('ssa.gov'))).toBe(true);
  });

  it('tells the model to answer in the visitor\'s language', async () => {
    await ask({ message: '¿cómo saco mi número de seguro social?', locale: 'es' });
    const sent = JSON.parse(openai.requests[0]!.body) as { messages: Array<{ content: string }> };
    expect(sent.messages[0]?.content).toContain('Answer in Spanish');
  });

  it('answers from the guide when the model fails on a topic the guide knows', async () => {
    openai.set(respond.json(500, { error: { message: 'upstream secret detail', type: 'server_error' } }));
    const { response, body } = await ask({ message: 'how do i get social security number' });
    expect(response.status).toBe(200);
    expect(body.mode).toBe('guide');
    expect(JSON.stringify(body)).not.toContain('upstream secret detail');
    expect(openai.requests.length).toBe(2); // one retry, no more
  });

  it('answers 502 with a plain message when the model fails and the guide has nothing', async () => {
    openai.set(respond.json(500, { error: { message: 'upstream secret detail' } }));
    const { response, body } = await ask({ message: 'zxqv blorf wug' });
    expect(response.status).toBe(502);
    expect(body).toEqual({ error: { code: 'upstream_error', message: expect.any(String) } });
    expect(JSON.stringify(body)).not.toContain('upstream secret detail');
  });

  it('answers 504 when the model hangs past the timeout', async () => {
    openai.set(respond.hang());
    const { response, body } = await ask({ message: 'zxqv blorf wug' });
    expect(response.status).toBe(504);
    expect(body).toMatchObject({ error: { code: 'upstream_timeout' } });
  });

  it('answers 502 when the model sends a body that is not JSON', async () => {
    openai.set(respond.text(200, '<html>gateway</html>', 'text/html'));
    const { response } = await ask({ message: 'zxqv blorf wug' });
    expect(response.status).toBe(502);
  });

  it('rejects a malformed request with 400 before calling the model', async () => {
    const { response, body } = await ask({ message: '   ' });
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid_request' } });
    expect(openai.requests).toHaveLength(0);
  });
});
