import { describe, expect, it } from 'vitest';
import { answerProbability, evidenceFeatures, fitLogistic, type ConfidenceModel, type TopicEvidence } from './confidence.js';
import model from './confidence-model.json' with { type: 'json' };
import { guideEntries } from './guide-data.js';

const entry = guideEntries[0]!;
const committed = model as ConfidenceModel;
/** The evidence for a topic: how much of the question it explains, and what the classifier says. */
const evidence = (overrides: Partial<Omit<TopicEvidence, 'match'>> & { coverage?: number; known?: number; terms?: number } = {}): TopicEvidence => {
  const { coverage = 0.6, known = 0.9, terms = 5, ...rest } = overrides;
  return { match: { entry, score: 0, coverage, known, terms }, classifier: 0.9, none: 0.05, agree: true, offTopic: false, ...rest };
};
const p = (overrides: Parameters<typeof evidence>[0]) => answerProbability(committed, evidenceFeatures(evidence(overrides)));

describe('fitLogistic', () => {
  it('learns which side of a boundary a point is on, and gives the same model for the same data', () => {
    const rows = [[0.1], [0.2], [0.3], [0.4], [0.6], [0.7], [0.8], [0.9]];
    const labels = [0, 0, 0, 0, 1, 1, 1, 1];
    const fit = fitLogistic(rows, labels);
    const probability = (x: number) => answerProbability({ features: ['x'], ...fit, threshold: 0.5 }, [x]);
    expect(probability(0.1)).toBeLessThan(0.2);
    expect(probability(0.9)).toBeGreaterThan(0.8);
    expect(fitLogistic(rows, labels)).toEqual(fit);
  });
});

describe('the committed confidence model', () => {
  it('is surer of a topic that explains more of the question', () => {
    expect(p({ coverage: 0.8 })).toBeGreaterThan(p({ coverage: 0.5 }));
    expect(p({ coverage: 0.5 })).toBeGreaterThan(p({ coverage: 0.2 }));
  });

  it('is surer when the classifier is, and less sure when it thinks the guide has no such topic', () => {
    expect(p({ classifier: 0.99 })).toBeGreaterThan(p({ classifier: 0.5 }));
    expect(p({ classifier: 0.5, none: 0.45 })).toBeLessThan(p({ classifier: 0.5, none: 0.05 }));
  });

  it('is less sure when the question names a subject the guide never covers (a pet, a recipe)', () => {
    expect(p({ offTopic: true })).toBeLessThan(p({ offTopic: false }));
  });

  it('declines a question most of whose words the guide never uses and that the classifier cannot place', () => {
    expect(p({ coverage: 0.2, known: 0.3, terms: 4, classifier: 0.4, none: 0.5, agree: false })).toBeLessThan(committed.threshold);
  });
});
