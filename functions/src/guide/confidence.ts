import type { GuideMatch } from './guide-search.js';

/**
 * How sure the answerer is that its chosen topic answers a question: a logistic regression over
 * what the search and the topic classifier saw, fitted on questions that neither the guide's
 * vocabulary nor the classifier was ever tuned on (the calibration set, `npm run
 * train:confidence`). One cut-off on a raw score cannot tell "i94 where download, school asks
 * for a copy" (many everyday words the guide does not use, one clear topic) from "who won the
 * game last night" (few words, one of them vaguely known); the shares, the classifier's view and
 * whether the two ways of reading the question agree together can.
 */

/**
 * The evidence, in this order, that the model weighs. None of it grows with the length of the
 * question past three words explained: a long question about something else gains nothing.
 */
export const CONFIDENCE_FEATURES = ['coverage', 'known', 'explained', 'classifier', 'none', 'agree', 'offTopic'] as const;

/** Words explained beyond this many are no further evidence. */
const EXPLAINED_CAP = 3;

export interface ConfidenceModel {
  features: readonly string[];
  /** Standardisation of each feature (value − mean) / scale, as in training. */
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
  /** The probability the chosen topic needs to be given as the answer. */
  threshold: number;
}

/** What the answerer knows about the topic it would give (guide-answer.ts). */
export interface TopicEvidence {
  /** How much of the question the topic's text explains (the better of the question's language and English). */
  match: GuideMatch;
  /** The topic classifier's probability for this topic, and for "no guide topic". */
  classifier: number;
  none: number;
  /** Whether the full-text search ranks the same topic first. */
  agree: boolean;
  /** The question names a subject the guide never covers (off-topic.ts). */
  offTopic: boolean;
}

export function evidenceFeatures(evidence: TopicEvidence): number[] {
  const { match } = evidence;
  return [
    match.coverage,
    match.known,
    // How many of the question's words the topic explains (weighted as in coverage), up to three:
    // one word of two is weak evidence ("how did América do last night"); three words of ten, in
    // a question full of everyday words the guide does not use, are strong.
    Math.min(match.coverage * match.terms, EXPLAINED_CAP),
    evidence.classifier,
    evidence.none,
    evidence.agree ? 1 : 0,
    evidence.offTopic ? 1 : 0,
  ];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability, from 0 to 1, that the best topic is a right answer. */
export function answerProbability(model: ConfidenceModel, features: readonly number[]): number {
  let z = model.bias;
  for (const [i, value] of features.entries()) {
    z += (model.weights[i] ?? 0) * ((value - (model.mean[i] ?? 0)) / (model.scale[i] || 1));
  }
  return sigmoid(z);
}

export interface LogisticFit {
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

/**
 * Logistic regression by full-batch gradient descent on standardised features, with an L2
 * penalty on the weights. Deterministic: the same data always gives the same model.
 */
export function fitLogistic(rows: readonly (readonly number[])[], labels: readonly number[], options = { l2: 0.01, iterations: 3000, rate: 0.5 }): LogisticFit {
  const width = rows[0]?.length ?? 0;
  const n = rows.length;
  const mean = Array.from({ length: width }, (_, j) => rows.reduce((sum, row) => sum + (row[j] ?? 0), 0) / Math.max(n, 1));
  const scale = mean.map((m, j) => Math.sqrt(rows.reduce((sum, row) => sum + ((row[j] ?? 0) - m) ** 2, 0) / Math.max(n, 1)) || 1);
  const z = rows.map((row) => row.map((value, j) => (value - (mean[j] ?? 0)) / (scale[j] ?? 1)));
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  for (let step = 0; step < options.iterations; step++) {
    const gradient = new Array<number>(width).fill(0);
    let gradientBias = 0;
    for (const [i, row] of z.entries()) {
      const error = sigmoid(row.reduce((sum, value, j) => sum + value * (weights[j] ?? 0), bias)) - (labels[i] ?? 0);
      gradientBias += error;
      for (const [j, value] of row.entries()) gradient[j] = (gradient[j] ?? 0) + error * value;
    }
    bias -= (options.rate * gradientBias) / Math.max(n, 1);
    for (let j = 0; j < width; j++) weights[j] = (weights[j] ?? 0) - options.rate * ((gradient[j] ?? 0) / Math.max(n, 1) + options.l2 * (weights[j] ?? 0));
  }
  return { mean, scale, weights, bias };
}
