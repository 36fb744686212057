import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import * as authSdk from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { signInKeepingVisitor } from '../../web/src/features/auth/api/keep-visitor';
import { AUTH_EMULATOR } from '../support/endpoints';

// "Continue with Google" keeps the chat's anonymous visitor, through the real Firebase Auth SDK
// and the Auth emulator. Google's popup cannot load on this machine, so the credential it would
// return is the emulator's stand-in for a Google ID token (a JSON string), linked and signed in
// with exactly the calls linkWithPopup and signInWithPopup end with.
const { GoogleAuthProvider, connectAuthEmulator, getAuth, linkWithCredential, signInAnonymously, signInWithCredential } = authSdk;

const apps: FirebaseApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

/** A fresh browser, as far as Firebase Auth can tell: its own app and its own (in-memory) user. */
function newBrowser() {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-newcomers-test', authDomain: '127.0.0.1' }, `browser-${apps.length}-${Date.now()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR, { disableWarnings: true });
  return auth;
}

/** What Google's popup hands back for this Google account. */
function googleAccount(label: string) {
  const sub = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `${sub}@example.com`;
  return { email, credential: () => GoogleAuthProvider.credential(JSON.stringify({ sub, email, email_verified: true })) };
}

const continueWithGoogle = (auth: authSdk.Auth, account: ReturnType<typeof googleAccount>) =>
  signInKeepingVisitor(auth, authSdk, {
    link: (visitor) => linkWithCredential(visitor, account.credential()),
    signIn: () => signInWithCredential(auth, account.credential()),
  });

describe('Continue with Google keeps the visitor', () => {
  it('makes the chat\'s anonymous visitor the Google account\'s user, with the same uid', async () => {
    const auth = newBrowser();
    const { user: visitor } = await signInAnonymously(auth);
    const account = googleAccount('new');
    const user = await continueWithGoogle(auth, account);
    expect(user.uid).toBe(visitor.uid);
    expect(user.isAnonymous).toBe(false);
    expect(user.email).toBe(account.email);
    expect(user.providerData.map((provider) => provider.providerId)).toEqual(['google.com']);
  });

  it('signs in the Google account\'s own user when it already has one here', async () => {
    const account = googleAccount('returning');
    const earlier = await continueWithGoogle(newBrowser(), account);

    const auth = newBrowser();
    const { user: visitor } = await signInAnonymously(auth);
    const user = await continueWithGoogle(auth, account);
    expect(user.uid).toBe(earlier.uid);
    expect(user.uid).not.toBe(visitor.uid);
    expect(auth.currentUser?.uid).toBe(earlier.uid);
  });

  it('is an ordinary sign-in when the chat never made a visitor', async () => {
    const auth = newBrowser();
    const account = googleAccount('plain');
    const user = await continueWithGoogle(auth, account);
    expect(user.email).toBe(account.email);
    expect(auth.currentUser?.uid).toBe(user.uid);
  });
});
