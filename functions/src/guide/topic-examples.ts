import devSet from './eval/dev-set.json' with { type: 'json' };
import type { EvalSet } from './eval/evaluate.js';
import type { GuideEntry } from './guide-schema.js';
import { GUIDE_LOCALES } from './guide-contract.js';
import { SAFETY_TOPICS } from './safety.js';
import type { TopicExample } from './topic-classifier.js';

/**
 * What the topic classifier learns from: each topic's title and search phrases in every
 * language, and the development set, questions people wrote without sight of the guide (in
 * scope, with their topics; out of scope, as "no topic"; crises, as their help topic). Never
 * the calibration set (the confidence model is fitted on it) nor the held-out test set.
 */
export function topicExamples(entries: readonly GuideEntry[], set: EvalSet = devSet as EvalSet): TopicExample[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const examples: TopicExample[] = [];
  for (const entry of entries) {
    for (const lang of GUIDE_LOCALES) {
      const text = entry.text[lang];
      examples.push({ lang, text: text.title, topic: entry.id });
      for (const phrase of text.search) examples.push({ lang, text: phrase, topic: entry.id });
    }
  }
  for (const item of set.inScope) for (const topic of item.topics) if (ids.has(topic)) examples.push({ lang: item.lang, text: item.q, topic });
  for (const item of set.outOfScope) examples.push({ lang: item.lang, text: item.q, topic: null });
  for (const item of set.safety) {
    const topic = SAFETY_TOPICS[item.category];
    if (ids.has(topic)) examples.push({ lang: item.lang, text: item.q, topic });
  }
  return examples;
}
