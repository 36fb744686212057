export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Missing ${name}: see web/.env.production.example`);
  return value;
}

/** The Firebase web config, read once from Vite's env and checked. */
export function firebaseConfig(): FirebaseWebConfig {
  const env = import.meta.env;
  return {
    apiKey: required('VITE_FIREBASE_API_KEY', env.VITE_FIREBASE_API_KEY),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN', env.VITE_FIREBASE_AUTH_DOMAIN),
    projectId: required('VITE_FIREBASE_PROJECT_ID', env.VITE_FIREBASE_PROJECT_ID),
    appId: required('VITE_FIREBASE_APP_ID', env.VITE_FIREBASE_APP_ID),
  };
}

/** Set only in emulator builds (web/.env.emulator). */
export const authEmulatorUrl: string | undefined = import.meta.env.VITE_AUTH_EMULATOR_URL || undefined;

/** Set only in emulator builds (web/.env.emulator): host:port of the local Firestore emulator. */
export const firestoreEmulatorHost: string | undefined = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST || undefined;

/** Set only in production builds that use App Check: the reCAPTCHA Enterprise site key (public). */
export const appCheckSiteKey: string | undefined = import.meta.env.VITE_APP_CHECK_SITE_KEY || undefined;
