import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/auth-emulator';
import { axeViolations, launchChromium, logIn, newVisitor, readyForOffline, uniqueEmail } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Errors the page reports: script errors and React's (hydration mismatches among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

describe('prerendered pages come alive', () => {
  it('hydrates a Spanish topic without a mismatch, and its language menu moves to the Arabic address', async () => {
    const { context, page } = await newVisitor(browser);
    const errors = watchErrors(page);
    await page.goto('/es/guide/taxes');
    await page.getByRole('heading', { level: 1, name: 'Impuestos' }).waitFor();
    // Hydrated: the page's own content too, not only its frame.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('Idioma').selectOption('ar');
    await page.waitForURL('**/ar/guide/taxes');
    await page.locator('[lang="ar"][dir="rtl"] h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('greets a signed-in visitor on a prerendered page once it is hydrated, with no mismatch', async () => {
    const email = uniqueEmail('hydrate');
    await createAccount(email, 'hydrate-pass-1', 'Ana');
    const { context, page } = await newVisitor(browser);
    await logIn(page, email, 'hydrate-pass-1');
    const errors = watchErrors(page);
    await page.goto('/guide');
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('greeting').innerText()).toContain('Ana');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('offline, after one visit', () => {
  it('reloads a topic, searches the guide, opens one never read, keeps the plan, and the chat says it needs a connection', async () => {
    const { context, page } = await newVisitor(browser, { serviceWorkers: 'allow' });
    await page.goto('/guide/taxes');
    await readyForOffline(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Taxes' }).waitFor();
    expect(await page.locator('article ol li').first().innerText()).toContain('substantial presence test');

    // The guide in the visitor's language was kept: its search works with no connection.
    await page.goto('/guide');
    await page.getByLabel('Search the guide').fill('itin');
    await page.getByRole('link', { name: 'ITIN (tax number if you cannot get an SSN)' }).waitFor();
    await page.getByRole('link', { name: 'ITIN (tax number if you cannot get an SSN)' }).click();
    await page.getByRole('heading', { level: 1, name: 'ITIN (tax number if you cannot get an SSN)' }).waitFor();

    // A topic never opened, by its address: the app shell and the kept guide show it.
    await page.goto('/guide/asylum');
    await page.getByRole('heading', { level: 1, name: 'Asylum' }).waitFor();

    // The plan works as a guest, on the device.
    await page.goto('/plan');
    await page.getByRole('heading', { level: 1, name: 'My plan' }).waitFor();

    const errors = watchErrors(page);
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Chatbot' });
    await panel.getByText('The chat needs an internet connection.').waitFor();
    expect(await panel.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await panel.getByRole('link', { name: 'Search the guide' }).click();
    await page.waitForURL('**/guide');
    expect(errors).toEqual([]);

    await context.setOffline(false);
    await context.close();
  });

  it("keeps the guide in the visitor's language after a visit to the home page alone", async () => {
    const { context, page } = await newVisitor(browser, { locale: 'es-ES', serviceWorkers: 'allow' });
    await page.goto('/');
    await readyForOffline(page);

    await context.setOffline(true);
    await page.goto('/guide');
    await page.getByLabel('Buscar en la guía').fill('itin');
    await page.getByRole('link', { name: 'ITIN (número de impuestos si no puede obtener SSN)' }).click();
    // The list's own heading is also inside [lang="es"]: wait for the topic's.
    const heading = page.locator('article [lang="es"] h1');
    await heading.waitFor();
    expect(await heading.innerText()).toBe('ITIN (número de impuestos si no puede obtener SSN)');
    await context.setOffline(false);
    await context.close();
  });
});

describe('a new version of the site', () => {
  it('waits until the visitor chooses "Reload to update", then takes over after the reload', async () => {
    const { context, page } = await newVisitor(browser, { serviceWorkers: 'allow' });
    await page.goto('/guide');
    await readyForOffline(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // A deploy: the Hosting emulator serves web/dist from disk, so a changed worker is a new version.
    const worker = 'web/dist/sw.js';
    const deployed = readFileSync(worker, 'utf8');
    writeFileSync(worker, `${deployed}\n// the next deploy\n`);
    try {
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      const banner = page.getByRole('status').filter({ hasText: 'A new version of this site is ready.' });
      await banner.waitFor();
      // Until the visitor chooses, the page keeps its version: the new worker only waits.
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state))).toBe('installed');
      expect(await axeViolations(page)).toEqual([]);

      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Reload to update' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1, name: 'Guide for newcomers' }).waitFor();
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.state, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(after).toEqual({ waiting: null, active: 'activated', controlled: true });
      expect(await page.getByText('A new version of this site is ready.').count()).toBe(0);
      expect(first).toBeTruthy();
    } finally {
      writeFileSync(worker, deployed);
      await context.close();
    }
  });
});
