import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithEmail, createAccount } from '../support/auth-emulator';
import { axeViolations, blockAnonymousSignIn, chatConversationIds, chatTokenClaims, fillSignUp, hydrated, launchChromium, logIn, newVisitor, uniqueEmail, waitForHome } from '../support/browser';
import { firestoreDocument } from '../support/firestore-emulator';
import { checklist, makePlan } from '../support/plan-page';

// The chat counts a visitor by browser: it signs in anonymously on first use and sends the ID
// token with each question. Signing up keeps that user (and so the conversation and the plan).

const PROJECT = 'demo-newcomers';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Chatbot' });

async function openChat(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await panelOf(page).waitFor();
}

/** Asks through the widget and waits for the answer (the greeting counts as one incoming message). */
async function ask(page: Page, question: string) {
  const incoming = panelOf(page).locator('.chat-message.incoming');
  const before = await incoming.count();
  const input = page.getByPlaceholder('Enter a message...');
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => incoming.count(), { timeout: 45_000 }).toBe(before + 1);
}

const messages = (page: Page) => panelOf(page).locator('.chat-message').allInnerTexts();

describe('the chat knows a visitor by browser', () => {
  it('a visitor chats, signs up, and keeps the conversation, the uid and the plan made before', async () => {
    const { context, page } = await newVisitor(browser);
    const tokens = chatTokenClaims(page);
    const conversationIds = chatConversationIds(page);
    await makePlan(page);
    await checklist(page).getByLabel(/Get your Social Security number/).check();

    await openChat(page);
    await ask(page, 'where can i learn english');
    expect(tokens).toHaveLength(1);
    const visitor = tokens[0];
    expect(visitor).toMatchObject({ firebase: { sign_in_provider: 'anonymous' } });
    // Still a guest to the site: the anonymous user is the chat's, not an account.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).count()).toBe(1);
    const conversation = await messages(page);
    expect(conversation).toHaveLength(3);

    const email = uniqueEmail('visitor');
    await fillSignUp(page, 'Amina', email, 'visitor-pass-17', 'visitor-pass-17');
    await waitForHome(page);
    const uid = String(visitor?.user_id);
    expect((await accountWithEmail(PROJECT, email))?.localId).toBe(uid);

    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect.poll(() => messages(page)).toEqual(conversation);
    await ask(page, 'how do i get a library card');
    expect(tokens.at(-1)).toMatchObject({ user_id: uid, email, firebase: { sign_in_provider: 'password' } });
    // One conversation before and after signing up: the replies sealed in it stay its context.
    expect(conversationIds).toHaveLength(2);
    expect(conversationIds[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(conversationIds[1]).toBe(conversationIds[0]);
    expect(await axeViolations(page)).toEqual([]);

    // The plan made as a guest is in the account, under the same uid.
    await expect.poll(() => firestoreDocument(PROJECT, `plans/${uid}`)).toMatchObject({ answers: { pathway: 'refugee', state: 'TX' }, done: ['ssn'] });
    await page.goto('/plan');
    await expect.poll(() => checklist(page).getByLabel(/Get your Social Security number/).isChecked()).toBe(true);
    expect(await page.getByText('Your plan is saved in your account.').count()).toBe(1);
    await context.close();
  });

  it('logging in to an existing account keeps the conversation on the device and moves the guest plan into the account', async () => {
    const email = uniqueEmail('returning');
    await createAccount(email, 'returning-pass-3', 'Joseph');
    const { context, page } = await newVisitor(browser);
    const tokens = chatTokenClaims(page);
    await makePlan(page);
    await checklist(page).getByLabel(/Get your Social Security number/).check();
    await openChat(page);
    await ask(page, 'where can i learn english');
    const conversation = await messages(page);

    await logIn(page, email, 'returning-pass-3');
    const account = await accountWithEmail(PROJECT, email);
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect.poll(() => messages(page)).toEqual(conversation);
    await ask(page, 'how do i get a library card');
    expect(tokens[0]?.firebase).toMatchObject({ sign_in_provider: 'anonymous' });
    expect(tokens.at(-1)).toMatchObject({ user_id: account?.localId, email });
    await expect.poll(() => firestoreDocument(PROJECT, `plans/${account?.localId}`)).toMatchObject({ done: ['ssn'] });
    await context.close();
  });

  it('still answers when anonymous sign-in cannot load: the question goes without a token', async () => {
    const { context, page } = await newVisitor(browser);
    await blockAnonymousSignIn(context);
    const tokens = chatTokenClaims(page);
    await openChat(page);
    await ask(page, 'where can i learn english');
    expect(tokens).toEqual([null]);
    expect(await panelOf(page).locator('.chat-message.incoming').last().innerText()).toMatch(/english/i);
    await context.close();
  });
});
