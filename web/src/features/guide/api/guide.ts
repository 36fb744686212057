import data from '@guide-data';

export interface GuideText {
  title: string;
  summary: string;
  steps: string[];
  keywords: string[];
}

export interface GuideEntry {
  id: string;
  lastChecked: string;
  sources: { title: string; url: string }[];
  en: GuideText;
  es: GuideText;
}

/** Languages with written guide text; the rest read English with a note. */
const WRITTEN = ['en', 'es'] as const;
type WrittenLocale = (typeof WRITTEN)[number];

export const guideEntries: readonly GuideEntry[] = data;

export function findGuideEntry(id: string): GuideEntry | undefined {
  return guideEntries.find((entry) => entry.id === id);
}

export function guideTextFor(entry: GuideEntry, language: string | undefined): { text: GuideText; locale: WrittenLocale; translated: boolean } {
  const locale = (WRITTEN as readonly string[]).includes(language ?? '') ? (language as WrittenLocale) : 'en';
  return { text: entry[locale], locale, translated: locale === (language ?? 'en') };
}
