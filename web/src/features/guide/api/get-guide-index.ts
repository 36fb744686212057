import type { GuideLocale } from '@guide/guide-contract';
import { guideIndexFor, type GuideIndexEntry } from '@guide/guide-index';
import { cachedLoader, useLoaded } from '../../../lib/loader';
import { loadGuide, wholeGuide } from './get-guide';
import { fetchGuideFile } from './guide-files';

export type { GuideIndexEntry };

async function fetchIndex(locale: GuideLocale): Promise<readonly GuideIndexEntry[]> {
  const whole = wholeGuide.peek(locale);
  if (whole || import.meta.env.SSR) return guideIndexFor(whole ?? (await loadGuide(locale)));
  try {
    return await fetchGuideFile<GuideIndexEntry[]>(locale, 'index');
  } catch (error) {
    // Offline with no copy of the list: the whole guide kept for offline use has it too.
    return guideIndexFor(await loadGuide(locale).catch(() => Promise.reject(error)));
  }
}

/** A language's topics as the list shows them: titles and one-line summaries. */
export const guideIndex = cachedLoader(fetchIndex, (locale) => locale);

export function useGuideIndex(locale: GuideLocale) {
  return useLoaded(guideIndex, locale);
}
