// Prints the gzipped size of the JS and CSS the home page loads before any interaction
// (what web/dist/index.html references), and of the chunks loaded later on demand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));

/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [...initial].map((file) => ({ file, gzip: gz(file) }));
const js = rows.filter((r) => r.file.endsWith('.js')).reduce((n, r) => n + r.gzip, 0);
const css = rows.filter((r) => r.file.endsWith('.css')).reduce((n, r) => n + r.gzip, 0);

console.log('Home page, loaded at first paint (gzip -9):');
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.gzip)}`);
console.log(`  JS total  ${kb(js)}`);
console.log(`  CSS total ${kb(css)}`);

const later = readdirSync(join(dist, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !initial.has(file))
  .map((file) => ({ file, gzip: gz(file) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('\nLoaded on demand (routes, languages, Firebase Auth in idle time):');
for (const row of later) console.log(`  ${row.file.padEnd(48)} ${kb(row.gzip)}`);

const budget = Number(process.env.HOME_JS_BUDGET_KB ?? 90) * 1024;
console.log(`\nBudget: home page JS under ${kb(budget)} gzipped: ${js <= budget ? 'met' : 'NOT met'}`);
