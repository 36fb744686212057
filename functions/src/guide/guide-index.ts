import type { GuideCategory } from './guide-contract.js';
import type { GuideTopic } from './guide-schema.js';

/** One line of the guide's list: what /guide shows of a topic before it is opened or searched. */
export interface GuideIndexEntry {
  id: string;
  category: GuideCategory;
  title: string;
  /** The summary's first sentence. */
  line: string;
}

/** The first sentence of a summary: the one line the topic list shows. */
export function firstSentence(text: string): string {
  // A Latin or Arabic full stop ends a sentence before a space; a Chinese one ends it anywhere.
  const match = /^.+?(?:[.!?؟](?=\s|$)|[。！？])/su.exec(text);
  return (match?.[0] ?? text).trim();
}

/**
 * The list of a language's topics, in the guide's order. The content build writes it for the
 * browser; the prerenderer and a browser offline derive it from the whole language, so both
 * give the same list.
 */
export function guideIndexFor(topics: readonly GuideTopic[]): GuideIndexEntry[] {
  return topics.map((topic) => ({ id: topic.id, category: topic.category, title: topic.title, line: firstSentence(topic.summary) }));
}
