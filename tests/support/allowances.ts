import { readFileSync } from 'node:fs';

// The chat's hourly allowances in the integration tests' project, read from the file the
// Functions emulator reads, so that a test and the function cannot disagree.
const TEST_PARAMS = readFileSync(new URL('../../functions/.env.demo-newcomers-test', import.meta.url), 'utf8');

function param(name: string): number {
  const match = new RegExp(`^${name}=(\\d+)$`, 'm').exec(TEST_PARAMS);
  if (!match) throw new Error(`${name} is not set in functions/.env.demo-newcomers-test`);
  return Number(match[1]);
}

export const ALLOWANCE = {
  /** Each anonymous user (a browser the chat signed in). */
  anonymous: param('CHAT_LIMIT_ANONYMOUS_PER_HOUR'),
  /** Each account whose email is not confirmed. */
  unverified: param('CHAT_LIMIT_UNVERIFIED_PER_HOUR'),
  /** Each account whose email is verified. */
  verified: param('CHAT_LIMIT_VERIFIED_PER_HOUR'),
  /** All requests without a valid ID token from one address. */
  perAddress: param('CHAT_LIMIT_PER_ADDRESS_PER_HOUR'),
} as const;
