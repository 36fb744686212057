import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newVisitor } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const ROUTES = ['/', '/login', '/signup', '/guide', '/guide/social-security-number', '/no-such-page'];

describe('languages', () => {
  it('switches to Arabic from the navigation, mirrors the layout and remembers the choice', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const switcher = page.getByLabel('Language');
    const names = await switcher.locator('option').allTextContents();
    expect(names).toEqual(['English', 'Español', 'العربية', '中文', 'Kreyòl ayisyen', 'Português']);
    await switcher.selectOption('ar');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    // Logical properties: the chat button sits at the left edge in right-to-left.
    await page.locator('.chat-toggle').waitFor();
    const toggle = await page.locator('.chat-toggle').boundingBox();
    expect(toggle?.x).toBeLessThan(100);
    await context.close();
  });

  it.each(ROUTES)('renders %s right to left in Arabic with no axe violations', async (path) => {
    const { context, page } = await newVisitor(browser);
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await page.getByRole('navigation').first().innerText()).toContain('الرئيسية');
    // The page itself in Arabic too: an English prerendered page switches after hydration, and a
    // guide page loads the Arabic guide meanwhile (axe would otherwise look at the loading state).
    if (path !== '/') {
      await expect.poll(() => page.locator('h1').first().innerText().catch(() => '')).toMatch(/\p{Script=Arabic}/u);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    }
    await context.close();
  });

  it('follows the browser language on a first visit', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'es-MX' });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('navigation').first().innerText()).toContain('Inicio');
    await context.close();
  });

  it('answers a Spanish question in Spanish with sources and no key configured', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'es-US' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir el asistente de chat' }).click();
    const input = page.locator('.chat-input textarea');
    await input.fill('¿cómo saco mi número de seguro social?');
    await input.press('Enter');
    const reply = page.locator('.chat-message.incoming').nth(1);
    await reply.waitFor();
    expect(await reply.innerText()).toContain('Qué puede hacer');
    expect(await reply.locator('a[href*="ssa.gov"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the guide', () => {
  it('lists the topics and shows one with steps, official sources and the date its sources were reviewed', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.locator('#services').getByRole('link', { name: 'Browse all guide topics' }).click();
    await page.waitForURL('**/guide');
    await page.locator('.guide-list li').first().waitFor();
    expect(await page.locator('.guide-list li').count()).toBeGreaterThanOrEqual(50);
    await page.getByRole('link', { name: 'Social Security number (SSN)' }).click();
    await page.waitForURL('**/guide/social-security-number');
    await page.locator('.guide-topic ol li').first().waitFor();
    expect(await page.locator('.guide-topic ol li').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('.sources a[href*="ssa.gov"]').count()).toBeGreaterThan(0);
    expect(await page.getByText(/^Sources reviewed on November 2[23], 2026\. Rules change: confirm on the official page\.$/).count()).toBe(1);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });

  it('shows the Chinese text of a topic, says that English is the reference, and links to the English text', async () => {
    const { context, page } = await newVisitor(browser);
    await page.addInitScript(() => localStorage.setItem('language', 'zh'));
    await page.goto('/guide/social-security-number');
    await page.locator('[lang="zh"] h1').waitFor();
    expect(await page.locator('[lang="zh"] h1').innerText()).toMatch(/[\u4e00-\u9fff]/);
    expect(await page.locator('.note').first().innerText()).toContain('本页是译文，以英文原文为准。');
    expect(await page.getByRole('link', { name: '阅读英文原文' }).getAttribute('href')).toBe('/en/guide/social-security-number');
    await context.close();
  });

  it('shows the Spanish entry in Spanish', async () => {
    const { context, page } = await newVisitor(browser);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    // The address has no language: its prerendered HTML is English, and the visitor's Spanish follows.
    await page.goto('/guide/social-security-number');
    await page.locator('[lang="es"] h1').waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await context.close();
  });
});
