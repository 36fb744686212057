import MiniSearch from 'minisearch';
import type { GuideEntry, GuideLocale } from './guide-schema.js';
import { analyzeTerm, contentTerms, tokenize } from './text-analysis.js';

interface IndexedText {
  id: string;
  title: string;
  keywords: string;
  summary: string;
  steps: string;
}

export interface GuideMatch {
  entry: GuideEntry;
  /** BM25 score: orders the candidates of one question, means nothing across questions. */
  score: number;
  /**
   * How much of the question the entry explains, from 0 to 1: each content word of the question
   * counts by where the entry has it (title or search phrases 1, summary 0.8, steps 0.5) and how
   * (exact 1, prefix 0.85, Chinese part-word 0.8, one typo 0.6). It does not grow with the length
   * of the question, so one cut-off holds for "ssn?" and for a paragraph.
   */
  coverage: number;
  /**
   * The share of the question's content words that the guide knows at all, in any topic of this
   * language. Questions about something else ("my dog is sick", "rice recipe") are mostly made of
   * words the guide never uses.
   */
  known: number;
  /** How many content words of the question this index read (at most 40). */
  terms: number;
}

const MAX_TERMS = 40;

const FIELD_WEIGHTS = [
  ['head', 1],
  ['summary', 0.8],
  ['steps', 0.5],
] as const;

type FieldTerms = Record<(typeof FIELD_WEIGHTS)[number][0], ReadonlySet<string>>;

/** Edit distance of two short words, or max + 1 as soon as it must exceed max. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How well one question term is matched by one term of an entry (0 when not at all). */
export function termMatch(query: string, term: string): number {
  if (query === term) return 1;
  const han = /\p{Script=Han}/u.test(query);
  if (han) return query.length >= 2 && term.length >= 2 && (term.includes(query) || query.includes(term)) ? 0.8 : 0;
  if (query.length >= 3 && term.startsWith(query)) return 0.85;
  if (term.length >= 4 && query.startsWith(term)) return 0.85;
  if (query.length >= 5 && boundedEditDistance(query, term, 1) <= 1) return 0.6;
  return 0;
}

function bestMatch(query: string, fields: FieldTerms): number {
  let best = 0;
  for (const [field, weight] of FIELD_WEIGHTS) {
    if (weight <= best) break;
    for (const term of fields[field]) {
      const value = termMatch(query, term) * weight;
      if (value > best) best = value;
      if (best === weight) break;
    }
  }
  return best;
}

/**
 * A full-text index (MiniSearch: BM25 with prefix and typo-tolerant matching) over the guide
 * text of one language, with that language's tokenising. Titles and search phrases weigh most:
 * they hold the words newcomers use.
 */
export function createGuideIndex(entries: readonly GuideEntry[], locale: GuideLocale) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const processTerm = (term: string) => analyzeTerm(term, locale);
  const index = new MiniSearch<IndexedText>({
    fields: ['title', 'keywords', 'summary', 'steps'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 1, keywords: 4, summary: 1, steps: 0.3 },
      // One typo from 5 letters, two from 10; none past 24 (no word is that long: junk).
      fuzzy: (term) => (term.length < 5 || term.length > 24 ? 0 : term.length >= 10 ? 2 : 1),
      prefix: (term) => term.length >= 3,
      combineWith: 'OR',
      tokenize,
      processTerm,
    },
  });
  const fieldTerms = new Map<string, FieldTerms>();
  const vocabulary = new Set<string>();
  const termsOf = (text: string) => new Set(tokenize(text).flatMap((token) => analyzeTerm(token, locale) ?? []));
  index.addAll(
    entries.map((entry) => {
      const text = entry.text[locale];
      const fields = {
        head: termsOf(`${text.title} ${text.search.join(' ')}`),
        summary: termsOf(text.index.summary),
        steps: termsOf(text.index.steps),
      };
      fieldTerms.set(entry.id, fields);
      for (const term of [...fields.head, ...fields.summary, ...fields.steps]) vocabulary.add(term);
      return {
        id: entry.id,
        title: text.title,
        keywords: text.search.join(' '),
        summary: text.index.summary,
        steps: text.index.steps,
      };
    }),
  );

  /** Coverage of the known terms (a word the guide never uses matches no topic: no need to look). */
  function coverage(terms: readonly string[], known: ReadonlySet<string>, id: string): number {
    const fields = fieldTerms.get(id);
    if (!fields || terms.length === 0) return 0;
    return terms.reduce((sum, term) => sum + (known.has(term) ? bestMatch(term, fields) : 0), 0) / terms.length;
  }

  // Lookups that stay fast for words the guide does not know (the common case for junk):
  // sorted words for prefixes, and every word with one letter deleted for one-typo matches.
  const sorted = [...vocabulary].sort();
  const oneDeleted = new Set<string>();
  const deletions = (word: string) => Array.from({ length: word.length }, (_, i) => word.slice(0, i) + word.slice(i + 1));
  for (const word of sorted) {
    if (word.length < 4) continue;
    for (const variant of deletions(word)) oneDeleted.add(variant);
  }
  const hasWordStartingWith = (prefix: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sorted[mid] ?? '') < prefix) low = mid + 1;
      else high = mid;
    }
    return (sorted[low] ?? '').startsWith(prefix);
  };
  /** The same test as termMatch(term, word) > 0 for some word of the guide, without a scan. */
  const isKnown = (term: string) => {
    if (vocabulary.has(term)) return true;
    if (/\p{Script=Han}/u.test(term)) return term.length >= 2 && sorted.some((word) => word.length >= 2 && (word.includes(term) || term.includes(word)));
    if (term.length >= 3 && hasWordStartingWith(term)) return true;
    for (let k = 4; k < term.length; k++) if (vocabulary.has(term.slice(0, k))) return true;
    if (term.length < 5) return false;
    // Edit distance 1: a substitution or an insertion in either word shows as a shared deletion.
    if (oneDeleted.has(term)) return true;
    return deletions(term).some((variant) => vocabulary.has(variant) || oneDeleted.has(variant));
  };

  return {
    locale,
    /** The question's content terms as this index reads them. */
    terms: (question: string) => contentTerms(question, locale),
    /** How much of the question one given topic explains, as `search` measures its matches (score 0). */
    explain(question: string, entry: GuideEntry): GuideMatch {
      const terms = contentTerms(question, locale).slice(0, MAX_TERMS);
      const knownTerms = new Set(terms.filter(isKnown));
      const known = terms.length === 0 ? 0 : knownTerms.size / terms.length;
      return { entry, score: 0, coverage: coverage(terms, knownTerms, entry.id), known, terms: terms.length };
    },
    search(question: string, limit = 3): GuideMatch[] {
      // A question is at most 1,000 characters; its first 40 content words are plenty.
      const terms = contentTerms(question, locale).slice(0, MAX_TERMS);
      if (terms.length === 0) return [];
      const knownTerms = new Set(terms.filter(isKnown));
      const known = knownTerms.size / terms.length;
      return index
        .search(terms.join(' '), { processTerm: (term) => term, tokenize: (text) => text.split(' ') })
        .slice(0, limit)
        .flatMap((result) => {
          const entry = byId.get(String(result.id));
          return entry ? [{ entry, score: result.score, coverage: coverage(terms, knownTerms, entry.id), known, terms: terms.length }] : [];
        });
    },
  };
}

export type GuideIndex = ReturnType<typeof createGuideIndex>;
