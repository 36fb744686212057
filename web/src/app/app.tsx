import { createContext, StrictMode, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

type Router = (props: { children: ReactNode }) => ReactNode;

const FirstRenderContext = createContext<(() => void) | undefined>(undefined);

/**
 * Placed inside the page's own Suspense boundary (app-layout.tsx): React hydrates that boundary
 * after the shell, so this runs once the whole prerendered page is live, not just its frame.
 */
export function AfterFirstRender() {
  const onDone = useContext(FirstRenderContext);
  useEffect(() => onDone?.(), [onDone]);
  return null;
}

/** The whole app, the same tree in the browser and in the prerenderer (web/src/entry-server.tsx). */
export function App({ router, onFirstRender }: { router: Router; onFirstRender?: () => void }) {
  return (
    <StrictMode>
      <Suspense fallback={null}>
        <FirstRenderContext.Provider value={onFirstRender}>
          <AppProviders>
            <AppRoutes router={router} />
          </AppProviders>
        </FirstRenderContext.Provider>
      </Suspense>
    </StrictMode>
  );
}
