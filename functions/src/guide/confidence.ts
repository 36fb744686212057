import type { GuideMatch } from './guide-search.js';

/**
 * How sure the answerer is that its best topic answers a question: a logistic regression over
 * what the search saw, fitted on questions the guide's vocabulary was never tuned on (the
 * calibration set, `npm run train:confidence`). One cut-off on a raw score cannot tell
 * "i94 where download, school asks for a copy" (many everyday words the guide does not use, one
 * clear topic) from "who won the game last night" (few words, one of them vaguely known); the
 * shares, the length and the margin over the second topic together can.
 */

/**
 * The evidence, in this order, that the model weighs. None of it grows with the length of the
 * question past three words explained: a long question about something else gains nothing.
 */
export const CONFIDENCE_FEATURES = ['coverage', 'known', 'explained', 'gap', 'scoreRatio', 'offTopic'] as const;

/** Words explained beyond this many are no further evidence. */
const EXPLAINED_CAP = 3;

export interface ConfidenceModel {
  features: readonly string[];
  /** Standardisation of each feature (value − mean) / scale, as in training. */
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
  /** The probability a best topic needs: from the question's own language, and from another language's index. */
  threshold: { own: number; other: number };
}

/**
 * The evidence about the best match of one question (and the runner-up, when there is one), and
 * whether the question names a subject the guide never covers (off-topic.ts).
 */
export function matchFeatures(top: GuideMatch, second: GuideMatch | undefined, offTopic: boolean): number[] {
  return [
    top.coverage,
    top.known,
    // How many of the question's words the topic explains (weighted as in coverage), up to three:
    // one word of two is weak evidence ("how did América do last night"); three words of ten, in
    // a question full of everyday words the guide does not use, are strong.
    Math.min(top.coverage * top.terms, EXPLAINED_CAP),
    top.coverage - (second?.coverage ?? 0),
    // BM25 of the runner-up over the best: near 1 when two topics explain the question as well.
    second && top.score > 0 ? second.score / top.score : 0,
    offTopic ? 1 : 0,
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
