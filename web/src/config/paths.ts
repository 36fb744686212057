export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  guide: '/guide',
  guideTopic: (id: string) => `/guide/${encodeURIComponent(id)}`,
  /** A topic in a named language, whatever the interface language is. */
  guideTopicIn: (locale: string, id: string) => `/${locale}/guide/${encodeURIComponent(id)}`,
  section: (id: 'about' | 'services' | 'contact') => `/#${id}`,
} as const;

export const api = {
  videos: '/api/videos',
  chat: '/api/chat',
} as const;
