import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { parseChatAnswer } from '../api/send-chat';
import { RemovedNotice } from './removed-notice';

afterEach(() => i18n.changeLanguage('en'));

describe('RemovedNotice', () => {
  it('names each kind of detail removed, once, in a fixed order', () => {
    render(<RemovedNotice kinds={['phone', 'name', 'address']} />);
    expect(screen.getByText("We removed personal details from your message before using it: a name, a street address, a phone number. Please don't share them here.")).toBeInTheDocument();
  });

  it("speaks the interface's language", async () => {
    await i18n.changeLanguage('ar');
    render(<RemovedNotice kinds={['url', 'ip_address']} />);
    const notice = screen.getByText('أزلنا بيانات شخصية من رسالتك قبل استخدامها: رابط موقع، عنوان IP. من فضلك لا تشاركها هنا.');
    expect(notice).toHaveAttribute('lang', 'ar');
  });
});

describe('parseChatAnswer', () => {
  it('keeps the kinds of removed details the service names and drops anything else', () => {
    const answer = parseChatAnswer({ reply: 'ok', removed: ['name', 'account_number', 'password', 7] });
    expect(answer.removed).toEqual(['name', 'account_number']);
  });
});
