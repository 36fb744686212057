import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, newVisitor } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function openChat(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Chatbot' });
  await panel.waitFor();
  return panel;
}

const textarea = (page: Page) => page.getByPlaceholder('Enter a message...');
const heightOf = (page: Page) => textarea(page).evaluate((el) => el.getBoundingClientRect().height);

describe('the chat widget', () => {
  it('opens with the greeting and an expanded toggle, and closes with the close control and Escape', async () => {
    const { context, page } = await newVisitor(browser);
    const panel = await openChat(page);
    expect(await page.getByRole('button', { name: 'Close chat assistant' }).first().getAttribute('aria-expanded')).toBe('true');
    const greeting = panel.locator('.chat-message.incoming').first();
    expect(await greeting.innerText()).toBe('Hi there 👋\nHow can I help you today?');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Enter a message...');
    await panel.getByRole('button', { name: 'Close chat assistant' }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await textarea(page).press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  });

  it('ignores an empty or whitespace-only message', async () => {
    const { context, page } = await newVisitor(browser);
    const panel = await openChat(page);
    await textarea(page).fill('   ');
    await textarea(page).press('Enter');
    await panel.getByRole('button', { name: 'Send' }).click();
    expect(await panel.locator('.chat-message').count()).toBe(1);
    await context.close();
  });

  it('answers "how do i get social security number" with a link to ssa.gov, announced politely', async () => {
    const { context, page } = await newVisitor(browser);
    const panel = await openChat(page);
    expect(await panel.locator('.chat-messages').getAttribute('aria-live')).toBe('polite');
    await textarea(page).fill('  how do i get social security number  ');
    await textarea(page).press('Enter');
    expect(await textarea(page).inputValue()).toBe('');
    const outgoing = panel.locator('.chat-message.outgoing');
    expect(await outgoing.last().innerText()).toContain('how do i get social security number');
    const reply = panel.locator('.chat-message.incoming').nth(1);
    await reply.waitFor();
    const links = reply.locator('a[href*="ssa.gov"]');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.first().getAttribute('target')).toBe('_blank');
    expect(await links.first().getAttribute('rel')).toContain('noopener');
    expect(await reply.getByRole('link', { name: /Read in our guide/ }).getAttribute('href')).toBe('/guide/social-security-number');
    expect(await panel.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('shows Typing... on a disabled send button while waiting', async () => {
    const { context, page } = await newVisitor(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });
    const panel = await openChat(page);
    await textarea(page).fill('where do i learn english');
    await textarea(page).press('Enter');
    const button = panel.getByRole('button', { name: 'Typing...' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    release();
    await panel.getByRole('button', { name: 'Send' }).waitFor();
    await context.close();
  });

  it('grows the textarea 40px, 60px, then stops at 180px; Shift+Enter adds a line', async () => {
    const { context, page } = await newVisitor(browser);
    await openChat(page);
    expect(await heightOf(page)).toBe(40);
    await textarea(page).type('line one');
    await textarea(page).press('Shift+Enter');
    await textarea(page).type('line two');
    expect(await heightOf(page)).toBe(60);
    for (let i = 0; i < 10; i++) await textarea(page).press('Shift+Enter');
    expect(await heightOf(page)).toBe(180);
    expect(await page.locator('.chat-message.outgoing').count()).toBe(0);
    await context.close();
  });

  it('shows a visible error with Retry when /api/chat fails, and Retry sends the same text again', async () => {
    const { context, page } = await newVisitor(browser);
    const sent: string[] = [];
    let fail = true;
    await page.route('**/api/chat', async (route) => {
      sent.push((route.request().postDataJSON() as { message: string }).message);
      if (fail) await route.abort('connectionreset');
      else await route.continue();
    });
    const panel = await openChat(page);
    await textarea(page).fill('how do i get social security number');
    await textarea(page).press('Enter');
    const error = panel.getByRole('status');
    await expect.poll(() => error.innerText()).toMatch(/No connection|could not answer/);
    expect(await panel.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    expect(await panel.locator('.chat-message.incoming').count()).toBe(1);
    fail = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.locator('.chat-message.incoming').nth(1).waitFor();
    expect(sent).toEqual(['how do i get social security number', 'how do i get social security number']);
    expect(await panel.locator('.chat-message.outgoing').count()).toBe(1);
    await context.close();
  });

  it('says when to try again after a 429', async () => {
    const { context, page } = await newVisitor(browser);
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '600', 'content-type': 'application/json' }, body: JSON.stringify({ error: { code: 'rate_limited', message: 'x' } }) }),
    );
    const panel = await openChat(page);
    await textarea(page).fill('hello');
    await textarea(page).press('Enter');
    await expect.poll(() => panel.getByRole('status').innerText()).toMatch(/try again in 10 minutes/);
    await context.close();
  });

  it('keeps the conversation across navigation and a reload', async () => {
    const { context, page } = await newVisitor(browser);
    const panel = await openChat(page);
    await textarea(page).fill('where can i learn english');
    await textarea(page).press('Enter');
    await panel.locator('.chat-message.incoming').nth(1).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }).click();
    await page.waitForURL('**/guide');
    await page.locator('.guide-list').first().waitFor();
    // The panel stays open while the visitor moves around.
    expect(await page.getByRole('dialog', { name: 'Chatbot' }).isVisible()).toBe(true);
    expect(await page.locator('.chat-message').count()).toBe(3);
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect.poll(() => page.locator('.chat-message').count()).toBe(3);
    await context.close();
  });

  it('keeps a question asked while the page itself is still loading, after the earlier conversation', async () => {
    const { context, page } = await newVisitor(browser);
    const panel = await openChat(page);
    await textarea(page).fill('where can i learn english');
    await textarea(page).press('Enter');
    await panel.locator('.chat-message.incoming').nth(1).waitFor();
    expect(await page.locator('.chat-message').count()).toBe(3);
    // A slow connection: the guide's screen arrives only when the test lets it, while the frame
    // (and the chat) already work.
    let letGuideArrive!: () => void;
    const guideHeld = new Promise<void>((resolve) => (letGuideArrive = resolve));
    await context.route(/\/assets\/guide-list-[^/]+\.js$/, async (route) => {
      await guideHeld;
      await route.continue();
    });
    await page.goto('/guide', { waitUntil: 'domcontentloaded' });
    const dialog = page.getByRole('dialog', { name: 'Chatbot' });
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Open chat assistant' }).click({ timeout: 1000 }).catch(() => undefined);
        return dialog.isVisible();
      })
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no')).toBe('no');
    await expect.poll(() => page.locator('.chat-message').count()).toBe(3);
    await textarea(page).fill('how do i get a library card');
    await textarea(page).press('Enter');
    await dialog.locator('.chat-message.incoming').nth(2).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no')).toBe('no');
    letGuideArrive();
    await hydrated(page);
    await page.locator('.guide-list').first().waitFor();
    expect(await page.locator('.chat-message').count()).toBe(5);
    expect(await page.locator('.chat-message.outgoing').allInnerTexts()).toEqual([expect.stringContaining('where can i learn english'), expect.stringContaining('how do i get a library card')]);
    await context.close();
  });

  it('never renders markup from an answer', async () => {
    const { context, page } = await newVisitor(browser);
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ reply: '<img src=x onerror="window.__pwned=1"><b>bold</b> see https://www.usa.gov/.', sources: [], topics: [], mode: 'ai' }),
      }),
    );
    const panel = await openChat(page);
    await textarea(page).fill('hi');
    await textarea(page).press('Enter');
    const reply = panel.locator('.chat-message.incoming').nth(1);
    await reply.waitFor();
    expect(await reply.innerText()).toContain('<b>bold</b>');
    expect(await reply.locator('img, b').count()).toBe(0);
    expect(await reply.locator('a').getAttribute('href')).toBe('https://www.usa.gov/');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  });
});
