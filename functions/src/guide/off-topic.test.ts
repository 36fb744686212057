import { describe, expect, it } from 'vitest';
import { GUIDE_LOCALES } from './guide-contract.js';
import { guideEntries } from './guide-data.js';
import lexicon from './off-topic.json' with { type: 'json' };
import { namesOffTopicSubject } from './off-topic.js';
import { compileFinder, normalizeText } from './text-analysis.js';

const subjects = lexicon as Record<string, string[]>;

describe('off-topic subjects', () => {
  it.each([
    ['en', 'my dog is sick what medicine do i give him'],
    ['es', 'vuelos baratos a cancún para diciembre'],
    ['ar', 'كم سعر الذهب اليوم'],
    ['zh', '今天美元汇率是多少'],
    ['ht', 'ki pri lò jodi a'],
    ['pt', 'quem é o homem mais rico do mundo'],
  ])('names the everyday subject in the %s question "%s"', (_lang, question) => {
    expect(namesOffTopicSubject(question)).toBe(true);
  });

  // The lexicon is searched as one list whatever the question's language, so a word that is an
  // everyday subject in one language must not be a newcomer's word in another (Spanish "ligar",
  // to flirt, is Portuguese for "to call"; Arabic "كبسة" is a dish and a police raid).
  it('uses no word that a guide topic itself uses, in any of the six languages', () => {
    const collisions: string[] = [];
    const texts = guideEntries.flatMap((entry) =>
      GUIDE_LOCALES.map((locale) => {
        const text = entry.text[locale];
        return { where: `${entry.id}/${locale}`, text: normalizeText([text.title, text.summary, ...text.steps, ...text.search].join('\n')) };
      }),
    );
    for (const [lang, terms] of Object.entries(subjects)) {
      const find = compileFinder(terms);
      const reported = new Set<string>();
      for (const { where, text } of texts) {
        for (const term of find(text)) {
          if (reported.has(term)) continue;
          reported.add(term);
          collisions.push(`${lang} "${term}" appears in ${where}`);
        }
      }
    }
    expect(collisions).toEqual([]);
  });

  it('does not flag an ordinary consular question about bringing family', () => {
    expect(namesOffTopicSubject('my wife has her visa interview at the consulate next month')).toBe(false);
    expect(namesOffTopicSubject('mi esposa tiene la entrevista en el consulado de Ciudad Juárez')).toBe(false);
  });
});
