export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  plan: '/plan',
  settings: '/settings',
  resetPassword: '/reset-password',
  /** Where the links in Firebase Auth's emails land (set as the action URL of the email templates). */
  authAction: '/auth/action',
  guide: '/guide',
  /** The guide's list in a named language, whatever the interface language is. */
  guideIn: (locale: string) => `/${locale}/guide`,
  guideTopic: (id: string) => `/guide/${encodeURIComponent(id)}`,
  /** A topic in a named language, whatever the interface language is. */
  guideTopicIn: (locale: string, id: string) => `/${locale}/guide/${encodeURIComponent(id)}`,
  section: (id: 'about' | 'services' | 'contact') => `/#${id}`,
} as const;

const GUIDE_PAGE = /^\/(?:([a-z]{2})\/)?guide(?:\/([^/]+))?\/?$/;

/** A guide page's parts: the language its address names (if any) and its topic (if any). */
export function guidePage(pathname: string): { language?: string; topic?: string } | undefined {
  const match = GUIDE_PAGE.exec(pathname);
  return match ? { language: match[1], topic: match[2] } : undefined;
}

/**
 * The same page in another language, for the language menu: a per-language guide address
 * (/es/guide, /es/guide/taxes) moves to the chosen language; every other page keeps its address.
 */
export function pathInLanguage(pathname: string, language: string): string {
  const page = guidePage(pathname);
  if (!page?.language) return pathname;
  return page.topic === undefined ? paths.guideIn(language) : `/${language}/guide/${page.topic}`;
}

export const api = {
  videos: '/api/videos',
  chat: '/api/chat',
} as const;
