import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig } from '../config/env';

// The one module that initialises Firebase. It is loaded on demand (auth screens, logout,
// or idle time after first paint) so the home page does not pay for the Auth SDK up front.
const app = initializeApp(firebaseConfig());

// Email and password only: no popup/redirect resolver, so no Google iframe or script is
// loaded (smaller, and nothing outside our Content-Security-Policy).
export const auth: Auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

if (authEmulatorUrl) {
  connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
}
