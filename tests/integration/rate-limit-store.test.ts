import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorKey, WINDOW_MS, type RateDecision, type Visitor } from '../../functions/src/chat/rate-limit.js';
import { createFirestoreRateLimiter, RATE_LIMIT_COLLECTION } from '../../functions/src/chat/rate-limit-store.js';
import { uniqueIp } from '../support/endpoints';

// The limiter's store against the Firestore emulator itself, through the Admin SDK as the chat
// function uses it: many messages of one visitor at the same moment, with no HTTP proxy (and no
// proxy timeout) between them and the transaction that counts them. The emulator settles
// contended transactions by lock timeouts: 40 at once on one counter took it 8 to 60 s on a busy
// 2-core machine, and of 100 at once some used up the SDK's ten attempts.
const POLICY = { anonymousPerHour: 15, unverifiedPerHour: 15, verifiedPerHour: 20, perAddressPerHour: 10 };
const AT_ONCE = 30;

let app: App;
let db: Firestore;

beforeAll(() => {
  expect(process.env.FIRESTORE_EMULATOR_HOST, 'the emulator runner sets FIRESTORE_EMULATOR_HOST').toBeTruthy();
  app = initializeApp({ projectId: 'demo-newcomers-test' }, 'rate-limit-store');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

/** `count` messages from one visitor, all sent before any is answered. */
function race(limiter: ReturnType<typeof createFirestoreRateLimiter>, visitor: Visitor, count: number): Promise<RateDecision[]> {
  return Promise.all(Array.from({ length: count }, () => limiter.consume(visitor)));
}

/** Each allowed message saw its own count: the remainders are limit-1 down to 0, once each. */
function expectExactly(decisions: RateDecision[], limit: number) {
  const allowed = decisions.filter((d) => d.allowed);
  const refused = decisions.filter((d) => !d.allowed);
  expect(allowed.map((d) => d.remaining).sort((a, b) => b - a)).toEqual(Array.from({ length: limit }, (_, i) => limit - 1 - i));
  expect(refused).toHaveLength(decisions.length - limit);
  for (const decision of refused) expect(decision.retryAfterSeconds).toBeGreaterThan(0);
}

describe('the rate limiter\'s Firestore store under contention', { timeout: 300_000 }, () => {
  it(`grants one address without a token exactly ${POLICY.perAddressPerHour} of ${AT_ONCE} simultaneous messages, and stores that count`, async () => {
    const limiter = createFirestoreRateLimiter(db, POLICY);
    const visitor: Visitor = { kind: 'ip', ip: uniqueIp() };
    expectExactly(await race(limiter, visitor, AT_ONCE), POLICY.perAddressPerHour);
    const counter = await db.collection(RATE_LIMIT_COLLECTION).doc(visitorKey(visitor)).get();
    expect(counter.get('count')).toBe(POLICY.perAddressPerHour);
  });

  it('caps a verified account and two addresses racing at the same time, each at its own allowance', async () => {
    const limiter = createFirestoreRateLimiter(db, POLICY);
    const [account, first, second] = await Promise.all([
      race(limiter, { kind: 'user', account: 'verified', uid: randomUUID() }, AT_ONCE),
      race(limiter, { kind: 'ip', ip: uniqueIp() }, AT_ONCE / 2),
      race(limiter, { kind: 'ip', ip: uniqueIp() }, AT_ONCE / 2),
    ]);
    expectExactly(account!, POLICY.verifiedPerHour);
    expectExactly(first!, POLICY.perAddressPerHour);
    expectExactly(second!, POLICY.perAddressPerHour);
  });

  it('opens one fresh window when the hour is over, however many messages race to open it', async () => {
    let now = Date.parse('2026-11-26T09:00:00Z');
    const limiter = createFirestoreRateLimiter(db, POLICY, () => now);
    const visitor: Visitor = { kind: 'ip', ip: uniqueIp() };
    expectExactly(await race(limiter, visitor, AT_ONCE / 2), POLICY.perAddressPerHour);
    now += WINDOW_MS - 1000;
    expect(await race(limiter, visitor, 5)).toEqual(Array(5).fill({ allowed: false, retryAfterSeconds: 1 }));
    now += 1000;
    expectExactly(await race(limiter, visitor, AT_ONCE), POLICY.perAddressPerHour);
  });
});
