// Budgets (not a test): Lighthouse with mobile settings on /, /guide, a topic in English and
// in Arabic, and /login, served by the Hosting emulator (scores, largest contentful paint,
// total blocking time, JavaScript transferred before any interaction), the home page's gzipped
// JS, and the bytes the home page loads before any interaction. Aims (issue 11): performance
// 1.00 (at least 0.98); accessibility, best practices and SEO 1.00; home JS at most 90 KB gzipped. Usage: npm run budget   (builds, starts the emulators, measures, prints, stops)
import { DEV_PROJECT, emulatorEnv, firebaseBin, run } from './firebase-env.mjs';
import { startFirestoreEmulator } from './firestore-emulator.mjs';

const HOSTING = 'http://127.0.0.1:5000';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function lighthouseRuns() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    console.log('Lighthouse 12, mobile (default) settings:');
    console.log('page                   perf  a11y  best  seo   LCP       TBT      JS before interaction  total bytes');
    for (const path of ['/', '/guide', '/en/guide/taxes', '/ar/guide/taxes', '/login']) {
      const result = await lighthouse(`${HOSTING}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      const score = (/** @type {string} */ id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padEnd(6);
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? 0;
      const bytes = lhr.audits['total-byte-weight']?.numericValue ?? 0;
      const summary = /** @type {{ items?: Array<{ resourceType: string, transferSize: number }> } | undefined} */ (lhr.audits['resource-summary']?.details);
      const scripts = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
      console.log(
        `${path.padEnd(23)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}${`${(lcp / 1000).toFixed(2)} s`.padEnd(10)}${`${Math.round(tbt)} ms`.padEnd(9)}${`${(scripts / 1024).toFixed(1)} KB`.padEnd(23)}${(bytes / 1024).toFixed(1)} KB`,
      );
      for (const [id, category] of Object.entries(lhr.categories)) {
        if ((category.score ?? 1) < 1) {
          const failing = category.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
            .map((audit) => audit?.id);
          if (failing.length) console.log(`                       ${id} below 100: ${failing.join(', ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
}

async function homeBytes() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 860 } });
    /** @type {Array<Promise<{url: string, bytes: number}>>} */
    const sizes = [];
    page.on('requestfinished', (request) => {
      sizes.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize })));
    });
    await page.goto(`${HOSTING}/`, { waitUntil: 'networkidle' });
    const done = await Promise.all(sizes);
    const local = done.filter((entry) => entry.url.startsWith(HOSTING));
    const total = local.reduce((sum, entry) => sum + entry.bytes, 0);
    console.log(`\nHome page before any interaction: ${local.length} requests, ${(total / 1024).toFixed(1)} KB transferred from the site (third-party thumbnails not counted: ${done.length - local.length} requests)`);
  } finally {
    await browser.close();
  }
}

if (process.argv.includes('--inside')) {
  await lighthouseRuns();
  await homeBytes();
} else {
  const size = await run(process.execPath, ['scripts/size.mjs']);
  if (size !== 0) process.exit(size);
  console.log('');
  const firestore = await startFirestoreEmulator();
  const code = await run(process.execPath, [firebaseBin, 'emulators:exec', '--only', firestore.emulators, '--project', DEV_PROJECT, 'node scripts/budget.mjs --inside'], {
    env: emulatorEnv(firestore.env),
  });
  firestore.stop();
  process.exit(code);
}
