import type { GuideLocale } from './guide-contract.js';
import ar from './safety-lexicon/ar.json' with { type: 'json' };
import en from './safety-lexicon/en.json' with { type: 'json' };
import es from './safety-lexicon/es.json' with { type: 'json' };
import ht from './safety-lexicon/ht.json' with { type: 'json' };
import pt from './safety-lexicon/pt.json' with { type: 'json' };
import zh from './safety-lexicon/zh.json' with { type: 'json' };
import { normalizeText } from './text-analysis.js';

/**
 * Situations recognised before anything else in a question, in any of the six languages,
 * and the guide topic whose steps give the help (911, 988, the hotlines, legal aid).
 * Most urgent first: when a question mentions several, all urgent lines are given in this order.
 */
export const SAFETY_CATEGORIES = ['suicide', 'emergency', 'domestic_violence', 'trafficking', 'eviction'] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const SAFETY_TOPICS: Record<SafetyCategory, string> = {
  suicide: 'mental-health',
  emergency: 'emergencies',
  domestic_violence: 'domestic-violence-trafficking',
  trafficking: 'domestic-violence-trafficking',
  eviction: 'eviction-tenant-help',
};

/** One language's file: what to do now per situation, and the words people use for it. */
interface LanguageLexicon {
  urgent: Record<SafetyCategory, string>;
  terms: Record<SafetyCategory, string[]>;
}

/** One file per language (safety-lexicon/<language>.json), so each is written and reviewed on its own. */
const data: Readonly<Record<GuideLocale, LanguageLexicon>> = { en, es, ar, zh, ht, pt };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one term, on normalised text (lower case, no accents, Arabic normalised):
 * Chinese and Arabic terms match inside words (Arabic attaches "and", "the", "to" to the next
 * word); Latin terms match whole words, and a trailing "*" lets the last word go on.
 */
function termSource(term: string): { source: string; bounded: boolean } {
  const normalized = normalizeText(term.trim());
  const open = normalized.endsWith('*');
  const words = normalized.replace(/\*$/, '').split(/\s+/).filter(Boolean).map(escape);
  const body = words.join('[\\s\\p{P}]+');
  if (/[\p{Script=Han}\p{Script=Arabic}]/u.test(normalized)) return { source: body, bounded: false };
  return { source: open ? `${body}\\p{L}*` : body, bounded: true };
}

const boundedPattern = (sources: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, 'u');

export function termPattern(term: string): RegExp {
  const { source, bounded } = termSource(term);
  return bounded ? boundedPattern([source]) : new RegExp(source, 'u');
}

/** Per category, two patterns: every whole-word term in one alternation, every inside-word term in another. */
const PATTERNS: ReadonlyArray<readonly [SafetyCategory, RegExp[]]> = SAFETY_CATEGORIES.map((category) => {
  // Every language's terms apply to every question, so a mixed question still counts.
  const sources = Object.values(data).flatMap((language) => language.terms[category]).map(termSource);
  const bounded = sources.filter((s) => s.bounded).map((s) => s.source);
  const inside = sources.filter((s) => !s.bounded).map((s) => s.source);
  return [category, [...(bounded.length ? [boundedPattern(bounded)] : []), ...(inside.length ? [new RegExp(inside.join('|'), 'u')] : [])]];
});

/** The safety situations a question mentions, most urgent first (empty when none). */
export function detectSafety(question: string): SafetyCategory[] {
  const text = normalizeText(question).replace(/[’`´]/g, "'");
  return PATTERNS.filter(([, patterns]) => patterns.some((pattern) => pattern.test(text))).map(([category]) => category);
}

/** What to do now, in one or two sentences, in the visitor's language. */
export function urgentLine(category: SafetyCategory, locale: GuideLocale): string {
  return data[locale].urgent[category];
}

export const safetyLexicon = data;
