/**
 * The site's Content-Security-Policy, in one place.
 *
 * The directives that say what a page may load (scripts, styles, images, connections, frames)
 * go into each build's index.html as a <meta> tag, because they differ by build: only the
 * emulator build may connect to the local Auth and Firestore emulators. The directives a <meta> tag cannot
 * carry (frame-ancestors) and those shared by every build are sent by Hosting as a header;
 * firebase.json holds HEADER_POLICY verbatim and a test keeps the two equal.
 */

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const FIRESTORE_EMULATOR = 'http://127.0.0.1:8080';

type Policy = Record<string, string[]>;

const PAGE_POLICY: Policy = {
  'default-src': ["'self'"],
  // Google's script loader, used only by "Continue with Google" (Firebase Auth's popup flow).
  'script-src': ["'self'", 'https://apis.google.com'],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com'],
  // Videos, and Firebase Auth's hidden frame on the project's auth domain (Google sign-in).
  'frame-src': ['https://www.youtube-nocookie.com', 'https://*.firebaseapp.com'],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

const SHARED_POLICY: Policy = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function serialize(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy a build's pages carry in their <meta> tag; `emulator` adds the local Auth emulator. */
export function pagePolicy(mode: string): string {
  if (mode !== 'emulator') return serialize(PAGE_POLICY);
  return serialize({
    ...PAGE_POLICY,
    'connect-src': [...(PAGE_POLICY['connect-src'] ?? []), AUTH_EMULATOR, FIRESTORE_EMULATOR],
    'frame-src': [...(PAGE_POLICY['frame-src'] ?? []), AUTH_EMULATOR],
  });
}

/** The policy Hosting sends as a header with every response (see firebase.json). */
export const HEADER_POLICY = serialize(SHARED_POLICY);
