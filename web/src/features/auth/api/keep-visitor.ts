import type * as AuthSdk from 'firebase/auth';

/** The two ways a provider signs someone in: into the visitor's own user, or on its own. */
export interface ProviderSignIn {
  /** Links the provider's account to this (anonymous) user: Firebase's linkWithPopup in the app. */
  link(visitor: AuthSdk.User): Promise<AuthSdk.UserCredential>;
  /** Signs in with the provider alone: Firebase's signInWithPopup in the app. */
  signIn(): Promise<AuthSdk.UserCredential>;
}

type Sdk = Pick<typeof AuthSdk, 'GoogleAuthProvider' | 'signInWithCredential'>;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Signs in with Google and keeps the visitor, as sign-up with an email does: a browser the chat
 * signed in anonymously becomes the Google account's user (the account is linked to it), so its
 * uid, its chat allowance and the plan kept under it stay the same. When that Google account
 * already has a user here, linking is refused and that user signs in instead, with the credential
 * Firebase returns in the refusal (no second popup in production): the guest's plan then moves in,
 * as on log in. Without an anonymous visitor it is an ordinary sign-in.
 */
export async function signInKeepingVisitor(auth: AuthSdk.Auth, sdk: Sdk, provider: ProviderSignIn): Promise<AuthSdk.User> {
  await auth.authStateReady();
  const visitor = auth.currentUser;
  if (!visitor?.isAnonymous) return (await provider.signIn()).user;
  try {
    return (await provider.link(visitor)).user;
  } catch (error) {
    if (codeOf(error) !== 'auth/credential-already-in-use') throw error;
    const credential = sdk.GoogleAuthProvider.credentialFromError(error as AuthSdk.AuthError);
    // Google's own backend returns the credential with the refusal; where it does not (the Auth
    // emulator), the provider is asked once more.
    return (credential ? await sdk.signInWithCredential(auth, credential) : await provider.signIn()).user;
  }
}
