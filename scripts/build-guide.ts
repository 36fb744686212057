/**
 * `npm run guide`: validate content/guide/ and write what the functions and the web load.
 *   --check          validate only, write nothing
 *   --allow-missing  a missing translation is a warning (reads English) while it is being written
 *   --stats          print topics, words and gzipped size per language
 * GUIDE_BUILD_DATE=YYYY-MM-DD chooses the dated text for that day instead of today (tests, a preview).
 * Topics past their review date are listed; they never stop the build.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GUIDE_LOCALES } from '../functions/src/guide/guide-schema.ts';
import { compileGuide, topicsFor } from './guide/compile-guide.ts';
import { guideFiles } from './guide/guide-files.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = join(root, 'content', 'guide');
const functionsOut = join(root, 'functions', 'src', 'guide', 'generated', 'guide.json');
const webOutDir = join(root, 'web', 'src', 'generated', 'guide');
// Served as they are (Vite copies web/public/ into the site), under /assets/ so Hosting caches them for good.
const webDataDir = join(root, 'web', 'public', 'assets', 'guide');

function readTree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path).split('\\').join('/')] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

const args = new Set(process.argv.slice(2));
const today = new Date().toISOString().slice(0, 10);
const buildDate = process.env.GUIDE_BUILD_DATE || today;
if (!/^\d{4}-\d{2}-\d{2}$/.test(buildDate) || Number.isNaN(Date.parse(`${buildDate}T00:00:00Z`))) {
  console.error(`GUIDE_BUILD_DATE=${buildDate} is not a date written YYYY-MM-DD`);
  process.exit(1);
}
const { entries, errors, warnings, overdue } = compileGuide(readTree(contentDir), {
  allowMissing: args.has('--allow-missing') || process.env.GUIDE_ALLOW_MISSING === '1',
  today,
  buildDate,
});

if (warnings.length > 0) console.warn(`warning: ${warnings.length} translation(s) missing; they read English for now (first: content/guide/${warnings[0]})`);
if (errors.length > 0) {
  for (const error of errors) console.error(`content/guide/${error}`);
  console.error(`\nThe guide has ${errors.length} problem(s); nothing was written.`);
  process.exit(1);
}

const writeJson = (path: string, value: unknown) => {
  mkdirSync(dirname(path), { recursive: true });
  const text = `${JSON.stringify(value)}\n`;
  writeFileSync(path, text);
  return text;
};

// One file per topic and language, and each language's list: a page fetches only what it shows.
const { version, files } = guideFiles(entries);
if (!args.has('--check')) {
  writeJson(functionsOut, entries);
  rmSync(webDataDir, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(webDataDir, version, path)), { recursive: true });
    writeFileSync(join(webDataDir, version, path), text);
  }
  writeJson(join(webOutDir, 'files.json'), { base: `/assets/guide/${version}` });
}
const rows: string[] = [];
for (const locale of GUIDE_LOCALES) {
  const topics = topicsFor(entries, locale);
  const json = JSON.stringify(topics);
  if (!args.has('--check')) writeJson(join(webOutDir, `${locale}.json`), topics);
  const words = entries.reduce((sum, entry) => {
    const text = entry.text[locale];
    const all = [text.title, text.summary, ...text.steps].join(' ');
    // Chinese has no spaces: count its characters as words, as word counts for Chinese do.
    return sum + (locale === 'zh' ? all.replace(/[\s\p{P}]/gu, '').length : all.split(/\s+/).filter(Boolean).length);
  }, 0);
  const kb = (text: string) => `${(gzipSync(text).length / 1024).toFixed(1)} KB`;
  const largest = topics.map((topic) => files.get(`${locale}/${topic.id}.json`) ?? '').sort((a, b) => gzipSync(b).length - gzipSync(a).length)[0] ?? '';
  rows.push(
    `${locale}: ${topics.length} topics, ${words} ${locale === 'zh' ? 'characters' : 'words'}, ${kb(json)} gzipped (the search's; the list ${kb(files.get(`${locale}/index.json`) ?? '')}, the largest topic ${kb(largest)})`,
  );
}
console.log(`Guide: ${entries.length} topics in ${GUIDE_LOCALES.length} languages, text as of ${buildDate}${args.has('--check') ? ' (checked, nothing written)' : ''}.`);
if (overdue.length > 0) {
  console.warn(`Review overdue (the pages say the rules may have changed; re-check the sources, see docs/guide-evidence.md):`);
  for (const topic of overdue) console.warn(`  ${topic.id}: review by ${topic.reviewBy}`);
}
if (args.has('--stats')) for (const row of rows) console.log(`  ${row}`);
