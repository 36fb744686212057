import { describe, expect, it } from 'vitest';
import { HOSTING, functionUrl } from '../support/endpoints';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('headers on every answer', () => {
  it.each([
    ['a page', `${HOSTING}/guide`],
    ['the chat through Hosting', `${HOSTING}/api/chat`],
    ['an unknown API path', `${HOSTING}/api/no-such-thing`],
    ["the chat function's own URL", functionUrl('demo-newcomers-test', 'chat')],
    ["the not-found function's own URL", functionUrl('demo-newcomers-test', 'apiNotFound')],
  ])('%s asks for HTTPS only', async (_name, url) => {
    const response = await fetch(url);
    await response.arrayBuffer();
    expect(response.headers.get('strict-transport-security')).toBe(HSTS);
    // No "X-Powered-By" is asserted here: the Functions emulator's own Express hub adds one in
    // front of every function. functions/src/http/on-api-request.test.ts shows ours sends none.
  });
});
