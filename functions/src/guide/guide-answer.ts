import { createGuideIndex, type GuideIndex, type GuideMatch } from './guide-search.js';
import { GUIDE_LOCALES, guideLocaleFor, type GuideEntry, type GuideLocale, type GuideSource } from './guide-types.js';

export interface ChatSource {
  title: string;
  url: string;
}

export interface GuideAnswer {
  reply: string;
  sources: ChatSource[];
  /** Guide topics the answer rests on, best first (empty when nothing matched well). */
  topics: string[];
  matched: boolean;
}

/** Below this BM25 score a hit is a coincidence of common words, not an answer. */
export const MIN_MATCH_SCORE = 15;

const NO_MATCH: Record<GuideLocale, { reply: string; sources: GuideSource[] }> = {
  en: {
    reply:
      "I'm sorry, I could not find that in our guide. USAGov (https://www.usa.gov) explains government services in plain language, and 211 (call or text 2-1-1, or visit https://www.211.org) connects you with local help for food, housing, bills and more. In an emergency call 911.",
    sources: [
      { title: 'USAGov', url: 'https://www.usa.gov/' },
      { title: '211 — local help', url: 'https://www.211.org/' },
    ],
  },
  es: {
    reply:
      'Lo siento, no encontré eso en nuestra guía. USAGov en Español (https://www.usa.gov/es) explica los servicios del gobierno en palabras sencillas, y el 211 (llame o envíe un texto al 2-1-1, o visite https://www.211.org) le conecta con ayuda local para comida, vivienda, facturas y más. En una emergencia llame al 911.',
    sources: [
      { title: 'USAGov en Español', url: 'https://www.usa.gov/es/' },
      { title: '211 — ayuda local', url: 'https://www.211.org/' },
    ],
  },
};

const LABELS: Record<GuideLocale, { steps: string; notice: string }> = {
  en: {
    steps: 'What you can do:',
    notice: 'This is general information, not legal advice.',
  },
  es: {
    steps: 'Qué puede hacer:',
    notice: 'Esto es información general, no asesoría legal.',
  },
};

export function createGuideAnswerer(entries: readonly GuideEntry[]) {
  const indexes = new Map<GuideLocale, GuideIndex>(
    GUIDE_LOCALES.map((locale) => [locale, createGuideIndex(entries, locale)]),
  );

  function search(question: string, locale: string | undefined, limit = 3): GuideMatch[] {
    const guideLocale = guideLocaleFor(locale);
    const own = indexes.get(guideLocale)?.search(question, limit) ?? [];
    if (guideLocale === 'en' || (own[0]?.score ?? 0) >= MIN_MATCH_SCORE) return own;
    // A question typed in English while the interface is in another language.
    const english = indexes.get('en')?.search(question, limit) ?? [];
    return (english[0]?.score ?? 0) > (own[0]?.score ?? 0) ? english : own;
  }

  function relevant(question: string, locale: string | undefined, limit = 3): GuideEntry[] {
    return search(question, locale, limit)
      .filter((match) => match.score >= MIN_MATCH_SCORE)
      .map((match) => match.entry);
  }

  /** The guide's own answer from the best entry already found (none: say so and point on). */
  function answerFrom(best: GuideEntry | undefined, locale: string | undefined): GuideAnswer {
    const guideLocale = guideLocaleFor(locale);
    if (!best) {
      const fallback = NO_MATCH[guideLocale];
      return { reply: fallback.reply, sources: fallback.sources, topics: [], matched: false };
    }
    const text = best[guideLocale];
    const labels = LABELS[guideLocale];
    const steps = text.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
    // The official sources travel beside the text (`sources`), and the widget lists them as links.
    const reply = [text.title, text.summary, `${labels.steps}\n${steps}`, labels.notice].join('\n\n');
    return { reply, sources: best.sources, topics: [best.id], matched: true };
  }

  function answer(question: string, locale: string | undefined): GuideAnswer {
    return answerFrom(relevant(question, locale, 1)[0], locale);
  }

  return { search, relevant, answer, answerFrom };
}

export type GuideAnswerer = ReturnType<typeof createGuideAnswerer>;
