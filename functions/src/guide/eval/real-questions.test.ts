import { describe, expect, it } from 'vitest';
import { createGuideAnswerer, type GuideAnswer, type GuideAnswerer } from '../guide-answer.js';
import { guideEntries } from '../guide-data.js';
import { GUIDE_LOCALES, type GuideLocale } from '../guide-contract.js';
import { realSplit, scoreHead, scoreReal, type HeadQuestion, type RealQuestion } from './real-questions.js';
import headSet from './head-set.json' with { type: 'json' };
import realSet from './real-set.json' with { type: 'json' };

/** An answerer whose replies are set per question: the scoring is what is under test here. */
function answering(replies: Record<string, Partial<GuideAnswer>>): GuideAnswerer {
  return {
    answer: (q: string) => ({ reply: '', sources: [], topics: [], matched: false, lang: 'en', kind: 'decline', safety: [], ...replies[q] }),
  } as unknown as GuideAnswerer;
}

const question = (q: string, rest: Partial<RealQuestion> = {}): RealQuestion => ({
  id: q,
  lang: 'en',
  q,
  topics: [],
  declineOk: false,
  crisis: null,
  source: { url: `https://example.org/${q}`, title: 't', seen: '2026-11-27', kind: 'letter' },
  ...rest,
});

describe('judging the answerer on real questions', () => {
  const guide = answering({
    'right topic': { kind: 'topic', topics: ['social-security-number', 'itin'], matched: true },
    'second-named topic': { kind: 'topic', topics: ['itin'], matched: true },
    'wrong topic': { kind: 'topic', topics: ['itin'], matched: true },
    'honest decline': {},
    'decline where the guide answers': {},
    'wrong language': { kind: 'topic', topics: ['taxes'], lang: 'es' },
    'crisis routed': { kind: 'safety', topics: ['domestic-violence-trafficking'], safety: ['domestic_violence'] },
    'crisis missed': { kind: 'topic', topics: ['green-card'] },
  });
  const report = scoreReal(guide, [
    question('right topic', { topics: ['social-security-number'] }),
    question('second-named topic', { topics: ['social-security-number', 'itin'] }),
    question('wrong topic', { topics: ['social-security-number'] }),
    question('honest decline', { declineOk: true }),
    question('decline where the guide answers', { topics: ['taxes'] }),
    question('wrong language', { topics: ['taxes'] }),
    question('crisis routed', { topics: ['domestic-violence-trafficking'], crisis: 'domestic_violence' }),
    question('crisis missed', { topics: ['green-card'], crisis: 'domestic_violence' }),
  ]);

  it('counts as right a named topic first, or an honest decline where a decline is right, in the asker language', () => {
    expect(report.overall).toEqual({ total: 8, right: 5, confidentWrong: 1, declinedWrongly: 1 });
    expect(report.perLanguage.en).toEqual(report.overall);
    expect(report.perLanguage.es.total).toBe(0);
  });

  it('routes a crisis only when the urgent line of its kind comes first, whatever the topic', () => {
    expect(report.crises).toEqual({ total: 2, routed: 1 });
    expect(report.misses.map((miss) => miss.id)).toEqual(['wrong topic', 'decline where the guide answers', 'wrong language', 'crisis missed']);
  });
});

describe('the split of real questions', () => {
  it('sends about half the pages to the test set', () => {
    const pages = Array.from({ length: 400 }, (_, i) => `https://news.example/column/${i}`);
    const test = pages.filter((url) => realSplit(url) === 'test').length;
    expect(test).toBeGreaterThan(160);
    expect(test).toBeLessThan(240);
  });
});

describe('the real questions', () => {
  const questions = (realSet as { questions: RealQuestion[] }).questions;
  const topicIds = new Set(guideEntries.map((entry) => entry.id));

  it('name only guide topics, allow a decline wherever no topic answers, and carry their source', () => {
    for (const item of questions) {
      for (const id of item.topics) expect(topicIds, `${item.id}: ${id}`).toContain(id);
      if (item.topics.length === 0) expect(item.declineOk, item.id).toBe(true);
      expect(item.source.url, item.id).toMatch(/^https?:\/\/[^/\s]+\.[a-z]{2,}/);
      expect(item.source.seen, item.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(questions.map((item) => item.id)).size).toBe(questions.length);
  });

  it('keep no personal number: long digit runs are replaced with [number]', () => {
    for (const item of questions) expect(item.q, item.id).not.toMatch(/\d{3}-?\d{2}-?\d{4}|[A-Z]{3}\d{10}|\d{8,}/);
  });

  it('have questions on both sides of the split', () => {
    const sides = new Set(questions.map((item) => realSplit(item.source.url)));
    expect(sides).toEqual(new Set(['dev', 'test']));
  });
});

describe('the head set: the short questions people type most', () => {
  it('counts only an answer with one of its topics, in its own language', () => {
    const guide = answering({
      ssn: { kind: 'topic', topics: ['social-security-number'], lang: 'en' },
      'seguro social': { kind: 'topic', topics: ['social-security-number'], lang: 'pt' },
      itin: {},
    });
    const report = scoreHead(guide, [
      { id: 'a', lang: 'en', q: 'ssn', topics: ['social-security-number'] },
      { id: 'b', lang: 'es', q: 'seguro social', topics: ['social-security-number'] },
      { id: 'c', lang: 'en', q: 'itin', topics: ['itin'] },
    ]);
    expect(report.perLanguage.en).toEqual({ total: 2, right: 1 });
    expect(report.perLanguage.es).toEqual({ total: 1, right: 0 });
    expect(report.misses.map((miss) => miss.got)).toEqual(['topic:social-security-number@pt', 'decline:-@en']);
  });

  // The figures of 2026-11-27, after short questions were read in the interface language (from
  // 100 to 109 of 120). The aim is 20 of 20 in every language: raise these as they rise.
  const FLOORS: Record<GuideLocale, number> = { en: 18, es: 20, ar: 18, zh: 15, ht: 19, pt: 19 };

  it('keeps at least the figures reached so far in every language', () => {
    const questions = (headSet as { questions: HeadQuestion[] }).questions;
    const report = scoreHead(createGuideAnswerer(guideEntries), questions);
    for (const lang of GUIDE_LOCALES) {
      const missed = report.misses.filter((miss) => miss.lang === lang).map((miss) => miss.q);
      expect(report.perLanguage[lang].total, lang).toBe(20);
      expect(report.perLanguage[lang].right, `${lang}: ${missed.join(' / ')}`).toBeGreaterThanOrEqual(FLOORS[lang]);
    }
  });
});
