import type { GuideLocale } from './guide-schema.js';
import { contentTerms } from './text-analysis.js';

/**
 * A topic classifier learnt from questions people actually asked (the development set) and the
 * guide's own titles and search phrases: multinomial naive Bayes over each content word and its
 * letter 3- and 4-grams. The search index (guide-search.ts) knows the guide's words; this knows
 * how questions are phrased, typos, dialect spellings and word endings included ("socail card",
 * "aplicar pal social"), and that some questions are about nothing the guide covers (a class of
 * its own). The answerer weighs both (guide-answer.ts).
 */

export interface TopicExample {
  lang: GuideLocale;
  text: string;
  /** The topic the text asks about; null for a question the guide does not cover. */
  topic: string | null;
}

export interface TopicGuess {
  topic: string | null;
  /** The classifier's probability, 0 to 1 (naive Bayes is overconfident: a feature, not a promise). */
  probability: number;
}

const MAX_TERMS = 40;
const HAN = /\p{Script=Han}/u;

/** The features of a text: its content words as the language's index reads them, and their parts. */
export function topicFeatures(text: string, locale: GuideLocale): string[] {
  const features = new Set<string>();
  for (const term of contentTerms(text, locale).slice(0, MAX_TERMS)) {
    features.add(`w:${term}`);
    if (HAN.test(term)) {
      for (const char of term) features.add(`h:${char}`);
      continue;
    }
    const padded = `^${term}$`;
    for (let size = 3; size <= 4; size++) {
      for (let i = 0; i + size <= padded.length; i++) features.add(`${size}:${padded.slice(i, i + size)}`);
    }
  }
  return [...features];
}

export interface TopicClassifier {
  /** Every class, most probable first (null: not a guide topic). */
  classify(text: string, locale: GuideLocale): TopicGuess[];
}

/**
 * Trains the classifier. Each example counts each feature once; classes have a flat prior (the
 * examples are not spread over topics as visitors' questions are); `smoothing` is the additive
 * (Lidstone) constant.
 */
export function createTopicClassifier(examples: readonly TopicExample[], smoothing = 0.1): TopicClassifier {
  const keyOf = (topic: string | null) => topic ?? '';
  const counts = new Map<string, Map<string, number>>();
  const vocabulary = new Set<string>();
  for (const example of examples) {
    const key = keyOf(example.topic);
    let classCounts = counts.get(key);
    if (!classCounts) counts.set(key, (classCounts = new Map()));
    for (const feature of topicFeatures(example.text, example.lang)) {
      classCounts.set(feature, (classCounts.get(feature) ?? 0) + 1);
      vocabulary.add(feature);
    }
  }
  // Per class: the log-probability of a feature it never saw, and of each feature it saw.
  const model = [...counts].map(([key, classCounts]) => {
    let featureTotal = 0;
    for (const count of classCounts.values()) featureTotal += count;
    const denominator = Math.log(featureTotal + smoothing * vocabulary.size);
    const logs = new Map<string, number>();
    for (const [feature, count] of classCounts) logs.set(feature, Math.log(count + smoothing) - denominator);
    return { topic: key === '' ? null : key, unseen: Math.log(smoothing) - denominator, logs };
  });

  return {
    classify(text, locale) {
      const features = topicFeatures(text, locale).filter((feature) => vocabulary.has(feature));
      const scores = model.map(({ topic, unseen, logs }) => {
        let score = 0;
        for (const feature of features) score += logs.get(feature) ?? unseen;
        return { topic, score };
      });
      const max = Math.max(...scores.map((s) => s.score));
      const sum = scores.reduce((total, s) => total + Math.exp(s.score - max), 0);
      return scores.map(({ topic, score }) => ({ topic, probability: Math.exp(score - max) / sum })).sort((a, b) => b.probability - a.probability);
    },
  };
}
