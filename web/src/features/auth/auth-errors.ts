/** Message keys (in the i18n catalogs) for the Firebase Auth error codes a visitor can meet. */
const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'auth.errors.emailInUse',
  'auth/invalid-credential': 'auth.errors.invalidCredential',
  'auth/invalid-login-credentials': 'auth.errors.invalidCredential',
  'auth/wrong-password': 'auth.errors.invalidCredential',
  'auth/user-not-found': 'auth.errors.invalidCredential',
  'auth/weak-password': 'auth.errors.weakPassword',
  'auth/password-does-not-meet-requirements': 'auth.errors.weakPassword',
  'auth/too-many-requests': 'auth.errors.tooManyRequests',
  'auth/network-request-failed': 'auth.errors.network',
  // The SDK gives up on a request that gets no answer (a weak signal): the same advice.
  'auth/timeout': 'auth.errors.network',
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/missing-email': 'auth.errors.invalidEmail',
  'auth/missing-password': 'auth.errors.missingPassword',
  'auth/user-disabled': 'auth.errors.userDisabled',
  'auth/web-storage-unsupported': 'auth.errors.storage',
  'auth/popup-closed-by-user': 'auth.googleClosed',
  'auth/cancelled-popup-request': 'auth.googleClosed',
  'auth/user-cancelled': 'auth.googleClosed',
  'auth/popup-blocked': 'auth.googleBlocked',
  'auth/account-exists-with-different-credential': 'auth.accountExistsOtherMethod',
  'auth/requires-recent-login': 'auth.errors.requiresRecentLogin',
  'auth/expired-action-code': 'auth.errors.expiredLink',
  'auth/invalid-action-code': 'auth.errors.expiredLink',
};

export function authErrorKey(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return MESSAGES[code] ?? 'auth.errors.unknown';
}
