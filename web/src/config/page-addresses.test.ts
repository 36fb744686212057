import { describe, expect, it } from 'vitest';
import { htmlFileFor, pageAddresses, publicPages, sitemapXml } from './page-addresses';
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
    expect(pages).toHaveLength(2 + 2 + 6 * 3);
    expect(pages).toContainEqual({ path: '/ar/guide/asylum', language: 'ar' });
    expect(pages).toContainEqual({ path: '/guide/taxes', language: 'en' });
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('writes a page to the file Hosting serves for its address (cleanUrls)', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/guide')).toBe('guide.html');
    expect(htmlFileFor('/zh/guide/taxes')).toBe('zh/guide/taxes.html');
  });

  it('escapes the sitemap and lists each page once with its alternates', () => {
    const xml = sitemapXml('https://a.example?x=1&y=2', [{ path: '/guide/taxes', language: 'en' }]);
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
