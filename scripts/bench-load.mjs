// Benchmark (not a test): /api/chat under concurrent load through the Hosting emulator, as
// `npm start` runs it (no key: guide answers). 1,000 requests from 20 concurrent clients for 25
// visitors: about half send an anonymous user's ID token as the chat does (counted by uid), the
// others none (counted by address), and in each group half forge their X-Forwarded-For and
// Fastly-Client-IP on every request.
// Prints the status counts, p50/p95/max latency and requests per second. The Functions emulator
// starts a runtime process per concurrent request, and on a busy machine some of them do not
// answer within the Hosting emulator's 60 s proxy timeout: those 504s are the emulator's, and are
// counted apart from a 5xx our code answers (always our JSON body `{"error":{"code":...}}`), and
// so are the emulator's other failures and the connections it drops. Exits non-zero only on a 5xx
// from our code.
// Usage: npm run bench:load   (BENCH_REQUESTS, BENCH_CONCURRENCY and BENCH_VISITORS change the load)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEV_PROJECT, emulatorEnv, firebaseBin, run } from './firebase-env.mjs';
import { startFirestoreEmulator } from './firestore-emulator.mjs';

const HOSTING = 'http://127.0.0.1:5000';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
// 40 messages each by default: past both allowances (30 an hour), so refusals are in the mix.
const VISITORS = Number(process.env.BENCH_VISITORS ?? 25);
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
// What Google's front end appends after the visitor's own address (functions/src/chat/rate-limit.ts).
const FRONT_END = '35.191.0.1';
// firebase-tools' Hosting emulator (lib/hosting/proxy.js) when the function does not answer in 60 s.
const PROXY_TIMEOUT = 'Timed out waiting for function to respond.';

/** An allowance the emulators run with: the project's .env file, else the default one. */
function allowance(/** @type {string} */ param) {
  for (const file of [`functions/.env.${DEV_PROJECT}`, 'functions/.env']) {
    try {
      const match = new RegExp(`^${param}=(\\d+)`, 'm').exec(readFileSync(file, 'utf8'));
      if (match) return Number(match[1]);
    } catch {
      // No such file: the next one decides.
    }
  }
  return undefined;
}

/** A new anonymous user's ID token, as the chat's `signInAnonymously` gets one. */
async function anonymousToken() {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`anonymous sign-up failed: ${response.status}`);
  return /** @type {{ idToken: string }} */ (await response.json()).idToken;
}

/**
 * Who answered a 5xx: our code always sends its JSON error body; the Hosting emulator's proxy
 * timeout and any other emulator failure send text.
 * @param {number} status @param {string} text
 * @returns {'ours' | 'proxy timeout' | 'emulator' | undefined}
 */
function fiveHundredFrom(status, text) {
  if (status < 500) return undefined;
  try {
    if (typeof JSON.parse(text)?.error?.code === 'string') return 'ours';
  } catch {
    // Not JSON: not our code.
  }
  return status === 504 && text.startsWith(PROXY_TIMEOUT) ? 'proxy timeout' : 'emulator';
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Every request's outcome (status 0: the emulator dropped the connection).
 * @type {{ visitor: number, status: number, ms: number, from?: string, text: string }[]}
 */
const results = [];
/** Which visitors send an anonymous user's token. @type {boolean[]} */
let tokenHolders = [];
const started = performance.now();

async function load() {
  // Addresses of this run only (IPv6 documentation range, a /64 each): counters from an earlier
  // run within the hour do not count.
  const runTag = Date.now().toString(16).slice(-4);
  const visitors = await Promise.all(
    Array.from({ length: VISITORS }, async (_, i) => ({
      address: `2001:db8:${runTag}:${(0x100 + i).toString(16)}::1`,
      forges: i % 4 < 2,
      token: i % 2 === 0 ? await anonymousToken() : undefined,
    })),
  );
  tokenHolders = visitors.map((visitor) => visitor.token !== undefined);
  let sent = 0;

  async function client() {
    while (sent < REQUESTS) {
      const index = sent;
      sent += 1;
      const visitor = visitors[index % VISITORS];
      /** @type {Record<string, string>} */
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': `${visitor.address}, ${FRONT_END}` };
      if (visitor.token) headers.authorization = `Bearer ${visitor.token}`;
      if (visitor.forges) {
        const fake = `203.0.113.${index % 250}`;
        headers['x-forwarded-for'] = `${fake}, 198.51.100.${index % 250}, ${visitor.address}, ${FRONT_END}`;
        headers['fastly-client-ip'] = fake;
      }
      const sentAt = performance.now();
      try {
        const response = await fetch(`${HOSTING}/api/chat`, { method: 'POST', headers, body: JSON.stringify({ message: 'where can i learn english' }) });
        const text = await response.text();
        results.push({ visitor: index % VISITORS, status: response.status, ms: performance.now() - sentAt, from: fiveHundredFrom(response.status, text), text });
      } catch (error) {
        // The emulator dropped the connection (it does under this load): no answer at all.
        const reason = /** @type {{ cause?: { code?: string } }} */ (error).cause?.code ?? String(error);
        results.push({ visitor: index % VISITORS, status: 0, ms: performance.now() - sentAt, from: 'dropped', text: reason });
      }
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, client));
}

/** Prints the figures of the requests answered so far; returns the exit code. */
function report() {
  const seconds = (performance.now() - started) / 1000;
  const statuses = new Map();
  for (const { status } of results) if (status > 0) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const fromUs = results.filter((r) => r.from === 'ours');
  const timeouts = results.filter((r) => r.from === 'proxy timeout').length;
  const emulator = results.filter((r) => r.from === 'emulator');
  const dropped = results.filter((r) => r.from === 'dropped');
  const served = Array.from({ length: VISITORS }, (_, i) => results.filter((r) => r.visitor === i && r.status === 200).length);
  const servedWhere = (/** @type {boolean} */ token) => served.filter((_, i) => tokenHolders[i] === token);

  const ms = (/** @type {number} */ value) => `${(value ?? 0).toFixed(0)} ms`;
  const line = (/** @type {string} */ label, /** @type {string} */ value) => console.log(`${label.padEnd(12)} ${value}`);
  console.log(`\nPOST /api/chat through the Hosting emulator (project ${DEV_PROJECT}, no key: guide answers)`);
  line('requests', `${results.length}${results.length < REQUESTS ? ` of ${REQUESTS} (interrupted)` : ''} from ${CONCURRENCY} concurrent clients, for ${VISITORS} visitors (${tokenHolders.filter(Boolean).length} anonymous users with a token; about half of each kind forging their headers)`);
  line('time', `${seconds.toFixed(1)} s, ${(results.length / seconds).toFixed(1)} requests/s`);
  line('statuses', [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n}×${status}`).join(', '));
  line('latency', `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1) ?? 0)}`);
  line('5xx', `${fromUs.length} from our code; ${timeouts} Hosting emulator proxy timeouts (504 after 60 s); ${emulator.length} other emulator errors`);
  line('no answer', `${dropped.length} connections the emulator dropped${dropped.length ? ` (${[...new Set(dropped.map((r) => r.text))].join(', ')})` : ''}`);
  for (const [token, label, param] of /** @type {const} */ ([[true, 'by uid', 'CHAT_LIMIT_ANONYMOUS_PER_HOUR'], [false, 'by address', 'CHAT_LIMIT_PER_ADDRESS_PER_HOUR']])) {
    const counts = servedWhere(token);
    if (counts.length) line(`limiter`, `${label}: most answers for one visitor ${Math.max(...counts)}, fewest ${Math.min(...counts)} (allowance ${allowance(param) ?? 'unknown'} an hour)`);
  }
  for (const body of new Set(emulator.map(({ status, text }) => `${status}: ${text.slice(0, 120).trim()}`))) console.log(`  emulator ${body}`);
  if (fromUs.length > 0) {
    const codes = new Map();
    for (const { status, text } of fromUs) {
      const key = `${status} ${JSON.parse(text).error.code}`;
      codes.set(key, (codes.get(key) ?? 0) + 1);
    }
    console.error(`\nOur code answered 5xx: ${[...codes].map(([key, n]) => `${n}× ${key}`).join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv.includes('--inside')) {
  // Stopped early (Ctrl-C), it still prints what it measured.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(report() || 130));
  await load();
  process.exit(report());
} else {
  const firestore = await startFirestoreEmulator();
  const code = await run(process.execPath, [firebaseBin, 'emulators:exec', '--only', firestore.emulators, '--project', DEV_PROJECT, 'node scripts/bench-load.mjs --inside'], {
    env: emulatorEnv(firestore.env),
  });
  firestore.stop();
  process.exit(code);
}
