import MiniSearch from 'minisearch';
import { eng, spa } from 'stopword';
import type { GuideEntry, GuideLocale } from './guide-schema.js';

interface IndexedText {
  id: string;
  title: string;
  keywords: string;
  summary: string;
  steps: string;
}

export interface GuideMatch {
  entry: GuideEntry;
  score: number;
}

/** Lower case without accents, so "número", "numero" and "NUMERO" meet. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

// Words that carry no topic in a newcomer's question, on top of the library's lists.
const EXTRA_STOP_WORDS = ['get', 'know', 'need', 'want', 'can', 'pls', 'please', 'help', 'ayuda', 'puedo', 'necesito', 'quiero', 'saco', 'como', 'hago', 'usa', 'us', 'america', 'estados', 'unidos'];
const STOP_WORDS = new Set([...eng, ...spa, ...EXTRA_STOP_WORDS].map(normalizeTerm));

function processTerm(term: string): string | null {
  const normalized = normalizeTerm(term);
  if (normalized.length < 2 || STOP_WORDS.has(normalized)) return null;
  return normalized;
}

/**
 * A full-text index (MiniSearch: BM25 with prefix and typo-tolerant matching) over the guide
 * text of one language. Titles and keywords weigh most: they hold the words newcomers use.
 */
export function createGuideIndex(entries: readonly GuideEntry[], locale: GuideLocale) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const index = new MiniSearch<IndexedText>({
    fields: ['title', 'keywords', 'summary', 'steps'],
    processTerm,
    searchOptions: {
      boost: { title: 1, keywords: 4, summary: 1, steps: 0.3 },
      fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : 0),
      prefix: (term) => term.length >= 3,
      combineWith: 'OR',
      processTerm,
    },
  });
  index.addAll(
    entries.map((entry) => {
      const text = entry.text[locale];
      return {
        id: entry.id,
        title: text.title,
        keywords: text.search.join(' '),
        summary: text.summary,
        steps: text.steps.join(' '),
      };
    }),
  );

  return {
    locale,
    search(question: string, limit = 3): GuideMatch[] {
      return index
        .search(question)
        .slice(0, limit)
        .flatMap((result) => {
          const entry = byId.get(String(result.id));
          return entry ? [{ entry, score: result.score }] : [];
        });
    },
  };
}

export type GuideIndex = ReturnType<typeof createGuideIndex>;
