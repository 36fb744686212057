import lexicon from './off-topic.json' with { type: 'json' };
import { compileLexicon, normalizeText } from './text-analysis.js';

/**
 * Everyday subjects the guide never covers, in the six languages (off-topic.json): pets and
 * animals, cooking and recipes, sports and games, music, films and celebrities, dating, homework
 * and maths, programming. "My dog is sick, what medicine do I give him" shares "sick" and
 * "medicine" with the health-care topic; "dog" is what says it is not about a newcomer's health.
 * The confidence model weighs it with the rest of the evidence; it declines nothing on its own.
 */
const matches = compileLexicon(Object.values(lexicon as Record<string, string[]>).flat());

export function namesOffTopicSubject(question: string): boolean {
  return matches(normalizeText(question));
}
