import { ANSWERER_TEXT, DECLINE_SOURCES } from './answerer-messages.js';
import { answerProbability, evidenceFeatures, type ConfidenceModel, type TopicEvidence } from './confidence.js';
import confidenceModel from './confidence-model.json' with { type: 'json' };
import { createGuideIndex, type GuideIndex, type GuideMatch } from './guide-search.js';
import { namesOffTopicSubject } from './off-topic.js';
import { GUIDE_LOCALES, guideLocaleFor, type GuideEntry, type GuideLocale, type GuideSource } from './guide-schema.js';
import { detectLanguage, type DetectedLanguage } from './language.js';
import { crisesOf, planReply, type ReplyPlan } from './reply-plan.js';
import { detectSafety, SAFETY_TOPICS, urgentLine, type SafetyCategory } from './safety.js';
import { createTopicClassifier, type TopicClassifier } from './topic-classifier.js';
import { topicExamples } from './topic-examples.js';

export interface GuideAnswer {
  reply: string;
  sources: GuideSource[];
  /** Guide topics the answer rests on, best first (when it declines: only a crisis's help topic, if any). */
  topics: string[];
  matched: boolean;
  /** The language of the answer: the language the question is written in. */
  lang: GuideLocale;
  kind: 'topic' | 'safety' | 'decline';
  safety: SafetyCategory[];
}

/**
 * How sure of a crisis reading the answerer must be to put its urgent lines before an honest "I
 * don't know" (the confidence model's probability; a topic is answered from model.threshold).
 */
export const CRISIS_HINT = 0.5;

/** Topics explaining almost as much as the best one are offered beside it, to the model as context. */
const CONTEXT_SHARE = 0.8;

export interface GuideFinding {
  /** The language of the question, which the answer is given in. */
  lang: GuideLocale;
  language: DetectedLanguage;
  /** Topics that answer the question, best first; empty when the guide does not know. */
  matches: GuideMatch[];
  safety: SafetyCategory[];
  /** Crises only the classifier reads: their urgent lines go before the everyday answer. */
  alert: SafetyCategory[];
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
  /** The topic classifier (default: learnt from the guide and the development set, topic-examples.ts). */
  classifier?: TopicClassifier;
}

/** What the answerer weighed for one question: the material the confidence model is fitted on. */
export interface GuideEvidence {
  language: DetectedLanguage;
  /** The topic the answerer would give and what speaks for it; null when nothing does. */
  chosen: TopicEvidence | null;
  /** The full-text search's best topics in the question's language (context for the model). */
  found: GuideMatch[];
}

const SAFETY_TOPIC_IDS: ReadonlySet<string> = new Set(Object.values(SAFETY_TOPICS));

/** Sources without repeats, the first of each URL kept in its place. */
export function uniqueSources(sources: readonly GuideSource[]): GuideSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => !seen.has(source.url) && seen.add(source.url));
}

export function createGuideAnswerer(entries: readonly GuideEntry[], options: AnswererOptions = {}) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const indexes = options.indexes ?? createGuideIndexes(entries);
  const classifier = options.classifier ?? createTopicClassifier(topicExamples(entries));
  const model = options.confidence ?? (confidenceModel as ConfidenceModel);

  /**
   * Two readings of the question: the topic classifier, which learnt how people phrase
   * questions, chooses the topic; the full-text search says how much of the question that topic's
   * text explains, in the question's language or in English (the language newcomers mix into
   * their own: "como aplico para el SSN", "شو يعني public charge"), and which topic it would have
   * chosen itself. Other guide languages are not read: Spanish and Portuguese share so many words
   * that one would find the other's topics by accident.
   */
  function weigh(question: string, language: DetectedLanguage): GuideEvidence {
    const locale = language.locale;
    const found = indexes.get(locale)?.search(question, 3) ?? [];
    const guesses = classifier.classify(question, locale);
    const none = guesses.find((guess) => guess.topic === null)?.probability ?? 0;
    const evidenceFor = (guess: { topic: string | null; probability: number } | undefined): TopicEvidence | null => {
      const entry = guess?.topic ? byId.get(guess.topic) : undefined;
      if (!guess || !entry) return null;
      const own = indexes.get(locale)?.explain(question, entry);
      const english = locale === 'en' ? undefined : indexes.get('en')?.explain(question, entry);
      const match = english && (!own || english.coverage > own.coverage) ? english : own;
      if (!match) return null;
      return { match, classifier: guess.probability, none, agree: found[0]?.entry.id === entry.id, offTopic: namesOffTopicSubject(question) };
    };
    const chosen = evidenceFor(guesses.find((guess) => guess.topic !== null && byId.has(guess.topic)));
    return { language, chosen, found };
  }

  /** Safety first; then the chosen topic, if the confidence model is sure enough of it. */
  function find(question: string, interfaceLocale: string | undefined, limit = 3): GuideFinding {
    const safety = detectSafety(question);
    const language = detectLanguage(question, interfaceLocale, { shortInInterface: safety.length === 0 });
    const { chosen, found } = weigh(question, language);
    const crisis = chosen && safety.length === 0 ? crisesOf(chosen.match.entry.id) : [];
    const probability = chosen ? answerProbability(model, evidenceFeatures(chosen)) : 0;
    if (!chosen || probability < model.threshold) {
      // Too unsure to answer, but the likeliest reading is a crisis: the honest "I don't know"
      // comes after the urgent lines, for a crisis told in words no list holds ("I am at peace
      // with the idea of not waking up").
      return { lang: language.locale, language, matches: [], safety, alert: probability >= CRISIS_HINT ? crisis : [] };
    }
    // Only the classifier reads a crisis; the safety words do not, and the search reads an everyday
    // topic ("meu patrão paga 6 dólares a hora"): that topic is answered, the crisis's urgent lines first.
    const everyday = crisis.length > 0 && found[0] && !SAFETY_TOPIC_IDS.has(found[0].entry.id) ? found[0] : undefined;
    const top = everyday ?? chosen.match;
    // Other topics that explain the question almost as well go to the model as context.
    const others = found.filter((match) => match.entry.id !== top.entry.id && match.coverage >= top.coverage * CONTEXT_SHARE);
    // Both readings on a safety topic: its full help (answerFrom); with a model, its urgent lines first.
    return { lang: language.locale, language, matches: [top, ...others].slice(0, limit), safety, alert: crisis };
  }

  function topicReply(entry: GuideEntry, lang: GuideLocale): string {
    const text = entry.text[lang];
    const labels = ANSWERER_TEXT[lang];
    const steps = text.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
    // The official sources travel beside the text (`sources`), and the widget lists them as links.
    return [text.title, text.summary, `${labels.steps}\n${steps}`, labels.notice].join('\n\n');
  }

  /**
   * The guide's own reply in the shape `planReply` decides: a crisis's urgent lines and its help
   * topic; an everyday topic or the honest decline, after the urgent lines of a crisis only the
   * classifier read (a worker asking about pay keeps the answer they came for, and a worker who is
   * not free still reads the hotline first). People describe crises in more ways than any list
   * holds, so a question both readings put on a help topic is answered as a crisis too.
   */
  function answerFrom(finding: Pick<GuideFinding, 'lang' | 'matches' | 'safety' | 'alert'>, plan: ReplyPlan = planReply(finding, { modelConfigured: false })): GuideAnswer {
    const { lang } = finding;
    const urgent = plan.urgent.map((category) => urgentLine(category, lang));
    const entry = plan.topic ? byId.get(plan.topic) : undefined;
    if (plan.urgency === 'full' && entry) {
      return { reply: [urgent.join('\n'), topicReply(entry, lang)].join('\n\n'), sources: entry.sources, topics: [entry.id], matched: true, lang, kind: 'safety', safety: plan.urgent };
    }
    // A crisis only the classifier read: its urgent lines first, its help topic's sources beside.
    const alerted = plan.urgency === 'alert' ? helpTopics(plan.urgent) : [];
    const lines = alertLines(plan.urgency === 'alert' ? plan.urgent : [], lang);
    const withUrgent = (text: string) => (lines ? `${lines}\n\n${text}` : text);
    const help = alerted.map((help) => help.id);
    if (!entry) {
      const sources = uniqueSources([...alerted.flatMap((help) => help.sources), ...DECLINE_SOURCES]);
      return { reply: withUrgent(ANSWERER_TEXT[lang].decline), sources, topics: help, matched: false, lang, kind: 'decline', safety: plan.urgent };
    }
    const sources = uniqueSources([...entry.sources, ...alerted.flatMap((help) => help.sources)]);
    return { reply: withUrgent(topicReply(entry, lang)), sources, topics: [entry.id, ...help], matched: true, lang, kind: 'topic', safety: plan.urgent };
  }

  /** The guide topics that give the help for the given crises, each once. */
  function helpTopics(crises: readonly SafetyCategory[]): GuideEntry[] {
    return [...new Set(crises.map((category) => SAFETY_TOPICS[category]))].flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The urgent lines for a crisis read with less than certainty, introduced as such ("If you or
   * someone near you is in danger or in crisis:"); empty when there is none.
   */
  function alertLines(alert: readonly SafetyCategory[], lang: GuideLocale): string {
    if (alert.length === 0) return '';
    return [ANSWERER_TEXT[lang].ifCrisis, ...alert.map((category) => urgentLine(category, lang))].join('\n');
  }

  function answer(question: string, interfaceLocale: string | undefined): GuideAnswer {
    return answerFrom(find(question, interfaceLocale, 1));
  }

  /** The sentence that says the day's model ceiling was reached, in the given language. */
  function ceilingNotice(locale: string | undefined): string {
    return ANSWERER_TEXT[guideLocaleFor(locale)].ceiling;
  }

  /** What the answerer weighs for a question, before the confidence cut-off. */
  function evidence(question: string, interfaceLocale: string | undefined): GuideEvidence {
    return weigh(question, detectLanguage(question, interfaceLocale, { shortInInterface: detectSafety(question).length === 0 }));
  }

  return { find, answer, answerFrom, alertLines, helpTopics, evidence, ceilingNotice, topic: (id: string) => byId.get(id) };
}

export type GuideAnswerer = ReturnType<typeof createGuideAnswerer>;
