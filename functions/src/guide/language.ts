import { francAll } from 'franc';
import { detectAll } from 'tinyld';
import { guideLocaleFor, type GuideLocale } from './guide-contract.js';
import { arabiziMarkers, languageMarkers } from './text-analysis.js';

/**
 * Which of the six guide languages a question is written in.
 *
 * Two maintained detectors, each where it is strong: tinyld (trained on Tatoeba's short
 * sentences) tells English, Spanish, Portuguese, Arabic and Chinese apart in a few words but
 * has no Haitian Creole; franc (trigrams from the UDHR) has Haitian Creole. Both can be misled by
 * a few words, so the function words only one language uses ("mwen", "donde", "voce", "the") are
 * a third witness, and overrule the detectors when they clearly point elsewhere. The interface
 * language breaks ties: a short question ("green card", "ITIN") that fits it is read in it.
 */

const FRANC_CODES: Record<string, GuideLocale> = { eng: 'en', spa: 'es', arb: 'ar', cmn: 'zh', hat: 'ht', por: 'pt' };
const FRANC_ONLY = Object.keys(FRANC_CODES);
const TINYLD_ONLY: GuideLocale[] = ['en', 'es', 'pt', 'ar', 'zh'];

/** franc scores are relative (the best is 1): Haitian Creole wins when nothing else comes this close. */
const HAITIAN_MARGIN = 0.8;
/** A tinyld score at or above this is sure; below it, the interface language may break the tie. */
const TINYLD_SURE = 0.5;
/** Votes within this share of the best are a tie that the interface language may break. */
const NEAR_EQUAL = 0.9;
/** Function words of one language decide when there are at least this many and more than twice any other's. */
const MARKERS_DECIDE = 2;
/** Chinese characters, or Arabic letters, that make a mostly English question the writer's own language. */
const MIXED_HAN = 4;
/** Function words of Spanish, Portuguese or Haitian Creole that make a question with more English words theirs. */
const MIXED_MARKERS = 3;
const MIXED_ARABIC = 8;
/** A question of at most this many words, none of them a function word, is read in the interface language. */
const SHORT_QUESTION_WORDS = 4;

const wordCount = (text: string) => text.split(/[\s\p{P}]+/u).filter((word) => /\p{L}/u.test(word)).length;

export interface DetectedLanguage {
  locale: GuideLocale;
  /** Languages the question could also be in, most likely first (the chosen one included). */
  candidates: GuideLocale[];
  /** True when a detector was sure; false when the interface language decided. */
  sure: boolean;
}

export interface DetectOptions {
  /**
   * Read a few words with no function word in the interface language (default). Off for a crisis:
   * "suicidio" or "violencia doméstica" on an English page gets its help in Spanish.
   */
  shortInInterface?: boolean;
}

export function detectLanguage(text: string, interfaceLocale?: string, { shortInInterface = true }: DetectOptions = {}): DetectedLanguage {
  const fallback = guideLocaleFor(interfaceLocale);
  const sample = text.replace(/https?:\/\/\S+/g, ' ').slice(0, 500);
  // Scripts first: a question mostly in Arabic or Chinese script is in that language
  // (a Chinese character carries about a word, so it counts as three letters).
  const letters = (script: RegExp) => sample.match(script)?.length ?? 0;
  const latin = letters(/\p{Script=Latin}/gu);
  // Arabic writes few vowels, and Arabic speakers mix in English terms ("شو يعني public charge"): an
  // Arabic letter counts as three Latin ones.
  const arabic = letters(/\p{Script=Arabic}/gu);
  const han = letters(/\p{Script=Han}/gu);
  if (arabic * 3 > latin) return { locale: 'ar', candidates: ['ar'], sure: true };
  if (han * 3 > latin) return { locale: 'zh', candidates: ['zh'], sure: true };
  // English is the language newcomers mix into their own, rarely the other way round: a few words
  // in Chinese or Arabic script among English ones ("如果 ICE 来敲门 but no warrant, what are my
  // rights") say who is asking.
  if (han >= MIXED_HAN) return { locale: 'zh', candidates: ['zh'], sure: true };
  if (arabic >= MIXED_ARABIC) return { locale: 'ar', candidates: ['ar'], sure: true };

  const franc = francAll(sample, { only: FRANC_ONLY, minLength: 1 })
    .filter(([code]) => code in FRANC_CODES)
    .map(([code, score]) => [FRANC_CODES[code] as GuideLocale, score] as const);
  const [francBest, francNext] = franc;
  const markers = languageMarkers(sample);
  const markerCounts = (Object.entries(markers) as [GuideLocale, number][]).sort((a, b) => b[1] - a[1]);
  const [markerBest, markerNext] = markerCounts;
  const english = markers.en ?? 0;
  // Arabic in Latin letters, with or without English in it.
  const arabizi = arabiziMarkers(sample);
  if (arabizi >= MARKERS_DECIDE && arabizi * 2 >= english && arabizi > 2 * (markerBest && markerBest[0] !== 'en' ? markerBest[1] : 0)) {
    return { locale: 'ar', candidates: ['ar'], sure: true };
  }
  // The same for a Latin-script language mixed with English ("el landlord me quiere cobrar un
  // security deposit, is that even legal?"): its own function words decide, even when fewer.
  // Three of them at least: two can be a place ("El Paso", "Los Angeles") or a quoted phrase.
  const [ownBest, ownNext] = markerCounts.filter(([locale]) => locale !== 'en');
  if (ownBest && ownBest[1] >= MIXED_MARKERS && ownBest[1] * 2 >= english && ownBest[1] > 2 * (ownNext?.[1] ?? 0)) {
    return { locale: ownBest[0], candidates: [ownBest[0]], sure: true };
  }
  const decidedByMarkers =
    markerBest && markerBest[1] >= MARKERS_DECIDE && markerBest[1] > 2 * (markerNext?.[1] ?? 0) ? markerBest[0] : undefined;
  if (decidedByMarkers) return { locale: decidedByMarkers, candidates: [decidedByMarkers], sure: true };
  const mostMarkers = markerBest?.[1] ?? 0;
  // A few words without a function word of any language ("medicaid", "avoka gratis", "open a bank
  // account", "seguro médico"): the detectors can only guess from letters, and often guess a
  // neighbour (Portuguese for Spanish, Haitian Creole for English). The language the visitor reads
  // the site in is the better witness, unless tinyld is sure of another language.
  const tiny = detectAll(sample, { only: TINYLD_ONLY }).map((result) => [guideLocaleFor(result.lang), result.accuracy] as const);
  const [tinyBest] = tiny;
  const tinySure = tinyBest !== undefined && tinyBest[1] >= TINYLD_SURE;
  // tinyld has no Haitian Creole: there, franc's clear lead speaks when tinyld is unsure.
  const francLeadsHaitian = francBest?.[0] === 'ht' && (francNext?.[1] ?? 0) < HAITIAN_MARGIN;
  const sureOfOther = tinyBest?.[0] !== fallback && (tinySure || (francLeadsHaitian && fallback !== 'ht'));
  if (shortInInterface && mostMarkers === 0 && arabizi === 0 && wordCount(sample) <= SHORT_QUESTION_WORDS && !sureOfOther) {
    return { locale: fallback, candidates: [fallback], sure: false };
  }
  if (francLeadsHaitian && (markers.ht ?? 0) >= mostMarkers) {
    return { locale: 'ht', candidates: ['ht'], sure: true };
  }

  if (tinyBest && tinySure && (markers[tinyBest[0]] ?? 0) >= mostMarkers) {
    return { locale: tinyBest[0], candidates: [tinyBest[0]], sure: true };
  }

  // Neither is sure: too few words for tinyld (say "ITIN") means the interface language decides;
  // otherwise both detectors vote, and the interface language wins among near-equals.
  if (!tinyBest) return { locale: fallback, candidates: [fallback], sure: false };
  const votes = new Map<GuideLocale, number>();
  for (const [locale, accuracy] of tiny) votes.set(locale, (votes.get(locale) ?? 0) + accuracy / tinyBest[1]);
  for (const [locale, score] of franc) votes.set(locale, (votes.get(locale) ?? 0) + score);
  for (const [locale, count] of markerCounts) votes.set(locale, (votes.get(locale) ?? 0) + count / mostMarkers);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const top = ranked[0]?.[1] ?? 0;
  const candidates = ranked.filter(([, score]) => score >= top * NEAR_EQUAL).map(([locale]) => locale);
  if (candidates.includes(fallback)) return { locale: fallback, candidates: [fallback, ...candidates.filter((l) => l !== fallback)], sure: false };
  return { locale: candidates[0] ?? fallback, candidates, sure: false };
}
