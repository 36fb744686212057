import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

// The one place the Admin SDK is initialised. Under the emulators FIREBASE_AUTH_EMULATOR_HOST
// is set for us, and ID tokens are then checked against the Auth emulator.
export function adminAuth(): Auth {
  const app = getApps()[0] ?? initializeApp();
  return getAuth(app);
}
