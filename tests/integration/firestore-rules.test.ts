import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

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

describe('firestore.rules for plans/{uid}', () => {
  const answers = { pathway: 'refugee', arrived: '2026-11-01', state: 'TX', schoolChildren: false, youngMan: true };
  const plan = () => ({ answers, done: ['ssn', 'i94'], updatedAt: Date.now() });
  const amina = () => env.authenticatedContext('amina').firestore();

  beforeEach(() => env.clearFirestore());

  it('lets a visitor create, read, update and delete their own plan, even from a phone whose clock is a day off', async () => {
    await assertSucceeds(setDoc(doc(amina(), 'plans/amina'), plan()));
    await assertSucceeds(setDoc(doc(amina(), 'plans/amina'), { ...plan(), updatedAt: Date.now() + 24 * 3600 * 1000 }));
    await assertSucceeds(getDoc(doc(amina(), 'plans/amina')));
    await assertSucceeds(updateDoc(doc(amina(), 'plans/amina'), { done: ['ssn'], updatedAt: Date.now() }));
    await assertSucceeds(deleteDoc(doc(amina(), 'plans/amina')));
  });

  it("lets no other user read, write or delete someone's plan", async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'plans/amina'), plan()));
    const omar = env.authenticatedContext('omar').firestore();
    await assertFails(getDoc(doc(omar, 'plans/amina')));
    await assertFails(setDoc(doc(omar, 'plans/amina'), plan()));
    await assertFails(deleteDoc(doc(omar, 'plans/amina')));
  });

  it('lets nobody signed out read or write a plan', async () => {
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'plans/amina'), plan()));
    const guest = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(guest, 'plans/amina')));
    await assertFails(setDoc(doc(guest, 'plans/amina'), plan()));
  });

  it('lets nobody list plans, not even a signed-in user', async () => {
    await assertFails(getDocs(collection(amina(), 'plans')));
    await assertFails(getDocs(collection(env.unauthenticatedContext().firestore(), 'plans')));
  });

  it('refuses a plan of the wrong shape', async () => {
    const db = amina();
    const wrong = [
      { ...plan(), note: 'extra field' },
      { answers, done: [] },
      { ...plan(), answers: { ...answers, pathway: 'tourist' } },
      { ...plan(), answers: { ...answers, arrived: '1 Nov 2026' } },
      { ...plan(), answers: { ...answers, state: 'XX' } },
      { ...plan(), answers: { ...answers, youngMan: 'yes' } },
      { ...plan(), answers: { ...answers, name: 'Amina Diallo' } },
      { ...plan(), done: ['made-up-item'] },
      { ...plan(), done: 'ssn' },
      { ...plan(), updatedAt: 'yesterday' },
      { ...plan(), updatedAt: Date.UTC(2100, 0, 1) },
      { ...plan(), updatedAt: -1 },
    ];
    for (const data of wrong) await assertFails(setDoc(doc(db, 'plans/amina'), data));
  });

  it('accepts only a real arrival date: a calendar day from 1900 to a year ahead', async () => {
    const db = amina();
    const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);
    for (const arrived of ['2024-02-29', '1900-01-01', isoDay(0), isoDay(360)]) {
      await assertSucceeds(setDoc(doc(db, 'plans/amina'), { ...plan(), answers: { ...answers, arrived } }));
    }
    for (const arrived of ['2025-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-11-00', '1899-12-31', isoDay(400), '0000-01-01', '2026-1-01']) {
      await assertFails(setDoc(doc(db, 'plans/amina'), { ...plan(), answers: { ...answers, arrived } }));
    }
  });

  it('refuses an oversized plan: more entries than there are items, or long text', async () => {
    const db = amina();
    await assertFails(setDoc(doc(db, 'plans/amina'), { ...plan(), done: Array.from({ length: 17 }, () => 'ssn') }));
    await assertFails(setDoc(doc(db, 'plans/amina'), { ...plan(), answers: { ...answers, state: 'TX'.repeat(50_000) } }));
    await assertFails(setDoc(doc(db, 'plans/amina'), { ...plan(), answers: { ...answers, arrived: `2026-11-01${'x'.repeat(100_000)}` } }));
  });
});
