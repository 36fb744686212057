/**
 * Identifiers a visitor may type into the chat, found and replaced before the text goes anywhere
 * (the guide's safety reading and search, the model, any log), in every language: email
 * addresses, web addresses (official ones stay), IP addresses, USCIS receipt and other case,
 * confirmation and account numbers (letters and digits mixed), A-numbers, SSNs and ITINs, passport
 * and card numbers, phone numbers (toll-free hotlines stay), street addresses with their ZIP code
 * and P.O. boxes, names the writer introduces ("my name is", "me llamo", "mwen rele", "اسمي",
 * "我叫") or signs with, and any other long run of digits. Dates, amounts of money, form names
 * (I-765), short numbers (911, 988, 2-1-1) and a ZIP code on its own stay: they carry the question.
 *
 * Text is read as a person reads it first: full-width letters and signs (＠, １２３), Arabic-Indic
 * digits and invisible characters (zero-width spaces) are read as the plain character or nothing,
 * so an SSN split by zero-width spaces is still an SSN; everything the visitor typed outside an
 * identifier is kept as typed.
 * The words these rules read by (cues, street types, closings, words that are never names) live in
 * personal-data-lexicon.json, one list for all languages. `findPersonalData` says which rule found
 * what, for a maintainer chasing a miss or a false alarm.
 *
 * Libraries: web addresses are found by linkify-it (markdown-it's link finder: Unicode, country
 * domains, trailing punctuation) and IPv6 addresses by ip-regex. No named-entity recogniser was
 * used for names and addresses: the ones on npm that run offline either cover English alone
 * (compromise, which also reads "César Chávez" as a person, and famous names must stay) or are
 * regular-expression sets for one country's formats (@cdssnc/sanitize-pii, Canada's; openredaction,
 * which masked "Biden" and tagged "my name is" as an Xbox gamer tag); multilingual NER models
 * (transformers.js with an XLM-R model) need hundreds of megabytes of weights downloaded at run
 * time, which a function's cold start and this offline build cannot carry. Names and addresses are
 * therefore read from the cues people use to give them, which is what a newcomer's message has.
 */

import ipRegex from 'ip-regex';
import { LinkifyIt } from 'linkify-it';
import { asciiDigits } from '../guide/fold-text.js';
import { isOfficialUrl } from '../guide/guide-contract.js';
import type { PersonalDataKind } from './chat-contract.js';
import lexicon from './personal-data-lexicon.json' with { type: 'json' };

/**
 * What stands in an identifier's place. No letters or digits: the guide's language detection,
 * search, classifier and safety words read those, and word placeholders changed answers ("[address
 * removed]" read as a change of address, "removed" as removal proceedings, English words tipped a
 * Spanish question to English). A picture still tells the model what kind of thing was there.
 */
export const PLACEHOLDER: Readonly<Record<PersonalDataKind, string>> = {
  name: '[👤]',
  address: '[🏠]',
  email: '[📧]',
  phone: '[📞]',
  id_number: '[🪪]',
  case_number: '[📄]',
  account_number: '[🏦]',
  url: '[🔗]',
  ip_address: '[🖥️]',
};

/** One identifier found, on the text as the visitor typed it. */
export interface PersonalDataFinding {
  start: number;
  end: number;
  kind: PersonalDataKind;
  /** The rule that found it. */
  rule: string;
}

export interface MaskedText {
  text: string;
  /** What was removed, once per kind. */
  kinds: PersonalDataKind[];
}

// ---------------------------------------------------------------------------------------------
// Reading the text as a person reads it, with a way back to what was typed.

const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

interface Reading {
  text: string;
  /** For each unit of `text`: where the character it came from starts and ends in the input. */
  from: number[];
  to: number[];
}

function read(input: string): Reading {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of input) {
    const next = at + char.length;
    if (!INVISIBLE.test(char)) {
      const plain = asciiDigits(char.normalize('NFKC')).replace('٫', '.');
      for (let i = 0; i < plain.length; i += 1) {
        from.push(at);
        to.push(next);
      }
      text += plain;
    }
    at = next;
  }
  return { text, from, to };
}

// ---------------------------------------------------------------------------------------------
// Building blocks.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase of the lexicon as a pattern: any run of spaces between words, either apostrophe. */
const phrase = (text: string) => escape(text).replace(/ +/g, '\\s+').replace(/'/g, "['’]");
/** Alternatives longest first, so that "my name is" wins over "name is". */
const anyOf = (phrases: readonly string[]) => [...new Set(phrases)].sort((a, b) => b.length - a.length).map(phrase).join('|');

const LATIN = '\\p{Script=Latin}';
/** A number starts here: no letter or digit before it, nor a letter or digit and a joiner ("PSE-4477"). */
const NUMBER_START = `(?<![${LATIN}\\p{N}_])(?<![${LATIN}\\p{N}][-./_])`;
const NUMBER_END = `(?![${LATIN}\\p{N}_])(?![-./_][${LATIN}\\p{N}])`;
const numeric = (body: string, flags = 'gu') => new RegExp(`${NUMBER_START}(?:${body})${NUMBER_END}`, flags);
/** Words of the lexicon (lower case) as whole words in Latin script; in other scripts, anywhere. */
const words = (list: readonly string[]) => new RegExp(`(?<![${LATIN}])(?:${anyOf(list)})(?![${LATIN}])`, 'u');

/**
 * The text in lower case, one unit for one unit, so that its positions are the text's. Patterns
 * that ignore case run on it: the `i` flag with Unicode letter classes made compiling the patterns
 * cost a second of a function's cold start.
 */
const lowerCase = (text: string) =>
  text.replace(/\p{Lu}/gu, (letter) => {
    const lower = letter.toLowerCase();
    return lower.length === letter.length ? lower : letter;
  });

/** Words that are never part of a name or a street's name. */
const EVERYDAY = new Set(lexicon.names.notNames.map((word) => word.toLowerCase()));
// Street types end a name too: "Flatbush Avenue" is a street.
const NOT_NAMES = new Set([...EVERYDAY, ...lexicon.addresses.streetTypes.filter((type) => type.length > 3)]);
const PARTICLES = new Set(lexicon.names.particles);

// ---------------------------------------------------------------------------------------------
// Steps. Each finds spans on the working text, where what earlier steps took is blanked out.

const TAKEN = '\uE000';

interface Span {
  start: number;
  end: number;
  /** null: not an identifier, but kept away from the later steps (a date, a hotline, an official address). */
  kind: PersonalDataKind | null;
  rule: string;
}

/** The working text as typed (`work`) and in lower case (`lower`), at the same positions. */
interface Texts {
  work: string;
  lower: string;
}

type Step = (texts: Texts) => Iterable<Span>;

/** A kind, or null to keep the text, or undefined when the match is not what the rule looks for. */
type Decide = (found: RegExpExecArray, texts: Texts) => PersonalDataKind | null | undefined;

/** A pattern run on the text as typed, or (`onLowerCase`) on its lower case. */
function regexStep(rule: string, pattern: RegExp, decide: PersonalDataKind | null | Decide, onLowerCase = false): Step {
  return function* (texts) {
    for (const found of (onLowerCase ? texts.lower : texts.work).matchAll(pattern)) {
      const kind = typeof decide === 'function' ? decide(found, texts) : decide;
      if (kind !== undefined) yield { start: found.index, end: found.index + found[0].length, kind, rule };
    }
  };
}

/** The clause before a position, in lower case, where a cue says what a number is. */
function clauseBefore({ lower }: Texts, index: number): string {
  const before = lower.slice(Math.max(0, index - 48), index);
  return before.slice(before.search(/[^.!?。！？؟\n]*$/u));
}

const PHONE_CUES = words(lexicon.numbers.phone);
const ACCOUNT_CUES = words(lexicon.numbers.account);
const CASE_CUES = words(lexicon.numbers.case);

/** What a number is, from the words just before it; `fallback` when they do not say. */
function kindFromCue(texts: Texts, index: number, fallback: PersonalDataKind): PersonalDataKind {
  const clause = clauseBefore(texts, index);
  if (PHONE_CUES.test(clause)) return 'phone';
  if (ACCOUNT_CUES.test(clause)) return 'account_number';
  if (CASE_CUES.test(clause)) return 'case_number';
  return fallback;
}

// Emails: plain, with spaces around the signs ("maria . lopez @ gmail . com"), or spelt out
// ("maria at gmail dot com", "maria arroba gmail punto com").
// Latin letters only: "我的邮箱是wang@qq.com" must not take the Chinese before the address.
const LOCAL = '[\\p{Script=Latin}\\p{N}_%+-]+';
const COMMON_TLDS = new Set(['com', 'net', 'org', 'edu', 'gov', 'info', 'biz', 'io', 'co', 'us', 'ca', 'mx', 'br', 'ht', 'fr', 'es', 'pt', 'cn', 'uk', 'de', 'it', 'ar', 'co', 've', 'cu', 'do', 'hn', 'gt', 'sv', 'ni', 'sy', 'eg', 'ma', 'lb', 'jo', 'iq', 'af', 'ua', 'ru', 'in', 'hk', 'tw']);
// An address starts where a word starts ("a.b.c…" is tried once, not from every letter).
const EMAIL_SIGNS = new RegExp(`(?<![\\p{Script=Latin}\\p{N}._%+-])${LOCAL}(?:\\s*\\.\\s*${LOCAL})*\\s*@\\s*${LOCAL}(?:\\s*\\.\\s*${LOCAL})*\\s*\\.\\s*\\p{Script=Latin}{2,}(?![\\p{Script=Latin}\\p{N}])`, 'gu');
const SPELT_AT = '\\s*(?:\\(at\\)|\\[at\\]|\\s(?:at|arroba|aroba)\\s)\\s*';
const SPELT_DOT = '\\s*(?:\\(dot\\)|\\[dot\\]|\\s(?:dot|punto|ponto|pwen|point)\\s)\\s*';
const EMAIL_SPELT = new RegExp(`(?<![\\p{L}\\p{N}])${LOCAL}(?:${SPELT_DOT}${LOCAL})*${SPELT_AT}${LOCAL}(?:${SPELT_DOT}${LOCAL})*${SPELT_DOT}(?:${[...COMMON_TLDS].join('|')})(?![\\p{L}\\p{N}])`, 'gu');

const emailWithSigns = regexStep('email', EMAIL_SIGNS, (found) => {
  // With spaces, "meet @ home. ok" is not an address: the last part must be a real domain ending.
  if (!/\s/.test(found[0])) return 'email';
  return COMMON_TLDS.has(found[0].split('.').at(-1)!.trim().toLowerCase()) ? 'email' : undefined;
});
const emailSpelt = regexStep('email spelt out', EMAIL_SPELT, 'email', true);
const emailSigns: Step = (texts) => (texts.work.includes('@') ? emailWithSigns(texts) : []);

const links = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false });
/** Something like a host or a scheme: only then is linkify-it asked (its first call costs a quarter second). */
const LINK_LIKE = /[a-z0-9-]\.[a-z]{2}|:\/\//i;

/** Web addresses: an official one (a .gov site, the 988 Lifeline's) stays; any other is personal. */
function* webAddresses({ work }: Texts): Iterable<Span> {
  if (!LINK_LIKE.test(work)) return;
  for (const link of links.match(work) ?? []) {
    let host = '';
    try {
      host = new URL(link.url).hostname;
    } catch {
      continue;
    }
    const official = isOfficialUrl(`https://${host}/`);
    yield { start: link.index, end: link.lastIndex, kind: official ? null : 'url', rule: official ? 'official web address' : 'web address' };
  }
}

const IPV4 = numeric(ipRegex.v4().source);
const IPV6 = new RegExp(`(?<![\\p{L}\\p{N}:])(?:${ipRegex.v6().source})(?![\\p{L}\\p{N}:])`, 'gu');
// "a::b" and "765::" have the shape too; an address someone copies has several groups with digits.
const ipv6Address = regexStep('IPv6 address', IPV6, (found) => ((found[0].match(/[0-9a-f]*\d[0-9a-f]*/gi) ?? []).length >= 3 ? 'ip_address' : undefined));
/** Only text with two colons between hexadecimal digits meets the long IPv6 pattern (slow to compile). */
const ipv6: Step = (texts) => (/[0-9a-f]:[0-9a-f]*:/i.test(texts.work) ? ipv6Address(texts) : []);

// Numbers that carry the question.
const TOLL_FREE = numeric('(?:\\+?1[\\s.-]*)?\\(?8(?:00|88|77|66|55|44|33)\\)?[\\s.-]*\\d{3}[\\s.-]*\\d{4}');
const DATE = numeric('\\d{4}[-./]\\d{1,2}[-./]\\d{1,2}|\\d{1,2}[-./]\\d{1,2}[-./](?:\\d{4}|\\d{2})|\\d{1,2}\\s\\d{1,2}\\s(?:19|20)\\d{2}');
const AMOUNT_NUMBER = '\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const AMOUNT = new RegExp(
  `(?:${anyOf(lexicon.numbers.amountsBefore)})\\s?(?:${AMOUNT_NUMBER})|${NUMBER_START}(?:${AMOUNT_NUMBER})\\s?(?:${anyOf(lexicon.numbers.amountsAfter)})(?![${LATIN}])`,
  'gu',
);

// USCIS receipts and other case numbers: three letters, then ten digits (EAC2190012345, WAC-21-123-45678).
// A space may follow only a known office's letters: "SSN 1234567890" keeps its word.
const RECEIPT = numeric('(?:(?:EAC|WAC|LIN|SRC|NBC|MSC|IOE|YSC|NSC|TSC|ZLA|ZNY|ZSF)\\s|[A-Z]{3}-?|[a-z]{3}-?)\\d(?:[\\s-]?\\d){9}');
// A-numbers: A, then 7 to 9 digits, spaced or not, a zero sometimes typed as the letter O (A-O98 765 432).
const A_NUMBER = numeric('[Aa][\\s#:.-]*[0-9O](?:[\\s.-]?[0-9O]){6,8}');
// Passport, green card and other document numbers: one to three letters, then 6 to 12 digits.
// A space may follow a single letter only ("E 12345678"), so that "SSN 123456789" keeps its word.
const DOCUMENT = numeric('(?:[A-Z]\\s|[A-Z]{1,3}-?|[a-z]{1,2}-?)\\d{6,12}');
// SSN and ITIN shape: 3-2-4 digits, however they are joined (123/45/6789, 123_45_6789, 123 - 45 - 6789).
const JOIN = '(?:\\s*[-_./]\\s*|\\s+)?';
const SSN = numeric(`\\d{3}${JOIN}\\d{2}${JOIN}\\d{4}`);
// Phone numbers: international with +, or North American 3-3-4 with optional 1 and brackets.
const PHONE_INTERNATIONAL = numeric('\\+\\d{1,3}(?:[\\s().-]*\\d){6,14}');
const PHONE_NORTH_AMERICA = numeric('(?:1[\\s.-]?)?\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}');
// Anything else with 7 or more digits (separated by single spaces, dots, hyphens or slashes).
const LONG_NUMBER = numeric('\\d(?:(?:\\s?[-._/]\\s?|\\s)?\\d){6,}');
const YEARS = /^(?:(?:19|20)\d\d[\s,/-]*)+$/;
// Form names (I-765, DS-160, 1099-NEC) after a cue such as "confirmation" are still forms.
const FORM = numeric('[a-z]{1,3}-?\\d{1,4}[a-z]{0,2}|\\d{4}-?[a-z]{2,4}');

// Codes of letters and digits mixed: confirmation numbers (7XK2P9QL), bills (PSE-4477-2019-B).
const CODE = numeric('[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*');

function code(found: RegExpExecArray, texts: Texts): PersonalDataKind | undefined {
  const token = found[0].replace(/[-_]/g, '');
  const digits = token.replace(/\D/g, '').length;
  // Every word of the message comes here: most leave at once.
  if (digits < 2 || digits === token.length || token.length < 5) return undefined;
  const changes = token.split('').filter((char, i) => i > 0 && /\d/.test(char) !== /\d/.test(token[i - 1]!)).length;
  const cue = kindFromCue(texts, found.index, 'id_number');
  // After "account", "confirmation", "微信号": five characters with two digits are enough.
  if ((cue === 'account_number' || cue === 'case_number') && token.length >= 5 && digits >= 2) return cue;
  // Otherwise a code switches between letters and digits more than once ("1000mg" and "H1B" do not).
  if (token.length >= 6 && digits >= 3 && changes >= 2) return cue === 'id_number' ? 'case_number' : cue;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Street addresses and P.O. boxes, with the unit and the city, state and ZIP code after them.

const { addresses } = lexicon;
const ADDRESS_CUES = words(addresses.cues);
// These patterns run on the lower-case text; the street's capitals are read on the text as typed.
const HOUSE = '\\d{1,6}(?:-\\d{1,4})?[a-z]?';
const DIRECTION = '(?:[nsew]\\.?|[ns]\\.?\\s?[ew]\\.?|north|south|east|west|norte|sur)';
const STREET_WORD = "(?:\\d{1,4}(?:st|nd|rd|th)|\\p{L}[\\p{L}\\p{M}'’.-]*)";
const UNIT = `(?:\\s*[,،]?\\s*(?:${anyOf(addresses.units)})\\.?\\s*#?\\s*[a-z0-9-]{1,6}(?![\\p{L}\\p{N}]))?`;
const CITY_ZIP = `(?:[\\s,،]+(?:[\\p{L}][\\p{L}\\p{M}.'’-]*[\\s,،]+){0,4}?\\d{5}(?:-\\d{4})?(?!\\d))?`;
const STREET = new RegExp(
  `${NUMBER_START}${HOUSE}\\s+(?:(?:${DIRECTION}\\s+)?(?<name>(?:${STREET_WORD}\\s+){0,3})(?:${anyOf(addresses.streetTypes)})\\.?` +
    `|(?:(?:de\\s+la|del|da|do)\\s+)?(?:${anyOf(addresses.streetTypesFirst)})\\.?\\s+(?<after>${STREET_WORD}(?:\\s+${STREET_WORD}){0,2}))(?![\\p{L}\\p{N}])${UNIT}${CITY_ZIP}`,
  'dgu',
);
const PO_BOX = new RegExp(`(?<![\\p{L}])(?:${anyOf(addresses.poBoxes)})\\s*#?\\s*\\d{1,8}(?!\\d)${CITY_ZIP}`, 'gu');
const CHINESE_STREET = new RegExp(`\\p{Script=Han}{1,4}?(?:${anyOf(addresses.chineseStreets)})\\s*\\d{1,5}(?:-\\d{1,5})?\\s*号(?:\\s*\\d{1,3}\\s*[楼层])?(?:\\s*\\d{1,4}\\s*室)?`, 'gu');
const CHINESE_ADDRESS_CUE = /(?:我住在|我的地址是|地址是|地址[:：]|住址[:：]?)(?<clause>[^，。！？；\n]*\d[^，。！？；\n]*)/gu;

const isCapitalised = (word: string) => /^[\p{Lu}\p{N}]/u.test(word) || !/\p{Script=Latin}/u.test(word);

function street(found: RegExpExecArray, texts: Texts): PersonalDataKind | undefined {
  const [start, end] = found.indices?.groups?.name ?? found.indices?.groups?.after ?? [0, 0];
  const name = texts.work.slice(start, end).trim();
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length === 0) return found[0].includes('broadway') ? 'address' : undefined;
  if (parts.some((part) => EVERYDAY.has(part.toLowerCase()) && !PARTICLES.has(part.toLowerCase()))) return undefined;
  // "2 nights on the street" is not an address: a street's name is capitalised, a number (8th),
  // or the writer said it is where they live ("i live at 45 elm street").
  if (parts.every(isCapitalised)) return 'address';
  return ADDRESS_CUES.test(clauseBefore(texts, found.index)) ? 'address' : undefined;
}

// ---------------------------------------------------------------------------------------------
// Names: after an introduction, after a word that names someone, or as a signature.

const { names } = lexicon;
const HAN_NAME_ENDS = new Set(names.chineseNameEnds);
const COMPOUND_SURNAMES = ['欧阳', '司马', '诸葛', '上官'];
const INTRODUCTION = new RegExp(`(?<![${LATIN}\\p{Script=Arabic}])و?(?:${anyOf(names.introductions)})(?![${LATIN}])`, 'gu');
const NAMED = new RegExp(`(?<![${LATIN}])(?:${anyOf(names.capitalisedAfter)})(?![${LATIN}])`, 'gu');
const FULL_NAME = new RegExp(`(?<![${LATIN}])(?:${anyOf(names.fullNameAfter)})(?![${LATIN}])`, 'gu');
const CLOSING = new RegExp(`(?<![\\p{L}])(?:${anyOf(names.closings)})(?![\\p{L}])`, 'gu');
const PEOPLE = new Set(names.people.map((word) => word.toLowerCase()));
const WORD = /[^\S\n]*(\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*)/uy;

type NameRule = 'any case' | 'capitalised' | 'full name';

/** A Chinese name at `at`: a common surname and one or two more characters. */
function chineseNameAt(work: string, at: number): number | undefined {
  const surname = COMPOUND_SURNAMES.find((compound) => work.startsWith(compound, at)) ?? (names.chineseSurnames.includes(work[at] ?? '') ? work[at] : undefined);
  if (!surname) return undefined;
  let end = at + surname.length;
  while (end < at + surname.length + 2 && /\p{Script=Han}/u.test(work[end] ?? '') && !HAN_NAME_ENDS.has(work[end]!)) end += 1;
  return end > at + surname.length ? end : undefined;
}

/** Where a name that starts at `at` ends, or undefined when what follows is not a name. */
function nameAt(work: string, at: number, rule: NameRule): number | undefined {
  const start = at + (/^[^\S\n]*/u.exec(work.slice(at))?.[0].length ?? 0);
  if (/\p{Script=Han}/u.test(work[start] ?? '')) return rule === 'full name' ? undefined : chineseNameAt(work, start);
  let end: number | undefined;
  let count = 0;
  let lowerCase = false;
  let pos = start;
  while (count < 4) {
    WORD.lastIndex = pos;
    const found = WORD.exec(work);
    if (!found) break;
    const word = found[1]!;
    const lower = word.toLowerCase();
    const latin = /\p{Script=Latin}/u.test(word);
    if (count > 0 && PARTICLES.has(lower)) {
      // "de la Cruz", "da Silva": part of the name when a capitalised word follows.
      let next = WORD.exec(work);
      while (next && PARTICLES.has(next[1]!.toLowerCase())) next = WORD.exec(work);
      if (!next || !/^\p{Lu}/u.test(next[1]!)) break;
      pos = WORD.lastIndex;
      end = pos;
      count += 1;
      continue;
    }
    if (NOT_NAMES.has(lower)) break;
    if (latin) {
      const capitalised = /^\p{Lu}/u.test(word);
      // An acronym (USCIS, LIHEAP) is not a name.
      if (word.length > 1 && word === word.toUpperCase()) break;
      if (count === 0) lowerCase = !capitalised;
      if (!capitalised && (rule !== 'any case' || !lowerCase || count >= 3)) break;
      if (capitalised && lowerCase) break;
    } else if (/\p{Script=Arabic}/u.test(word)) {
      // "أحمد محمود وأنا": a word that begins with "and" ends the name, after its first word.
      if (rule === 'full name' || count >= 3 || (count > 0 && word.startsWith('و'))) break;
    } else break;
    pos = WORD.lastIndex;
    end = pos;
    count += 1;
  }
  if (rule === 'full name' && count < 2) return undefined;
  return end;
}

// Cues are found on the lower-case text; names are read, with their capitals, on the text as typed.
function* personNames({ work, lower }: Texts): Iterable<Span> {
  const found: Span[] = [];
  const add = (cueEnd: number, rule: NameRule, label: string) => {
    const end = nameAt(work, cueEnd, rule);
    if (end === undefined) return;
    const start = cueEnd + (/^[^\S\n]*/u.exec(work.slice(cueEnd))?.[0].length ?? 0);
    if (end > start) found.push({ start, end, kind: 'name', rule: label });
  };
  for (const cue of lower.matchAll(INTRODUCTION)) add(cue.index + cue[0].length, 'any case', `name after "${cue[0]}"`);
  for (const cue of lower.matchAll(NAMED)) {
    // "se llama", "rele", "اسمها" also name forms and programs: only a person ("mi esposo", "mwen") is named.
    const subject = /([\p{L}\p{M}]+)[^\S\n]*$/u.exec(lower.slice(Math.max(0, cue.index - 24), cue.index))?.[1];
    if (subject && PEOPLE.has(subject)) add(cue.index + cue[0].length, 'capitalised', `name after "${subject} ${cue[0]}"`);
  }
  for (const cue of lower.matchAll(FULL_NAME)) add(cue.index + cue[0].length, 'full name', `name after "${cue[0]}"`);
  // A name signed on the last line after a dash ("- Nadège Pierre-Louis"), unless that line ends a list.
  const dashed = /(?<=^|\n)([^\n]*)\n[^\S\n]*[-—–~][^\S\n]*(?=\S[^\n]*$)/u.exec(work);
  if (dashed && !/^\s*[-—–~•*]/u.test(dashed[1]!)) {
    const start = dashed.index + dashed[0].length;
    const end = nameAt(work, start, 'capitalised');
    if (end !== undefined && /^[\s.!。！]*$/u.test(work.slice(end))) found.push({ start, end, kind: 'name', rule: 'signature after a dash' });
  }
  for (const closing of lower.matchAll(CLOSING)) {
    // A signature: the closing, a line break, comma or dash, and nothing after the name.
    const after = closing.index + closing[0].length;
    const gap = /^[^\S\n]*[!.~！。]*[^\S\n]*(?:\n|[,،，—–-])\s*/u.exec(work.slice(after));
    if (!gap) continue;
    const start = after + gap[0].length;
    const end = nameAt(work, start, 'capitalised');
    if (end !== undefined && /^[\s.!。！]*$/u.test(work.slice(end))) found.push({ start, end, kind: 'name', rule: `signature after "${closing[0]}"` });
  }
  yield* found;
}

// ---------------------------------------------------------------------------------------------

const STEPS: ReadonlyArray<Step> = [
  emailSigns,
  emailSpelt,
  webAddresses,
  regexStep('IPv4 address', IPV4, 'ip_address'),
  ipv6,
  regexStep('toll-free number', TOLL_FREE, null),
  regexStep('date', DATE, null),
  regexStep('amount', AMOUNT, null, true),
  regexStep('form name', FORM, null, true),
  regexStep('receipt number', RECEIPT, 'case_number'),
  regexStep('A-number', A_NUMBER, (found) => ((found[0].match(/\d/g) ?? []).length >= 6 ? 'id_number' : undefined)),
  regexStep('document number', DOCUMENT, (found, texts) => kindFromCue(texts, found.index, 'id_number')),
  regexStep('SSN or ITIN', SSN, 'id_number'),
  regexStep('international phone number', PHONE_INTERNATIONAL, 'phone'),
  regexStep('phone number', PHONE_NORTH_AMERICA, 'phone'),
  regexStep('P.O. box', PO_BOX, 'address', true),
  regexStep('street address', STREET, street, true),
  function* chineseAddressAfterCue({ work }) {
    for (const found of work.matchAll(CHINESE_ADDRESS_CUE)) {
      const clause = found.groups!.clause!;
      if (/\d/.test(clause.replaceAll(TAKEN, ''))) yield { start: found.index + found[0].length - clause.length, end: found.index + found[0].length, kind: 'address', rule: 'address after a Chinese cue' };
    }
  },
  regexStep('Chinese street address', CHINESE_STREET, 'address'),
  regexStep('long number', LONG_NUMBER, (found, texts) => (YEARS.test(found[0]) ? undefined : kindFromCue(texts, found.index, 'id_number'))),
  regexStep('code of letters and digits', CODE, code),
  personNames,
];

/** Every identifier in the text, in order, with the rule that found it. */
export function findPersonalData(input: string): PersonalDataFinding[] {
  const reading = read(input);
  const texts: Texts = { work: reading.text, lower: lowerCase(reading.text) };
  const take = (text: string, span: Span) => text.slice(0, span.start) + TAKEN.repeat(span.end - span.start) + text.slice(span.end);
  const spans: Span[] = [];
  for (const step of STEPS) {
    for (const span of step(texts)) {
      // A later step never takes what an earlier one took or kept.
      if (span.end <= span.start || texts.work.slice(span.start, span.end).includes(TAKEN)) continue;
      spans.push(span);
      texts.work = take(texts.work, span);
      texts.lower = take(texts.lower, span);
    }
  }
  return spans
    .filter((span): span is Span & { kind: PersonalDataKind } => span.kind !== null)
    .sort((a, b) => a.start - b.start)
    .map((span) => ({ start: reading.from[span.start]!, end: reading.to[span.end - 1]!, kind: span.kind, rule: span.rule }));
}

export function maskPersonalData(input: string): MaskedText {
  const findings = findPersonalData(input);
  let text = '';
  let last = 0;
  for (const finding of findings) {
    text += input.slice(last, Math.max(last, finding.start)) + PLACEHOLDER[finding.kind];
    last = Math.max(last, finding.end);
  }
  text += input.slice(last);
  return { text, kinds: [...new Set(findings.map((finding) => finding.kind))] };
}
