import { useSyncExternalStore } from 'react';

/**
 * Prerendered pages (/, /guide, every topic) are hydrated: the browser's first render must
 * produce exactly the HTML the build produced, which knows nothing of this device. While this
 * is true, state that lives on the device (the stored user, the chat conversation) starts
 * empty, as on the server, and is read once the whole page is live (`afterPageHydrated`).
 */
let asOnServer = typeof window === 'undefined';
const waiting = new Set<() => void>();

export function rendersAsOnServer(): boolean {
  return asOnServer;
}

/** main.tsx sets it before hydrating, and clears it once the page's own content is live. */
export function setRendersAsOnServer(value: boolean): void {
  asOnServer = value;
  if (value) return;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/**
 * Runs `task` once the whole prerendered page is hydrated (at once on a page React drew
 * itself); returns a cancel function for an effect's cleanup. Providers above the page read
 * device state through it: a context change that reaches the page's Suspense boundary while
 * that boundary still waits for its code makes React throw the prerendered HTML away and draw
 * the page again, and the new form fields would lose what the visitor had already typed.
 */
export function afterPageHydrated(task: () => void): () => void {
  if (!asOnServer) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => {
    waiting.delete(task);
  };
}

const noChange = () => () => undefined;

/**
 * False in the prerendered HTML and while it hydrates, true once React runs the page. A form
 * keeps its submit button disabled until then: sent natively, before React handles it, it
 * would put the password in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChange, () => true, () => false);
}
