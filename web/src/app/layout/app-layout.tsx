import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../../components/layout/footer';
import { AccountBanner } from '../../features/auth/components/account-banner';
import { ChatWidget } from '../../features/chat/components/chat-widget';
import { AfterFirstRender } from '../app';
import { ErrorBoundary } from '../error-boundary';
import { ErrorScreen } from '../error-screen';
import { NavBar } from './nav-bar';
import { ScrollToHash } from './scroll-to-hash';
import { UpdateBanner } from './update-banner';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <NavBar />
      <ScrollToHash />
      <main id="main" className="main" tabIndex={-1}>
        <UpdateBanner />
        <AccountBanner />
        {/* The error screen is the page too: device state is read once it shows (afterPageHydrated). */}
        <ErrorBoundary
          fallback={
            <>
              <ErrorScreen />
              <AfterFirstRender />
            </>
          }
          resetKey={pathname}
        >
          <Suspense fallback={<p className="page-loading" aria-busy="true" />}>
            <Outlet />
            <AfterFirstRender />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ChatWidget />
    </>
  );
}
