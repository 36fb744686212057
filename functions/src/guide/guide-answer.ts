import { ANSWERER_TEXT, DECLINE_SOURCES } from './answerer-messages.js';
import { createGuideIndex, type GuideIndex, type GuideMatch } from './guide-search.js';
import { GUIDE_LOCALES, guideLocaleFor, type GuideEntry, type GuideLocale, type GuideSource } from './guide-schema.js';
import { detectLanguage, type DetectedLanguage } from './language.js';
import { detectSafety, SAFETY_CATEGORIES, SAFETY_TOPICS, urgentLine, type SafetyCategory } from './safety.js';

export interface GuideAnswer {
  reply: string;
  sources: GuideSource[];
  /** Guide topics the answer rests on, best first (empty when it declines). */
  topics: string[];
  matched: boolean;
  /** The language of the answer: the language the question is written in. */
  lang: GuideLocale;
  kind: 'topic' | 'safety' | 'decline';
  safety: SafetyCategory[];
}

/**
 * Confidence, tuned on the development set only (src/guide/eval/dev-set.json; `npm run eval:guide
 * -- --set dev`). The best topic by BM25 answers when it explains enough of the question's content
 * words (coverage) and the guide knows enough of them at all (known). Neither grows with the
 * length of the question. A match found in another language's index must be stronger.
 */
export const CONFIDENCE = {
  own: { coverage: 0.4, known: 0.7 },
  other: { coverage: 0.5, known: 0.8 },
} as const;

/** Topics explaining almost as much as the best one are offered beside it, to the model as context. */
const CONTEXT_SHARE = 0.8;

const confident = (match: GuideMatch, needed: { coverage: number; known: number }) => match.coverage >= needed.coverage && match.known >= needed.known;

export interface GuideFinding {
  /** The language of the question, which the answer is given in. */
  lang: GuideLocale;
  language: DetectedLanguage;
  /** Topics that answer the question, best first; empty when the guide does not know. */
  matches: GuideMatch[];
  /** The index the matches came from. */
  searchedIn: GuideLocale;
  safety: SafetyCategory[];
}

export function createGuideAnswerer(entries: readonly GuideEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const indexes = new Map<GuideLocale, GuideIndex>(GUIDE_LOCALES.map((locale) => [locale, createGuideIndex(entries, locale)]));

  /** Safety first; then the question's own language; then the other languages, more strictly. */
  function find(question: string, interfaceLocale: string | undefined, limit = 3): GuideFinding {
    const language = detectLanguage(question, interfaceLocale);
    const safety = detectSafety(question);
    const order = [language.locale, ...language.candidates, ...GUIDE_LOCALES].filter((locale, i, all) => all.indexOf(locale) === i);
    for (const [position, locale] of order.entries()) {
      const found = indexes.get(locale)?.search(question, limit) ?? [];
      const [top] = found;
      if (!top) continue;
      const needed = position === 0 || language.candidates.includes(locale) ? CONFIDENCE.own : CONFIDENCE.other;
      if (!confident(top, needed)) continue;
      // Other topics that explain the question almost as well go to the model as context.
      const matches = found.filter((match) => match === top || (confident(match, needed) && match.coverage >= top.coverage * CONTEXT_SHARE));
      return { lang: language.locale, language, matches, searchedIn: locale, safety };
    }
    return { lang: language.locale, language, matches: [], searchedIn: language.locale, safety };
  }

  function topicReply(entry: GuideEntry, lang: GuideLocale): string {
    const text = entry.text[lang];
    const labels = ANSWERER_TEXT[lang];
    const steps = text.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
    // The official sources travel beside the text (`sources`), and the widget lists them as links.
    return [text.title, text.summary, `${labels.steps}\n${steps}`, labels.notice].join('\n\n');
  }

  /**
   * The guide's own answer to what `find` found: the safety help, the best topic, or an honest
   * decline. A question the safety words missed but that the search puts, with confidence, on a
   * safety topic (an emergency, a crisis, violence at home or trafficking, an eviction) is answered
   * the same way: the urgent lines first. People describe these in more ways than any list holds.
   */
  function answerFrom(finding: Pick<GuideFinding, 'lang' | 'matches' | 'safety'>): GuideAnswer {
    const { lang } = finding;
    const bestId = finding.matches[0]?.entry.id;
    const safety = finding.safety.length > 0 ? finding.safety : SAFETY_CATEGORIES.filter((category) => SAFETY_TOPICS[category] === bestId);
    const [first] = safety;
    const safetyEntry = first ? byId.get(SAFETY_TOPICS[first]) : undefined;
    if (first && safetyEntry) {
      const urgent = safety.map((category) => urgentLine(category, lang)).join('\n');
      return { reply: `${urgent}\n\n${topicReply(safetyEntry, lang)}`, sources: safetyEntry.sources, topics: [safetyEntry.id], matched: true, lang, kind: 'safety', safety };
    }
    const best = finding.matches[0]?.entry;
    if (!best) {
      return { reply: ANSWERER_TEXT[lang].decline, sources: [...DECLINE_SOURCES], topics: [], matched: false, lang, kind: 'decline', safety };
    }
    return { reply: topicReply(best, lang), sources: best.sources, topics: [best.id], matched: true, lang, kind: 'topic', safety };
  }

  function answer(question: string, interfaceLocale: string | undefined): GuideAnswer {
    return answerFrom(find(question, interfaceLocale, 1));
  }

  /** The sentence that says the day's model ceiling was reached, in the given language. */
  function ceilingNotice(locale: string | undefined): string {
    return ANSWERER_TEXT[guideLocaleFor(locale)].ceiling;
  }

  // V8 runs a regular expression in its interpreter until it has been used a few times; the
  // safety patterns are large, so an instance warms them up once instead of on visitors' time.
  for (let i = 0; i < 2; i++) detectSafety('warm up the patterns: my landlord');

  return { find, answer, answerFrom, ceilingNotice, topic: (id: string) => byId.get(id) };
}

export type GuideAnswerer = ReturnType<typeof createGuideAnswerer>;
