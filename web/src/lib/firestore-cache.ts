import { firebaseConfig } from '../config/env';

// Tiny on purpose: logging out must clear Firestore's cache on the device without downloading
// the Firestore SDK when this tab never loaded it.
let stopAndClear: (() => Promise<void>) | null = null;

/** Called by lib/firestore.ts once Firestore runs in this tab. */
export function registerFirestoreCache(clear: () => Promise<void>): void {
  stopAndClear = clear;
}

/** Removes Firestore's cached documents (the signed-in visitor's plan) from this device. */
export async function clearFirestoreCache(): Promise<void> {
  if (stopAndClear) {
    const clear = stopAndClear;
    stopAndClear = null;
    await clear();
    return;
  }
  // Not started in this tab: delete its database directly (the name Firestore gives it).
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(`firestore/[DEFAULT]/${firebaseConfig().projectId}/main`);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
