import { clearIndexedDbPersistence, connectFirestoreEmulator, initializeFirestore, persistentLocalCache, persistentMultipleTabManager, terminate, type Firestore } from 'firebase/firestore';
import { firestoreEmulatorHost } from '../config/env';
import { app } from './firebase';
import { registerFirestoreCache } from './firestore-cache';

// Firestore, initialised once and only where a signed-in visitor's plan is used (it is the
// largest SDK we load). Its cache lives in IndexedDB, so edits made offline are kept and sent
// when the connection returns.
let instance: Firestore | null = null;

export function firestore(): Firestore {
  if (!instance) {
    const created = initializeFirestore(app, { localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }) });
    if (firestoreEmulatorHost) {
      const [host, port] = firestoreEmulatorHost.split(':');
      connectFirestoreEmulator(created, host ?? '127.0.0.1', Number(port));
    }
    instance = created;
    // Firestore must stop before its cache can be cleared; the next use starts a fresh instance.
    registerFirestoreCache(async () => {
      instance = null;
      await terminate(created);
      await clearIndexedDbPersistence(created);
    });
  }
  return instance;
}
