import { stemmer as arabicStem } from '@orama/stemmers/arabic';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as portugueseStem } from '@orama/stemmers/portuguese';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import { ara, eng, por, porBr, spa, zho } from 'stopword';
import broadStopWords from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import type { GuideLocale } from './guide-contract.js';

/**
 * How each guide language is cut into search terms: Chinese by a dictionary word segmenter
 * (no spaces between words), Arabic normalised, Latin scripts folded to lower case without
 * accents, stop words dropped and, where a maintained Snowball stemmer covers the language,
 * words reduced to their stem so "renew", "renewal" and "renewing" meet.
 */

const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const NON_ASCII_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g;

/** Arabic-Indic, Persian and full-width digits as ASCII digits (each ends in its value's low 4 bits). */
export function asciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** Arabic without diacritics or tatweel, one form of alef, yaa and taa marbuta, and Western digits. */
export function normalizeArabic(text: string): string {
  return asciiDigits(text)
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي');
}

/** Lower case, accents folded ("número" → "numero"), Arabic normalised, full-width forms made plain. */
export function normalizeText(text: string): string {
  return normalizeArabic(text.normalize('NFKC'))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const chineseWords = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * The words of a text, normalised. Form names keep their number ("I-94" → "i94", "W-7" → "w7");
 * Chinese runs are segmented into words; anything else splits on what is not a letter or digit.
 */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text)
    .replace(/(?<=\p{L})['’](?=\p{L})/gu, '')
    .replace(/\b(\p{L}{1,3})-(?=\p{N})/gu, '$1');
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

// Words that carry no topic in a newcomer's question, beyond the library's lists.
const EXTRA_STOP_WORDS: Record<GuideLocale, string[]> = {
  en: ['get', 'gets', 'got', 'know', 'need', 'needs', 'want', 'wants', 'can', 'could', 'pls', 'plz', 'please', 'help', 'tell', 'hi', 'hello', 'thanks', 'thank', 'im', 'ive', 'dont', 'doesnt', 'didnt', 'cant', 'wont', 'isnt', 'arent', 'youre', 'whats', 'usa', 'us', 'america', 'united', 'states', 'go', 'do', 'does', 'did', 'make', 'one', 'someone', 'somebody', 'thing', 'things', 'way', 'now', 'she', 'when', 'just', 'not', 'no', 'ok', 'okay', 'yet', 'really', 'says', 'said', 'seems', 'usually'],
  es: ['ayuda', 'ayudar', 'ayudame', 'puedo', 'puede', 'necesito', 'quiero', 'saco', 'sacar', 'como', 'hago', 'hacer', 'usa', 'eeuu', 'estados', 'unidos', 'hola', 'gracias', 'favor', 'porfa', 'porfavor', 'tengo', 'tiene', 'alguien', 'debo', 'ahora', 'aqui', 'donde', 'cuando', 'que', 'q', 'pq', 'x'],
  pt: ['ajuda', 'ajudar', 'posso', 'pode', 'preciso', 'quero', 'tirar', 'fazer', 'faco', 'como', 'eua', 'estados', 'unidos', 'ola', 'oi', 'obrigado', 'obrigada', 'favor', 'tenho', 'tem', 'alguem', 'devo', 'agora', 'aqui', 'onde', 'quando', 'vc', 'voce', 'pra', 'pro', 'q', 'gente', 'mim', 'ta', 'certo'],
  // Standard Arabic and the dialect words of a spoken question (Levantine, Egyptian, Gulf).
  ar: ['كيف', 'اريد', 'احتاج', 'ممكن', 'هل', 'ماذا', 'ما', 'اين', 'متي', 'لماذا', 'مساعده', 'ساعدني', 'من', 'فضلك', 'لو', 'سمحت', 'شكرا', 'مرحبا', 'امريكا', 'بامريكا', 'الولايات', 'المتحده', 'انا', 'وانا', 'عندي', 'لدي', 'يمكنني', 'استطيع', 'اعرف', 'بعرف', 'الان', 'شو', 'ايش', 'وين', 'فين', 'بدي', 'بدو', 'بدها', 'عايز', 'عاوز', 'بلاقي', 'لاقي', 'الاقي', 'بقدر', 'قدر', 'اقدر', 'يقدر', 'بيقدر', 'منقدر', 'اخد', 'اخذ', 'باخد', 'بطلع', 'اطلع', 'اللي', 'الي', 'لي', 'روح', 'بروح', 'يعني', 'لسا', 'لسه', 'جيب', 'بجيب', 'اعمل', 'بعمل', 'هون', 'هنا', 'عم', 'قديش', 'كم', 'مو', 'مش', 'سال', 'بسال', 'اسال', 'امتى', 'امتي', 'ليش', 'هيك', 'كتير', 'كثير', 'شي', 'اشي', 'حدا', 'مين', 'لمين', 'بس', 'هلق', 'هلا', 'هسا', 'ازا', 'اذا', 'لازم', 'يلزم', 'منشان', 'عشان', 'لحتي', 'حتي', 'مع', 'معي', 'معاي', 'عندنا', 'نحنا', 'احنا', 'يا', 'جوا', 'برا', 'هاد', 'هاي', 'هذا', 'هذه', 'في', 'فيه', 'على', 'عن', 'الى', 'لما', 'كان', 'صار', 'بصير', 'يصير', 'رح', 'راح', 'بدك', 'انو', 'انه', 'اني', 'لاني', 'ابغي', 'ابي', 'ازاي', 'اسوي', 'جالي', 'عطاني', 'حالي', 'اياها', 'جاي', 'جيت', 'فيني', 'لحد', 'مافي', 'تبعي', 'تبع', 'بتاعي', 'بتاعتي', 'وما', 'وهل', 'وشو', 'وكم', 'ومش', 'ومتي', 'ومافي', 'وبدو'],
  zh: ['我', '我的', '我想', '我要', '我们', '我是', '我有', '我在', '刚', '你', '您', '怎么', '怎样', '如何', '需要', '想', '想要', '可以', '能', '吗', '呢', '吧', '了', '的', '在', '什么', '哪里', '哪儿', '是', '有', '要', '请问', '请', '帮', '帮助', '谢谢', '你好', '美国', '一个', '知道', '现在', '该', '应该', '去', '办', '意思', '什么意思', '因为', '这个', '那个'],
  ht: ['kisa', 'si', 'menm', 'deja', 'konbyen', 'pi', 'bon', 'al', 'mwen', 'm', 'ou', 'w', 'li', 'l', 'nou', 'n', 'yo', 'y', 'pou', 'nan', 'ak', 'avek', 'la', 'a', 'an', 'lan', 'yon', 'on', 'ki', 'sa', 'se', 'pa', 'kijan', 'kouman', 'kote', 'kile', 'poukisa', 'eske', 'gen', 'genyen', 'fe', 'konn', 'konnen', 'kapab', 'ka', 'vle', 'bezwen', 'tanpri', 'ede', 'mesi', 'bonjou', 'alo', 'kounye', 'kounya', 'isit', 'etazini', 'meriken', 'amerik', 'e', 'ye', 'te', 'ap', 'pral', 'va', 'dwe', 'sou', 'de', 'nenpot', 'moun', 'kek', 'ki jan'],
};

const LIBRARY_STOP_WORDS: Record<GuideLocale, readonly string[]> = {
  en: eng,
  es: spa,
  pt: [...por, ...porBr],
  ar: ara,
  zh: zho,
  ht: [],
};

const stopWordsFor = (locale: GuideLocale): ReadonlySet<string> =>
  new Set([...LIBRARY_STOP_WORDS[locale], ...EXTRA_STOP_WORDS[locale], ...(locale === 'zh' ? EXTRA_STOP_WORDS.en : [])].map(normalizeText));

/** Place names carry no topic (the guide is the same in every state) and would count as unknown words. */
const PLACES = ['alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'florid', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'tennessee', 'texas', 'utah', 'vermont', 'wisconsin', 'wyoming', 'boston', 'chicago', 'houston', 'dallas', 'miami', 'orlando', 'atlanta', 'denver', 'seattle', 'philadelphia', 'phoenix', 'newark', 'brooklyn', 'queens', 'bronx', 'manhattan'];
for (const locale of Object.keys(EXTRA_STOP_WORDS) as GuideLocale[]) EXTRA_STOP_WORDS[locale].push(...PLACES);

const STOP_WORDS: Record<GuideLocale, ReadonlySet<string>> = {
  en: stopWordsFor('en'),
  es: stopWordsFor('es'),
  ar: stopWordsFor('ar'),
  zh: stopWordsFor('zh'),
  ht: stopWordsFor('ht'),
  pt: stopWordsFor('pt'),
};

/**
 * Function words that only one of the Latin-script guide languages uses ("mwen", "pou" in Haitian
 * Creole, "donde" in Spanish, "voce" in Portuguese, "the" in English), for telling short questions
 * apart: a word two languages share ("de", "la", "a") says nothing. The broad stopwords-iso lists
 * of the other languages rule a word out too ("somos", "menos" are Spanish and Portuguese).
 */
const LATIN_LOCALES = ['en', 'es', 'pt', 'ht'] as const satisfies readonly GuideLocale[];
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

const STEMMERS: Partial<Record<GuideLocale, (word: string) => string>> = {
  en: englishStem,
  es: spanishStem,
  pt: portugueseStem,
  ar: arabicStem,
};

/** Arabic prefixes that stick to the next word: the article and one-letter conjunctions and prepositions. */
function stripArabicPrefix(word: string): string {
  return word.replace(/^(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{2,})/u, '');
}

/**
 * One token as a search term of a language's index, or null when it carries no topic.
 * English tokens inside a question in another language (for example "green card" in Spanish)
 * are also stripped of English stop words, so mixed questions keep only their content.
 */
export function analyzeTerm(token: string, locale: GuideLocale): string | null {
  const isHan = /\p{Script=Han}/u.test(token);
  if ((!isHan && token.length < 2) || STOP_WORDS[locale].has(token)) return null;
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
