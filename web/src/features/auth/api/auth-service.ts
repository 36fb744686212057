import type { User, UserCredential } from 'firebase/auth';
import { paths } from '../../../config/paths';
import type { StoredUser } from '../stored-user';
import { signInKeepingVisitor } from './keep-visitor';

// Components call these domain functions, never the SDK. Each loads Firebase on first use.
const firebase = () => import('../../../lib/firebase');
const sdk = () => import('firebase/auth');

export function toStoredUser(user: Pick<User, 'uid' | 'email' | 'displayName'>): StoredUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

/** What the session knows beyond the stored record. */
export interface AccountDetails {
  emailVerified: boolean;
  /** 'password', 'google.com'… */
  providers: string[];
}

function detailsOf(user: User): AccountDetails {
  return { emailVerified: user.emailVerified, providers: user.providerData.map((info) => info.providerId) };
}

/** Links in Firebase's emails come back to this site, in the visitor's language. */
function actionSettings(continuePath: string) {
  return { url: `${window.location.origin}${continuePath}` };
}

export interface SignUpResult {
  user: StoredUser;
  /** False when the account exists but its display name could not be saved. */
  profileSaved: boolean;
  /** False when the confirmation email could not be sent (the visitor can ask again). */
  verificationSent: boolean;
}

/**
 * How long the steps after the account exists (its name, the confirmation email) may take: a
 * slow network must not hold the visitor on "Working…" when the account is already made.
 */
export const FOLLOW_UP_LIMIT_MS = 10_000;

/** What `step` resolves to within `limitMs`; undefined when it fails or is still running. */
export function valueWithin<T>(step: Promise<T>, limitMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), limitMs);
  });
  const done = step.catch(() => undefined);
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

/** True when `step` succeeds within `limitMs`, false when it fails or is still running. */
export async function succeedsWithin(step: Promise<unknown>, limitMs: number): Promise<boolean> {
  return (await valueWithin(step.then(() => true), limitMs)) ?? false;
}

/**
 * Sign-up keeps the visitor: a browser the chat signed in anonymously becomes the new account
 * (the email and password linked to its user), so its uid, its chat allowance's counter and
 * anything kept under it stay the same. Otherwise a new user is created.
 */
export async function signUp(displayName: string, email: string, password: string, language: string): Promise<SignUpResult> {
  const [{ auth }, { EmailAuthProvider, createUserWithEmailAndPassword, linkWithCredential, sendEmailVerification, updateProfile }] = await Promise.all([firebase(), sdk()]);
  auth.languageCode = language;
  await auth.authStateReady();
  const visitor = auth.currentUser;
  const { user } = visitor?.isAnonymous
    ? await linkWithCredential(visitor, EmailAuthProvider.credential(email, password))
    : await createUserWithEmailAndPassword(auth, email, password);
  // The account exists from here on: a failure below must not look like a failed sign-up.
  const profileSaved = await succeedsWithin(updateProfile(user, { displayName }), FOLLOW_UP_LIMIT_MS);
  const verificationSent = await succeedsWithin(sendEmailVerification(user, actionSettings(paths.home)), FOLLOW_UP_LIMIT_MS);
  return { user: { uid: user.uid, email: user.email, displayName: profileSaved ? displayName : null }, profileSaved, verificationSent };
}

export async function logIn(email: string, password: string): Promise<StoredUser> {
  const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([firebase(), sdk()]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return toStoredUser(user);
}

/**
 * "Continue with Google": Firebase Auth's Google provider in a popup (the Auth emulator's own
 * chooser locally), linked to the chat's anonymous visitor when there is one (signInKeepingVisitor).
 */
export async function continueWithGoogle(language: string): Promise<StoredUser> {
  const [{ auth }, authSdk] = await Promise.all([firebase(), sdk()]);
  const { GoogleAuthProvider, browserPopupRedirectResolver, linkWithPopup, signInWithPopup } = authSdk;
  auth.languageCode = language;
  const user = await signInKeepingVisitor(auth, authSdk, {
    link: (visitor) => linkWithPopup(visitor, new GoogleAuthProvider(), browserPopupRedirectResolver),
    signIn: () => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver),
  });
  return toStoredUser(user);
}

export async function logOut(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([firebase(), sdk()]);
  await signOut(auth);
}

/** Follows Firebase's auth state; returns the unsubscribe function. */
export async function watchAuthState(onChange: (user: StoredUser | null, details: AccountDetails | null) => void): Promise<() => void> {
  const [{ auth }, { onIdTokenChanged }] = await Promise.all([firebase(), sdk()]);
  // ID-token changes include sign-in, sign-out and a refreshed token after the email is confirmed.
  // The chat's anonymous user is a guest to the rest of the site: no account, no greeting.
  return onIdTokenChanged(auth, (user) => {
    const account = user && !user.isAnonymous ? user : null;
    onChange(account ? toStoredUser(account) : null, account ? detailsOf(account) : null);
  });
}

/** How long a chat message waits for its ID token before it goes without one. */
export const CHAT_TOKEN_LIMIT_MS = 8_000;

let anonymousSignIn: Promise<UserCredential> | null = null;

async function visitorIdToken(): Promise<string> {
  const [{ auth, appCheck }, { signInAnonymously }] = await Promise.all([firebase(), sdk()]);
  // Where App Check protects sign-in (production), its token must be ready first.
  await appCheck;
  // After a reload Firebase restores the session asynchronously: wait for it.
  await auth.authStateReady();
  try {
    if (auth.currentUser) return await auth.currentUser.getIdToken();
  } catch (error) {
    // A user deleted meanwhile (anonymous users are cleaned up after 30 days) is signed out by
    // the SDK: begin again below. Any other failure (offline) stands.
    if (auth.currentUser) throw error;
  }
  // One sign-in however many messages ask at once.
  anonymousSignIn ??= signInAnonymously(auth).finally(() => {
    anonymousSignIn = null;
  });
  const { user } = await anonymousSignIn;
  return user.getIdToken();
}

/**
 * The ID token the chat sends with each message, so the function counts this browser by its own
 * uid rather than by an address it may share with a whole class: the account's when signed in,
 * otherwise an anonymous user's (Firebase Anonymous Authentication), made on first use. Null when
 * neither comes in time (offline, blocked): the message then goes without one.
 */
export async function chatIdToken(): Promise<string | null> {
  return (await valueWithin(visitorIdToken(), CHAT_TOKEN_LIMIT_MS)) ?? null;
}

export async function sendVerification(language: string): Promise<void> {
  const [{ auth }, { sendEmailVerification }] = await Promise.all([firebase(), sdk()]);
  if (!auth.currentUser) throw Object.assign(new Error('signed out'), { code: 'auth/no-current-user' });
  auth.languageCode = language;
  await sendEmailVerification(auth.currentUser, actionSettings(paths.home));
}

/** Asks Firebase again whether the email is confirmed; a new ID token carries the answer to our API. */
export async function refreshVerification(): Promise<boolean> {
  const { auth } = await firebase();
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

export async function requestPasswordReset(email: string, language: string): Promise<void> {
  const [{ auth }, { sendPasswordResetEmail }] = await Promise.all([firebase(), sdk()]);
  auth.languageCode = language;
  await sendPasswordResetEmail(auth, email, actionSettings(paths.login));
}

/** The email a reset link is for (and proof that the link is still valid). */
export async function checkResetLink(code: string): Promise<string> {
  const [{ auth }, { verifyPasswordResetCode }] = await Promise.all([firebase(), sdk()]);
  return verifyPasswordResetCode(auth, code);
}

export async function setNewPassword(code: string, password: string): Promise<void> {
  const [{ auth }, { confirmPasswordReset }] = await Promise.all([firebase(), sdk()]);
  await confirmPasswordReset(auth, code, password);
}

/** Applies an email-confirmation link; refreshes the session when the visitor is signed in. */
export async function confirmEmail(code: string): Promise<void> {
  const [{ auth }, { applyActionCode }] = await Promise.all([firebase(), sdk()]);
  await applyActionCode(auth, code);
  await auth.authStateReady();
  if (auth.currentUser) await refreshVerification();
}

/** Everything we keep about the signed-in visitor, ready to save as JSON. */
export async function profileForDownload(): Promise<Record<string, unknown>> {
  const { auth } = await firebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/no-current-user' });
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    signInMethods: user.providerData.map((info) => info.providerId),
    createdAt: user.metadata.creationTime ?? null,
    lastSignInAt: user.metadata.lastSignInTime ?? null,
  };
}

/**
 * Proves it is really the visitor (Firebase asks for a recent sign-in before deleting), then
 * runs `beforeDelete` (removing their data) and deletes the Auth user.
 */
export async function deleteAccount(password: string | null, beforeDelete: (uid: string) => Promise<void>): Promise<void> {
  const [{ auth }, { EmailAuthProvider, GoogleAuthProvider, browserPopupRedirectResolver, deleteUser, reauthenticateWithCredential, reauthenticateWithPopup }] = await Promise.all([firebase(), sdk()]);
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/no-current-user' });
  if (password !== null && user.email) await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  else await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  await beforeDelete(user.uid);
  await deleteUser(user);
}
