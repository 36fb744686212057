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
  /** Where it is written in web/dist. */
  file: string;
  /**
   * A language version of an unprefixed address (/, /guide/taxes…), written under
   * localized/<language>/: Hosting's i18n rewrites serve it to visitors whose chosen language
   * (the firebase-language-override cookie) or browser language it is.
   */
  variant: boolean;
}

/** Hosting's i18n root (firebase.json hosting.i18n.root), inside web/dist. */
export const LOCALIZED_ROOT = 'localized';

/**
 * Every page prerendered at build time: home, log in, sign up, the guide and each topic at
 * their unprefixed addresses (English, and a variant per other language), and the guide and
 * each topic at their per-language addresses.
 */
export function publicPages(topicIds: readonly string[]): PublicPage[] {
  const unprefixed = [paths.home, paths.login, paths.signup, paths.guide, ...topicIds.map((id) => paths.guideTopic(id))];
  return [
    ...unprefixed.map((path) => ({ path, language: 'en', file: htmlFileFor(path), variant: false })),
    ...GUIDE_LOCALES.filter((language) => language !== 'en').flatMap((language) =>
      unprefixed.map((path) => ({ path, language, file: `${LOCALIZED_ROOT}/${language}/${htmlFileFor(path)}`, variant: true })),
    ),
    ...GUIDE_LOCALES.flatMap((language) =>
      [paths.guideIn(language), ...topicIds.map((id) => paths.guideTopicIn(language, id))].map((path) => ({ path, language, file: htmlFileFor(path), variant: false })),
    ),
  ];
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml for the public pages, each address once, with its language versions (Google's xhtml:link form). */
export function sitemapXml(origin: string, pages: readonly PublicPage[]): string {
  const entries = pages.filter((page) => !page.variant).map(({ path }) => {
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
