import type { GuideLocale } from '@guide/guide-contract';
import type { GuideTopic } from '@guide/guide-schema';
import { cachedLoader, useLoaded } from '../../../lib/loader';

export type { GuideTopic };

/**
 * A language's whole guide, every topic's full text (one chunk per language, emitted by
 * `npm run guide`): what the search reads, and what is kept for offline use. A page that shows
 * one topic or the list loads far less (get-guide-topic.ts, get-guide-index.ts).
 */
export const wholeGuide = cachedLoader(
  (locale: GuideLocale) => import(`../../../generated/guide/${locale}.json`).then((module: { default: GuideTopic[] }) => module.default as readonly GuideTopic[]),
  (locale) => locale,
);

export const loadGuide = (locale: GuideLocale) => wholeGuide.load(locale);

/** The whole guide in `locale`, once `locale` is given (none is loaded before). */
export function useGuide(locale: GuideLocale | undefined) {
  return useLoaded(wholeGuide, locale);
}
