import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as portugueseStem } from '@orama/stemmers/portuguese';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { Converter } from 'opencc-js/t2cn';
import { ara, eng, por, porBr, spa, zho } from 'stopword';
import broadStopWords from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import extraStopWords from './stop-words.json' with { type: 'json' };
import { foldText } from './fold-text.js';
import { GUIDE_LOCALES, LANGUAGES, type GuideLocale } from './guide-contract.js';

/**
 * How each guide language is cut into search terms: Chinese by a dictionary word segmenter
 * (no spaces between words), Arabic normalised, Latin scripts folded to lower case without
 * accents, stop words dropped and, where a maintained Snowball stemmer covers the language,
 * words reduced to their stem so "renew", "renewal" and "renewing" meet.
 */

/**
 * Traditional Chinese characters as simplified ones (OpenCC's dictionaries): "護照" and "护照" are
 * one word to the search, the safety rules and the off-topic list, so a question typed in
 * traditional characters meets the guide's simplified text.
 */
const toSimplified = Converter({ from: 'tw', to: 'cn' });
const HAN = /\p{Script=Han}/u;

/**
 * The guide search's foldText (lower case, accents folded, Arabic normalised, full-width forms
 * made plain), with traditional Chinese characters made simplified first.
 */
export function normalizeText(text: string): string {
  const plain = text.normalize('NFKC');
  return foldText(HAN.test(plain) ? toSimplified(plain) : plain);
}

/** "Section 8" as people write it in the six languages (normalised: no accents, lower case). */
const NUMBERED_PROGRAM = /(?<![\p{Script=Latin}\p{N}])(?:section|seksyon|seccion|secao|secsion|sekson)[\s-]*(?:8|eight|uit|ocho|oito)(?![\p{Script=Latin}\p{N}])/gu;

/**
 * The U and T visas as people write them ("visa U", "U visa", "viza T", "تأشيرة U", "U签证"): one
 * word, or the letter is lost as a stray letter and only "visa" is left, which every family topic has.
 */
const LETTER_VISA = /(?<![\p{L}\p{N}])(?:(?:visa|viza|visto|vize|تاشيره|فيزا)[\s-]*([ut])|([ut])[\s-]*(?:visa|viza|visto|签证))(?![\p{Script=Latin}\p{N}])/gu;

const chineseWords = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * The words of a text, normalised. Form names keep their number ("I-94" → "i94", "W-7" → "w7");
 * Chinese runs are segmented into words; anything else splits on what is not a letter or digit.
 */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text)
    .replace(/(?<=\p{L})['’](?=\p{L})/gu, '')
    .replace(/\b(\p{L}{1,3})-(?=\p{N})/gu, '$1')
    // The housing voucher's name is one word whatever the language calls "section" ("seksyon 8").
    .replace(NUMBERED_PROGRAM, 'section8')
    .replace(LETTER_VISA, (_, after: string | undefined, before: string | undefined) => ` visa${after ?? before ?? ''} `)
    // Arabic glued to a Latin term or a number ("الI-130", "بالEAD") is two words.
    .replace(/(?<=\p{Script=Arabic})(?=[\p{Script=Latin}\p{N}])|(?<=[\p{Script=Latin}\p{N}])(?=\p{Script=Arabic})/gu, ' ');
  const tokens: string[] = [];
  for (const run of normalized.split(/[^\p{L}\p{N}]+/u)) {
    // No word is 40 letters long: a run like that is junk and would only cost time.
    if (!run || run.length > 40) continue;
    if (/\p{Script=Han}/u.test(run)) {
      for (const part of chineseWords.segment(run)) if (part.isWordLike) tokens.push(part.segment);
    } else {
      tokens.push(run);
    }
  }
  return tokens;
}

/** The stopword library's lists, where it has one (it has none for Haitian Creole). */
const LIBRARY_STOP_WORDS: Partial<Record<GuideLocale, readonly string[]>> = {
  en: eng,
  es: spa,
  pt: [...por, ...porBr],
  ar: ara,
  zh: zho,
};

/**
 * Words that carry no topic in a newcomer's question, beyond the library's lists (stop-words.json):
 * dialect fillers (Levantine, Egyptian, Gulf, Iraqi Arabic; Cantonese), chat spellings ("xq",
 * "havent", "vc"), and place names, which carry no topic (the guide is the same in every state)
 * and would otherwise count as words the guide does not know. `keep` lists words a library calls
 * stop words that carry a topic in a newcomer's question ("trabalho", "nome", "viagem").
 */
function stopWordsFor(locale: GuideLocale): ReadonlySet<string> {
  const keep = new Set(((extraStopWords.keep as Partial<Record<GuideLocale, string[]>>)[locale] ?? []).map(normalizeText));
  const chineseExtra = locale === 'zh' ? extraStopWords.en : [];
  const arabizi = locale === 'ar' ? extraStopWords.arabizi : [];
  const words = [...(LIBRARY_STOP_WORDS[locale] ?? []), ...extraStopWords[locale], ...chineseExtra, ...arabizi, ...extraStopWords.places].map(normalizeText);
  return new Set(words.filter((word) => !keep.has(word)));
}

const STOP_WORDS = Object.fromEntries(GUIDE_LOCALES.map((locale) => [locale, stopWordsFor(locale)])) as Record<GuideLocale, ReadonlySet<string>>;

/**
 * Function words that only one of the Latin-script guide languages uses ("mwen", "pou" in Haitian
 * Creole, "donde" in Spanish, "voce" in Portuguese, "the" in English), for telling short questions
 * apart: a word two languages share ("de", "la", "a") says nothing. The broad stopwords-iso lists
 * of the other languages rule a word out too ("somos", "menos" are Spanish and Portuguese).
 */
const LATIN_LOCALES = LANGUAGES.filter((language) => language.script === 'Latn').map((language) => language.code);
const MARKERS: ReadonlyMap<string, GuideLocale> = (() => {
  const broad = broadStopWords as Record<string, string[]>;
  const broadSets = new Map(LATIN_LOCALES.map((locale) => [locale, new Set((broad[locale] ?? []).map(normalizeText))]));
  const usedBy = (word: string) => LATIN_LOCALES.filter((locale) => STOP_WORDS[locale].has(word) || broadSets.get(locale)?.has(word));
  const markers = new Map<string, GuideLocale>();
  for (const locale of LATIN_LOCALES) {
    for (const word of STOP_WORDS[locale]) {
      const users = usedBy(word);
      if (users.length === 1 && users[0] === locale) markers.set(word, locale);
    }
  }
  return markers;
})();

/** How many words of a text are function words of only one Latin-script language, per language. */
export function languageMarkers(text: string): Partial<Record<GuideLocale, number>> {
  const counts: Partial<Record<GuideLocale, number>> = {};
  for (const token of tokenize(text)) {
    const locale = MARKERS.get(token);
    if (locale) counts[locale] = (counts[locale] ?? 0) + 1;
  }
  return counts;
}

/**
 * Arabic typed in Latin letters ("Arabizi": "bghit n7al bank account walakin ma3ndich SSN"), as
 * many Maghrebi and Levantine newcomers write on a phone: its function words (stop-words.json,
 * `arabizi`), and words with a digit standing for an Arabic letter (3 ع, 7 ح, 9 ق, 2 ء, 5 خ) inside
 * or at the end of a word. A number and a unit ("3days", "7am", "i94") is not one.
 */
const ARABIZI_WORDS: ReadonlySet<string> = new Set(extraStopWords.arabizi.map(normalizeText));
/**
 * A digit for a letter: inside a word with two letters after it ("n7al", "ma3ndich", "b2dar"), at
 * the start of one ("3la", "7al"), or at the end of a word of three letters or more ("lbare7").
 * Visa and form names ("h2b", "eb3", "f2a", "w2"), apartments ("2a", "3br"), doses and times
 * ("5mg", "7am") are not: too few letters, or a unit.
 */
const ARABIZI_DIGIT = /^(?:[a-z]+[23579][a-z]{2,}|[23579][a-z]{2,}|[a-z]{3,}[23579])$/;
const NUMBER_AND_UNIT = /^\d+(?:am|pm|st|nd|rd|th|br|bd|ba|mg|ml|kg|lb|lbs|oz|ft|mi|km|gb|mb|yo|yr|yrs|hr|hrs|min|mins|sec|days?|kids?|years?|months?|weeks?|hours?|times?|people|dollars?|ans|anos|anyos|mois|mes|meses|semanas?|dias?|jou|ane)$/;

/** How many words of a text are Arabic in Latin letters. */
export function arabiziMarkers(text: string): number {
  let count = 0;
  for (const token of tokenize(text)) {
    if (ARABIZI_WORDS.has(token) || (ARABIZI_DIGIT.test(token) && !NUMBER_AND_UNIT.test(token))) count += 1;
  }
  return count;
}

const STEMMERS: Partial<Record<GuideLocale, (word: string) => string>> = {
  en: englishStem,
  es: spanishStem,
  pt: portugueseStem,
  ar: arabicStem,
};

/**
 * Arabic prefixes that stick to the next word: the article and one-letter conjunctions and
 * prepositions, and the spoken "عال" ("on the", from على ال).
 */
function stripArabicPrefix(word: string): string {
  return word.replace(/^(?:وال|بال|كال|فال|عال|لل|ال)(?=\p{L}{2,})/u, '');
}

/**
 * One token as a search term of a language's index, or null when it carries no topic.
 * English tokens inside a question in another language (for example "green card" in Spanish)
 * are also stripped of English stop words, so mixed questions keep only their content.
 */
export function analyzeTerm(token: string, locale: GuideLocale): string | null {
  const isHan = /\p{Script=Han}/u.test(token);
  if ((!isHan && token.length < 2) || STOP_WORDS[locale].has(token)) return null;
  // Arabic writes "and" and "so" onto the next word: "وفين" is "فين" (where), a stop word. Only
  // where three letters are left, so "ولي" (a guardian) is not read as "لي".
  if (locale === 'ar' && /^[وف]\p{L}{3,}$/u.test(token) && STOP_WORDS.ar.has(token.slice(1))) return null;
  // English function words inside a question in another language ("my green card").
  if (locale !== 'en' && STOP_WORDS.en.has(token) && /^[a-z]+$/.test(token)) return null;
  if (isHan) return token;
  const word = locale === 'ar' ? stripArabicPrefix(token) : token;
  const stem = STEMMERS[locale];
  // Numbers and form names ("i94", "2025") are kept as they are.
  if (!stem || /\p{N}/u.test(word)) return word;
  const stemmed = stem(word);
  return stemmed.length >= 2 ? stemmed : word;
}

/** The content terms of a question for one language's index, in order, without repeats. */
export function contentTerms(text: string, locale: GuideLocale): string[] {
  const terms = tokenize(text).flatMap((token) => analyzeTerm(token, locale) ?? []);
  return [...new Set(terms)];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of one term, on normalised text (lower case, no accents, Arabic normalised):
 * Chinese and Arabic terms match inside words (Arabic attaches "and", "the", "to" to the next
 * word); Latin terms match whole words, and a trailing "*" lets the last word go on.
 */
function termSource(term: string): { source: string; bounded: boolean } {
  const normalized = normalizeText(term.trim());
  const open = normalized.endsWith('*');
  const words = normalized.replace(/\*$/, '').split(/\s+/).filter(Boolean).map(escapeRegExp);
  const body = words.join('[\\s\\p{P}]+');
  if (/[\p{Script=Han}\p{Script=Arabic}]/u.test(normalized)) return { source: body, bounded: false };
  return { source: open ? `${body}\\p{L}*` : body, bounded: true };
}

const boundedPattern = (sources: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`, 'u');

export function termPattern(term: string): RegExp {
  const { source, bounded } = termSource(term);
  return bounded ? boundedPattern([source]) : new RegExp(source, 'u');
}

/** Runs of spaces and punctuation: what may stand between two words of a term. */
const SEPARATORS = /[\s\p{P}]+/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

/**
 * The last text collapsed: one question is looked up by some thirty term lists in a row. Only the
 * last one, so an instance holds no earlier visitor's words.
 */
let lastCollapsed: { from: string; text: string; origin: number[] } | undefined;

/** A text with every run of spaces and punctuation made one space, and where each character came from. */
function collapse(text: string): { text: string; origin: number[] } {
  if (lastCollapsed?.from !== text) lastCollapsed = { from: text, ...collapseText(text) };
  return lastCollapsed;
}

function collapseText(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  let last = 0;
  for (const match of text.matchAll(SEPARATORS)) {
    for (let k = last; k < match.index; k++) {
      out += text[k];
      origin.push(k);
    }
    out += ' ';
    origin.push(match.index);
    last = match.index + match[0].length;
  }
  for (let k = last; k < text.length; k++) {
    out += text[k];
    origin.push(k);
  }
  return { text: out, origin };
}

interface PreparedTerm {
  term: string;
  phrase: string;
  /** Latin terms match whole words; Chinese and Arabic ones inside words. */
  bounded: boolean;
  /** A trailing "*": the last word may go on. */
  open: boolean;
}

function prepareTerm(term: string): PreparedTerm | null {
  const normalized = normalizeText(term.trim());
  const open = normalized.endsWith('*');
  const phrase = normalized.replace(/\*$/, '').replace(SEPARATORS, ' ').trim();
  if (!phrase) return null;
  return { term, phrase, bounded: !/[\p{Script=Han}\p{Script=Arabic}]/u.test(normalized), open };
}

/**
 * Where the terms of a list occur in normalised text (`normalizeText`), as `termPattern` finds
 * them: whole words for Latin terms (a trailing "*" lets the last word go on), anywhere for
 * Chinese and Arabic ones, any run of spaces and punctuation between a term's words. Terms are
 * looked up by their first character instead of being joined into one regular expression: V8
 * took more than a second to compile the lexicons' patterns on every new instance, a cold start
 * that visitors waited for and that made the emulators time out under load.
 */
function compileTerms(terms: readonly string[]): (normalizedText: string, firstOnly: boolean) => Array<readonly [number, number, string]> {
  const byFirst = new Map<string, PreparedTerm[]>();
  for (const term of terms) {
    const prepared = prepareTerm(term);
    if (!prepared) continue;
    const first = prepared.phrase[0] ?? '';
    const list = byFirst.get(first);
    if (list) list.push(prepared);
    else byFirst.set(first, [prepared]);
  }
  return (normalizedText, firstOnly) => {
    const { text, origin } = collapse(normalizedText);
    const spans: Array<readonly [number, number, string]> = [];
    for (let i = 0; i < text.length; i++) {
      const candidates = byFirst.get(text[i] ?? '');
      if (!candidates) continue;
      const wordStart = i === 0 || !WORD_CHARACTER.test(text[i - 1] ?? '');
      for (const { term, phrase, bounded, open } of candidates) {
        if ((bounded && !wordStart) || !text.startsWith(phrase, i)) continue;
        let end = i + phrase.length;
        if (bounded) {
          if (open) while (end < text.length && LETTER.test(text[end] ?? '')) end++;
          if (end < text.length && WORD_CHARACTER.test(text[end] ?? '')) continue;
        }
        spans.push([origin[i] ?? 0, (origin[end - 1] ?? 0) + 1, term]);
        if (firstOnly) return spans;
      }
    }
    return spans;
  };
}

/** Whether any term of a list occurs in normalised text. Used for the safety lexicon and the off-topic subjects. */
export function compileLexicon(terms: readonly string[]): (normalizedText: string) => boolean {
  const find = compileTerms(terms);
  return (text) => find(text, true).length > 0;
}

/**
 * Where the terms of a list occur in normalised text: the start and end of every match. Used by
 * the safety rules, which ask for several kinds of words close together ("my husband" … "hits me").
 */
export function compileLocator(terms: readonly string[]): (normalizedText: string) => Array<readonly [number, number]> {
  const find = compileTerms(terms);
  return (text) => find(text, false).map(([start, end]) => [start, end] as const);
}

/**
 * Where the terms of a list occur in normalised text, and which term of the list each is (as the
 * list spells it): what a maintainer needs to find the entry behind an alarm.
 */
export function compileSpotter(terms: readonly string[]): (normalizedText: string) => Array<readonly [number, number, string]> {
  const find = compileTerms(terms);
  return (text) => find(text, false);
}

/** Which terms of a list occur in normalised text (each once). */
export function compileFinder(terms: readonly string[]): (normalizedText: string) => string[] {
  const find = compileTerms(terms);
  return (text) => [...new Set(find(text, false).map(([, , term]) => term))];
}
