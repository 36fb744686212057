import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newVisitor } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the service worker and one-time codes', () => {
  it('keeps no /auth/action address, whose link carries a one-time code, in any cache', async () => {
    const { context, page } = await newVisitor(browser, { serviceWorkers: 'allow' });
    await page.goto('/guide');
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true' && navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // A page the worker does keep, visited the same way, shows the page cache is in use.
    await page.goto('/es/guide/taxes');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/auth/action?mode=verifyEmail&oobCode=one-time-secret-code&lang=en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.endsWith('/es/guide/taxes'))).toBe(true);
    expect(cached.filter((url) => url.includes('oobCode') || url.includes('one-time-secret-code'))).toEqual([]);
    await context.close();
  });
});
