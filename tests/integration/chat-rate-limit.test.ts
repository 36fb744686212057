import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_EMULATOR, FAKE_OPENAI_PORT, HOSTING, uniqueIp } from '../support/endpoints';
import { startFakeUpstream } from '../support/fake-upstream';
import { answerWith } from '../support/openai-protocol';

// functions/.env.demo-newcomers-test: 20 an hour anonymous, 60 signed in.
const ANONYMOUS = 20;

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

async function signUpOnAuthEmulator(): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `limit-${Date.now()}@example.com`, password: 'secret123', returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Auth emulator sign-up failed: ${JSON.stringify(body)}`);
  return body.idToken;
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

  it('gives a visitor with a verified Firebase ID token the larger allowance', async () => {
    const token = await signUpOnAuthEmulator();
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS + 5; i++) statuses.push((await ask(ip, token)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('counts a forged token as anonymous', async () => {
    const ip = uniqueIp();
    const forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhdHRhY2tlciJ9.forged-signature-000000';
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS + 1; i++) statuses.push((await ask(ip, forged)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
