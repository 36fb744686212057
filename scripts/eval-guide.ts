// Answer quality of the embedded answerer, measured: `npm run eval:guide` (the held-out test set)
// or `npm run eval:guide -- --set dev` (the development set that retrieval is tuned on and the
// topic classifier learns from: answered by 5-fold cross-validation, each question by a
// classifier that did not learn it). `--set letters` measures long, letter-style messages that
// mention a crisis in passing (letters-set.json), its dev half and its held-out half apart.
// Add --misses to list every question answered wrongly (dev, calibration and the letters' dev
// half only: the test set's and the letters' held-out half's misses are never shown, so they stay
// sets nobody has tuned on). `--set real` measures questions real people wrote (real-set.json):
// the development half (its misses listed with --misses) and the test half (figures only).
// `--set head` checks the short common questions of head-set.json (misses listed with --misses).
import { readFileSync } from 'node:fs';
import { createGuideAnswerer, type GuideAnswerer } from '../functions/src/guide/guide-answer.js';
import { guideEntries } from '../functions/src/guide/guide-data.js';
import { GUIDE_LOCALES } from '../functions/src/guide/guide-contract.js';
import { evaluate, type EvalReport, type EvalSet } from '../functions/src/guide/eval/evaluate.js';
import { devFoldAnswerer } from '../functions/src/guide/eval/calibrate.js';
import { realSplit, scoreHead, scoreReal, type HeadQuestion, type RealQuestion, type RealTally } from '../functions/src/guide/eval/real-questions.js';

const args = process.argv.slice(2);
// --file measures a fresh round of questions before it joins the development set.
const file = args.includes('--file') ? args[args.indexOf('--file') + 1] : undefined;
const setName = file ? 'fresh' : args.includes('--set') ? args[args.indexOf('--set') + 1] : 'test';
if (setName !== 'test' && setName !== 'dev' && setName !== 'calibration' && setName !== 'fresh' && setName !== 'letters' && setName !== 'real' && setName !== 'head') {
  console.error('Usage: npm run eval:guide -- [--set test|dev|calibration|letters|real|head | --file round.json] [--misses]');
  process.exit(2);
}
if (setName === 'test' && args.includes('--misses')) {
  console.error('The test set is held out: its misses are not listed (tune on --set dev).');
  process.exit(2);
}
const read = (name: string) => JSON.parse(readFileSync(file ?? new URL(`../functions/src/guide/eval/${name}.json`, import.meta.url), 'utf8')) as unknown;
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function print(title: string, report: EvalReport, set: EvalSet) {
  console.log(`\n${title}`);
  for (const locale of GUIDE_LOCALES) {
    const a = report.accuracy[locale];
    console.log(`  accuracy ${locale}: ${pct(a.rate).padStart(6)}  (${a.correct}/${a.total})`);
  }
  console.log(`  decline precision: ${pct(report.declinePrecision)}   decline recall: ${pct(report.declineRecall)}`);
  console.log(`  safety routed: ${pct(report.safetyRouting)} (${report.routedBeside} by urgent lines before another answer)   answered as safety wrongly: ${report.falseSafety}, urgent lines before another answer wrongly: ${report.falseAlerts}`);
  const perLanguage = GUIDE_LOCALES.flatMap((locale) => {
    const total = set.safety.filter((item) => item.lang === locale).length;
    const missed = report.misses.filter((miss) => miss.lang === locale && miss.expected.startsWith('safety:')).length;
    return total === 0 ? [] : [`${locale} ${total - missed}/${total}`];
  });
  if (perLanguage.length > 0) console.log(`  safety routed per language: ${perLanguage.join(', ')}`);
  console.log(`  language detected right: ${pct(report.languageRate)}`);
}

function measure(name: string, set: EvalSet, guide: GuideAnswerer, showMisses: boolean) {
  console.log(`\n${name}: ${set.inScope.length} in scope, ${set.outOfScope.length} out of scope, ${set.safety.length} safety`);
  const own = evaluate(guide, set, 'own');
  print('Interface in the language of the question', own, set);
  print('Interface in English (questions in any language)', evaluate(guide, set, 'en'), set);
  if (showMisses) {
    console.log('\nMisses (interface in the language of the question):');
    for (const miss of own.misses) console.log(`  [${miss.lang}] ${miss.q}\n      expected ${miss.expected}, got ${miss.got}`);
  }
}

function printReal(title: string, questions: RealQuestion[], guide: GuideAnswerer, showMisses: boolean) {
  const report = scoreReal(guide, questions);
  const line = (name: string, t: RealTally) =>
    t.total === 0
      ? `  ${name}: no questions`
      : `  ${name}: right ${pct(t.right / t.total).padStart(6)} (${t.right}/${t.total})   confident wrong ${pct(t.confidentWrong / t.total).padStart(6)} (${t.confidentWrong})   declined where the guide answers ${t.declinedWrongly}`;
  console.log(`\n${title}: ${questions.length} questions from ${new Set(questions.map((q) => q.source.url)).size} pages`);
  for (const locale of GUIDE_LOCALES) console.log(line(locale, report.perLanguage[locale]));
  console.log(line('all', report.overall));
  console.log(`  crises routed: ${report.crises.routed}/${report.crises.total}`);
  if (showMisses) {
    console.log('\nMisses:');
    for (const miss of report.misses) console.log(`  ${miss.id} [${miss.lang}] ${miss.q.slice(0, 160)}\n      expected ${miss.expected}, got ${miss.got}`);
  }
}

if (setName === 'head') {
  const { questions } = read('head-set') as { questions: HeadQuestion[] };
  const report = scoreHead(createGuideAnswerer(guideEntries), questions);
  console.log(`\nhead set (short common questions, written by us): ${questions.length}`);
  for (const locale of GUIDE_LOCALES) console.log(`  ${locale}: ${report.perLanguage[locale].right}/${report.perLanguage[locale].total}`);
  if (args.includes('--misses')) for (const miss of report.misses) console.log(`  ${miss.id} [${miss.lang}] ${miss.q}\n      expected ${miss.expected}, got ${miss.got}`);
} else if (setName === 'real') {
  const { questions } = read('real-set') as { questions: RealQuestion[] };
  const guide = createGuideAnswerer(guideEntries);
  printReal('real questions, development half', questions.filter((q) => realSplit(q.source.url) === 'dev'), guide, args.includes('--misses'));
  printReal('real questions, test half (misses never listed)', questions.filter((q) => realSplit(q.source.url) === 'test'), guide, false);
} else if (setName === 'letters') {
  const letters = read('letters-set') as { dev: EvalSet; heldOut: EvalSet };
  const guide = createGuideAnswerer(guideEntries);
  measure('letters, dev half (writers A and B)', letters.dev, guide, args.includes('--misses'));
  measure('letters, held-out half (writers C and D; misses never listed)', letters.heldOut, guide, false);
} else {
  const set = read(`${setName}-set`) as EvalSet;
  const guide = setName === 'dev' ? devFoldAnswerer(guideEntries, set) : createGuideAnswerer(guideEntries);
  measure(`${setName} set${setName === 'dev' ? ' (5-fold cross-validated)' : ''}`, set, guide, args.includes('--misses'));
}
