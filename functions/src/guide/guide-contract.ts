/**
 * The guide's constants, free of any library so that the web can import them without weight:
 * the languages, the categories, and the official domains a source or a link may use.
 */

/**
 * The site's languages, the one list that the interface, the guide, the prerenderer and the chat
 * derive theirs from (adding one: docs/adding-a-language.md). `name` is what the language menu
 * shows, `englishName` what the model is told to answer in; `script` is the writing system
 * (ISO 15924) the answerer reads it by.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', englishName: 'English', dir: 'ltr', script: 'Latn' },
  { code: 'es', name: 'Español', englishName: 'Spanish', dir: 'ltr', script: 'Latn' },
  { code: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl', script: 'Arab' },
  { code: 'zh', name: '中文', englishName: 'Simplified Chinese', dir: 'ltr', script: 'Hans' },
  { code: 'ht', name: 'Kreyòl ayisyen', englishName: 'Haitian Creole', dir: 'ltr', script: 'Latn' },
  { code: 'pt', name: 'Português', englishName: 'Portuguese', dir: 'ltr', script: 'Latn' },
] as const satisfies readonly { code: string; name: string; englishName: string; dir: 'ltr' | 'rtl'; script: string }[];

export type GuideLanguage = (typeof LANGUAGES)[number];
export type GuideLocale = GuideLanguage['code'];

/** The language codes, in the list's order. */
export const GUIDE_LOCALES: readonly GuideLocale[] = LANGUAGES.map((language) => language.code);

/** Needs a newcomer has, in the order the guide page shows them. */
export const GUIDE_CATEGORIES = ['safety-rights', 'documents-status', 'money-work', 'health', 'housing', 'family-school', 'daily-life'] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/**
 * Official sites that are not under .gov or .mil. Each is run by, or named by, the agency
 * responsible: the 988 Lifeline (HHS/SAMHSA), the National Domestic Violence and Human
 * Trafficking hotlines (HHS grantees), the one credit-report site the FTC names, LSC's and
 * the Labor Department's finders, the 211 network, USA Learns (Dept. of Education funded), and
 * the FCC's Lifeline program administrator (USAC).
 */
export const OFFICIAL_SITES = [
  '988lifeline.org',
  'thehotline.org',
  'humantraffickinghotline.org',
  'annualcreditreport.com',
  'lawhelp.org',
  'careeronestop.org',
  '211.org',
  'usalearns.org',
  'immigrationadvocates.org',
  'lifelinesupport.org',
] as const;

/** True for https URLs on .gov, .mil or one of the named official sites (or their subdomains). */
export function isOfficialUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  if (host.endsWith('.gov') || host.endsWith('.mil')) return true;
  return OFFICIAL_SITES.some((site) => host === site || host.endsWith(`.${site}`));
}

export function isGuideLocale(value: string | null | undefined): value is GuideLocale {
  return (GUIDE_LOCALES as readonly string[]).includes(value ?? '');
}

/** The language with this code; English for a code the site does not have. */
export function guideLanguage(code: string | undefined): GuideLanguage {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
}

export function guideLocaleFor(locale: string | undefined): GuideLocale {
  const language = (locale ?? 'en').toLowerCase().split('-')[0];
  return isGuideLocale(language) ? language : 'en';
}
