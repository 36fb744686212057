export const HOSTING = 'http://127.0.0.1:5000';
export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const FAKE_YOUTUBE_PORT = 9911;
export const FAKE_OPENAI_PORT = 9912;
/** Must match functions/.env.demo-newcomers-test and the keys scripts/run-emulator-tests.mjs sets. */
export const TEST_OPENAI_KEY = 'test-openai-key-for-integration';
export const TEST_YOUTUBE_KEY = 'test-youtube-key-for-integration';
export const TEST_CHANNEL_ID = 'UCtestchannel0000000000';

export function functionUrl(project: string, name: string): string {
  return `http://127.0.0.1:5001/${project}/us-central1/${name}`;
}

let counter = 0;
/**
 * A fresh X-Forwarded-For value per call (IPv6 documentation range, never contacted), so
 * rate limits do not couple tests.
 */
export function uniqueIp(): string {
  counter += 1;
  // Its own /64 each: the function counts IPv6 visitors per /64 network.
  return `2001:db8:${(process.pid % 0xffff).toString(16)}:${counter.toString(16)}::1`;
}
