// What a first visit to a page downloads before any interaction, from the built site (web/dist):
// the JavaScript, data (JSON) and CSS files, gzipped at level 9, split into what the page needs
// to hydrate and what it loads afterwards while the visitor reads (idle-time code), then the
// largest modules in those files (dist/.vite/modules.json, written by web/vite.config.ts).
// The page runs in real Chromium against a small static server over web/dist, service worker
// off (its precache starts after the visit and is not part of it).
// Usage: npm run build -w web && node scripts/page-weight.mjs [path…]
// The functions passed to page.evaluate run in the page.
/* global document, window, MutationObserver, requestIdleCallback */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = resolve('web/dist');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/guide', '/en/guide/taxes', '/ar/guide/taxes'];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

/**
 * The file Hosting would serve for a path (cleanUrls; unknown pages get the app shell).
 * @param {string} pathname
 */
function fileFor(pathname) {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
    const file = join(dist, candidate);
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return join(dist, 'app.html');
}

const server = createServer((request, response) => {
  const file = fileFor(new URL(request.url ?? '/', 'http://localhost').pathname);
  response.writeHead(200, { 'content-type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const gzip = (/** @type {string} */ file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const kind = (/** @type {string} */ file) => (file.endsWith('.js') ? 'js' : file.endsWith('.json') ? 'data' : file.endsWith('.css') ? 'css' : 'other');

/** @type {Array<{ file: string, modules: Array<{ id: string, bytes: number }> }>} */
const chunks = existsSync(join(dist, '.vite/modules.json')) ? JSON.parse(readFileSync(join(dist, '.vite/modules.json'), 'utf8')) : [];
const root = resolve('.');
const moduleName = (/** @type {string} */ id) => relative(root, id.replace(/\?.*$/, '').replace(/^\0/, '')).replace(/^.*node_modules\//, '');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 412, height: 860 } });
    const page = await context.newPage();
    // The moment the whole page is live (main.tsx sets data-hydrated), on the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        /** @type {Window & { hydratedAt?: number }} */ (window).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    const settle = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Then what the page starts in idle time (Firebase Auth, the worker's script), until no
    // download has been under way for a second and a half.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 5000 }), { timeout: 5000 })));
    while (inFlight > 0 || Date.now() - lastActivity < 1500) await new Promise((done) => setTimeout(done, 250));
    const entries = await page.evaluate(() => {
      const hydratedAt = /** @type {Window & { hydratedAt?: number }} */ (window).hydratedAt ?? Infinity;
      return performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, beforeHydrated: entry.startTime < hydratedAt }));
    });
    await context.close();
    const files = entries.filter(({ url }) => url.startsWith(`${origin}/`)).map(({ url, beforeHydrated }) => ({ file: new URL(url).pathname.slice(1), beforeHydrated }));

    const rows = files.filter(({ file }) => kind(file) !== 'other').map((row) => ({ ...row, gzip: gzip(row.file) }));
    const sum = (/** @type {(row: typeof rows[number]) => boolean} */ keep) => rows.filter(keep).reduce((total, row) => total + row.gzip, 0);
    console.log(`\n${path}  (gzip -9)`);
    for (const row of rows) console.log(`  ${row.beforeHydrated ? '  ' : '+ '}${row.file.padEnd(56)} ${kb(row.gzip).padStart(9)}`);
    for (const [label, hydrating] of /** @type {const} */ ([['to hydrate', true], ['in all', false]])) {
      const within = (/** @type {typeof rows[number]} */ row) => !hydrating || row.beforeHydrated;
      console.log(
        `  ${label.padEnd(11)} JS ${kb(sum((row) => within(row) && kind(row.file) === 'js')).padStart(9)}   data ${kb(sum((row) => within(row) && kind(row.file) === 'data')).padStart(8)}   JS+data ${kb(sum((row) => within(row) && kind(row.file) !== 'css')).padStart(9)}   CSS ${kb(sum((row) => within(row) && kind(row.file) === 'css')).padStart(8)}`,
      );
    }
    const loaded = new Set(rows.map((row) => row.file));
    const largest = chunks
      .filter((chunk) => loaded.has(chunk.file))
      .flatMap((chunk) => chunk.modules.map((module) => ({ ...module, file: chunk.file })))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8);
    if (largest.length > 0) console.log('  largest modules (rendered, before minification):');
    for (const module of largest) console.log(`    ${moduleName(module.id).padEnd(58)} ${kb(module.bytes).padStart(9)}  in ${module.file}`);
  }
  console.log('\n"+" marks what a page loads after it is hydrated, before any interaction (idle-time code).');
} finally {
  await browser.close();
  server.close();
}
