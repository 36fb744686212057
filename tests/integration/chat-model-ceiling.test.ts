import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_OPENAI_PORT, HOSTING, uniqueIp } from '../support/endpoints';
import { startFakeUpstream } from '../support/fake-upstream';
import { answerWith } from '../support/openai-protocol';

// functions/.env.demo-newcomers-test: CHAT_MODEL_CALLS_PER_DAY=100000.
const CEILING = 100000;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const day = () => new Date().toISOString().slice(0, 10);
const usageDoc = () => `${FIRESTORE}/v1/projects/demo-newcomers-test/databases/(default)/documents/modelUsage/${day()}`;

let openai: Awaited<ReturnType<typeof startFakeUpstream>>;
beforeAll(async () => {
  openai = await startFakeUpstream(FAKE_OPENAI_PORT, answerWith('Model answer: see ssa.gov.'));
});
afterAll(() => openai.close());
afterEach(async () => {
  await fetch(usageDoc(), { method: 'DELETE', headers: { authorization: 'Bearer owner' } });
});

/** Today's count of model calls, as the functions keep it in the Firestore emulator. */
async function setCount(count: number) {
  const response = await fetch(usageDoc(), {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { count: { integerValue: String(count) } } }),
  });
  expect(response.ok).toBe(true);
}

async function readCount(): Promise<number> {
  const response = await fetch(usageDoc(), { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return 0;
  const body = (await response.json()) as { fields?: { count?: { integerValue?: string } } };
  return Number(body.fields?.count?.integerValue ?? 0);
}

async function ask(message: string, locale = 'en') {
  const response = await fetch(`${HOSTING}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
    body: JSON.stringify({ message, locale }),
  });
  return { status: response.status, body: (await response.json()) as { reply: string; mode: string } };
}

describe('the daily ceiling on model calls', () => {
  it('counts each model call in Firestore', async () => {
    openai.requests.length = 0;
    await setCount(7);
    const { status, body } = await ask('how do i get a social security number');
    expect(status).toBe(200);
    expect(body.mode).toBe('ai');
    expect(openai.requests).toHaveLength(1);
    expect(await readCount()).toBe(8);
  });

  it('answers from the guide with a short notice once the ceiling is reached, and calls no model', async () => {
    openai.requests.length = 0;
    await setCount(CEILING);
    const english = await ask('how do i get a social security number');
    expect(english.status).toBe(200);
    expect(english.body.mode).toBe('guide');
    expect(english.body.reply).toMatch(/^Our AI assistant has reached its limit for today, so this answer comes from our guide\./);
    expect(english.body.reply).toContain('1-800-772-1213');
    const spanish = await ask('¿cómo saco mi número de seguro social?', 'es');
    expect(spanish.body.reply).toMatch(/^Nuestro asistente de IA llegó a su límite de hoy/);
    expect(openai.requests).toHaveLength(0);
    expect(await readCount()).toBe(CEILING);
  });

  it('uses the model again on a new day (a fresh counter)', async () => {
    openai.requests.length = 0;
    await setCount(CEILING);
    await fetch(usageDoc(), { method: 'DELETE', headers: { authorization: 'Bearer owner' } });
    expect((await ask('how do i get a social security number')).body.mode).toBe('ai');
    expect(openai.requests).toHaveLength(1);
  });
});
