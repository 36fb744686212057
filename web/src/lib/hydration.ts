import { useSyncExternalStore } from 'react';

/**
 * Prerendered pages (/, /guide, every topic) are hydrated: the browser's first render must
 * produce exactly the HTML the build produced, which knows nothing of this device. While this
 * is true, state that lives on the device (the stored user, the chat conversation) starts
 * empty, as on the server, and is read in an effect just after.
 */
let asOnServer = typeof window === 'undefined';

export function rendersAsOnServer(): boolean {
  return asOnServer;
}

export function setRendersAsOnServer(value: boolean): void {
  asOnServer = value;
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
