/**
 * Identifiers a visitor may type into the chat, recognised and replaced before the text goes
 * anywhere (the guide search, the model): email addresses, USCIS receipt numbers, A-numbers,
 * Social Security numbers and ITINs, phone numbers, passport and card numbers, and any other
 * long run of digits. The patterns work on digits and letters, so they hold in every language;
 * Arabic-Indic and full-width digits are read as digits first.
 */

import { asciiDigits } from '../guide/text-analysis.js';
import type { PersonalDataKind } from './chat-contract.js';

const PLACEHOLDER: Record<PersonalDataKind, string> = {
  email: '[email removed]',
  case_number: '[case number removed]',
  id_number: '[ID number removed]',
  phone: '[phone number removed]',
};

const NOT_ALNUM_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_ALNUM_AFTER = '(?![\\p{L}\\p{N}])';
const pattern = (body: string) => new RegExp(`${NOT_ALNUM_BEFORE}(?:${body})${NOT_ALNUM_AFTER}`, 'giu');

// Order matters: the most specific shapes first, then whatever long number is left.
const RULES: ReadonlyArray<readonly [PersonalDataKind, RegExp]> = [
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu],
  // USCIS receipt numbers: three letters for the office, then ten digits (EAC2190012345).
  ['case_number', pattern('(?:EAC|WAC|LIN|SRC|NBC|MSC|IOE|YSC|NSC|TSC|ZLA|ZNY|ZSF)[\\s-]?\\d{10}')],
  // A-numbers: A followed by 7 to 9 digits, spaced or not (A123456789, A-123 456 789).
  ['id_number', pattern('A[\\s#:.-]*\\d(?:[\\s.-]?\\d){6,8}')],
  // Passport, green card and other document numbers: one to three letters, then 6 to 12 digits.
  ['id_number', pattern('\\p{L}{1,3}[\\s-]?\\d{6,12}')],
  // SSN and ITIN shape: 3-2-4 digits.
  ['id_number', pattern('\\d{3}[\\s.-]?\\d{2}[\\s.-]?\\d{4}')],
  // Phone numbers: international with +, or North American 3-3-4 with optional 1 and brackets.
  ['phone', /\+\d[\d\s().-]{6,}\d/gu],
  ['phone', pattern('(?:1[\\s.-]?)?\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}')],
  // Anything else with 7 or more digits in a row (separated by single spaces, dots or hyphens).
  ['id_number', pattern('\\d(?:[\\s.-]?\\d){6,}')],
];

// Form names (I-765, N-400) and short numbers (911, 988, 2-1-1) never match the rules above.
const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./](?:\d{4}|\d{2}))$/;

export interface MaskedText {
  text: string;
  /** What was removed, once per kind. */
  kinds: PersonalDataKind[];
}

export function maskPersonalData(input: string): MaskedText {
  let text = asciiDigits(input);
  const kinds = new Set<PersonalDataKind>();
  for (const [kind, rule] of RULES) {
    text = text.replace(rule, (found) => {
      // A date is not an identifier (the visitor's arrival date helps the answer).
      if (DATE.test(found.trim())) return found;
      kinds.add(kind);
      return PLACEHOLDER[kind];
    });
  }
  return { text: kinds.size > 0 ? text : input, kinds: [...kinds] };
}
