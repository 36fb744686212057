import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import './i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </Suspense>
  </StrictMode>,
);
