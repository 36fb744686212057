import { guideLanguage, guideLocaleFor, isGuideLocale, LANGUAGES, type GuideLocale } from '@guide/guide-contract';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export type LanguageCode = GuideLocale;
export const LANGUAGE_STORAGE_KEY = 'language';

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return guideLanguage(code).dir;
}

/** The supported language a detected tag such as es-MX falls back to. */
export const supportedLanguage: (tag: string | undefined) => LanguageCode = guideLocaleFor;

function applyToDocument(tag: string) {
  const code = supportedLanguage(tag);
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
}

/** The language a per-language address names (/es/guide/…), if any. */
export function languageInPath(pathname: string): LanguageCode | undefined {
  const first = pathname.split('/')[1];
  return isGuideLocale(first) ? first : undefined;
}

/**
 * The visitor's explicit choice if any; else the language of the address they opened
 * (someone who followed a link to /es/guide/… reads Spanish); else the first browser
 * language we speak.
 */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[], pathLanguage?: LanguageCode): LanguageCode {
  if (isGuideLocale(stored)) return stored;
  if (pathLanguage) return pathLanguage;
  for (const tag of browserLanguages) {
    const code = supportedLanguage(tag);
    if (code !== 'en' || tag.toLowerCase().startsWith('en')) return code;
  }
  return 'en';
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const inBrowser = typeof window !== 'undefined';

/** The language this visitor should read, by the rules of detectLanguage. */
export function wantedLanguage(): LanguageCode {
  return detectLanguage(storedLanguage(), navigator.languages ?? [navigator.language], languageInPath(window.location.pathname));
}

/** A page prerendered at build time carries its language in <html lang>; hydration starts in it. */
export function prerenderedLanguage(): LanguageCode | undefined {
  if (!inBrowser || !document.getElementById('root')?.hasChildNodes()) return undefined;
  return supportedLanguage(document.documentElement.lang);
}

/**
 * English ships with the page; other catalogs load when chosen. In the browser the first
 * language is the prerendered page's (so hydration matches the HTML), else the visitor's;
 * the prerenderer (no window) sets each page's language itself.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(resourcesToBackend((language: string) => import(`./locales/${language}.json`)))
  .use(initReactI18next)
  .init({
    lng: inBrowser ? (prerenderedLanguage() ?? wantedLanguage()) : 'en',
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((language) => language.code),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

if (inBrowser) i18n.on('languageChanged', applyToDocument);

/**
 * Hosting's i18n rewrites read this cookie to send the prerendered pages in the visitor's
 * chosen language (web/dist/localized/<language>/…); it holds nothing but the language code.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';

function tellHosting(code: LanguageCode) {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; SameSite=Lax`;
}

/** A choice stored before the cookie existed (or with cookies cleared) is told to Hosting again. */
export function syncLanguageCookie(): void {
  const stored = storedLanguage();
  if (isGuideLocale(stored) && !document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${stored}`)) tellHosting(stored);
}

export function chooseLanguage(code: LanguageCode): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice lasts for this visit only.
  }
  tellHosting(code);
  return i18n.changeLanguage(code);
}

export { i18n };
