import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { claimsOf } from './auth-emulator';
import { HOSTING, uniqueIp } from './endpoints';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh visitor: empty storage, a phone-sized screen, English unless told otherwise. The
 * service worker is off unless a test is about it (offline use): its background downloads
 * would only slow the other suites down.
 */
export async function newVisitor(
  browser: Browser,
  options: { locale?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; address: string }> {
  const address = uniqueIp();
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    baseURL: HOSTING,
    viewport: { width: 412, height: 860 },
    locale: options.locale ?? 'en-US',
    // Each visitor has an address of its own, as real visitors do, so the chat's per-visitor
    // allowance is not shared by every test.
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  // No real YouTube here: thumbnails fail fast instead of waiting on DNS.
  await context.route(/^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com)\//, (route) => route.abort());
  const page = await context.newPage();
  return { context, page, address };
}

/**
 * Anonymous sign-in cannot load in this browser (a blocked or failing network): the chat then
 * sends its questions without an ID token, and they count against the visitor's address.
 */
export async function blockAnonymousSignIn(context: BrowserContext): Promise<void> {
  await context.route('**/identitytoolkit.googleapis.com/v1/accounts:signUp*', (route) => route.abort());
}

/** The ID token's claims in each chat question the page sends (null: sent without a token). */
export function chatTokenClaims(page: Page): Array<Record<string, unknown> | null> {
  const seen: Array<Record<string, unknown> | null> = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/chat')) return;
    const token = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1];
    seen.push(token ? claimsOf(token) : null);
  });
  return seen;
}

/** The conversation id each chat request carried (the service ties its replies' seals to it). */
export function chatConversationIds(page: Page): Array<unknown> {
  const seen: Array<unknown> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) seen.push((request.postDataJSON() as { conversation?: unknown } | null)?.conversation);
  });
  return seen;
}

/** Waits for React to take over the prerendered page: a click before that lands on inert HTML. */
export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Waits until the service worker controls the page and has kept this visit's files for offline use. */
export async function readyForOffline(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true' && navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function storedUser(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('user');
    return raw ? (JSON.parse(raw) as unknown) : null;
  });
}

/** axe's violations on the page, one line each (an empty list when the page is clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits for the home page after a form (sign-up, log-in) is sent. When it does not come, the
 * failure says what the visitor saw: the form's alert and the submit button's label.
 */
export async function waitForHome(page: Page, timeout = 45_000): Promise<void> {
  try {
    await page.waitForURL(`${HOSTING}/`, { timeout });
  } catch (error) {
    const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
    const button = await page.locator('form button[type="submit"]').first().textContent({ timeout: 1000 }).catch(() => null);
    throw new Error(`still on ${page.url()} after ${timeout} ms; alert: ${JSON.stringify(alerts)}; submit button: ${JSON.stringify(button)}`, { cause: error });
  }
}

/** Logs in through the form and waits for the home page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name / Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In Now' }).click();
  await waitForHome(page);
}

/** Fills in and sends the sign-up form. */
export async function fillSignUp(page: Page, name: string, email: string, password: string, confirm: string) {
  await page.goto('/signup');
  await page.getByLabel('Display Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Sign Up Now' }).click();
}
