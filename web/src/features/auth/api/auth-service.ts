import type { User } from 'firebase/auth';
import type { StoredUser } from '../stored-user';

// Components call these domain functions, never the SDK. Each loads Firebase on first use.
const firebase = () => import('../../../lib/firebase');
const sdk = () => import('firebase/auth');

export function toStoredUser(user: Pick<User, 'uid' | 'email' | 'displayName'>): StoredUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

export async function signUp(displayName: string, email: string, password: string): Promise<StoredUser> {
  const [{ auth }, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([firebase(), sdk()]);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName });
  return { uid: user.uid, email: user.email, displayName };
}

export async function logIn(email: string, password: string): Promise<StoredUser> {
  const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([firebase(), sdk()]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return toStoredUser(user);
}

export async function logOut(): Promise<void> {
  const [{ auth }, { signOut }] = await Promise.all([firebase(), sdk()]);
  await signOut(auth);
}

/** Follows Firebase's auth state; returns the unsubscribe function. */
export async function watchAuthState(onChange: (user: StoredUser | null) => void): Promise<() => void> {
  const [{ auth }, { onAuthStateChanged }] = await Promise.all([firebase(), sdk()]);
  return onAuthStateChanged(auth, (user) => onChange(user ? toStoredUser(user) : null));
}

/** A fresh ID token for our own API (a larger chat allowance), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const { auth } = await firebase();
  // After a reload Firebase restores the session asynchronously: wait for it.
  await auth.authStateReady();
  return (await auth.currentUser?.getIdToken()) ?? null;
}
