import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-newcomers-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});
afterAll(() => env?.cleanup());

describe('firestore.rules', () => {
  it('lets no signed-out visitor read or write anything, rate-limit counters included', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'rateLimits/some-visitor')));
    await assertFails(setDoc(doc(db, 'rateLimits/some-visitor'), { count: 0, windowStart: 0 }));
    await assertFails(getDoc(doc(db, 'anything/else')));
  });

  it('lets no visitor read or raise the day\'s count of model calls', async () => {
    for (const db of [env.unauthenticatedContext().firestore(), env.authenticatedContext('u1').firestore()]) {
      await assertFails(getDoc(doc(db, 'modelUsage/2026-11-23')));
      await assertFails(setDoc(doc(db, 'modelUsage/2026-11-23'), { count: 0 }));
    }
  });

  it('lets no signed-in visitor read or write anything either', async () => {
    const db = env.authenticatedContext('u1').firestore();
    await assertFails(getDoc(doc(db, 'rateLimits/u1')));
    await assertFails(setDoc(doc(db, 'rateLimits/u1'), { count: 0, windowStart: 0 }));
    await assertFails(setDoc(doc(db, 'users/u1'), { name: 'x' }));
  });
});
