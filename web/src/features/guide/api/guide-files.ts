import type { GuideLocale } from '@guide/guide-contract';
import files from '../../../generated/guide/files.json';

/** The address of one of the guide's small files: a topic's id, or `index` for the list. */
export function guideFileUrl(locale: GuideLocale, name: string): string {
  return `${files.base}/${locale}/${encodeURIComponent(name)}.json`;
}

/**
 * One of the small files `npm run guide` writes for the browser (scripts/guide/guide-files.ts).
 * Fails offline, and for an unknown file (Hosting then answers with the app's page, not JSON).
 */
export async function fetchGuideFile<T>(locale: GuideLocale, name: string): Promise<T> {
  const response = await fetch(guideFileUrl(locale, name)).catch(() => undefined);
  if (!response?.ok || !response.headers.get('content-type')?.includes('json')) throw new Error(`guide file ${locale}/${name} is not there`);
  return (await response.json()) as T;
}
