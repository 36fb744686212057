import { describe, expect, it } from 'vitest';
import model from '../confidence-model.json' with { type: 'json' };
import { createGuideAnswerer } from '../guide-answer.js';
import { GUIDE_LOCALES } from '../guide-contract.js';
import { guideEntries } from '../guide-data.js';
import { calibrationRows, chooseCutoff, fitConfidence, modelJson } from './calibrate.js';
import calibrationSet from './calibration-set.json' with { type: 'json' };
import type { EvalReport, EvalSet } from './evaluate.js';
import devSet from './dev-set.json' with { type: 'json' };
import testSet from './test-set.json' with { type: 'json' };

const calibration = calibrationSet as EvalSet;
const key = (item: { q: string }) => item.q.trim().toLowerCase();

describe('the calibration set', () => {
  it('has questions in every language, out-of-scope questions and safety questions', () => {
    for (const locale of GUIDE_LOCALES) expect(calibration.inScope.filter((q) => q.lang === locale).length, locale).toBeGreaterThanOrEqual(25);
    expect(calibration.outOfScope.length).toBeGreaterThanOrEqual(40);
    expect(calibration.safety.length).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ['held-out test', testSet],
    ['development', devSet],
  ])('shares no question with the %s set', (_name, other) => {
    const set = other as EvalSet;
    const calibrationQuestions = new Set([...calibration.inScope, ...calibration.outOfScope, ...calibration.safety].map(key));
    expect([...set.inScope, ...set.outOfScope, ...set.safety].filter((item) => calibrationQuestions.has(key(item))).map((item) => item.lang)).toEqual([]);
  });
});

describe('confidence-model.json', () => {
  it('is the model the calibration set gives with the current guide (after changing the guide, run npm run train:confidence)', () => {
    const rows = calibrationRows(createGuideAnswerer(guideEntries), calibration);
    const refit = JSON.parse(modelJson(fitConfidence(rows, model.threshold))) as unknown;
    expect(model).toEqual(refit);
  }, 60_000);
});

describe('chooseCutoff', () => {
  /** A report whose six languages of `size` questions each get `correct` right, except `zh`, and with `declined` of 100 out-of-scope declined. */
  const report = (zh: number, declined: number, size = 70): EvalReport => {
    const accuracy = Object.fromEntries(
      GUIDE_LOCALES.map((locale) => {
        const correct = locale === 'zh' ? zh : size - 2;
        return [locale, { correct, total: size, rate: correct / size }];
      }),
    ) as EvalReport['accuracy'];
    return { accuracy, declinePrecision: 0.9, declineRecall: declined / 100, safetyRouting: 1, falseSafety: 0, routedBeside: 0, falseAlerts: 0, languageRate: 1, misses: [] };
  };

  it('takes the more cautious cut-off when the other leads by one question in the smallest language', () => {
    const chosen = chooseCutoff([
      { threshold: 0.4, report: report(61, 88) },
      { threshold: 0.45, report: report(60, 90) },
    ]);
    expect(chosen).toBe(0.45);
  });

  it('takes the cut-off that leads by more than one question, even when it is less cautious', () => {
    const chosen = chooseCutoff([
      { threshold: 0.4, report: report(62, 90) },
      { threshold: 0.45, report: report(60, 90) },
    ]);
    expect(chosen).toBe(0.4);
  });
});
