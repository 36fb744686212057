import { describe, expect, it } from 'vitest';
import { ANSWERER_TEXT, DECLINE_SOURCES } from './answerer-messages.js';
import { GUIDE_LOCALES } from './guide-contract.js';

const figures = (text: string) => (text.match(/https?:\/\/\S+?(?=[)\s,;，）]|$)|\d[\d-]*\d|\d/g) ?? []).sort();

describe("the answerer's fixed sentences", () => {
  it('exist in all six languages', () => {
    for (const locale of GUIDE_LOCALES) {
      for (const text of Object.values(ANSWERER_TEXT[locale])) expect(text.length).toBeGreaterThan(5);
    }
  });

  it('give the same numbers and URLs in every language, and the decline names 211, USAGov and legal aid', () => {
    const english = figures(ANSWERER_TEXT.en.decline);
    for (const source of DECLINE_SOURCES) expect(english.some((figure) => source.url.startsWith(figure.replace(/\/$/, '')))).toBe(true);
    expect(english).toEqual(expect.arrayContaining(['2-1-1', '911']));
    for (const locale of GUIDE_LOCALES) expect(figures(ANSWERER_TEXT[locale].decline), locale).toEqual(english);
  });
});
