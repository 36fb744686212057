import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, fillSignUp, launchChromium, logIn, newVisitor, storedUser, uniqueEmail, waitForHome } from '../support/browser';
import { HOSTING } from '../support/endpoints';
import { firestoreDocument } from '../support/firestore-emulator';
import { arrivedTwentyDaysAgo, checklist, makePlan } from '../support/plan-page';

const PROJECT = 'demo-newcomers';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());


async function signUp(page: Page, email: string, password: string) {
  await fillSignUp(page, 'Samir', email, password, password);
  await waitForHome(page);
}


describe('My plan', () => {
  const email = uniqueEmail('samir');
  const password = 'plan-pass-123';

  it('is linked from the navigation, builds a checklist from a few answers, with the Selective Service deadline, and is axe clean', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My plan' }).click();
    await page.waitForURL(`${HOSTING}/plan`);
    expect(await axeViolations(page)).toEqual([]);
    // The visitor's day is before 18 December 2026, when registration becomes automatic.
    const before = new Date('2026-12-01T12:00:00');
    await page.clock.setFixedTime(before);
    await makePlan(page, arrivedTwentyDaysAgo(before.getTime()));
    const item = checklist(page).locator('[data-item="selective-service"]');
    await expect.poll(() => item.textContent()).toContain('Men aged 18 to 25: register with Selective Service within 30 days of arriving');
    expect(await item.textContent()).toMatch(/Deadline: .* \(set by law\)/);
    expect(await item.getByRole('link', { name: 'Read: Selective Service registration' }).getAttribute('href')).toBe('/guide/selective-service');
    expect(await checklist(page).locator('[data-item="school-enrollment"]').count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: 'Due soon' }).locator('[data-item="selective-service"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('follows the Selective Service law on the visitor\'s own day, with no new release: from 18 December 2026 it only asks to check the automatic registration', async () => {
    const { context, page } = await newVisitor(browser);
    const after = new Date('2026-12-20T12:00:00');
    await page.clock.setFixedTime(after);
    await makePlan(page, arrivedTwentyDaysAgo(after.getTime()));
    const item = checklist(page).locator('[data-item="selective-service"]');
    await expect.poll(() => item.textContent()).toContain('Selective Service now registers men automatically; check on sss.gov that you are registered');
    expect(await item.textContent()).not.toMatch(/set by law/);
    await context.close();
  });

  it('refuses answers without a way of arrival, with a visible message', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/plan');
    await page.getByLabel('When did you arrive?').fill(arrivedTwentyDaysAgo());
    await page.getByRole('button', { name: 'Make my plan' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please choose how you came to the United States.');
    await context.close();
  });

  it('keeps a guest plan on the device, then moves it into the account on sign-up; a second device signs in and sees it', async () => {
    const { context, page } = await newVisitor(browser);
    await makePlan(page);
    await checklist(page).getByLabel(/Get your Social Security number/).check();
    await page.reload();
    await expect.poll(() => checklist(page).getByLabel(/Get your Social Security number/).isChecked()).toBe(true);
    expect(await page.getByText('Your plan is saved on this device only.').count()).toBe(1);

    await signUp(page, email, password);
    const uid = ((await storedUser(page)) as { uid: string }).uid;
    await expect.poll(() => firestoreDocument(PROJECT, `plans/${uid}`)).toMatchObject({
      answers: { pathway: 'refugee', state: 'TX', youngMan: true, schoolChildren: false },
      done: ['ssn'],
    });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('plan'))).toBeNull();

    const second = await newVisitor(browser);
    await logIn(second.page, email, password);
    await second.page.goto('/plan');
    await expect.poll(() => checklist(second.page).getByLabel(/Get your Social Security number/).isChecked()).toBe(true);
    expect(await second.page.getByText('Your plan is saved in your account.').count()).toBe(1);
    await second.context.close();
    await context.close();
  });

  it('keeps a check made offline and sends it when the connection returns', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(page, email, password);
    await page.goto('/plan');
    const english = checklist(page).getByLabel('Find a free English class');
    await english.waitFor();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await english.check();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved on this device' }).count()).toBe(1);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const uid = ((await storedUser(page)) as { uid: string }).uid;
    await expect.poll(async () => ((await firestoreDocument(PROJECT, `plans/${uid}`))?.done as string[]) ?? []).toContain('english-classes');
    await context.close();
  });

  it('logging out removes the plan and the chat conversation from the device', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(page, email, password);
    await page.goto('/plan');
    await checklist(page).getByLabel(/Get your Social Security number/).waitFor();
    await page.evaluate(() => sessionStorage.setItem('chat', JSON.stringify([{ id: '1', role: 'outgoing', content: 'my question' }])));
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContainEqual(expect.stringContaining('firestore/'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${HOSTING}/login`);
    await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.includes('/main')))).toEqual([]);
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('chat') ?? '[]') as unknown[])).toEqual([]);
    await page.goto('/plan');
    await page.getByRole('button', { name: 'Make my plan' }).waitFor();
    await context.close();
  });

  it('speaks the visitor\'s language: an Arabic plan, right to left, with the guide\'s Arabic titles, axe clean', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar' });
    await page.goto('/plan');
    await page.getByRole('heading', { name: 'خطتي', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('input[name="pathway"][value="parolee"]').check();
    await page.locator('input[name="arrived"]').fill(arrivedTwentyDaysAgo());
    await page.locator('input[name="youngMan"]').check();
    await page.getByRole('button', { name: 'إعداد خطتي' }).click();
    const list = page.getByRole('list', { name: 'قائمة مهامك' });
    await expect.poll(() => list.getByRole('link', { name: 'اقرأ: التسجيل في نظام الخدمة الانتقائية (Selective Service)' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('is offered under the chat\'s answers', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await page.getByLabel('Your message').fill('How do I get a Social Security number?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('link', { name: 'Make your first-90-days plan' }).click();
    await page.waitForURL(`${HOSTING}/plan`);
    await context.close();
  });

  it('says visibly when the account refuses a save, keeps the check on screen, and offers to try again', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(page, email, password);
    await page.goto('/plan');
    const bank = checklist(page).getByLabel('Open a bank or credit union account');
    await bank.waitFor();
    // Writes now reach Firestore without the visitor's credentials (cut from the write stream's
    // handshake on the way), so firestore.rules refuses them as it would a signed-out visitor's.
    await context.route(/\/google\.firestore\.v1\.Firestore\/Write\/channel/, (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      const headers = form.get('headers');
      if (headers === null) return route.continue();
      form.set('headers', headers.split('\r\n').filter((line) => !/^authorization:/i.test(line)).join('\r\n'));
      return route.continue({ postData: form.toString() });
    });
    await bank.check();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Your plan could not be saved.' }).count()).toBe(1);
    expect(await bank.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try saving again' }).count()).toBe(1);
    await context.close();
  });
});
