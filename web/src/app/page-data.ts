import { guideLocaleFor } from '@guide/guide-contract';
import { guidePage } from '../config/paths';
import { loadGuide } from '../features/guide/api/get-guide';

/**
 * Loads the data a page shows in its first render: a guide page's topics (in the language its
 * address names, else the page's). The prerenderer and the hydrating browser both call it, so
 * the browser's first render matches the HTML the build wrote.
 */
export async function loadPageData(pathname: string, language: string): Promise<void> {
  const page = guidePage(pathname);
  if (page) await loadGuide(guideLocaleFor(page.language ?? language));
}
