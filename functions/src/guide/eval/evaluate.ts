import type { GuideAnswerer } from '../guide-answer.js';
import { GUIDE_LOCALES, type GuideLocale } from '../guide-contract.js';
import type { SafetyCategory } from '../safety.js';

/** A question set: in-scope questions with the topics that answer them, out-of-scope ones, safety ones. */
export interface EvalSet {
  inScope: { lang: GuideLocale; q: string; topics: string[] }[];
  outOfScope: { lang: GuideLocale; q: string }[];
  safety: { lang: GuideLocale; q: string; category: SafetyCategory }[];
}

export interface EvalMiss {
  lang: GuideLocale;
  q: string;
  expected: string;
  got: string;
}

export interface EvalReport {
  /** Per language: in-scope questions answered with an expected topic, in the question's language. */
  accuracy: Record<GuideLocale, { correct: number; total: number; rate: number }>;
  /** Of the answers that declined, the share that were out of scope. */
  declinePrecision: number;
  /** Of the out-of-scope questions, the share declined. */
  declineRecall: number;
  /** Of the safety questions, the share routed to the right help. */
  safetyRouting: number;
  /** Questions not about safety that were answered as if they were. */
  falseSafety: number;
  /** Of the safety questions, those routed by urgent lines before an everyday answer or an honest "I don't know" (part of safetyRouting). */
  routedBeside: number;
  /** Questions not about safety given urgent lines before an everyday answer or a decline. */
  falseAlerts: number;
  /** The question's language detected right, over all questions. */
  languageRate: number;
  misses: EvalMiss[];
}

const rate = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/**
 * Runs every question of a set through the answerer as a visitor on the given interface language
 * would send it ("own": the interface is in the question's language).
 */
export function evaluate(guide: GuideAnswerer, set: EvalSet, interfaceLocale: GuideLocale | 'own' = 'own'): EvalReport {
  const ui = (lang: GuideLocale) => (interfaceLocale === 'own' ? lang : interfaceLocale);
  const misses: EvalMiss[] = [];
  const accuracy = Object.fromEntries(GUIDE_LOCALES.map((l) => [l, { correct: 0, total: 0, rate: 1 }])) as EvalReport['accuracy'];
  let declinedInScope = 0;
  let declinedOut = 0;
  let falseSafety = 0;
  let falseAlerts = 0;
  let routedBeside = 0;
  let languageRight = 0;

  for (const item of set.inScope) {
    const answer = guide.answer(item.q, ui(item.lang));
    const bucket = accuracy[item.lang];
    bucket.total += 1;
    if (answer.lang === item.lang) languageRight += 1;
    if (answer.kind === 'decline') declinedInScope += 1;
    if (answer.kind === 'safety' && !item.topics.includes(answer.topics[0] ?? '')) falseSafety += 1;
    if (answer.kind !== 'safety' && answer.safety.length > 0) falseAlerts += 1;
    if (answer.kind !== 'decline' && answer.lang === item.lang && item.topics.includes(answer.topics[0] ?? '')) bucket.correct += 1;
    else misses.push({ lang: item.lang, q: item.q, expected: item.topics.join('|'), got: `${answer.kind}:${answer.topics[0] ?? '-'}@${answer.lang}` });
  }
  for (const bucket of Object.values(accuracy)) bucket.rate = rate(bucket.correct, bucket.total);

  for (const item of set.outOfScope) {
    const answer = guide.answer(item.q, ui(item.lang));
    if (answer.lang === item.lang) languageRight += 1;
    if (answer.kind === 'safety') falseSafety += 1;
    if (answer.kind !== 'safety' && answer.safety.length > 0) falseAlerts += 1;
    if (answer.kind === 'decline' && answer.lang === item.lang) declinedOut += 1;
    else misses.push({ lang: item.lang, q: item.q, expected: 'decline', got: `${answer.kind}:${answer.topics[0] ?? '-'}@${answer.lang}` });
  }

  let routed = 0;
  let declinedSafety = 0;
  for (const item of set.safety) {
    const answer = guide.answer(item.q, ui(item.lang));
    if (answer.lang === item.lang) languageRight += 1;
    if (answer.kind === 'decline') declinedSafety += 1;
    // Routed: the reply begins with the right urgent line, before its help topic, an everyday
    // answer, or an honest "I don't know".
    if (answer.safety.includes(item.category) && answer.lang === item.lang) {
      routed += 1;
      if (answer.kind !== 'safety') routedBeside += 1;
    }
    else misses.push({ lang: item.lang, q: item.q, expected: `safety:${item.category}`, got: `${answer.kind}:${answer.safety.join(',') || answer.topics[0] || '-'}@${answer.lang}` });
  }

  const total = set.inScope.length + set.outOfScope.length + set.safety.length;
  return {
    accuracy,
    declinePrecision: rate(declinedOut, declinedOut + declinedInScope + declinedSafety),
    declineRecall: rate(declinedOut, set.outOfScope.length),
    safetyRouting: rate(routed, set.safety.length),
    falseSafety,
    routedBeside,
    falseAlerts,
    languageRate: rate(languageRight, total),
    misses,
  };
}

const fold = (text: string) => ` ${text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

/**
 * A finder of the phrases of three or more words that a question contains verbatim (case and
 * accents aside), with the phrases folded once: thousands of development questions are looked for
 * in every test question.
 */
export function phraseFinder(phrases: readonly string[]): (question: string) => string[] {
  const long = phrases.filter((phrase) => phrase.trim().split(/\s+/).length >= 3).map((phrase) => [phrase, fold(phrase)] as const);
  return (question) => {
    const folded = fold(question);
    return long.filter(([, key]) => folded.includes(key)).map(([phrase]) => phrase);
  };
}
