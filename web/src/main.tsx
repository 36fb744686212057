import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { guideLocaleFor } from '@guide/guide-contract';
import { App } from './app/app';
import { loadGuide } from './features/guide/api/get-guide';
import { i18n, i18nReady, languageInPath, prerenderedLanguage, wantedLanguage } from './i18n/i18n';
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
  setRendersAsOnServer(false);
  // The prerendered page spoke its own language; from here on the visitor's rules.
  const wanted = wantedLanguage();
  if (wanted !== i18n.resolvedLanguage) void i18n.changeLanguage(wanted);
  registerServiceWorker();
};

if (prerendered) {
  // Hydration must render exactly what the build rendered: the page's language and, on a
  // guide page, its topics are loaded first (the text is already on screen meanwhile).
  await i18nReady;
  if (/^\/(?:[a-z]{2}\/)?guide(?:\/|$)/.test(window.location.pathname)) {
    await loadGuide(guideLocaleFor(languageInPath(window.location.pathname) ?? prerendered)).catch(() => undefined);
  }
  setRendersAsOnServer(true);
  hydrateRoot(root, <App router={BrowserRouter} onFirstRender={afterFirstRender} />);
} else {
  createRoot(root).render(<App router={BrowserRouter} onFirstRender={afterFirstRender} />);
}
