import { describe, expect, it } from 'vitest';
import { answerProbability, fitLogistic, matchFeatures, type ConfidenceModel } from './confidence.js';
import model from './confidence-model.json' with { type: 'json' };
import { guideEntries } from './guide-data.js';
import type { GuideMatch } from './guide-search.js';

const entry = guideEntries[0]!;
const match = (coverage: number, known: number, terms: number, score = 10): GuideMatch => ({ entry, coverage, known, terms, score });
const committed = model as ConfidenceModel;

describe('fitLogistic', () => {
  it('learns which side of a boundary a point is on, and gives the same model for the same data', () => {
    const rows = [[0.1], [0.2], [0.3], [0.4], [0.6], [0.7], [0.8], [0.9]];
    const labels = [0, 0, 0, 0, 1, 1, 1, 1];
    const fit = fitLogistic(rows, labels);
    const probability = (x: number) => answerProbability({ features: ['x'], ...fit, threshold: { own: 0.5, other: 0.8 } }, [x]);
    expect(probability(0.1)).toBeLessThan(0.2);
    expect(probability(0.9)).toBeGreaterThan(0.8);
    expect(fitLogistic(rows, labels)).toEqual(fit);
  });
});

describe('the committed confidence model', () => {
  it('is surer of a topic that explains more of the question', () => {
    const p = (coverage: number) => answerProbability(committed, matchFeatures(match(coverage, 0.8, 5), undefined, false));
    expect(p(0.8)).toBeGreaterThan(p(0.5));
    expect(p(0.5)).toBeGreaterThan(p(0.2));
  });

  it('is less sure when a second topic explains the question as well as the best one', () => {
    const alone = answerProbability(committed, matchFeatures(match(0.6, 0.9, 5), undefined, false));
    const tied = answerProbability(committed, matchFeatures(match(0.6, 0.9, 5), match(0.6, 0.9, 5), false));
    expect(tied).toBeLessThan(alone);
  });

  it('is less sure when the question names a subject the guide never covers (a pet, a recipe)', () => {
    const features = (offTopic: boolean) => matchFeatures(match(0.6, 0.7, 3), undefined, offTopic);
    expect(answerProbability(committed, features(true))).toBeLessThan(answerProbability(committed, features(false)));
  });

  it('declines a question most of whose words the guide never uses', () => {
    expect(answerProbability(committed, matchFeatures(match(0.2, 0.3, 4), undefined, false))).toBeLessThan(committed.threshold.own);
  });
});
