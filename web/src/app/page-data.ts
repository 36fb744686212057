import { guideLocaleFor, type GuideLocale } from '@guide/guide-contract';
import { guidePage } from '../config/paths';
import { guideFileUrl } from '../features/guide/api/guide-files';

/** What a guide page shows first: a topic (by id) or, without one, the list. */
function guideData(pathname: string, language: string): { locale: GuideLocale; topic?: string } | undefined {
  const page = guidePage(pathname);
  if (!page) return undefined;
  return { locale: guideLocaleFor(page.language ?? language), topic: page.topic === undefined ? undefined : decodeURIComponent(page.topic) };
}

/**
 * Loads the data a page shows in its first render: a topic page's topic, or the guide list's
 * titles (in the language its address names, else the page's). The prerenderer and the
 * hydrating browser both call it, so the browser's first render matches the HTML the build
 * wrote. The loaders are imported here only on a guide page: the home page does without them.
 */
export async function loadPageData(pathname: string, language: string): Promise<void> {
  const data = guideData(pathname, language);
  if (!data) return;
  const { topic, locale } = data;
  if (topic === undefined) await (await import('../features/guide/api/get-guide-index')).guideIndex.load(locale);
  else await (await import('../features/guide/api/get-guide-topic')).guideTopic.load({ locale, id: topic });
}

/** The file loadPageData fetches for a page, which its HTML can ask for at once (a preload). */
export function pageDataUrl(pathname: string, language: string): string | undefined {
  const data = guideData(pathname, language);
  return data && guideFileUrl(data.locale, data.topic ?? 'index');
}
