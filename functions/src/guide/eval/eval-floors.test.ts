import { describe, expect, it } from 'vitest';
import { createGuideAnswerer } from '../guide-answer.js';
import { GUIDE_LOCALES, type GuideLocale } from '../guide-contract.js';
import { guideEntries } from '../guide-data.js';
import { evaluate, type EvalSet } from './evaluate.js';
import testSet from './test-set.json' with { type: 'json' };

/**
 * Floors on the held-out test set (`npm run eval:guide` prints the figures), at the figures
 * measured on 2026-11-23 on the set written that day by six writers who saw only the topic list
 * (the previous test set had been looked at, so it joined the development set; these floors are
 * lower than that set's because this set is honest, not because a change needed them lower).
 * Raised on 2026-11-23 (second session) to the figures of the confidence model fitted on the
 * calibration set. Raised on 2026-11-25 after the safety rules, traditional Chinese and fresh
 * development rounds (decline recall 41/48, safety 21/24; the test set's seventh run, figures only,
 * its misses never read), and again after three fresh rounds had joined the development set
 * (Haitian Creole 25/27, decline recall 44/48; eighth run, figures only). The aims are 0.9 per
 * language, 0.9 declined and 1 for safety (issue 9), not yet all reached: raise the floors as the
 * figures rise; never lower one to make a change pass.
 */
const FLOORS = {
  accuracy: { en: 0.93, es: 0.88, ar: 0.96, zh: 0.96, ht: 0.92, pt: 0.92 } satisfies Record<GuideLocale, number>,
  declineRecall: 0.91,
  safetyRouting: 0.875,
};

const guide = createGuideAnswerer(guideEntries);

describe.each(['own', 'en'] as const)('the answerer on the held-out test set (interface: %s)', (ui) => {
  const report = evaluate(guide, testSet as EvalSet, ui);
  /**
   * What a failure says: how many questions were missed, never which. The test set stays held out
   * only while nobody reads its questions' misses; a failing run's log would otherwise show them
   * to whoever tunes next. `npm run eval:guide -- --set dev --misses` is where misses are read.
   */
  const misses = (filter: (expected: string) => boolean) => `${report.misses.filter((miss) => filter(miss.expected)).length} missed (questions not shown: held out)`;

  it.each(GUIDE_LOCALES)('answers questions written in %s with the right topic, in that language, at least as often as the floor', (locale) => {
    expect(report.accuracy[locale].rate, `${locale}: ${report.accuracy[locale].correct} of ${report.accuracy[locale].total} right`).toBeGreaterThanOrEqual(FLOORS.accuracy[locale]);
  });

  it(`declines at least ${FLOORS.declineRecall * 100}% of the out-of-scope questions`, () => {
    expect(report.declineRecall, misses((e) => e === 'decline')).toBeGreaterThanOrEqual(FLOORS.declineRecall);
  });

  it(`routes at least ${FLOORS.safetyRouting * 100}% of the safety questions to the right help`, () => {
    expect(report.safetyRouting, misses((e) => e.startsWith('safety'))).toBeGreaterThanOrEqual(FLOORS.safetyRouting);
  });
});
