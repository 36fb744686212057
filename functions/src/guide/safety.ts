import type { GuideLocale } from './guide-contract.js';
import ar from './safety-lexicon/ar.json' with { type: 'json' };
import en from './safety-lexicon/en.json' with { type: 'json' };
import es from './safety-lexicon/es.json' with { type: 'json' };
import ht from './safety-lexicon/ht.json' with { type: 'json' };
import pt from './safety-lexicon/pt.json' with { type: 'json' };
import zh from './safety-lexicon/zh.json' with { type: 'json' };
import { compileLexicon, normalizeText } from './text-analysis.js';

export { termPattern } from './text-analysis.js';

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

/** Per category, one matcher of every language's terms, so a mixed question still counts. */
const MATCHERS: ReadonlyArray<readonly [SafetyCategory, (text: string) => boolean]> = SAFETY_CATEGORIES.map((category) => [
  category,
  compileLexicon(Object.values(data).flatMap((language) => language.terms[category])),
]);

/** The safety situations a question mentions, most urgent first (empty when none). */
export function detectSafety(question: string): SafetyCategory[] {
  const text = normalizeText(question).replace(/[’`´]/g, "'");
  return MATCHERS.filter(([, matches]) => matches(text)).map(([category]) => category);
}

/** What to do now, in one or two sentences, in the visitor's language. */
export function urgentLine(category: SafetyCategory, locale: GuideLocale): string {
  return data[locale].urgent[category];
}

export const safetyLexicon = data;
