// Answer quality of the embedded answerer, measured: `npm run eval:guide` (the held-out test set)
// or `npm run eval:guide -- --set dev` (the development set that retrieval is tuned on and the
// topic classifier learns from: answered by 5-fold cross-validation, each question by a
// classifier that did not learn it).
// Add --misses to list every question answered wrongly (dev and calibration only: the test set's
// misses are never shown, so it stays a set nobody has tuned on).
import { readFileSync } from 'node:fs';
import { createGuideAnswerer } from '../functions/src/guide/guide-answer.js';
import { guideEntries } from '../functions/src/guide/guide-data.js';
import { GUIDE_LOCALES } from '../functions/src/guide/guide-contract.js';
import { evaluate, type EvalReport, type EvalSet } from '../functions/src/guide/eval/evaluate.js';
import { devFoldAnswerer } from '../functions/src/guide/eval/calibrate.js';

const args = process.argv.slice(2);
// --file measures a fresh round of questions before it joins the development set.
const file = args.includes('--file') ? args[args.indexOf('--file') + 1] : undefined;
const setName = file ? 'fresh' : args.includes('--set') ? args[args.indexOf('--set') + 1] : 'test';
if (setName !== 'test' && setName !== 'dev' && setName !== 'calibration' && setName !== 'fresh') {
  console.error('Usage: npm run eval:guide -- [--set test|dev|calibration | --file round.json] [--misses]');
  process.exit(2);
}
if (setName === 'test' && args.includes('--misses')) {
  console.error('The test set is held out: its misses are not listed (tune on --set dev).');
  process.exit(2);
}
const set = JSON.parse(readFileSync(file ?? new URL(`../functions/src/guide/eval/${setName}-set.json`, import.meta.url), 'utf8')) as EvalSet;
const guide = setName === 'dev' ? devFoldAnswerer(guideEntries, set) : createGuideAnswerer(guideEntries);
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function print(title: string, report: EvalReport) {
  console.log(`\n${title}`);
  for (const locale of GUIDE_LOCALES) {
    const a = report.accuracy[locale];
    console.log(`  accuracy ${locale}: ${pct(a.rate).padStart(6)}  (${a.correct}/${a.total})`);
  }
  console.log(`  decline precision: ${pct(report.declinePrecision)}   decline recall: ${pct(report.declineRecall)}`);
  console.log(`  safety routed: ${pct(report.safetyRouting)} (${report.routedBeside} by urgent lines before another answer)   answered as safety wrongly: ${report.falseSafety}, urgent lines before another answer wrongly: ${report.falseAlerts}`);
  console.log(`  language detected right: ${pct(report.languageRate)}`);
}

console.log(`${setName} set${setName === 'dev' ? ' (5-fold cross-validated)' : ''}: ${set.inScope.length} in scope, ${set.outOfScope.length} out of scope, ${set.safety.length} safety`);
const own = evaluate(guide, set, 'own');
print('Interface in the language of the question', own);
const english = evaluate(guide, set, 'en');
print('Interface in English (questions in any language)', english);
if (args.includes('--misses')) {
  console.log('\nMisses (interface in the language of the question):');
  for (const miss of own.misses) console.log(`  [${miss.lang}] ${miss.q}\n      expected ${miss.expected}, got ${miss.got}`);
}
