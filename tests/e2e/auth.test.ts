import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsWithEmail, createAccount } from '../support/auth-emulator';
import { fillSignUp, launchChromium, newVisitor, storedUser, uniqueEmail, waitForHome } from '../support/browser';
import { HOSTING } from '../support/endpoints';

const PROJECT = 'demo-newcomers';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function submitLogIn(page: import('playwright-core').Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('User name / Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In Now' }).click();
}


describe('accounts in the browser', () => {
  const email = uniqueEmail('amina');
  const password = 'safe-pass-123';

  it('signs up, greets the visitor by display name and stores the user', async () => {
    const { context, page } = await newVisitor(browser);
    await fillSignUp(page, 'Amina', email, password, password);
    await waitForHome(page);
    await expect.poll(() => page.getByTestId('greeting').textContent()).toBe('Hello, Amina');
    expect(await storedUser(page)).toEqual({ uid: expect.any(String), email, displayName: 'Amina' });
    await context.close();
  });

  it('keeps what a visitor typed into sign-up while the page was still coming alive, with a conversation in the tab', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await page.getByPlaceholder('Enter a message...').fill('how do i get social security number');
    await page.getByPlaceholder('Enter a message...').press('Enter');
    await page.locator('.chat-message.incoming').nth(1).waitFor();
    // A slow phone: the visitor types while React is still taking over the page, and the tab's
    // conversation is restored meanwhile. Before the fix, about one try in two lost the fields.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const typedEmail = uniqueEmail('slow');
      await page.goto('/signup', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Display Name').fill('Slow Phone');
      await page.getByLabel('Email', { exact: true }).fill(typedEmail);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // React's own work after hydration (the conversation, the session) is queued by now: the
      // page falls idle only once it has run.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.getByLabel('Display Name').inputValue()).toBe('Slow Phone');
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(typedEmail);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByLabel('Password', { exact: true }).fill('safe-pass-123');
    await page.getByLabel('Confirm Password').fill('safe-pass-123');
    await page.getByRole('button', { name: 'Sign Up Now' }).click();
    await waitForHome(page);
    await context.close();
  });

  it('shows "Passwords do not match!" and creates no account', async () => {
    const { context, page } = await newVisitor(browser);
    const other = uniqueEmail('mismatch');
    await fillSignUp(page, 'Omar', other, 'first-pass-1', 'second-pass-2');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Passwords do not match!');
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await accountsWithEmail(PROJECT, other)).toBe(0);
    await context.close();
  });

  it('logs out from the navigation: removes the stored user and goes to /login', async () => {
    const { context, page } = await newVisitor(browser);
    await submitLogIn(page, email, password);
    await waitForHome(page);
    await expect.poll(() => page.getByTestId('greeting').textContent()).toBe('Hello, Amina');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${HOSTING}/login`);
    expect(await storedUser(page)).toBeNull();
    await expect.poll(() => page.getByTestId('greeting').count()).toBe(0);
    await context.close();
  });

  it('logs out from /logout with its single Logout button', async () => {
    const { context, page } = await newVisitor(browser);
    await submitLogIn(page, email, password);
    await waitForHome(page);
    await page.goto('/logout');
    await page.locator('main').getByRole('button', { name: 'Logout' }).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.locator('main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${HOSTING}/login`);
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });

  it('sends a signed-in visitor who opens /login or /signup home, and a signed-out one from /logout to /login', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/logout');
    await page.waitForURL(`${HOSTING}/login`);
    await submitLogIn(page, email, password);
    await waitForHome(page);
    await page.goto('/signup');
    await waitForHome(page);
    await page.goto('/login');
    await waitForHome(page);
    await context.close();
  });

  it('shows a clear message for a wrong password and stays on /login', async () => {
    const { context, page } = await newVisitor(browser);
    await submitLogIn(page, email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or password is not correct. Please check and try again.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });

  it('says an email is taken when signing up twice', async () => {
    const taken = uniqueEmail('taken');
    await createAccount(taken, 'safe-pass-123', 'Taken');
    const { context, page } = await newVisitor(browser);
    await fillSignUp(page, 'Again', taken, 'safe-pass-123', 'safe-pass-123');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/already exists/);
    await context.close();
  });

  it('explains the 8-character minimum, and refuses a common password, before creating any account', async () => {
    const { context, page } = await newVisitor(browser);
    await fillSignUp(page, 'Short', uniqueEmail('weak'), '1234567', '1234567');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/at least 8 characters/);
    await fillSignUp(page, 'Common', uniqueEmail('common'), 'password123', 'password123');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/too common/);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });
});

describe('navigation', () => {
  it('hides the Login link on /login and /signup and shows it elsewhere', async () => {
    const { context, page } = await newVisitor(browser);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/');
    await expect.poll(() => nav.getByRole('link', { name: 'Login' }).count()).toBe(1);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In Now' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up Now' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await context.close();
  });

  it.each(['About', 'Services', 'Contact'])('reaches the %s section from another route', async (name) => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`${HOSTING}/#${name.toLowerCase()}`);
    const section = page.locator(`#${name.toLowerCase()}`);
    await expect.poll(() => section.isVisible()).toBe(true);
    await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await context.close();
  });

  it('shows a friendly not-found page with a link home', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForHome(page);
    await context.close();
  });

  it('shows the logo 40px wide linking home, and the footer once', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const logo = page.getByRole('link', { name: 'Immigrant Success home' });
    expect(await logo.getAttribute('href')).toBe('/');
    expect(await logo.locator('img').evaluate((img) => img.getBoundingClientRect().width)).toBe(40);
    expect(await page.locator('footer').count()).toBe(1);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each(['/', '/login', '/signup'])('has no axe-core violations on %s', async (path) => {
    const { context, page } = await newVisitor(browser);
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    if (path === '/') await page.locator('.video-card, .videos .status').first().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
