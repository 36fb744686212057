// The prerenderer's entry (built by `vite build --ssr`, run by web/scripts/prerender.ts): it
// renders the public pages with the same <App> the browser hydrates.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadPageData } from './app/page-data';
import { PageHeadCollector, type PageHead } from './components/layout/page-meta';
import { loadGuide } from './features/guide/api/get-guide';
import { i18n, i18nReady, languageDirection } from './i18n/i18n';

export { pageDataUrl } from './app/page-data';
export { pageAddresses, publicPages, sitemapXml } from './config/page-addresses';

/** The site's public address, for canonical and hreflang links (web/.env.*: VITE_SITE_ORIGIN). */
export function siteOrigin(): string {
  const origin = import.meta.env.VITE_SITE_ORIGIN;
  if (!origin) throw new Error('Missing VITE_SITE_ORIGIN (the site\'s public address, e.g. https://your-project.web.app): see web/.env.production.example');
  return origin.replace(/\/$/, '');
}

/** Every topic id, from the English guide (every language has the same topics). */
export async function topicIds(): Promise<string[]> {
  return (await loadGuide('en')).map((topic) => topic.id);
}

export interface RenderedPage {
  /** The HTML inside #root. */
  html: string;
  head: PageHead;
  language: string;
  dir: 'ltr' | 'rtl';
}

export async function renderPage(path: string, language: string): Promise<RenderedPage> {
  await i18nReady;
  await i18n.changeLanguage(language);
  await loadPageData(path, language);
  let head: PageHead = {};
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const app = (
    <PageHeadCollector.Provider value={(next) => (head = next)}>
      <App router={Router} />
    </PageHeadCollector.Provider>
  );
  // React's prerender waits for the lazy screens but may stream large parts out of order
  // with inline scripts, which the site's CSP forbids. So it only loads what the page needs;
  // the HTML is then rendered in one piece, and nothing may be left waiting.
  await prerender(app);
  const html = renderToString(app);
  if (/<!--\$[?!]-->|<template|<script/.test(html)) throw new Error(`${path}: part of the page was not ready to prerender`);
  return { html, head, language, dir: languageDirection(language) };
}
