import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newVisitor } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the video grid', () => {
  it('shows cards with title and description and loads no YouTube iframe before play', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Videos' }).count()).toBe(1);
    const cards = page.locator('.video-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    expect(await cards.first().locator('h3').textContent()).toMatch(/\w+/);
    expect(await cards.first().locator('.video-description').textContent()).toMatch(/\w+/);
    expect(await page.locator('iframe').count()).toBe(0);
    await context.close();
  });

  it('turns the facade into a 250x170 nocookie player with full screen allowed when play is pressed', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const play = page.getByRole('button', { name: /^Play video: / }).first();
    await play.waitFor();
    await play.click();
    const iframe = page.locator('.video-card iframe').first();
    await iframe.waitFor({ state: 'attached' });
    expect(await iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
    expect(await iframe.getAttribute('allowfullscreen')).not.toBeNull();
    expect(await iframe.getAttribute('allow')).toContain('fullscreen');
    expect(await iframe.getAttribute('title')).toMatch(/^Video player: /);
    const box = await iframe.boundingBox();
    expect([box?.width, box?.height]).toEqual([250, 170]);
    await context.close();
  });

  it('tells the visitor when no videos can be shown', async () => {
    const { context, page } = await newVisitor(browser);
    await page.route('**/api/videos', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto('/');
    await expect.poll(() => page.getByText('No videos can be shown right now. Please try again later.').isVisible()).toBe(true);
    await context.close();
  });

  it('shows an error with Try again when the videos cannot be loaded', async () => {
    const { context, page } = await newVisitor(browser);
    let fail = true;
    await page.route('**/api/videos', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/could not be loaded/);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.video-card').first().waitFor();
    await context.close();
  });

  it('never calls the YouTube API from the browser', async () => {
    const { context, page } = await newVisitor(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.locator('.video-card').first().waitFor();
    expect(requested.filter((url) => url.includes('googleapis.com'))).toEqual([]);
    await context.close();
  });
});
