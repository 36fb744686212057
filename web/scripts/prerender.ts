// After `vite build` (the site) and `vite build --ssr` (web/dist-ssr/entry-server.js): writes
// every public page as HTML (hydrated by the same React app), sitemap.xml and robots.txt, and
// generates the service worker with Workbox. Run from web/ by `npm run build`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSW } from 'workbox-build';

const dist = resolve('dist');
/** What web/src/entry-server.tsx exports (built to web/dist-ssr/entry-server.js). */
interface Server {
  siteOrigin(): string;
  topicIds(): Promise<string[]>;
  publicPages(topicIds: readonly string[]): Array<{ path: string; language: string; file: string; variant: boolean }>;
  pageDataUrl(path: string, language: string): string | undefined;
  renderPage(path: string, language: string): Promise<{ html: string; head: { title?: string; description?: string }; language: string; dir: string }>;
  pageAddresses(origin: string, path: string): { canonical: string; alternates: ReadonlyArray<{ hreflang: string; href: string }> };
  sitemapXml(origin: string, pages: ReadonlyArray<{ path: string; language: string; file: string; variant: boolean }>): string;
}
const server = (await import(pathToFileURL(resolve('dist-ssr/entry-server.js')).href)) as Server;

// Vite's index.html, or the shell kept from it by an earlier run of this script.
const built = readFileSync(join(dist, 'index.html'), 'utf8');
const template = built.includes('<div id="root"></div>') ? built : readFileSync(join(dist, 'app.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('web/dist/index.html has no empty #root to fill');

// Pages that are not prerendered (log in, plan, settings…) start from the empty shell.
writeFileSync(join(dist, 'app.html'), template);

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const content = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const origin = server.siteOrigin();
const pages = server.publicPages(await server.topicIds());
const started = performance.now();
for (const { path, language, file: name } of pages) {
  const page = await server.renderPage(path, language);
  const { canonical, alternates } = server.pageAddresses(origin, path);
  const title = page.head.title ?? '';
  const description = page.head.description ?? '';
  const links = [`<link rel="canonical" href="${attribute(canonical)}" />`, ...alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${attribute(alt.href)}" />`)];
  // A guide page's topic or list, fetched while the code downloads rather than after it runs
  // (crossorigin: a fetch() from the page asks for it in CORS mode, and must find this copy).
  const data = server.pageDataUrl(path, page.language);
  if (data) links.push(`<link rel="preload" as="fetch" href="${attribute(data)}" crossorigin />`);
  // React puts the resource hints it finds (image preloads) first: they belong in <head>.
  const hints = /^(?:<link [^>]*\/>)*/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hints.length);
  let html = template
    .replace('<html lang="en" dir="ltr">', `<html lang="${page.language}" dir="${page.dir}">`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace('</head>', `    ${[...links, ...(hints.match(/<link [^>]*\/>/g) ?? [])].join('\n    ')}\n  </head>`);
  // The hero image is the home page's largest paint; other pages must not fetch it first.
  if (path !== '/') html = html.replace(/\s*<link rel="preload" as="image" href="\/hero\.svg"[^>]*>/, '');
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${content(title)}</title>`).replace(/(<meta property="og:title" content=")[^"]*"/, `$1${attribute(title)}"`);
  if (description) html = html.replace(/(<meta name="description" content=")[^"]*"/, `$1${attribute(description)}"`).replace(/(<meta property="og:description" content=")[^"]*"/, `$1${attribute(description)}"`);
  const file = join(dist, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
console.log(`prerendered ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);

writeFileSync(join(dist, 'sitemap.xml'), server.sitemapXml(origin, pages));
const robots = readFileSync(join(dist, 'robots.txt'), 'utf8').trimEnd();
writeFileSync(join(dist, 'robots.txt'), `${robots}\n\nSitemap: ${origin}/sitemap.xml\n`);

// The service worker. Precached (fetched once, in the background): the app shell, the code of
// every screen and the English interface. Cached when first used: pages (each in the language
// Hosting chose for the visitor), guide topics, lists and whole languages (the visitor's own
// guide language is asked for by the page, web/src/app/service-worker.ts), other interface
// languages, and Firebase's SDKs.
const ONLY_WHEN_USED = ['assets/guide-{en,es,ar,zh,ht,pt}-*.js', 'assets/{ar,es,ht,pt,zh}-*.js', 'assets/index.esm-*.js', 'assets/firestore-*.js'];
const sw = await generateSW({
  globDirectory: dist,
  globPatterns: ['app.html', 'assets/*.{js,css}', '*.{svg,png,webmanifest}'],
  globIgnores: ONLY_WHEN_USED,
  swDest: join(dist, 'sw.js'),
  // Hashed file names already say which version a file is: no cache-busting needed.
  dontCacheBustURLsMatching: /^assets\//,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  cleanupOutdatedCaches: true,
  // The first version takes over at once; later ones wait for the visitor (see the banner).
  clientsClaim: true,
  skipWaiting: false,
  navigateFallback: null,
  // Hosting serves pages at clean addresses (/guide, not /guide.html): precache them there.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => (entry.url.endsWith('.html') ? { ...entry, url: `/${entry.url.replace(/\.html$/, '')}` } : entry)),
      warnings: [],
    }),
  ],
  runtimeCaching: [
    {
      // Pages: the network first (fresh content), the cached copy offline, else the app shell.
      // Never /auth/ addresses: Firebase Auth's email links carry a one-time code (oobCode) that
      // must not be kept on a shared phone.
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/auth/') && !/\.[a-z0-9]+$/i.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 80 },
        precacheFallback: { fallbackURL: '/app' },
      },
    },
    {
      // The guide's small files (one per topic and language, and each language's list), apart
      // from the code, so that reading many topics never pushes code out of the cache.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/guide/'),
      handler: 'CacheFirst',
      options: { cacheName: 'guide', expiration: { maxEntries: 400, purgeOnQuotaError: true } },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'assets', expiration: { maxEntries: 80, purgeOnQuotaError: true } },
    },
  ],
});
for (const warning of sw.warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: ${sw.count} files precached (${(sw.size / 1024).toFixed(0)} KB before compression)`);
