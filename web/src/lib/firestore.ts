import { clearIndexedDbPersistence, connectFirestoreEmulator, initializeFirestore, persistentLocalCache, persistentMultipleTabManager, terminate, type Firestore } from 'firebase/firestore';
import { firestoreEmulatorHost } from '../config/env';
import { app } from './firebase';

// Firestore, initialised once and only where a signed-in visitor's plan is used (it is the
// largest SDK we load). Its cache lives in IndexedDB, so edits made offline are kept and sent
// when the connection returns.
let instance: Firestore | null = null;

export function firestore(): Firestore {
  if (!instance) {
    instance = initializeFirestore(app, { localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }) });
    if (firestoreEmulatorHost) {
      const [host, port] = firestoreEmulatorHost.split(':');
      connectFirestoreEmulator(instance, host ?? '127.0.0.1', Number(port));
    }
  }
  return instance;
}

/**
 * Removes the signed-in visitor's cached documents from this device (on logout: shared phones
 * are common). Firestore must be stopped before its cache can be cleared; the next use starts
 * a fresh instance.
 */
export async function clearFirestoreCache(): Promise<void> {
  const current = firestore();
  instance = null;
  await terminate(current);
  await clearIndexedDbPersistence(current);
}
