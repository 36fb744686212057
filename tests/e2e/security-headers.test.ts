import { readFileSync } from 'node:fs';
import { decodeHTML } from 'entities';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newVisitor, uniqueEmail, waitForHome } from '../support/browser';
import { HOSTING } from '../support/endpoints';
import { HEADER_POLICY, pagePolicy } from '../../web/content-security-policy';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Collects every Content-Security-Policy violation the page reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

describe('security headers', () => {
  it('sends the shared CSP as a header and the page CSP of the emulator build in the page, nosniff, referrer and permissions policies, and caches only hashed assets for long', async () => {
    const page = await fetch(`${HOSTING}/login`);
    expect(page.headers.get('content-security-policy')).toBe(HEADER_POLICY);
    expect(JSON.parse(readFileSync('firebase.json', 'utf8')).hosting.headers[0].headers).toContainEqual({ key: 'Content-Security-Policy', value: HEADER_POLICY });
    const html = await page.text();
    const meta = decodeHTML(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '');
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    expect(meta).toBe(pagePolicy('emulator'));
    expect(meta).toContain("default-src 'self'");
    expect(meta).toContain('frame-src https://www.youtube-nocookie.com');
    expect(meta).toContain('connect-src \'self\' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com http://127.0.0.1:9099 http://127.0.0.1:8080');
    for (const policy of [meta, HEADER_POLICY]) {
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("'unsafe-eval'");
    }
    expect(HEADER_POLICY).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${HOSTING}${asset}`);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('reports no CSP violation on any route, with the chat, a video and an account in use', async () => {
    const { context, page } = await newVisitor(browser);
    const violations = await watchCsp(page);
    for (const path of ['/', '/login', '/signup', '/guide', '/guide/social-security-number', '/plan', '/reset-password', '/no-such-page']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
    }
    await page.goto('/');
    await page.getByRole('button', { name: /^Play video: / }).first().click();
    await page.locator('.video-card iframe').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await page.getByPlaceholder('Enter a message...').fill('how do i get social security number');
    await page.getByPlaceholder('Enter a message...').press('Enter');
    await page.locator('.chat-message.incoming').nth(1).waitFor();
    await page.goto('/signup');
    await page.getByLabel('Display Name').fill('Csp');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('csp'));
    await page.getByLabel('Password', { exact: true }).fill('safe-pass-123');
    await page.getByLabel('Confirm Password').fill('safe-pass-123');
    await page.getByRole('button', { name: 'Sign Up Now' }).click();
    await waitForHome(page);
    await page.goto('/logout');
    await page.locator('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${HOSTING}/login`);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('search and sharing', () => {
  it('gives each route its own title and description, and serves robots.txt and the manifest', async () => {
    const { context, page } = await newVisitor(browser);
    const expected: Array<[string, string, RegExp]> = [
      ['/', 'Immigrant Success — guidance for newcomers to the United States', /Plain-language help/],
      ['/login', 'Log in — Immigrant Success', /Plain-language help/],
      ['/signup', 'Sign up — Immigrant Success', /Plain-language help/],
      ['/guide', 'Guide for newcomers — Immigrant Success', /Topics for newcomers/],
      ['/guide/taxes', 'Taxes — Immigrant Success', /tax/i],
    ];
    for (const [path, title, description] of expected) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(title);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toMatch(description);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    }
    const robots = await fetch(`${HOSTING}/robots.txt`);
    expect(await robots.text()).toContain('User-agent: *');
    const manifest = (await (await fetch(`${HOSTING}/manifest.webmanifest`)).json()) as { icons: Array<{ src: string }> };
    for (const icon of manifest.icons) expect((await fetch(`${HOSTING}${icon.src}`)).status).toBe(200);
    await context.close();
  });
});
