import { describe, expect, it } from 'vitest';
import firebaseJson from '../../../firebase.json?raw';
import { htmlFileFor, LOCALIZED_ROOT, pageAddresses, publicPages, sitemapXml } from './page-addresses';
import { guidePage, pathInLanguage } from './paths';

const ORIGIN = 'https://example.web.app';

describe('per-language guide addresses', () => {
  it('names the six language versions of a topic and the unprefixed address as x-default', () => {
    const { canonical, alternates } = pageAddresses(ORIGIN, '/es/guide/taxes');
    expect(canonical).toBe('https://example.web.app/es/guide/taxes');
    expect(alternates).toEqual([
      { hreflang: 'en', href: 'https://example.web.app/en/guide/taxes' },
      { hreflang: 'es', href: 'https://example.web.app/es/guide/taxes' },
      { hreflang: 'ar', href: 'https://example.web.app/ar/guide/taxes' },
      { hreflang: 'zh', href: 'https://example.web.app/zh/guide/taxes' },
      { hreflang: 'ht', href: 'https://example.web.app/ht/guide/taxes' },
      { hreflang: 'pt', href: 'https://example.web.app/pt/guide/taxes' },
      { hreflang: 'x-default', href: 'https://example.web.app/guide/taxes' },
    ]);
  });

  it('gives the guide list the same set, and pages outside the guide none', () => {
    expect(pageAddresses(ORIGIN, '/guide').alternates.map((alt) => alt.href)).toContain('https://example.web.app/ht/guide');
    expect(pageAddresses(ORIGIN, '/')).toEqual({ canonical: 'https://example.web.app/', alternates: [] });
  });

  it('prerenders home, the guide and every topic unprefixed and in each language', () => {
    const pages = publicPages(['taxes', 'asylum']);
    // home, log in, sign up, the guide, 2 topics: in English and 5 variants; then 6 × (guide + 2 topics)
    expect(pages).toHaveLength(6 * 6 + 6 * 3);
    expect(pages).toContainEqual({ path: '/ar/guide/asylum', language: 'ar', file: 'ar/guide/asylum.html', variant: false });
    expect(pages).toContainEqual({ path: '/guide/taxes', language: 'en', file: 'guide/taxes.html', variant: false });
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
  });

  it('writes a page to the file Hosting serves for its address (cleanUrls)', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/guide')).toBe('guide.html');
    expect(htmlFileFor('/zh/guide/taxes')).toBe('zh/guide/taxes.html');
  });

  it('escapes the sitemap and lists each page once with its alternates', () => {
    const xml = sitemapXml('https://a.example?x=1&y=2', [{ path: '/guide/taxes', language: 'en', file: 'guide/taxes.html', variant: false }]);
    expect(xml).toContain('<loc>https://a.example?x=1&amp;y=2/guide/taxes</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml.match(/xhtml:link/g)).toHaveLength(7);
  });
});

describe('the language menu on a per-language address', () => {
  it('moves a topic or the list to the chosen language and leaves other pages alone', () => {
    expect(pathInLanguage('/es/guide/taxes', 'ar')).toBe('/ar/guide/taxes');
    expect(pathInLanguage('/es/guide', 'en')).toBe('/en/guide');
    expect(pathInLanguage('/guide/taxes', 'ar')).toBe('/guide/taxes');
    expect(pathInLanguage('/plan', 'ar')).toBe('/plan');
  });

  it('reads the language and topic from a guide address', () => {
    expect(guidePage('/pt/guide/itin')).toEqual({ language: 'pt', topic: 'itin' });
    expect(guidePage('/guide')).toEqual({ language: undefined, topic: undefined });
    expect(guidePage('/guidebook')).toBeUndefined();
  });
});

describe('language versions of the unprefixed addresses', () => {
  it("are written where Hosting's i18n rewrites look for them (firebase.json)", () => {
    const hosting = (JSON.parse(firebaseJson) as { hosting: { i18n?: { root?: string } } }).hosting;
    expect(hosting.i18n?.root).toBe(`/${LOCALIZED_ROOT}`);
    const pages = publicPages(['taxes']);
    expect(pages).toContainEqual({ path: '/guide/taxes', language: 'ar', file: 'localized/ar/guide/taxes.html', variant: true });
    expect(pages).toContainEqual({ path: '/', language: 'zh', file: 'localized/zh/index.html', variant: true });
    expect(pages.filter((page) => page.language === 'en' && page.variant)).toEqual([]);
  });

  it('are left out of the sitemap, which lists each address once', () => {
    const xml = sitemapXml(ORIGIN, publicPages(['taxes']));
    expect(xml.match(/<loc>https:\/\/example\.web\.app\/guide\/taxes<\/loc>/g)).toHaveLength(1);
  });
});
