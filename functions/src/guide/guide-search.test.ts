import { describe, expect, it } from 'vitest';
import { createGuideAnswerer } from './guide-answer.js';
import { guideEntries } from './guide-data.js';
import questions from './retrieval-questions.json' with { type: 'json' };

const guide = createGuideAnswerer(guideEntries);

describe('guide retrieval', () => {
  const english = questions.flatMap((q) => q.en.map((question) => [q.id, question] as const));
  const spanish = questions.flatMap((q) => q.es.map((question) => [q.id, question] as const));

  it('has at least 30 English questions and a question for every entry', () => {
    expect(english.length).toBeGreaterThanOrEqual(30);
    expect(new Set(english.map(([id]) => id))).toEqual(new Set(guideEntries.map((entry) => entry.id)));
  });

  it.each(english)('ranks "%s" first for "%s"', (id, question) => {
    const [best] = guide.search(question, 'en', 3);
    expect(best?.entry.id).toBe(id);
  });

  it.each(spanish)('ranks "%s" first for the Spanish question "%s"', (id, question) => {
    const [best] = guide.search(question, 'es', 3);
    expect(best?.entry.id).toBe(id);
  });
});
