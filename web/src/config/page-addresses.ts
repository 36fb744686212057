import { GUIDE_LOCALES } from '@guide/guide-contract';
import { guidePage, paths } from './paths';

// The addresses search engines and the prerenderer know: every public page, its language
// versions (hreflang) and its canonical address. Unprefixed guide addresses (/guide,
// /guide/taxes) show the visitor's own language: they are the x-default of each set.

export interface PageAddresses {
  canonical: string;
  /** hreflang → absolute address, x-default included; empty for pages with one version. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
}

/** The addresses of the page at `pathname` on the site at `origin` (https://example.web.app). */
export function pageAddresses(origin: string, pathname: string): PageAddresses {
  const canonical = `${origin}${pathname}`;
  const page = guidePage(pathname);
  if (!page) return { canonical, alternates: [] };
  const inLanguage = (language: string) => (page.topic === undefined ? paths.guideIn(language) : paths.guideTopicIn(language, page.topic));
  const xDefault = page.topic === undefined ? paths.guide : paths.guideTopic(page.topic);
  return {
    canonical,
    alternates: [
      ...GUIDE_LOCALES.map((language) => ({ hreflang: language, href: `${origin}${inLanguage(language)}` })),
      { hreflang: 'x-default', href: `${origin}${xDefault}` },
    ],
  };
}

export interface PublicPage {
  path: string;
  /** The language its HTML is written in. */
  language: string;
}

/** Every page prerendered at build time: home, the guide and each topic, unprefixed (English) and in each language. */
export function publicPages(topicIds: readonly string[]): PublicPage[] {
  return [
    { path: paths.home, language: 'en' },
    { path: paths.guide, language: 'en' },
    ...topicIds.map((id) => ({ path: paths.guideTopic(id), language: 'en' })),
    ...GUIDE_LOCALES.flatMap((language) => [
      { path: paths.guideIn(language), language },
      ...topicIds.map((id) => ({ path: paths.guideTopicIn(language, id), language })),
    ]),
  ];
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml for the public pages, each with its language versions (Google's xhtml:link form). */
export function sitemapXml(origin: string, pages: readonly PublicPage[]): string {
  const entries = pages.map(({ path }) => {
    const { canonical, alternates } = pageAddresses(origin, path);
    const links = alternates.map((alt) => `\n    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${xml(alt.href)}"/>`).join('');
    return `  <url>\n    <loc>${xml(canonical)}</loc>${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The file a prerendered page is written to in web/dist (served with Hosting's cleanUrls). */
export function htmlFileFor(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${decodeURIComponent(pathname.slice(1))}.html`;
}
