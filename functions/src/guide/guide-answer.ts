import { ANSWERER_TEXT, DECLINE_SOURCES } from './answerer-messages.js';
import { answerProbability, matchFeatures, type ConfidenceModel } from './confidence.js';
import confidenceModel from './confidence-model.json' with { type: 'json' };
import { createGuideIndex, type GuideIndex, type GuideMatch } from './guide-search.js';
import { namesOffTopicSubject } from './off-topic.js';
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

/** Topics explaining almost as much as the best one are offered beside it, to the model as context. */
const CONTEXT_SHARE = 0.8;

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

/** The search index of every guide language (building them is the answerer's cold start, about 2 s). */
export function createGuideIndexes(entries: readonly GuideEntry[]): ReadonlyMap<GuideLocale, GuideIndex> {
  return new Map(GUIDE_LOCALES.map((locale) => [locale, createGuideIndex(entries, locale)]));
}

export interface AnswererOptions {
  /** How sure the best topic must be (default: confidence-model.json, from `npm run train:confidence`). */
  confidence?: ConfidenceModel;
  /** Indexes already built for the same entries, to try several models without building them again. */
  indexes?: ReadonlyMap<GuideLocale, GuideIndex>;
}

/** What the search of the question's own language saw: the material the confidence model is fitted on. */
export interface GuideEvidence {
  language: DetectedLanguage;
  /** The best two topics in the index of the question's language (fewer when the index has none). */
  found: GuideMatch[];
  /** The question names a subject the guide never covers (a pet, a recipe, a match...). */
  offTopic: boolean;
}

export function createGuideAnswerer(entries: readonly GuideEntry[], options: AnswererOptions = {}) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const indexes = options.indexes ?? createGuideIndexes(entries);
  const model = options.confidence ?? (confidenceModel as ConfidenceModel);
  /** At least two topics: the runner-up is part of the evidence. */
  const search = (locale: GuideLocale, question: string, limit: number) => indexes.get(locale)?.search(question, Math.max(limit, 2)) ?? [];

  /**
   * Safety first; then the question's own language (and the others the detector could not rule
   * out); then, more strictly, English: the language newcomers mix into their own ("como aplico
   * para el SSN", "شو يعني public charge"). Not the other guide languages: Spanish and Portuguese
   * share so many words that a Spanish question would find Portuguese topics by accident ("el").
   */
  function find(question: string, interfaceLocale: string | undefined, limit = 3): GuideFinding {
    const language = detectLanguage(question, interfaceLocale);
    const safety = detectSafety(question);
    const offTopic = namesOffTopicSubject(question);
    const order = [language.locale, ...language.candidates, 'en' as const].filter((locale, i, all) => all.indexOf(locale) === i);
    for (const [position, locale] of order.entries()) {
      const found = search(locale, question, limit);
      const [top, second] = found;
      if (!top) continue;
      const own = position === 0 || language.candidates.includes(locale);
      // A match found in another language's index must be surer.
      if (answerProbability(model, matchFeatures(top, second, offTopic)) < (own ? model.threshold.own : model.threshold.other)) continue;
      // Other topics that explain the question almost as well go to the model as context.
      const matches = found.slice(0, limit).filter((match) => match === top || match.coverage >= top.coverage * CONTEXT_SHARE);
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

  /** The best two topics in the index of the question's own language, before any confidence cut-off. */
  function evidence(question: string, interfaceLocale: string | undefined): GuideEvidence {
    const language = detectLanguage(question, interfaceLocale);
    return { language, found: search(language.locale, question, 2), offTopic: namesOffTopicSubject(question) };
  }

  return { find, answer, answerFrom, evidence, ceilingNotice, topic: (id: string) => byId.get(id) };
}

export type GuideAnswerer = ReturnType<typeof createGuideAnswerer>;
