import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/layout/footer';
import { ChatWidget } from '../../features/chat/components/chat-widget';
import { NavBar } from './nav-bar';
import { ScrollToHash } from './scroll-to-hash';

export function AppLayout() {
  return (
    <>
      <NavBar />
      <ScrollToHash />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ChatWidget />
    </>
  );
}
