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
  guideTopic: (id: string) => `/guide/${encodeURIComponent(id)}`,
  /** A topic in a named language, whatever the interface language is. */
  guideTopicIn: (locale: string, id: string) => `/${locale}/guide/${encodeURIComponent(id)}`,
  section: (id: 'about' | 'services' | 'contact') => `/#${id}`,
} as const;

export const api = {
  videos: '/api/videos',
  chat: '/api/chat',
} as const;
