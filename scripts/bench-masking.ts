// Time taken to mask personal data, which runs on every question and every history turn:
// `npm run bench:masking`. Prints the module's load time and, per kind of message, the median and
// the slowest of many runs. Figures only; no test depends on them.
import { performance } from 'node:perf_hooks';

const loadStart = performance.now();
const { maskPersonalData } = await import('../functions/src/chat/personal-data.js');
const { MAX_HISTORY_CONTENT_CHARS, MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS } = await import('../functions/src/chat/chat-contract.js');
const cases = (await import('../functions/src/chat/personal-data-cases.json', { with: { type: 'json' } })).default.cases;
const loadMs = performance.now() - loadStart;

/** Sentences of the masking test set, joined until the text is `length` characters long. */
function longMessage(length: number, offset: number): string {
  let text = '';
  for (let i = offset; text.length < length; i += 1) text += `${cases[i % cases.length]!.text} `;
  return text.slice(0, length);
}

// Texts written to make patterns work hard: long runs of the characters the rules look at.
const messages: Record<string, string> = {
  'a question (one row of the test set)': cases[10]!.text,
  [`a full message (${MAX_MESSAGE_CHARS} characters, many identifiers)`]: longMessage(MAX_MESSAGE_CHARS, 0),
  [`a full history turn (${MAX_HISTORY_CONTENT_CHARS} characters)`]: longMessage(MAX_HISTORY_CONTENT_CHARS, 40),
  'dots and letters (a.b.c…)': 'a.'.repeat(MAX_MESSAGE_CHARS / 2),
  'digits and spaces (1 2 3…)': '1 '.repeat(MAX_MESSAGE_CHARS / 2),
  'capitalised words after "my name is"': `my name is ${'Maria '.repeat(160)}`,
  'at signs and words (a @ b …)': 'maria @ '.repeat(MAX_MESSAGE_CHARS / 8),
};

function time(text: string, runs: number): { median: number; worst: number } {
  const took: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    maskPersonalData(text);
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return { median: took[Math.floor(runs / 2)]!, worst: took.at(-1)! };
}

console.log(`module and lexicon loaded in ${loadMs.toFixed(0)} ms (first call compiles the patterns)`);
for (const [label, text] of Object.entries(messages)) {
  time(text, 20);
  const { median, worst } = time(text, 200);
  console.log(`${label.padEnd(62)} median ${median.toFixed(2)} ms, slowest ${worst.toFixed(2)} ms`);
}
const fullRequest = [longMessage(MAX_MESSAGE_CHARS, 7), ...Array.from({ length: MAX_HISTORY_TURNS / 2 }, (_, i) => longMessage(MAX_HISTORY_CONTENT_CHARS, 11 * i))];
const start = performance.now();
for (const text of fullRequest) maskPersonalData(text);
console.log(`a largest request (message and ${MAX_HISTORY_TURNS / 2} visitor turns of history): ${(performance.now() - start).toFixed(1)} ms`);
