import { createHash } from 'node:crypto';
import { guideIndexFor } from '../../functions/src/guide/guide-index.ts';
import { GUIDE_LOCALES, type GuideEntry } from '../../functions/src/guide/guide-schema.ts';
import { topicsFor } from './compile-guide.ts';

/**
 * The guide as the browser fetches it, one small file at a time: per language, `index.json`
 * (titles and one-line summaries, for /guide) and `<topic>.json` (one topic, for its page).
 * The files live in a folder named by a hash of their content, so an address never changes
 * meaning: they are cached for good, and a page keeps reading the version it started with.
 */
export function guideFiles(entries: readonly GuideEntry[]): { version: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  for (const locale of GUIDE_LOCALES) {
    const topics = topicsFor(entries, locale);
    files.set(`${locale}/index.json`, JSON.stringify(guideIndexFor(topics)));
    for (const topic of topics) files.set(`${locale}/${topic.id}.json`, JSON.stringify(topic));
  }
  const hash = createHash('sha256');
  for (const [path, text] of files) hash.update(`${path}\0${text}\0`);
  return { version: hash.digest('hex').slice(0, 12), files };
}
