/**
 * The guide's constants, free of any library so that the web can import them without weight:
 * the languages, the categories, and the official domains a source or a link may use.
 */

export const GUIDE_LOCALES = ['en', 'es', 'ar', 'zh', 'ht', 'pt'] as const;
export type GuideLocale = (typeof GUIDE_LOCALES)[number];

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

export function isGuideLocale(value: string | undefined): value is GuideLocale {
  return (GUIDE_LOCALES as readonly string[]).includes(value ?? '');
}

export function guideLocaleFor(locale: string | undefined): GuideLocale {
  const language = (locale ?? 'en').toLowerCase().split('-')[0];
  return isGuideLocale(language) ? language : 'en';
}
