import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// The one place the Admin SDK is initialised. Under the emulators FIREBASE_AUTH_EMULATOR_HOST
// and FIRESTORE_EMULATOR_HOST point it at them.
function app(): App {
  return getApps()[0] ?? initializeApp();
}

export function adminAuth(): Auth {
  return getAuth(app());
}

export function adminFirestore(): Firestore {
  return getFirestore(app());
}
