import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newVisitor } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * The guide's text a page downloads: a language's whole guide ("ar: whole", one chunk per
 * language) or one of its small files ("ar/taxes" for a topic, "ar/index" for the list).
 */
function watchGuideDownloads(page: Page): string[] {
  const downloads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const whole = /\/assets\/guide-(en|es|ar|zh|ht|pt)-[^/]+\.js$/.exec(path);
    const file = /\/assets\/guide\/[^/]+\/((?:en|es|ar|zh|ht|pt)\/[^/]+)\.json$/.exec(path);
    if (whole) downloads.push(`${whole[1]}: whole`);
    else if (file?.[1]) downloads.push(file[1]);
  });
  return downloads;
}

describe('the guide in six languages', () => {
  it('shows a topic in Arabic, right to left, and says that English is the reference', async () => {
    const { context, page } = await newVisitor(browser);
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/guide/domestic-violence-trafficking');
    const content = page.locator('article [lang="ar"][dir="rtl"]');
    await content.locator('h1').waitFor();
    expect(await content.locator('h1').innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(await content.locator('ol li').first().innerText()).toContain('911');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const english = page.getByRole('link', { name: 'اقرأ النص الإنجليزي' });
    expect(await english.getAttribute('href')).toBe('/en/guide/domestic-violence-trafficking');
    await english.click();
    await page.locator('article [lang="en"] h1').waitFor();
    expect(await page.locator('article [lang="en"] h1').innerText()).toMatch(/violence|abuse|trafficking/i);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('shows a topic in Chinese when the interface is in Chinese', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'zh-CN' });
    await page.goto('/guide/itin');
    const content = page.locator('article [lang="zh"]');
    await content.locator('h1').waitFor();
    expect(await content.locator('h1').innerText()).toMatch(/[\u4e00-\u9fff]/);
    expect(await content.locator('p').first().innerText()).toMatch(/[\u4e00-\u9fff]{10}/);
    expect(await page.getByText('本页是译文，以英文原文为准。').count()).toBe(1);
    await context.close();
  });

  it('loads only the topic shown, in the language shown: English first, then Arabic after switching', async () => {
    const { context, page } = await newVisitor(browser);
    const downloads = watchGuideDownloads(page);
    await page.goto('/guide/social-security-number');
    await page.locator('article [lang="en"] h1').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(downloads).toEqual(['en/social-security-number']);
    await page.getByLabel('Language').selectOption('ar');
    await page.locator('article [lang="ar"] h1').waitFor();
    expect(await page.locator('article [lang="ar"] h1').innerText()).toMatch(/[\u0600-\u06FF]/);
    expect(downloads).toEqual(['en/social-security-number', 'ar/social-security-number']);
    await context.close();
  });

  it('groups topics by need and finds a topic by a word typed in Haitian Creole', async () => {
    const { context, page } = await newVisitor(browser);
    const downloads = watchGuideDownloads(page);
    await page.addInitScript(() => localStorage.setItem('language', 'ht'));
    await page.goto('/guide');
    await page.getByRole('heading', { name: 'Sekirite ak dwa ou' }).waitFor();
    // The list alone: titles and one-line summaries, not every topic's text.
    expect(downloads).toContain('ht/index');
    expect(downloads.filter((download) => download.endsWith('whole'))).toEqual([]);
    for (const heading of ['Dokiman ak estati', 'Lajan ak travay', 'Sante', 'Lojman', 'Fanmi ak lekòl', 'Lavi chak jou']) {
      expect(await page.getByRole('heading', { name: heading, level: 2 }).count()).toBe(1);
    }
    const search = page.getByRole('searchbox', { name: 'Chèche nan gid la' });
    await search.fill('lajan taks');
    await page.getByRole('status').filter({ hasText: 'Sijè nou jwenn' }).waitFor();
    const found = await page.locator('.guide-list a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(found).toContain('/guide/taxes');
    expect(found.length).toBeLessThan(10);
    // A word that only the steps of one topic hold: the search reads the whole guide.
    await search.fill('locator');
    await expect.poll(() => page.locator('.guide-list a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/guide/taxes']);
    expect(downloads).toContain('ht: whole');
    await search.fill('zxqv blorf');
    await page.getByText('Pa gen okenn sijè ki koresponn ak mo sa yo.', { exact: false }).waitFor();
    await search.fill('');
    expect(await page.locator('.guide-category').count()).toBe(7);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  // The notice compares the topic's review date with the visitor's own date after the page
  // hydrates, so a site that was not rebuilt still warns. The test moves the browser's clock
  // (Playwright's clock), not the build: the suite builds the site once, with today's date.
  it('warns, with a link to the official page, on a topic whose review date has passed, and not before', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/guide/selective-service');
    await page.locator('article [lang="en"] h1').waitFor();
    expect(await page.locator('[data-overdue]').count()).toBe(0);
    await page.clock.setFixedTime(new Date('2031-01-15T12:00:00'));
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'may have changed' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/check it again by December 18, 2026/);
    expect(await notice.getByRole('link', { name: /Check the official page/ }).getAttribute('href')).toBe('https://www.sss.gov/register/immigrants/');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.getByLabel('Language').selectOption('es');
    await expect.poll(() => page.locator('[data-overdue]').innerText()).toMatch(/pueden haber cambiado/);
    await context.close();
  });
});

