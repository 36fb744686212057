import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig } from '../config/env';

// The one module that initialises Firebase. It is loaded on demand (auth screens, logout,
// or idle time after first paint) so the home page does not pay for the Auth SDK up front.
const app = initializeApp(firebaseConfig());

export const auth: Auth = getAuth(app);

if (authEmulatorUrl) {
  connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
}
