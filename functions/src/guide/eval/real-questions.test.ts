import { describe, expect, it } from 'vitest';
import type { GuideAnswer, GuideAnswerer } from '../guide-answer.js';
import { realSplit, scoreReal, type RealQuestion } from './real-questions.js';

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
