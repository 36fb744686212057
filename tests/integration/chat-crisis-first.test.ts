import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWANCE } from '../support/allowances';
import { FAKE_OPENAI_PORT, HOSTING, uniqueIp } from '../support/endpoints';
import { startFakeUpstream } from '../support/fake-upstream';
import { withFirestoreStopped } from '../support/firestore-emulator';
import { answerWith } from '../support/openai-protocol';

// These questions carry no ID token: each address has the allowance of requests without one.
const ANONYMOUS = ALLOWANCE.perAddress;

/** A person in crisis, in each guide language, and what the first line of the answer must offer. */
const CRISES = [
  { lang: 'en', message: 'I want to kill myself', line: '988' },
  { lang: 'en', message: 'my husband is hitting me and took my passport', line: '911' },
  { lang: 'es', message: 'mi esposo me pega y me quitó el pasaporte', line: '911' },
  { lang: 'es', message: 'quiero matarme', line: '988' },
  { lang: 'ar', message: 'زوجي يضربني وأخذ جواز سفري', line: '911' },
  { lang: 'ar', message: 'أريد أن أقتل نفسي', line: '988' },
  { lang: 'zh', message: '我想自杀', line: '988' },
  { lang: 'ht', message: 'mwen pa vle viv ankò, m ap touye tèt mwen', line: '988' },
  { lang: 'pt', message: 'meu marido me bate e pegou meu passaporte', line: '911' },
] as const;

let openai: Awaited<ReturnType<typeof startFakeUpstream>> | undefined;

beforeAll(async () => {
  openai = await startFakeUpstream(FAKE_OPENAI_PORT, answerWith('Try usalearns.org.'));
});
afterAll(() => openai?.close());

async function ask(ip: string, message: string) {
  const response = await fetch(`${HOSTING}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ message, locale: 'en' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ordinary = (ip: string) => ask(ip, 'where do i find english classes');

function expectUrgentHelp(answer: { status: number; body: Record<string, unknown> }, crisis: (typeof CRISES)[number]) {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ kind: 'safety', mode: 'guide', lang: crisis.lang });
  expect(String(answer.body.reply).split('\n')[0]).toContain(crisis.line);
}

describe('a person in crisis is never turned away', () => {
  it('gets the urgent lines in six languages after the allowance is spent, and the model is never asked', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < ANONYMOUS; i++) expect((await ordinary(ip)).status).toBe(200);
    expect((await ordinary(ip)).status).toBe(429);
    const modelCalls = openai!.requests.length;
    for (const crisis of CRISES) expectUrgentHelp(await ask(ip, crisis.message), crisis);
    expect(openai!.requests.length).toBe(modelCalls);
    expect((await ordinary(ip)).status).toBe(429);
  });

  it('does not count a crisis against the visitor', async () => {
    const ip = uniqueIp();
    for (const crisis of CRISES) expectUrgentHelp(await ask(ip, crisis.message), crisis);
    const statuses: number[] = [];
    for (let i = 0; i <= ANONYMOUS; i++) statuses.push((await ordinary(ip)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ANONYMOUS);
    expect(statuses.at(-1)).toBe(429);
  });

  it('gets the urgent lines while Firestore does not answer, and an ordinary question gets the guide without the model', async () => {
    const ip = uniqueIp();
    const modelCalls = openai!.requests.length;
    const { crises, everyday } = await withFirestoreStopped(async () => {
      const crises = [];
      for (const crisis of CRISES) crises.push(await ask(ip, crisis.message));
      return { crises, everyday: await ordinary(ip) };
    });
    CRISES.forEach((crisis, i) => expectUrgentHelp(crises[i]!, crisis));
    // The ordinary question waits out the Firestore deadline (8 s in this project); without a
    // counter the model is not asked, and the visitor reads the guide's answer instead of an error.
    expect(everyday.status).toBe(200);
    expect(everyday.body).toMatchObject({ mode: 'guide', lang: 'en' });
    expect(String(everyday.body.reply)).toMatch(/english/i);
    expect(openai!.requests.length).toBe(modelCalls);
  }, 120_000);
});
