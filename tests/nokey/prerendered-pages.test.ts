import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_LOCALES, guideLanguage } from '../../functions/src/guide/guide-contract.js';
import { HOSTING } from '../support/endpoints';

// What a visitor (or a crawler) gets with no JavaScript at all: the HTML of the first response.

interface Topic {
  id: string;
  title: string;
  steps: string[];
}
const guide = (language: string): Topic[] => JSON.parse(readFileSync(`web/src/generated/guide/${language}.json`, 'utf8')) as Topic[];

async function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; type: string }> {
  const response = await fetch(`${HOSTING}${path}`, { headers });
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') ?? '' };
}

/** The page's visible text, as a browser with JavaScript off would show it. */
function textOf(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('public pages without JavaScript (prerendered at build time)', () => {
  it('serves a Spanish topic at /es/guide/<topic> with its title and steps in Spanish', async () => {
    const topic = guide('es').find((candidate) => candidate.id === 'social-security-number');
    if (!topic) throw new Error('no social-security-number topic in Spanish');
    const { status, html } = await get('/es/guide/social-security-number');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toMatch(new RegExp(`<title>${topic.title.replace(/[()]/g, '\\$&')} — `));
    const text = textOf(html);
    expect(text).toContain(squash(topic.title));
    for (const step of topic.steps) expect(text).toContain(squash(step));
    expect(text).toContain('Esta página es una traducción. El texto en inglés es la referencia.');
  });

  it('serves every topic in every language, Arabic right to left', async () => {
    for (const language of GUIDE_LOCALES) {
      for (const topic of guide(language)) {
        const { status, html } = await get(`/${language}/guide/${topic.id}`);
        expect(status, `/${language}/guide/${topic.id}`).toBe(200);
        expect(html).toContain(`<html lang="${language}" dir="${guideLanguage(language).dir}">`);
        expect(textOf(html)).toContain(squash(topic.title));
      }
    }
  });

  it('links each topic to its versions in the other languages (hreflang) and names its canonical address', async () => {
    const { html } = await get('/ar/guide/taxes');
    expect(html).toContain(`<link rel="canonical" href="${HOSTING}/ar/guide/taxes" />`);
    for (const language of GUIDE_LOCALES) expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${HOSTING}/${language}/guide/taxes" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${HOSTING}/guide/taxes" />`);
  });

  it('serves the home page and the guide list with their text', async () => {
    const home = textOf((await get('/')).html);
    expect(home).toContain('Immigrant Success');
    const list = await get('/guide');
    const text = textOf(list.html);
    for (const topic of guide('en')) expect(text).toContain(squash(topic.title));
    const spanish = textOf((await get('/es/guide')).html);
    for (const topic of guide('es')) expect(spanish).toContain(squash(topic.title));
  });

  it('lists every page and its language versions in sitemap.xml, and robots.txt points to it', async () => {
    const { status, html: xml } = await get('/sitemap.xml');
    expect(status).toBe(200);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const language of GUIDE_LOCALES) {
      for (const topic of guide(language)) expect(locations).toContain(`${HOSTING}/${language}/guide/${topic.id}`);
    }
    expect(locations).toContain(`${HOSTING}/`);
    expect(new Set(locations).size).toBe(locations.length);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh" href="' + HOSTING + '/zh/guide/taxes"/>');
    expect((await get('/robots.txt')).html).toContain(`Sitemap: ${HOSTING}/sitemap.xml`);
  });

  it("sends the unprefixed pages in the visitor's language: the one they chose (cookie), else their browser's", async () => {
    const spanish = await get('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    const chosen = await get('/guide/taxes', { 'accept-language': 'es-MX,es;q=0.9', cookie: 'firebase-language-override=ar' });
    expect(chosen.html).toContain('<html lang="ar" dir="rtl">');
    const arabicTaxes = guide('ar').find((topic) => topic.id === 'taxes');
    expect(textOf(chosen.html)).toContain(squash(arabicTaxes?.title ?? 'missing'));
    // Its canonical address stays the unprefixed one.
    expect(chosen.html).toContain(`<link rel="canonical" href="${HOSTING}/guide/taxes" />`);
    const login = await get('/login', { 'accept-language': 'ht' });
    expect(login.html).toContain('<html lang="ht" dir="ltr">');
    const english = await get('/signup', { 'accept-language': 'de-DE,en;q=0.5' });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
  });

  it('keeps the log-in and sign-up buttons disabled until the page runs (a native submit would put the password in the address)', async () => {
    for (const path of ['/login', '/signup']) {
      const { html } = await get(path);
      expect(html, path).toMatch(/<button type="submit" class="button" disabled=""/);
      expect(html, path).toContain('type="password"');
    }
  });

  it('keeps the screens that depend on the visitor (plan, settings, unknown addresses) on the app shell', async () => {
    for (const path of ['/plan', '/settings', '/no-such-page']) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('has no inline script in any built page, so the Content-Security-Policy needs no unsafe-inline or hash', () => {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.name.endsWith('.html')) pages.push(join(dir, entry.name));
      }
    };
    walk('web/dist');
    expect(pages.length).toBeGreaterThan(300);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      expect([...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g)].map((match) => match[0]), page).toEqual([]);
      expect(html, page).not.toContain('unsafe-inline');
    }
  });
});
