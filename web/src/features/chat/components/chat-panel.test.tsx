import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ChatProvider } from '../hooks/use-chat';
import { ChatPanel } from './chat-panel';
import { URGENT_LINE_READS } from './urgent-help.reads';

// Questions go over real HTTP to the stand-in (web/test/chat-server.ts), which answers with the
// state each question names. Node's fetch has no page address to resolve /api/chat against.
const chatServer = inject('chatServer');
const networkFetch = globalThis.fetch;

beforeEach(() => {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => networkFetch(new URL(input, chatServer), init));
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

function renderChat() {
  render(
    <MemoryRouter>
      <ChatProvider>
        <ChatPanel panelId="chat" hidden={false} onClose={() => undefined} />
      </ChatProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('dialog');
}

async function ask(panel: HTMLElement, question: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(within(panel).getByRole('textbox'), `${question}{Enter}`);
}

/** The urgent line in a region as a visitor reads it: its sentences, and where each link goes. */
function urgentLine(region: HTMLElement | null) {
  const line = region?.classList.contains('urgent-help') ? region : region?.querySelector('.urgent-help');
  if (!(line instanceof HTMLElement)) throw new Error('no urgent line here');
  return {
    text: line.textContent,
    links: within(line)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')] as const),
  };
}

const ENGLISH_LINE = URGENT_LINE_READS.en;

describe('the chat panel in every error and limit state', () => {
  it.each([
    ['429', 'You have sent many messages. Please try again in 10 minutes.'],
    ['503', 'The assistant is busy right now. Please try again in a minute.'],
    ['500', 'The assistant could not answer. Please try again.'],
    ['502', 'The assistant could not answer. Please try again.'],
    ['504', 'The assistant took too long to answer. Please try again.'],
    ['413', 'Your message is too long. Please shorten it.'],
    ['400', 'The assistant could not answer. Please try again.'],
    ['connection lost', 'No connection. Check your internet and try again.'],
  ])('after "%s", says "%s" with Retry, and 911 and 988 with the guide\'s pages', async (question, message) => {
    const panel = renderChat();
    await ask(panel, question);
    const status = within(panel).getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent(message));
    expect(within(status).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(urgentLine(status)).toEqual(ENGLISH_LINE);
  });

  it('after no answer before the deadline, says it took too long, with 911 and 988', async () => {
    // The deadline is the test's to call: the request itself stays open on the stand-in.
    const deadline = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    const panel = renderChat();
    await ask(panel, 'no answer');
    expect(within(panel).getByRole('button', { name: 'Typing...' })).toBeDisabled();
    act(() => deadline.abort(new DOMException('The operation timed out.', 'TimeoutError')));
    const status = within(panel).getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('The assistant took too long to answer. Please try again.'));
    expect(urgentLine(status)).toEqual(ENGLISH_LINE);
  });

  it('offline, says the chat needs a connection, with 911 and 988', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const panel = renderChat();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent('The chat needs an internet connection.');
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(urgentLine(status)).toEqual(ENGLISH_LINE);
  });

  it('in Arabic, a 429 says so in Arabic, with the same numbers and pages', async () => {
    await i18n.changeLanguage('ar');
    const panel = renderChat();
    await ask(panel, '429');
    const status = within(panel).getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('لقد أرسلت رسائل كثيرة. يُرجى المحاولة مرة أخرى بعد 10 دقيقة.'));
    expect(urgentLine(status)).toEqual(URGENT_LINE_READS.ar);
  });
});

describe('the urgent line, one tap away', () => {
  it('is behind the "Urgent help" button in the header, with no error at all', async () => {
    const panel = renderChat();
    const button = within(panel).getByRole('button', { name: 'Urgent help' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('link', { name: 'Call 911' })).toBeNull();
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const line = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(line).toBeVisible();
    expect(urgentLine(line)).toEqual(ENGLISH_LINE);
    await userEvent.setup().click(button);
    expect(line).not.toBeVisible();
  });
});
