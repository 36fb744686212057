import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS, fromClients, tally } from '../support/clients';
import { AUTH_EMULATOR, FAKE_OPENAI_PORT, HOSTING, uniqueIp } from '../support/endpoints';
import { startFakeUpstream } from '../support/fake-upstream';
import { answerWith } from '../support/openai-protocol';

// functions/.env.demo-newcomers-test: 20 an hour anonymous, 60 signed in.
const ANONYMOUS = 20;
// What Google's front end appends after the visitor's own address (see clientIp()).
const FRONT_END = '35.191.0.1';

let openai: Awaited<ReturnType<typeof startFakeUpstream>> | undefined;

beforeAll(async () => {
  openai = await startFakeUpstream(FAKE_OPENAI_PORT, answerWith('Try usalearns.org.'));
});
afterAll(() => openai?.close());

function ask(ip: string, token?: string) {
  return fetch(`${HOSTING}/api/chat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ message: 'where do i find english classes' }),
  });
}

const PROJECT = 'demo-newcomers-test';

async function authCall(path: string, body: unknown, admin = false): Promise<Record<string, unknown>> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${path} failed: ${JSON.stringify(json)}`);
  return json;
}

/** A new account on the Auth emulator; with `verified`, its email is marked verified first. */
async function signUpOnAuthEmulator(verified: boolean): Promise<string> {
  const email = `limit-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const created = await authCall('accounts:signUp', { email, password: 'secret123', returnSecureToken: true });
  if (!verified) return String(created.idToken);
  await authCall(`projects/${PROJECT}/accounts:update`, { localId: created.localId, emailVerified: true }, true);
  const signedIn = await authCall('accounts:signInWithPassword', { email, password: 'secret123', returnSecureToken: true });
  return String(signedIn.idToken);
}

describe('chat rate limit', () => {
  it(`lets an anonymous visitor send ${ANONYMOUS} messages an hour, then answers 429 with Retry-After`, async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS + 3; i++) statuses.push((await ask(ip)).status);
    expect(statuses.slice(0, ANONYMOUS).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(ANONYMOUS)).toEqual([429, 429, 429]);
    const refused = await ask(ip);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/try again/i) } });
  });

  it('gives a signed-in visitor whose email is verified the larger allowance', async () => {
    const token = await signUpOnAuthEmulator(true);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS + 5; i++) statuses.push((await ask(ip, token)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('gives an account whose email is not verified only the anonymous allowance', async () => {
    const token = await signUpOnAuthEmulator(false);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS + 1; i++) statuses.push((await ask(ip, token)).status);
    expect(statuses.slice(0, ANONYMOUS).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('does not count requests refused as invalid against the allowance', async () => {
    const ip = uniqueIp();
    const bad = (body: string, type = 'application/json') =>
      fetch(`${HOSTING}/api/chat`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': ip }, body });
    for (let i = 0; i < ANONYMOUS; i++) {
      expect((await bad(JSON.stringify({ message: '' }))).status).toBe(400);
      expect((await bad(JSON.stringify({ message: 'hi' }), 'text/plain')).status).toBe(415);
    }
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS; i++) statuses.push((await ask(ip)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('counts a forged token as anonymous', async () => {
    const ip = uniqueIp();
    const forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhdHRhY2tlciJ9.forged-signature-000000';
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS + 1; i++) statuses.push((await ask(ip, forged)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`caps each visitor at exactly the allowance when messages arrive ${CLIENTS} at a time, and forged headers buy none`, async () => {
    const visitors = Array.from({ length: 6 }, (_, i) => ({ address: uniqueIp(), forges: i % 2 === 0 }));
    const each = ANONYMOUS + 5;
    const answers = await fromClients(CLIENTS, visitors.length * each, async (i) => {
      const visitor = visitors[i % visitors.length]!;
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': `${visitor.address}, ${FRONT_END}` };
      if (visitor.forges) {
        // A fresh forged value every time, where a client can write: the left of X-Forwarded-For and Fastly-Client-IP.
        headers['x-forwarded-for'] = `203.0.113.${i % 250}, 198.51.100.${i % 250}, ${visitor.address}, ${FRONT_END}`;
        headers['fastly-client-ip'] = `203.0.113.${i % 250}`;
      }
      const response = await fetch(`${HOSTING}/api/chat`, { method: 'POST', headers, body: JSON.stringify({ message: 'where do i find english classes' }) });
      await response.arrayBuffer();
      return { visitor, status: response.status };
    });
    for (const visitor of visitors) {
      const statuses = answers.filter((answer) => answer.visitor === visitor).map((answer) => answer.status);
      expect(tally(statuses), `${visitor.address}${visitor.forges ? ', forging' : ''}`).toEqual({ 200: ANONYMOUS, 429: each - ANONYMOUS });
    }
  }, 180_000);
});
