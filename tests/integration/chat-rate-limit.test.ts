import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWANCE } from '../support/allowances';
import { anonymousUser, claimsOf, emailAccount, freshToken, linkEmailPassword, markEmailVerified, withClaims } from '../support/auth-emulator';
import { CLIENTS, fromClients, tally } from '../support/clients';
import { FAKE_OPENAI_PORT, HOSTING, uniqueIp } from '../support/endpoints';
import { startFakeUpstream } from '../support/fake-upstream';
import { answerWith } from '../support/openai-protocol';

const PROJECT = 'demo-newcomers-test';
// What Google's front end appends after the visitor's own address (see clientIp()).
const FRONT_END = '35.191.0.1';

let openai: Awaited<ReturnType<typeof startFakeUpstream>> | undefined;

beforeAll(async () => {
  openai = await startFakeUpstream(FAKE_OPENAI_PORT, answerWith('Try usalearns.org.'));
});
afterAll(() => openai?.close());

/** One everyday question, as it reaches the function behind Google's front end from `address`. */
async function ask(address: string, options: { token?: string; forge?: string } = {}): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': `${address}, ${FRONT_END}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forge) {
    // What a client can write: the left of X-Forwarded-For, and Fastly-Client-IP.
    headers['x-forwarded-for'] = `${options.forge}, ${address}, ${FRONT_END}`;
    headers['fastly-client-ip'] = options.forge;
  }
  const response = await fetch(`${HOSTING}/api/chat`, { method: 'POST', headers, body: JSON.stringify({ message: 'where do i find english classes' }) });
  await response.arrayBuffer();
  return response.status;
}

/** `count` questions one after another; their statuses. */
async function askTimes(count: number, address: string, options: { token?: string; forge?: (i: number) => string } = {}): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await ask(address, { ...(options.token ? { token: options.token } : {}), ...(options.forge ? { forge: options.forge(i) } : {}) }));
  return statuses;
}

const answeredThenRefused = (allowed: number, refused: number) => tally([...Array<number>(allowed).fill(200), ...Array<number>(refused).fill(429)]);

describe('chat allowances: a visitor is a browser, not an address', () => {
  it('gives 40 anonymous users behind one address each their own allowance, and leaves the address its own', async () => {
    const address = uniqueIp();
    const users = await Promise.all(Array.from({ length: 40 }, () => anonymousUser()));
    const each = ALLOWANCE.anonymous + 1;
    const answers = await fromClients(CLIENTS, users.length * each, async (i) => {
      const user = users[i % users.length]!;
      return { user, status: await ask(address, { token: user.idToken }) };
    });
    for (const user of users) {
      expect(tally(answers.filter((answer) => answer.user === user).map((answer) => answer.status)), user.uid).toEqual(answeredThenRefused(ALLOWANCE.anonymous, 1));
    }
    // A browser at the same address whose sign-in could not load still gets the address's allowance.
    expect(await ask(address)).toBe(200);
  }, 300_000);

  it(`answers ${ALLOWANCE.perAddress} messages an hour from an address without a token, then 429 with Retry-After`, async () => {
    const address = uniqueIp();
    expect(tally(await askTimes(ALLOWANCE.perAddress + 2, address))).toEqual(answeredThenRefused(ALLOWANCE.perAddress, 2));
    const refused = await fetch(`${HOSTING}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${address}, ${FRONT_END}` },
      body: JSON.stringify({ message: 'where do i find english classes' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/try again/i) } });
  });

  it('gives an account whose email is not confirmed, and one whose email is verified, their own allowances', async () => {
    const address = uniqueIp();
    const unverified = await emailAccount(PROJECT, false);
    const verified = await emailAccount(PROJECT, true);
    expect(tally(await askTimes(ALLOWANCE.unverified + 1, address, { token: unverified.idToken }))).toEqual(answeredThenRefused(ALLOWANCE.unverified, 1));
    expect(tally(await askTimes(ALLOWANCE.verified + 1, address, { token: verified.idToken }))).toEqual(answeredThenRefused(ALLOWANCE.verified, 1));
  });

  it('keeps the uid and the counter when an anonymous user signs up, and raises the limit, not the count, when the email is confirmed', async () => {
    const address = uniqueIp();
    const visitor = await anonymousUser();
    expect(tally(await askTimes(ALLOWANCE.anonymous + 1, address, { token: visitor.idToken }))).toEqual(answeredThenRefused(ALLOWANCE.anonymous, 1));

    const credentials = { email: `linked-${Date.now()}@example.com`, password: 'secret123' };
    const account = await linkEmailPassword(visitor.idToken, credentials.email, credentials.password);
    expect(account.uid).toBe(visitor.uid);
    expect(claimsOf(account.idToken)).toMatchObject({ user_id: visitor.uid, email: credentials.email, firebase: { sign_in_provider: 'password' } });
    // The same counter, against the unconfirmed account's limit: only the difference is left.
    const afterSignUp = ALLOWANCE.unverified - ALLOWANCE.anonymous;
    expect(tally(await askTimes(afterSignUp + 1, address, { token: account.idToken }))).toEqual(answeredThenRefused(afterSignUp, 1));

    await markEmailVerified(PROJECT, account.uid);
    const confirmed = await freshToken(credentials);
    expect(confirmed.uid).toBe(visitor.uid);
    const afterConfirming = ALLOWANCE.verified - ALLOWANCE.unverified;
    expect(tally(await askTimes(afterConfirming + 1, address, { token: confirmed.idToken }))).toEqual(answeredThenRefused(afterConfirming, 1));
  });

  it('counts a forged, an expired and a misdirected token as no token: the address pays', async () => {
    const { idToken } = await anonymousUser();
    const now = Math.floor(Date.now() / 1000);
    const invalid = {
      forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhdHRhY2tlciJ9.forged-signature-000000',
      expired: withClaims(idToken, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
      'for another project': withClaims(idToken, { aud: 'demo-other-project', iss: 'https://securetoken.google.com/demo-other-project' }),
    };
    // The way the invalid ones were made does not spoil a token by itself: unchanged, it counts as the user.
    const control = uniqueIp();
    expect(tally(await askTimes(ALLOWANCE.anonymous + 1, control, { token: withClaims(idToken, {}) }))).toEqual(answeredThenRefused(ALLOWANCE.anonymous, 1));
    expect(await ask(control)).toBe(200);

    for (const [name, token] of Object.entries(invalid)) {
      const address = uniqueIp();
      expect(tally(await askTimes(ALLOWANCE.perAddress + 1, address, { token })), name).toEqual(answeredThenRefused(ALLOWANCE.perAddress, 1));
      // They spent the address's allowance: a request with no token at all is refused too.
      expect(await ask(address), name).toBe(429);
    }
  });

  it('gives a client that forges X-Forwarded-For or Fastly-Client-IP no fresh allowance, with or without a token', async () => {
    const visitors = await Promise.all(
      [false, true, false, true].map(async (forges, i) => {
        const token = i >= 2 ? (await anonymousUser()).idToken : undefined;
        return { address: uniqueIp(), forges, token, allowance: token ? ALLOWANCE.anonymous : ALLOWANCE.perAddress };
      }),
    );
    const rounds = Math.max(...visitors.map((visitor) => visitor.allowance)) + 3;
    const answers = await fromClients(CLIENTS, visitors.length * rounds, async (i) => {
      const visitor = visitors[i % visitors.length]!;
      // A fresh forged value every time.
      const forge = visitor.forges ? `203.0.113.${i % 250}` : undefined;
      return { visitor, status: await ask(visitor.address, { ...(visitor.token ? { token: visitor.token } : {}), ...(forge ? { forge } : {}) }) };
    });
    for (const visitor of visitors) {
      const statuses = answers.filter((answer) => answer.visitor === visitor).map((answer) => answer.status);
      expect(tally(statuses), `${visitor.token ? 'token' : 'no token'}${visitor.forges ? ', forging' : ''}`).toEqual(answeredThenRefused(visitor.allowance, rounds - visitor.allowance));
    }
  }, 180_000);

  it('does not count requests refused as invalid against the allowance', async () => {
    const address = uniqueIp();
    const bad = (body: string, type = 'application/json') =>
      fetch(`${HOSTING}/api/chat`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': `${address}, ${FRONT_END}` }, body });
    for (let i = 0; i < ALLOWANCE.perAddress; i++) {
      expect((await bad(JSON.stringify({ message: '' }))).status).toBe(400);
      expect((await bad(JSON.stringify({ message: 'hi' }), 'text/plain')).status).toBe(415);
    }
    expect(tally(await askTimes(ALLOWANCE.perAddress, address))).toEqual(answeredThenRefused(ALLOWANCE.perAddress, 0));
  });
});
