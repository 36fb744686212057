import { guideLocaleFor } from '@guide/guide-contract';
import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n/i18n';
import { whenIdle } from '../lib/when-idle';

// The service worker itself is generated at build time by Workbox (web/scripts/prerender.ts):
// it precaches the app shell and caches the pages, topics and language files a visitor opens.

/** Set when a new version of the site is installed and waiting: calling it switches to it. */
let activateUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's switch, or null when the site is up to date. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => activateUpdate, () => null);
}

type Workbox = import('workbox-window').Workbox;

/**
 * The first time the worker takes over, the files this page loaded before it existed are
 * cached too, with the guide in the visitor's language (its list, and every topic's text for
 * the search and for topics never opened), so the next visit works offline.
 */
async function keepForOffline(workbox: Workbox) {
  const locale = guideLocaleFor(i18n.resolvedLanguage);
  await Promise.all([
    import('../features/guide/api/get-guide').then(({ loadGuide }) => loadGuide(locale)),
    import('../features/guide/api/get-guide-index').then(({ guideIndex }) => guideIndex.load(locale)),
  ]).catch(() => undefined);
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`));
  await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, ...assets] } });
  document.documentElement.dataset.offlineReady = 'true';
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  whenIdle(() => {
    import('workbox-window')
      .then(async ({ Workbox }) => {
        const workbox = new Workbox('/sw.js');
        workbox.addEventListener('activated', (event) => {
          if (!event.isUpdate) void keepForOffline(workbox).catch(() => undefined);
        });
        // A new version waits until the visitor chooses to reload: until then every file
        // comes from the version the page started with, never a mix of the two.
        workbox.addEventListener('waiting', () => {
          activateUpdate = () => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          };
          for (const listener of listeners) listener();
        });
        await workbox.register();
      })
      .catch(() => {
        // No worker (private mode, an old browser): the site works online as before.
      });
  });
}
