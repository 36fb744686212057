// Benchmark (not a test): p50 and p95 latency of /api/chat in guide mode (no key) over HTTP
// through the Hosting emulator, and of guide retrieval alone, over at least 500 requests each.
// Usage: npm run bench:chat   (builds, starts the emulators, runs, prints, stops)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEV_PROJECT, emulatorEnv, firebaseBin, run } from './firebase-env.mjs';
import { startFirestoreEmulator } from './firestore-emulator.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const HOSTING = 'http://127.0.0.1:5000';

/** @param {number[]} values @param {number} p */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** @param {string} label @param {number[]} ms */
function report(label, ms) {
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  console.log(`${label.padEnd(34)} n=${ms.length}  p50=${percentile(ms, 50).toFixed(2)} ms  p95=${percentile(ms, 95).toFixed(2)} ms  mean=${mean.toFixed(2)} ms`);
}

/**
 * Realistic questions in all six languages from the development set, out-of-scope ones included
 * (the slowest path: every language's index is searched before the answerer declines).
 * @returns {string[]}
 */
function questions() {
  /** @type {{ inScope: {q: string}[], outOfScope: {q: string}[], safety: {q: string}[] }} */
  const set = JSON.parse(readFileSync('functions/src/guide/eval/dev-set.json', 'utf8'));
  const all = [...set.inScope, ...set.outOfScope, ...set.safety].map((item) => item.q);
  // A fixed shuffle, so runs compare.
  return all.map((q, i) => /** @type {[number, string]} */ ([(i * 7919) % all.length, q])).sort((a, b) => a[0] - b[0]).map(([, q]) => q);
}

async function benchRetrieval() {
  // The compiled functions (npm run build); paths in variables keep the type checker out of lib/.
  const answerModule = '../functions/lib/guide/guide-answer.js';
  const dataModule = '../functions/lib/guide/guide-data.js';
  const { createGuideAnswerer } = await import(answerModule);
  const { guideEntries } = await import(dataModule);
  const guide = createGuideAnswerer(guideEntries);
  const qs = questions();
  for (let i = 0; i < 50; i++) guide.answer(qs[i % qs.length], 'en'); // warm-up
  /** @type {number[]} */
  const ms = [];
  for (let i = 0; i < Math.max(REQUESTS, 1000); i++) {
    const started = performance.now();
    guide.answer(qs[i % qs.length], i % 5 === 0 ? 'es' : 'en');
    ms.push(performance.now() - started);
  }
  report('retrieval + answer (in process)', ms);
}

async function benchHttp() {
  const qs = questions();
  /** @type {number[]} */
  const ms = [];
  let errors = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    const started = performance.now();
    const response = await fetch(`${HOSTING}/api/chat`, {
      method: 'POST',
      // A distinct documentation-range address per request, so the rate limit is not what is measured.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `2001:db8:bee:${i.toString(16)}::1` },
      body: JSON.stringify({ message: qs[i % qs.length], locale: 'en' }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) errors += 1;
    if (i >= 20) ms.push(performance.now() - started); // the first 20 warm the function up
  }
  report('POST /api/chat (guide mode, HTTP)', ms);
  if (errors) console.log(`  ${errors} non-200 answers`);
}

if (process.argv.includes('--inside')) {
  await benchRetrieval();
  await benchHttp();
} else {
  const firestore = await startFirestoreEmulator();
  const code = await run(process.execPath, [firebaseBin, 'emulators:exec', '--only', firestore.emulators, '--project', DEV_PROJECT, `node scripts/bench-chat.mjs --inside`], {
    env: emulatorEnv(firestore.env),
  });
  firestore.stop();
  process.exit(code);
}
