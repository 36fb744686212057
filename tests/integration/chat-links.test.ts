import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newVisitor } from '../support/browser';
import { FAKE_OPENAI_PORT } from '../support/endpoints';
import { startFakeUpstream } from '../support/fake-upstream';
import { answerWith } from '../support/openai-protocol';

// A model that answers with one official link and one it invented: in the page only the
// official one may be a link; the invented address stays plain text.
let browser: Browser;
let openai: Awaited<ReturnType<typeof startFakeUpstream>>;
beforeAll(async () => {
  browser = await launchChromium();
  openai = await startFakeUpstream(
    FAKE_OPENAI_PORT,
    answerWith('Apply online at https://www.ssa.gov/number-card or pay a helper at https://fast-ssn-help.example.com/apply today.'),
  );
});
afterAll(async () => {
  await browser?.close();
  await openai?.close();
});

/** Opens the chat as a new visitor, asks, and returns the answer's list item. */
async function askInChat(question: string) {
  const { context, page } = await newVisitor(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Chatbot' });
  await page.getByPlaceholder('Enter a message...').fill(question);
  await page.getByPlaceholder('Enter a message...').press('Enter');
  const reply = panel.locator('.chat-message.incoming').nth(1);
  await reply.waitFor();
  return { context, reply };
}

describe('links in a model answer', () => {
  it('makes only official addresses clickable and shows an invented one as plain text', async () => {
    const { context, reply } = await askInChat('how do i get social security number');
    expect(await reply.innerText()).toContain('https://fast-ssn-help.example.com/apply');
    expect(await reply.locator('a[href^="https://fast-ssn-help.example.com"]').count()).toBe(0);
    expect(await reply.locator('p a[href="https://www.ssa.gov/number-card"]').count()).toBe(1);
    await context.close();
  });

  it('tells the visitor what kind of identifiers were removed from the question', async () => {
    const { context, reply } = await askInChat('my name is Maria Lopez, my ssn is 123-45-6789, how do i replace my card');
    expect(await reply.innerText()).toContain('We removed personal details from your message before using it: a name, an ID number.');
    const sent = openai.requests.at(-1)?.body ?? '';
    expect(sent).not.toContain('123-45-6789');
    expect(sent).not.toContain('Lopez');
    await context.close();
  });
});
