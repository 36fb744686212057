import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadPageData } from './app/page-data';
import { i18n, i18nReady, prerenderedLanguage, syncLanguageCookie, wantedLanguage } from './i18n/i18n';
import { setRendersAsOnServer } from './lib/hydration';
import { registerServiceWorker } from './app/service-worker';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const prerendered = prerenderedLanguage();
let started = false;
const afterFirstRender = () => {
  if (started) return;
  started = true;
  // The whole page is live (tests and the budget script wait for this mark).
  document.documentElement.dataset.hydrated = 'true';
  setRendersAsOnServer(false);
  // The prerendered page spoke its own language; from here on the visitor's rules.
  const wanted = wantedLanguage();
  if (wanted !== i18n.resolvedLanguage) void i18n.changeLanguage(wanted);
  syncLanguageCookie();
  registerServiceWorker();
};

/**
 * Hydration must render exactly what the build rendered: the page's language and, on a guide
 * page, its topic or its list are loaded first, side by side (the text is already on screen
 * meanwhile). Not a top-level await: that would make the bundler split the first bundle into
 * many small files.
 */
async function hydrate(container: HTMLElement, language: string) {
  // Offline with no copy of the guide, the page still hydrates (and says it cannot load it).
  await Promise.all([i18nReady, loadPageData(window.location.pathname, language).catch(() => undefined)]);
  setRendersAsOnServer(true);
  hydrateRoot(container, <App router={BrowserRouter} onFirstRender={afterFirstRender} />);
}

if (prerendered) void hydrate(root, prerendered);
else createRoot(root).render(<App router={BrowserRouter} onFirstRender={afterFirstRender} />);
