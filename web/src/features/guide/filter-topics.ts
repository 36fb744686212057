import { foldText } from '@guide/fold-text';
import type { GuideTopic } from '@guide/guide-schema';

function haystack(topic: GuideTopic): { title: string; rest: string } {
  return { title: foldText(topic.title), rest: foldText([topic.search.join(' '), topic.summary, topic.steps.join(' ')].join(' ')) };
}

const cache = new WeakMap<GuideTopic, { title: string; rest: string }>();

/**
 * Topics whose text holds every word of the query (as a prefix-free substring, so Chinese,
 * which has no spaces, matches too). Matches in the title rank first.
 */
export function filterTopics(topics: readonly GuideTopic[], query: string): GuideTopic[] {
  const words = foldText(query).split(/[\s,.;:!?¿¡،؟。，、]+/u).filter(Boolean);
  if (words.length === 0) return [...topics];
  const scored: { topic: GuideTopic; score: number }[] = [];
  for (const topic of topics) {
    let text = cache.get(topic);
    if (!text) {
      text = haystack(topic);
      cache.set(topic, text);
    }
    let score = 0;
    let all = true;
    for (const word of words) {
      if (text.title.includes(word)) score += 2;
      else if (text.rest.includes(word)) score += 1;
      else {
        all = false;
        break;
      }
    }
    if (all) scored.push({ topic, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((item) => item.topic);
}
