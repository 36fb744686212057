import { createGuideAnswerer } from '../../functions/src/guide/guide-answer.js';
import { guideEntries } from '../../functions/src/guide/guide-data.js';
import type { GuideLocale } from '../../functions/src/guide/guide-schema.js';
import { createTopicClassifier } from '../../functions/src/guide/topic-classifier.js';
import { topicExamples } from '../../functions/src/guide/topic-examples.js';

/**
 * A real answerer whose topic classifier also learnt, from the question itself, to read violence
 * or trafficking in it: the case where only the classifier reads a crisis, the safety words do
 * not, and the search reads an everyday topic.
 */
export function answererReadingCrisisIn(question: string, lang: GuideLocale) {
  const taught = Array.from({ length: 20 }, () => ({ lang, text: question, topic: 'domestic-violence-trafficking' }));
  return createGuideAnswerer(guideEntries, { classifier: createTopicClassifier([...topicExamples(guideEntries), ...taught]) });
}
