// Fits the embedded answerer's confidence (functions/src/guide/confidence.ts) on the calibration
// set, chooses its cut-off on the calibration and development sets (both cross-validated), and
// writes functions/src/guide/confidence-model.json: `npm run train:confidence`.
// Run it after changing the guide's search phrases or text (the unit tests say when it is due).
// It prints the cross-validated figures for each cut-off it tries and keeps the best; the held-out
// test set is never read here.
import { readFileSync, writeFileSync } from 'node:fs';
import { createGuideAnswerer } from '../functions/src/guide/guide-answer.js';
import { GUIDE_LOCALES } from '../functions/src/guide/guide-contract.js';
import { guideEntries } from '../functions/src/guide/guide-data.js';
import { calibrationRows, chooseCutoff, combineReports, CONFIDENCE_CUTOFFS, crossValidate, developmentByCutoff, fitConfidence, modelJson } from '../functions/src/guide/eval/calibrate.js';
import type { EvalReport, EvalSet } from '../functions/src/guide/eval/evaluate.js';

const set = JSON.parse(readFileSync(new URL('../functions/src/guide/eval/calibration-set.json', import.meta.url), 'utf8')) as EvalSet;
const pct = (value: number) => `${(value * 100).toFixed(1)}`.padStart(5);

console.log(`calibration set: ${set.inScope.length} in scope, ${set.outOfScope.length} out of scope, ${set.safety.length} safety`);
console.log('5-fold cross-validation (each question answered by a model fitted without it):');
const header = `  cut-off  ${GUIDE_LOCALES.map((l) => l.padStart(5)).join(' ')}  decline P / R   safety`;
const table = (results: readonly { threshold: number; report: EvalReport }[]) => {
  console.log(header);
  for (const { threshold, report } of results) {
    const accuracy = GUIDE_LOCALES.map((l) => pct(report.accuracy[l].rate)).join(' ');
    console.log(`  ${threshold.toFixed(2)}     ${accuracy}  ${pct(report.declinePrecision)} / ${pct(report.declineRecall)}  ${pct(report.safetyRouting)}`);
  }
};
const calibrationResults = crossValidate(guideEntries, set, CONFIDENCE_CUTOFFS);
table(calibrationResults);
// The development set, cross-validated (each question answered by a classifier that did not learn
// it), under the model fitted on all calibration rows: the larger set, so the cut-off does not
// swing on one calibration question. The cut-off is chosen on both sets together.
const rows = calibrationRows(createGuideAnswerer(guideEntries), set);
const dev = JSON.parse(readFileSync(new URL('../functions/src/guide/eval/dev-set.json', import.meta.url), 'utf8')) as EvalSet;
const devResults = developmentByCutoff(guideEntries, dev, rows, CONFIDENCE_CUTOFFS);
console.log(`\ndevelopment set (${dev.inScope.length} in scope, ${dev.outOfScope.length} out of scope, ${dev.safety.length} safety), 5-fold cross-validated:`);
table(devResults);
const combined = calibrationResults.map(({ threshold, report }, i) => ({
  threshold,
  report: combineReports([
    { report, set },
    { report: devResults[i]?.report ?? report, set: dev },
  ]),
}));
console.log('\nboth sets together:');
table(combined);
const chosen = chooseCutoff(combined);
const model = fitConfidence(rows, chosen);
const path = new URL('../functions/src/guide/confidence-model.json', import.meta.url);
writeFileSync(path, modelJson(model));
console.log(`\nchosen cut-off: ${chosen}; fitted on ${rows.length} questions; wrote ${path.pathname}`);
