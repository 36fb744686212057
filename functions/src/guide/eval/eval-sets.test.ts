import { describe, expect, it } from 'vitest';
import { GUIDE_LOCALES } from '../guide-contract.js';
import { guideEntries } from '../guide-data.js';
import { SAFETY_CATEGORIES } from '../safety.js';
import calibrationSet from './calibration-set.json' with { type: 'json' };
import devSet from './dev-set.json' with { type: 'json' };
import { phraseFinder, type EvalSet } from './evaluate.js';
import testSet from './test-set.json' with { type: 'json' };

const test = testSet as EvalSet;
const dev = devSet as EvalSet;
const calibration = calibrationSet as EvalSet;
const searchPhrases = guideEntries.flatMap((entry) => GUIDE_LOCALES.flatMap((locale) => entry.text[locale].search));
const topicIds = new Set(guideEntries.map((entry) => entry.id));

describe('the held-out test set', () => {
  it('has at least 25 questions per language, 40 out-of-scope questions in several languages and 15 safety questions', () => {
    for (const locale of GUIDE_LOCALES) expect(test.inScope.filter((q) => q.lang === locale).length, locale).toBeGreaterThanOrEqual(25);
    expect(test.outOfScope.length).toBeGreaterThanOrEqual(40);
    expect(new Set(test.outOfScope.map((q) => q.lang)).size).toBeGreaterThanOrEqual(4);
    expect(test.safety.length).toBeGreaterThanOrEqual(15);
    expect(new Set(test.safety.map((q) => q.category))).toEqual(new Set(SAFETY_CATEGORIES));
  });

  it('names only topics that exist', () => {
    for (const set of [test, dev, calibration]) for (const item of set.inScope) for (const id of item.topics) expect(topicIds, id).toContain(id);
  });

  it('contains no search phrase of three or more words, so retrieval was not tuned on it', () => {
    const inside = phraseFinder(searchPhrases);
    const copied = [...test.inScope, ...test.outOfScope, ...test.safety].flatMap((item) =>
      // The phrase only: the test question stays unread (it is held out).
      inside(item.q).map((phrase) => `"${phrase}" is in a test question`),
    );
    expect(copied).toEqual([]);
  });

  it('contains no development question of three or more words, so the topic classifier did not learn it', () => {
    const inside = phraseFinder([...dev.inScope, ...dev.outOfScope, ...dev.safety].map((item) => item.q));
    const copied = [...test.inScope, ...test.outOfScope, ...test.safety].flatMap((item) =>
      inside(item.q).map((question) => `development question "${question}" is in a test question`),
    );
    expect(copied).toEqual([]);
  });

  it('shares no question with the development set', () => {
    const devQuestions = new Set([...dev.inScope, ...dev.outOfScope, ...dev.safety].map((item) => item.q.trim().toLowerCase()));
    const shared = [...test.inScope, ...test.outOfScope, ...test.safety].filter((item) => devQuestions.has(item.q.trim().toLowerCase()));
    expect(shared).toEqual([]);
  });
});

describe('phraseFinder', () => {
  it('finds a search phrase of three or more words inside a question, whatever the case and accents', () => {
    expect(phraseFinder(['como saco el seguro', 'seguro social'])('Hola, ¿cómo SACO EL SEGURO social?')).toEqual(['como saco el seguro']);
    expect(phraseFinder(['green card', 'renew green card'])('how do i renew my green card')).toEqual([]);
  });
});
