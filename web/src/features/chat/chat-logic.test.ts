import { describe, expect, it } from 'vitest';
import { CONVERSATION_ID } from '@chat/chat-contract';
import { ApiError } from '../../lib/api-client';
import { conversationId, failureReason, forgetConversationId, historyFor, isTrustedLink, linkify, loadConversation, saveConversation, textareaHeight, type ChatMessage } from './chat-logic';

describe('textareaHeight', () => {
  it('is 40px for one line, 20px more per extra line, and at most 180px', () => {
    expect(textareaHeight('')).toBe(40);
    expect(textareaHeight('one')).toBe(40);
    expect(textareaHeight('one\ntwo')).toBe(60);
    expect(textareaHeight('1\n2\n3')).toBe(80);
    expect(textareaHeight('\n'.repeat(7))).toBe(180);
    expect(textareaHeight('\n'.repeat(30))).toBe(180);
  });
});

describe('linkify', () => {
  it('turns URLs into links and leaves sentence punctuation outside', () => {
    expect(linkify('See https://www.ssa.gov/number-card. Then call.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://www.ssa.gov/number-card' },
      { kind: 'text', text: '. Then call.' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(linkify('<b>hi</b>')).toEqual([{ kind: 'text', text: '<b>hi</b>' }]);
  });

  it('does not treat javascript: as a link', () => {
    expect(linkify('javascript:alert(1)').every((part) => part.kind === 'text')).toBe(true);
  });

  it('leaves an address outside the official domains and the answer\'s sources as plain text', () => {
    const parts = linkify('Pay at https://fast-ssn-help.example.com/apply or see https://www.ssa.gov/');
    expect(parts.filter((part) => part.kind === 'link')).toEqual([{ kind: 'link', href: 'https://www.ssa.gov/' }]);
    expect(parts.map((part) => (part.kind === 'text' ? part.text : part.href)).join('')).toContain('https://fast-ssn-help.example.com/apply');
  });

  it("trusts an answer's own guide sources and official sites that are not under .gov", () => {
    expect(isTrustedLink('https://988lifeline.org/get-help')).toBe(true);
    expect(isTrustedLink('http://www.ssa.gov/')).toBe(false);
    expect(isTrustedLink('https://example.org/page', [{ url: 'https://example.org/page/' }])).toBe(true);
    expect(isTrustedLink('https://example.org/other', [{ url: 'https://example.org/page' }])).toBe(false);
  });
});

describe('historyFor', () => {
  it('sends at most the last 10 turns with server roles, each within 2000 characters', () => {
    const messages: ChatMessage[] = Array.from({ length: 14 }, (_, i) => ({
      id: String(i),
      role: i % 2 ? 'incoming' : 'outgoing',
      content: i === 13 ? 'x'.repeat(2500) : `m${i}`,
    }));
    const history = historyFor(messages);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: 'user', content: 'm4' });
    expect(history.at(-1)?.role).toBe('assistant');
    expect(history.at(-1)?.content).toHaveLength(2000);
  });

  it("sends the service's seal back with its answers, and none with the visitor's own turns", () => {
    const history = historyFor([
      { id: 'q', role: 'outgoing', content: 'hi' },
      { id: 'a', role: 'incoming', content: 'Hello', seal: 'abc' },
    ]);
    expect(history).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello', seal: 'abc' },
    ]);
  });
});

describe('conversation storage', () => {
  it('round-trips messages and ignores corrupt storage', () => {
    const messages: ChatMessage[] = [{ id: 'a', role: 'outgoing', content: 'hi' }];
    saveConversation(messages);
    expect(loadConversation()).toEqual(messages);
    sessionStorage.setItem('chat', '{not json');
    expect(loadConversation()).toEqual([]);
    sessionStorage.setItem('chat', JSON.stringify([{ id: 1, role: 'x' }]));
    expect(loadConversation()).toEqual([]);
  });

  it('keeps one conversation id per tab until the conversation is forgotten, and never accepts a malformed one', () => {
    const first = conversationId();
    expect(first).toMatch(CONVERSATION_ID);
    expect(conversationId()).toBe(first);
    forgetConversationId();
    const second = conversationId();
    expect(second).not.toBe(first);
    sessionStorage.setItem('chat-conversation', 'short');
    expect(conversationId()).not.toBe('short');
  });
});

describe('failureReason', () => {
  it.each([
    ['a 429, in whole minutes from Retry-After', new ApiError(429, 'rate_limited', 'x', 600), { kind: 'rate_limited', minutes: 10 }],
    ['a 429 with 30 s to wait, as one minute', new ApiError(429, 'rate_limited', 'x', 30), { kind: 'rate_limited', minutes: 1 }],
    ['a 429 with no Retry-After, as one minute', new ApiError(429, 'rate_limited', 'x'), { kind: 'rate_limited', minutes: 1 }],
    ['a 503 (a counter or the model busy)', new ApiError(503, 'unavailable', 'x', 60), { kind: 'busy' }],
    ['a 401 from App Check (reload the page)', new ApiError(401, 'app_check_failed', 'x'), { kind: 'reload' }],
    ['another 401', new ApiError(401, 'unauthorized', 'x'), { kind: 'generic' }],
    ['a 413', new ApiError(413, 'payload_too_large', 'x'), { kind: 'too_long' }],
    ["the service's 504", new ApiError(504, 'upstream_timeout', 'x'), { kind: 'timeout' }],
    ["Hosting's 504 page", new ApiError(504, 'bad_response', 'bad_response'), { kind: 'timeout' }],
    ["the client's own deadline", new ApiError(0, 'timeout', 'timeout'), { kind: 'timeout' }],
    ['no connection', new ApiError(0, 'network', 'network'), { kind: 'network' }],
    ['a 500', new ApiError(500, 'internal', 'x'), { kind: 'generic' }],
    ['a 502', new ApiError(502, 'upstream_error', 'x'), { kind: 'generic' }],
    ['a 400', new ApiError(400, 'invalid_request', 'x'), { kind: 'generic' }],
    ['an answer that is not one', new Error('bad_response'), { kind: 'generic' }],
  ])('reads %s', (_case, error, reason) => {
    expect(failureReason(error)).toEqual(reason);
  });
});
