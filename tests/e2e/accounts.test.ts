import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsWithEmail, accountWithEmail, createAccount, latestOobCode } from '../support/auth-emulator';
import { axeViolations, fillSignUp, launchChromium, logIn, newVisitor, storedUser, uniqueEmail, waitForHome } from '../support/browser';
import { HOSTING } from '../support/endpoints';
import { firestoreDocument } from '../support/firestore-emulator';

const PROJECT = 'demo-newcomers';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());



describe('password reset', () => {
  it('sends a reset link from "Forgot password?", and the link sets a new password that logs in', async () => {
    const email = uniqueEmail('reset');
    await createAccount(email, 'old-pass-123', 'Lina');
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${HOSTING}/reset-password`);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`If an account uses ${email}, we have sent it a link.`);

    const code = await latestOobCode(PROJECT, email, 'PASSWORD_RESET');
    expect(code).toBeTruthy();
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code ?? '')}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill('new-pass-456');
    await page.getByLabel('Confirm Password').fill('new-pass-456');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Your password is changed. You can log in with it now.');

    await logIn(page, email, 'new-pass-456');
    await expect.poll(() => page.getByTestId('greeting').textContent()).toBe('Hello, Lina');
    await context.close();
  });

  it('says the same for an email with no account (no one learns who has one) and refuses a used link', async () => {
    const { context, page } = await newVisitor(browser);
    const nobody = uniqueEmail('nobody');
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(`If an account uses ${nobody}, we have sent it a link.`);
    await page.goto('/auth/action?mode=resetPassword&oobCode=not-a-real-code');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This link is not valid any more: it may be old or already used. Ask for a new one.');
    await context.close();
  });
});

describe('email verification', () => {
  it('asks a new account to confirm its email, and the emailed link confirms it', async () => {
    const email = uniqueEmail('verify');
    const { context, page } = await newVisitor(browser);
    await page.goto('/signup');
    await page.getByText('larger hourly allowance needs an account whose email address is verified').waitFor();
    await page.getByLabel('Display Name').fill('Nadia');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('verify-pass-1');
    await page.getByLabel('Confirm Password').fill('verify-pass-1');
    await page.getByRole('button', { name: 'Sign Up Now' }).click();
    await waitForHome(page);
    await expect.poll(() => page.getByText(`Please confirm your email address: we sent a link to ${email}.`).count()).toBe(1);
    expect((await accountWithEmail(PROJECT, email))?.emailVerified).toBeFalsy();

    await expect.poll(() => latestOobCode(PROJECT, email, 'VERIFY_EMAIL')).toBeTruthy();
    const code = await latestOobCode(PROJECT, email, 'VERIFY_EMAIL');
    await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code ?? '')}`);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thank you: your email address is confirmed.');
    expect((await accountWithEmail(PROJECT, email))?.emailVerified).toBe(true);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('greeting').textContent()).toBe('Hello, Nadia');
    expect(await page.getByText('Please confirm your email address').count()).toBe(0);
    await context.close();
  });

  it('tells the visitor when the display name could not be saved, and the account still works', async () => {
    const email = uniqueEmail('halfway');
    const { context, page } = await newVisitor(browser);
    // The profile update (and only it) fails on the way to the Auth emulator.
    await page.route(/accounts:update/, (route) => route.abort('connectionreset'));
    await fillSignUp(page, 'Karim', email, 'halfway-pass-1', 'halfway-pass-1');
    await waitForHome(page);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Your account was created, but your display name could not be saved.' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('greeting').textContent()).toBe(`Hello, ${email}`);
    expect(await accountsWithEmail(PROJECT, email)).toBe(1);
    await context.close();
  });
});

describe('Continue with Google', () => {
  it('replaces the decorative icons with one real button that starts Firebase Auth\'s Google sign-in, and reports a failure visibly', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/login');
    expect(await page.locator('.social-icons').count()).toBe(0);
    const google = page.waitForRequest(/^https:\/\/apis\.google\.com\/js\/api\.js/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // Firebase's popup flow first loads Google's script loader; this machine cannot reach Google.
    await google;
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(
      'Google sign-in could not be reached. Check your connection, or log in with your email and password.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('settings', () => {
  it('downloads the profile and the plan as JSON', async () => {
    const email = uniqueEmail('download');
    await createAccount(email, 'download-pass-1', 'Farah');
    const { context, page } = await newVisitor(browser);
    await logIn(page, email, 'download-pass-1');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${HOSTING}/settings`);
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as { profile: { email: string; displayName: string }; plan: unknown };
    expect(data.profile).toMatchObject({ email, displayName: 'Farah' });
    expect(data.plan).toBeNull();
    await context.close();
  });

  it('deletes the account and its plan after the password is confirmed', async () => {
    const email = uniqueEmail('delete');
    await createAccount(email, 'delete-pass-1', 'Yusuf');
    const { context, page } = await newVisitor(browser);
    await logIn(page, email, 'delete-pass-1');
    await page.goto('/plan');
    await page.getByLabel('With an immigrant visa (green card)').check();
    await page.getByLabel('When did you arrive?').fill('2026-11-01');
    await page.getByRole('button', { name: 'Make my plan' }).click();
    const uid = ((await storedUser(page)) as { uid: string }).uid;
    await expect.poll(() => firestoreDocument(PROJECT, `plans/${uid}`)).not.toBeNull();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or password is not correct. Please check and try again.');
    expect(await accountsWithEmail(PROJECT, email)).toBe(1);

    await page.getByLabel('Password').fill('delete-pass-1');
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Your account and your plan are deleted.');
    expect(await accountsWithEmail(PROJECT, email)).toBe(0);
    expect(await firestoreDocument(PROJECT, `plans/${uid}`)).toBeNull();
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });
});
