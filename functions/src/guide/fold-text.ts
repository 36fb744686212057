/**
 * How text is folded before two pieces of it are compared, free of any library so that the web's
 * guide search and the functions' answerer fold alike: what a visitor types in the search box
 * meets the guide's text exactly as the chat would read it.
 */

const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const NON_ASCII_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g;

/** Arabic-Indic, Persian and full-width digits as ASCII digits (each ends in its value's low 4 bits). */
export function asciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * Arabic without diacritics or tatweel, one form of alef, yaa and taa marbuta, and Western digits.
 * The lone hamza is dropped, letters of Persian keyboards (ی, ک) are read as the Arabic ones, and
 * the Iraqi and Gulf spoken "g" written گ as the ق it stands for ("يگدر" is "يقدر").
 */
export function normalizeArabic(text: string): string {
  return asciiDigits(text)
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[ىی]/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/گ/g, 'ق')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    // A final hamza is mostly left out in everyday writing ("الخضرا" for "الخضراء").
    .replace(/ء/g, '');
}

/**
 * Lower case, accents folded ("número" → "numero", "kat vèt" → "kat vet"), Arabic normalised
 * (normalizeArabic), full-width forms and digits made plain. Chinese characters are left as
 * they are: the answerer's normalizeText also makes traditional ones simplified, with
 * dictionaries too large for the web page.
 */
export function foldText(text: string): string {
  return normalizeArabic(text.normalize('NFKC'))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
