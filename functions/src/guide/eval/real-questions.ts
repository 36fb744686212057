import { createHash } from 'node:crypto';
import type { GuideAnswerer } from '../guide-answer.js';
import { GUIDE_LOCALES, type GuideLocale } from '../guide-contract.js';
import type { SafetyCategory } from '../safety.js';

/**
 * A question a real person wrote (a reader letter, a forum post, a question quoted by a legal-aid
 * page), kept verbatim with its source, and what two readers agreed answers it.
 */
export interface RealQuestion {
  id: string;
  lang: GuideLocale;
  q: string;
  /** Every guide topic that answers the question's main need, best first; may be empty. */
  topics: string[];
  /** An honest "I don't know, here is who can help" is a right answer too. */
  declineOk: boolean;
  /** The asker is in danger now: the reply must begin with this urgent line. */
  crisis: SafetyCategory | null;
  source: { url: string; title: string; seen: string; kind: string };
}

export type RealSplit = 'dev' | 'test';

/**
 * The split a question belongs to, decided once by its source page: every question of one page
 * lands on the same side, so that a page's style and subject never leak from tuning into judging.
 * About one page in two goes to the test set.
 */
export function realSplit(sourceUrl: string): RealSplit {
  const digest = createHash('sha256').update(`real-questions:${sourceUrl}`).digest();
  return digest[0]! % 2 === 0 ? 'test' : 'dev';
}

export interface RealTally {
  total: number;
  /** The first topic is one the readers named, or an honest decline where a decline is right. */
  right: number;
  /** An answer resting on a topic the readers did not name. */
  confidentWrong: number;
  /** An honest "I don't know" where the guide has the answer. */
  declinedWrongly: number;
}

export interface RealReport {
  perLanguage: Record<GuideLocale, RealTally>;
  overall: RealTally;
  crises: { total: number; routed: number };
  /** Ids of the questions answered wrongly, with what was given (never print the test set's). */
  misses: { id: string; lang: GuideLocale; q: string; expected: string; got: string }[];
}

const emptyTally = (): RealTally => ({ total: 0, right: 0, confidentWrong: 0, declinedWrongly: 0 });

/** Judges the answerer on real questions as their askers would: right, an honest decline, or a confident wrong topic. */
export function scoreReal(guide: GuideAnswerer, questions: readonly RealQuestion[]): RealReport {
  const perLanguage = Object.fromEntries(GUIDE_LOCALES.map((lang) => [lang, emptyTally()])) as Record<GuideLocale, RealTally>;
  const overall = emptyTally();
  const crises = { total: 0, routed: 0 };
  const misses: RealReport['misses'] = [];
  for (const item of questions) {
    const answer = guide.answer(item.q, item.lang);
    const first = answer.topics[0] ?? '';
    const inLanguage = answer.lang === item.lang;
    const declined = answer.kind === 'decline';
    const right = inLanguage && (declined ? item.declineOk : item.topics.includes(first));
    const confidentWrong = !declined && !item.topics.includes(first);
    for (const tally of [perLanguage[item.lang], overall]) {
      tally.total += 1;
      if (right) tally.right += 1;
      if (confidentWrong) tally.confidentWrong += 1;
      if (declined && !item.declineOk) tally.declinedWrongly += 1;
    }
    let routed = true;
    if (item.crisis) {
      crises.total += 1;
      routed = answer.safety.includes(item.crisis);
      if (routed) crises.routed += 1;
    }
    if (!right || !routed) {
      const expected = [item.topics.join('|') || '-', item.declineOk ? 'or decline' : '', item.crisis ? `with ${item.crisis}` : ''].filter(Boolean).join(' ');
      misses.push({ id: item.id, lang: item.lang, q: item.q, expected, got: `${answer.kind}:${first || '-'}${answer.safety.length ? `+${answer.safety.join(',')}` : ''}@${answer.lang}` });
    }
  }
  return { perLanguage, overall, crises, misses };
}

/** A short question people type often, and the topics that answer it (head-set.json). */
export interface HeadQuestion {
  id: string;
  lang: GuideLocale;
  q: string;
  topics: string[];
}

/**
 * The head set: a short common question is right only when it is answered with one of its topics,
 * in its own language (the visitor's interface language is the question's). A decline is wrong.
 */
export function scoreHead(guide: GuideAnswerer, questions: readonly HeadQuestion[]) {
  const perLanguage = Object.fromEntries(GUIDE_LOCALES.map((lang) => [lang, { total: 0, right: 0 }])) as Record<GuideLocale, { total: number; right: number }>;
  const misses: { id: string; lang: GuideLocale; q: string; expected: string; got: string }[] = [];
  for (const item of questions) {
    const answer = guide.answer(item.q, item.lang);
    const first = answer.topics[0] ?? '';
    const right = answer.kind !== 'decline' && answer.lang === item.lang && item.topics.includes(first);
    perLanguage[item.lang].total += 1;
    if (right) perLanguage[item.lang].right += 1;
    else misses.push({ id: item.id, lang: item.lang, q: item.q, expected: item.topics.join('|'), got: `${answer.kind}:${first || '-'}@${answer.lang}` });
  }
  return { perLanguage, misses };
}
