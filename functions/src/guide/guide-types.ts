/** Languages whose guide text is written; other interface languages read the English entry. */
export const GUIDE_LOCALES = ['en', 'es'] as const;
export type GuideLocale = (typeof GUIDE_LOCALES)[number];

export interface GuideSource {
  title: string;
  url: string;
}

export interface GuideText {
  title: string;
  summary: string;
  steps: string[];
  keywords: string[];
}

export interface GuideEntry {
  id: string;
  /** The day the official sources were last opened and checked (YYYY-MM-DD). */
  lastChecked: string;
  sources: GuideSource[];
  en: GuideText;
  es: GuideText;
}

export function guideLocaleFor(locale: string | undefined): GuideLocale {
  const language = (locale ?? 'en').toLowerCase().split('-')[0];
  return (GUIDE_LOCALES as readonly string[]).includes(language ?? '') ? (language as GuideLocale) : 'en';
}
