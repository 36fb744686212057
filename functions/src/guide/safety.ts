import type { GuideLocale } from './guide-contract.js';
import ar from './safety-lexicon/ar.json' with { type: 'json' };
import en from './safety-lexicon/en.json' with { type: 'json' };
import es from './safety-lexicon/es.json' with { type: 'json' };
import ht from './safety-lexicon/ht.json' with { type: 'json' };
import pt from './safety-lexicon/pt.json' with { type: 'json' };
import zh from './safety-lexicon/zh.json' with { type: 'json' };
import { compileSpotter, normalizeText } from './text-analysis.js';

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

/**
 * The kinds of words the safety rules combine. Each language's file lists its own words for each
 * kind; a rule asks for one word of every kind it names, close together, in any language.
 */
export const SAFETY_CONCEPTS = [
  'partner', 'harm', 'control', 'employer', 'papers', 'withhold', 'trapped', 'debt', 'unpaid', 'forced', 'sexwork',
  'landlord', 'putout', 'lockout', 'cutoff', 'court', 'home', 'wish', 'death', 'fear', 'noreason', 'living', 'urgent', 'acute',
  'means', 'resolve', 'benign', 'relative', 'ingest', 'toxic', 'chestpain', 'cardiac', 'fire', 'inside',
  'farewell', 'gone', 'gasleak', 'dizzy', 'collapse', 'unresponsive', 'swelling', 'child', 'missing',
  'homeless', 'tonight', 'lockedin', 'nopolice', 'headblow', 'disoriented',
] as const;
export type SafetyConcept = (typeof SAFETY_CONCEPTS)[number];

/** Kinds of words that must all occur within `window` characters. */
export interface SafetyRule {
  all: readonly SafetyConcept[];
  window: number;
}

/**
 * People describe these situations in more ways than a list of phrases holds: "my husband, when
 * he drinks, he hits" has no fixed phrase, but a partner and a blow a few words apart say enough.
 * A wish and a death close together say a crisis. In a long letter the person is named once and
 * then called "he": the windows of the rules that ask for a person are wider than one short
 * question needs, and a few kinds of words say enough from farther apart (a door locked from
 * outside and a boss, nowhere to sleep and tonight).
 */
export const SAFETY_RULES: Record<SafetyCategory, readonly SafetyRule[]> = {
  suicide: [
    { all: ['wish', 'death'], window: 35 },
    { all: ['noreason', 'living'], window: 30 },
    // A way to die and a sign it has been decided: "tengo la soga lista", "separei os remedio, hj acaba".
    { all: ['means', 'resolve'], window: 60 },
    // Affairs put in order, said of a time after oneself: "ya regalé mis cosas y escribí unas
    // cartas", "so I won't be a problem for anyone", even inside a question about a phone contract.
    { all: ['farewell', 'gone'], window: 160 },
    // A goodbye and then silence: "he sent 'thank you for everything' and does not answer his phone".
    { all: ['farewell', 'unresponsive'], window: 160 },
  ],
  emergency: [
    { all: ['urgent', 'acute'], window: 50 },
    // Something poisonous swallowed: "se tomó el cloro", "吃了洗碗机的清洁剂".
    { all: ['ingest', 'toxic'], window: 80 },
    // A heart attack as people describe it: chest pain with a numb arm, a cold sweat, no breath.
    { all: ['chestpain', 'cardiac'], window: 100 },
    // A fire with people still in it: "the kitchen caught fire and my kids are in the room".
    { all: ['fire', 'inside'], window: 70 },
    // Gas or carbon monoxide with people sickening: "gas smell in the kitchen, my son is dizzy".
    { all: ['gasleak', 'dizzy'], window: 140 },
    // Someone who fell and does not respond: "زوجي وقع بالمطبخ فجأه وما يرد علي".
    { all: ['collapse', 'unresponsive'], window: 80 },
    // A swelling face or throat with trouble breathing or speaking: an allergic reaction.
    { all: ['swelling', 'acute'], window: 80 },
    // A blow to the head, then vomiting or confusion: "bateu a cabeça … agora tá vomitando e confuso".
    { all: ['headblow', 'disoriented'], window: 150 },
    // A child who did not come home: "我女儿放学到现在三个多钟了还没回家".
    { all: ['child', 'missing'], window: 120 },
  ],
  domestic_violence: [
    { all: ['partner', 'harm'], window: 100 },
    { all: ['partner', 'control'], window: 60 },
    { all: ['partner', 'papers', 'withhold'], window: 35 },
    // Violence at home is not only a partner's: a grown son who pushes his old mother, in-laws.
    { all: ['relative', 'harm'], window: 80 },
    // A blow and papers kept: "he shoves her into the wall, and he keeps her passport".
    { all: ['harm', 'papers', 'withhold'], window: 100 },
    // A blow, and the police out of reach: "he chokes me … I can't call the police, I'm undocumented".
    { all: ['nopolice', 'harm'], window: 250 },
  ],
  trafficking: [
    { all: ['employer', 'trapped'], window: 80 },
    { all: ['employer', 'papers', 'withhold'], window: 60 },
    { all: ['papers', 'withhold', 'debt'], window: 100 },
    // Papers taken and a way out shut: "le quitó los papeles y no la deja llamar a nadie".
    { all: ['papers', 'withhold', 'trapped'], window: 60 },
    // Papers kept and no pay: "18 ساعة بلا اجر واوراقي مو معي".
    { all: ['papers', 'withhold', 'unpaid'], window: 45 },
    { all: ['debt', 'trapped'], window: 80 },
    { all: ['debt', 'unpaid'], window: 80 },
    { all: ['unpaid', 'trapped'], window: 80 },
    { all: ['forced', 'sexwork'], window: 60 },
    { all: ['forced', 'unpaid'], window: 40 },
    { all: ['debt', 'sexwork'], window: 80 },
    { all: ['employer', 'debt'], window: 50 },
    // Workers locked in from outside at night: "the supervisor locks the gate of the trailer where we sleep".
    { all: ['employer', 'lockedin'], window: 250 },
  ],
  eviction: [
    { all: ['landlord', 'putout'], window: 60 },
    { all: ['landlord', 'lockout'], window: 60 },
    { all: ['landlord', 'cutoff'], window: 60 },
    { all: ['court', 'putout', 'home'], window: 80 },
    { all: ['lockout', 'home'], window: 40 },
    // Nowhere to sleep tonight, or after being put out: "hoy mismo tenemos que sacar nuestras cosas … no tenemos a dónde ir".
    { all: ['homeless', 'tonight'], window: 150 },
    { all: ['homeless', 'putout'], window: 200 },
    { all: ['homeless', 'lockout'], window: 200 },
    // Things put out and the lock changed: "my stuff was in bags on the sidewalk and the lock is different".
    { all: ['lockout', 'putout'], window: 150 },
  ],
};

/**
 * Words that take a category's alarm back where they stand: "I don't want to die if they deport
 * me" fears a death (an asylum question); it does not wish one. They are blanked out before that
 * category's phrases and rules are looked for, so "no quiero morir" is not "quiero morir".
 */
const SAFETY_VETO: Partial<Record<SafetyCategory, SafetyConcept>> = { suicide: 'fear' };

/** One language's file: what to do now per situation, the phrases people use for it, and the words the rules combine. */
interface LanguageLexicon {
  urgent: Record<SafetyCategory, string>;
  terms: Record<SafetyCategory, string[]>;
  concepts: Record<SafetyConcept, string[]>;
}

/** One file per language (safety-lexicon/<language>.json), so each is written and reviewed on its own. */
const data: Readonly<Record<GuideLocale, LanguageLexicon>> = { en, es, ar, zh, ht, pt };

/** Where a term of a list occurs in the normalised question, and which term it is. */
type Spot = readonly [start: number, end: number, entry: string];

/** Per category, one spotter of every language's terms, so a mixed question still counts. */
const TERM_SPOTTERS = Object.fromEntries(
  SAFETY_CATEGORIES.map((category) => [category, compileSpotter(Object.values(data).flatMap((language) => language.terms[category]))]),
) as Record<SafetyCategory, (text: string) => Spot[]>;

/** Per kind of word, a spotter of every language's words of that kind. */
const CONCEPT_SPOTTERS = Object.fromEntries(
  SAFETY_CONCEPTS.map((concept) => [concept, compileSpotter(Object.values(data).flatMap((language) => language.concepts[concept]))]),
) as Record<SafetyConcept, (text: string) => Spot[]>;

/** The lexicon files that hold each entry of a list ("safety-lexicon/es.json"), for the explanation. */
function filesOf(list: (language: LanguageLexicon) => readonly string[]): ReadonlyMap<string, string[]> {
  const files = new Map<string, string[]>();
  for (const [locale, language] of Object.entries(data)) {
    for (const entry of list(language)) files.set(entry, [...(files.get(entry) ?? []), `safety-lexicon/${locale}.json`]);
  }
  return files;
}

const TERM_FILES = Object.fromEntries(SAFETY_CATEGORIES.map((category) => [category, filesOf((language) => language.terms[category])])) as Record<SafetyCategory, ReadonlyMap<string, string[]>>;
const CONCEPT_FILES = Object.fromEntries(SAFETY_CONCEPTS.map((concept) => [concept, filesOf((language) => language.concepts[concept])])) as Record<SafetyConcept, ReadonlyMap<string, string[]>>;

/** One match of every kind a rule names that all fit in its window, or null when there is none. */
function pickWithin(groups: ReadonlyArray<readonly Spot[]>, window: number, picked: Spot[] = []): Spot[] | null {
  if (picked.length === groups.length) {
    return Math.max(...picked.map(([, end]) => end)) - Math.min(...picked.map(([start]) => start)) <= window ? picked : null;
  }
  for (const spot of groups[picked.length] ?? []) {
    const found = pickWithin(groups, window, [...picked, spot]);
    if (found) return found;
  }
  return null;
}

/** The text with the given spans replaced by spaces (same length, so other spans stay put). */
function blank(text: string, spans: readonly Spot[]): string {
  let out = text;
  for (const [start, end] of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** The words a rule combined, when it holds in the normalised question; null when it does not. */
function ruleWords(rule: SafetyRule, text: string, found: Map<SafetyConcept, Spot[]>): Spot[] | null {
  const spots = (concept: SafetyConcept) => {
    if (!found.has(concept)) found.set(concept, CONCEPT_SPOTTERS[concept](text));
    return found.get(concept) ?? [];
  };
  const groups = rule.all.map(spots);
  return groups.every((group) => group.length > 0) ? pickWithin(groups, rule.window) : null;
}

/** A rule as a maintainer reads it: "trafficking: employer + trapped within 80". */
export function safetyRuleName(category: SafetyCategory, rule: SafetyRule): string {
  return `${category}: ${rule.all.join(' + ')} within ${rule.window}`;
}

/** One lexicon entry that took part in the safety reading of a question. */
export interface SafetyMatch {
  /**
   * What the entry did: `term`, a category's phrase, raised that category; `rule`, a kind of word,
   * was one of the words a rule combined; `benign`, an ordinary thing named with an alarm's word, was
   * blanked out for every category; `veto`, a feared death, was blanked out for that category.
   */
  role: 'term' | 'rule' | 'benign' | 'veto';
  category: SafetyCategory | null;
  /** The list the entry is in, as the lexicon files name it: "terms.trafficking", "concepts.employer". */
  list: string;
  /** The entry as the lexicon spells it. */
  entry: string;
  /** The lexicon files that hold the entry ("safety-lexicon/es.json"). */
  files: string[];
  /** The words of the question it matched, normalised (lower case, no accents). */
  said: string;
  /** For `rule`: the rule (safetyRuleName). */
  rule?: string;
}

export interface SafetyReading {
  /** The safety situations the question mentions, most urgent first (what detectSafety returns). */
  categories: SafetyCategory[];
  /** Every entry behind the reading: the terms and rules that fired, and what was blanked out first. */
  matches: SafetyMatch[];
}

/**
 * The safety reading of a question and why: which phrases, which rules (with the words they
 * combined) and which ordinary things blanked out made it, each with its lexicon entry and file.
 * `npm run why` prints it; a maintainer fixing a false alarm starts there.
 */
export function explainSafety(question: string): SafetyReading {
  const said = normalizeText(question).replace(/[’`´]/g, "'");
  const at = (text: string, [start, end]: Spot) => text.slice(start, end);
  const conceptMatch = (role: SafetyMatch['role'], category: SafetyCategory | null, concept: SafetyConcept, spot: Spot, text: string, rule?: string): SafetyMatch => ({
    role,
    category,
    list: `concepts.${concept}`,
    entry: spot[2],
    files: CONCEPT_FILES[concept].get(spot[2]) ?? [],
    said: at(text, spot),
    ...(rule ? { rule } : {}),
  });
  // Ordinary things named with an alarm's word ("smoke alarm", a computer "中毒" with a virus)
  // are blanked out first, for every category: they raise no alarm, and count as no kind of word.
  const benign = CONCEPT_SPOTTERS.benign(said);
  const text = blank(said, benign);
  const matches = benign.map((spot) => conceptMatch('benign', null, 'benign', spot, said));
  const found = new Map<SafetyConcept, Spot[]>();
  const categories = SAFETY_CATEGORIES.filter((category) => {
    const veto = SAFETY_VETO[category];
    const vetoed = veto ? CONCEPT_SPOTTERS[veto](text) : [];
    if (veto) matches.push(...vetoed.map((spot) => conceptMatch('veto', category, veto, spot, text)));
    const own = blank(text, vetoed);
    const ownFound = vetoed.length === 0 ? found : new Map<SafetyConcept, Spot[]>();
    const terms = TERM_SPOTTERS[category](own);
    for (const spot of terms) {
      matches.push({ role: 'term', category, list: `terms.${category}`, entry: spot[2], files: TERM_FILES[category].get(spot[2]) ?? [], said: at(own, spot) });
    }
    let held = false;
    for (const rule of SAFETY_RULES[category]) {
      const words = ruleWords(rule, own, ownFound);
      if (!words) continue;
      held = true;
      const name = safetyRuleName(category, rule);
      matches.push(...words.map((spot, i) => conceptMatch('rule', category, rule.all[i] ?? 'benign', spot, own, name)));
    }
    return terms.length > 0 || held;
  });
  return { categories, matches };
}

/** The safety situations a question mentions, most urgent first (empty when none). */
export function detectSafety(question: string): SafetyCategory[] {
  return explainSafety(question).categories;
}

/**
 * Every word of each kind the rules combine that a question holds, after ordinary things are
 * blanked out, whether or not a rule combined it: for a crisis the rules missed, which kind of
 * word was missing, or too far from the others.
 */
export function safetyWords(question: string): Partial<Record<SafetyConcept, string[]>> {
  const said = normalizeText(question).replace(/[’`´]/g, "'");
  const text = blank(said, CONCEPT_SPOTTERS.benign(said));
  const words: Partial<Record<SafetyConcept, string[]>> = {};
  for (const concept of SAFETY_CONCEPTS) {
    if (concept === 'benign') continue;
    const spots = CONCEPT_SPOTTERS[concept](text);
    // Several entries (a Spanish and a Portuguese "rápido") can match the same words: each once.
    if (spots.length > 0) words[concept] = [...new Set(spots.map(([start, end]) => text.slice(start, end)))];
  }
  return words;
}

/** What to do now, in one or two sentences, in the visitor's language. */
export function urgentLine(category: SafetyCategory, locale: GuideLocale): string {
  return data[locale].urgent[category];
}

export const safetyLexicon = data;
