import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { appCheckSiteKey, authEmulatorUrl, firebaseConfig } from '../config/env';

// The one module that initialises Firebase. It is loaded on demand (auth screens, logout,
// or idle time after first paint) so the home page does not pay for the Auth SDK up front.
export const app = initializeApp(firebaseConfig());

// App Check (production only, with a reCAPTCHA Enterprise key) is started before Auth, so that
// every Auth request, the chat's anonymous sign-in included, carries its token; the chat sends
// one too. Its module loads only where a key is configured.
export const appCheck = appCheckSiteKey
  ? import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
      initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey!), isTokenAutoRefreshEnabled: true }),
    )
  : null;

// No popup/redirect resolver here: it is passed to the Google sign-in call alone, so the
// Google iframe and script load only when a visitor chooses "Continue with Google".
export const auth: Auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

if (authEmulatorUrl) {
  connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
}
