import { lazy, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';

// The home page ships in the first bundle; every other screen loads when visited. The
// declarative router keeps the first bundle ~17 KB (gzip) smaller than the data router.
const route = (load: () => Promise<{ Component: () => React.ReactNode }>) => lazy(() => load().then((module) => ({ default: module.Component })));
const Login = route(() => import('./routes/login'));
const Signup = route(() => import('./routes/signup'));
const Logout = route(() => import('./routes/logout'));
const GuideList = route(() => import('./routes/guide-list'));
const GuideTopic = route(() => import('./routes/guide-topic'));
const NotFound = route(() => import('./routes/not-found'));
const Plan = route(() => import('./routes/plan'));
const Settings = route(() => import('./routes/settings'));
const ResetPassword = route(() => import('./routes/reset-password'));
const AuthAction = route(() => import('./routes/auth-action'));

/** Every screen, for the browser's router and for the prerenderer's (web/src/entry-server.tsx). */
export function AppRoutes({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <ErrorBoundary fallback={<ErrorScreen />}>
      <Router>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<HomeRoute />} />
            <Route path="login" element={<Login />} />
            <Route path="signup" element={<Signup />} />
            <Route path="logout" element={<Logout />} />
            <Route path="plan" element={<Plan />} />
            <Route path="settings" element={<Settings />} />
            <Route path="reset-password" element={<ResetPassword />} />
            <Route path="auth/action" element={<AuthAction />} />
            <Route path="guide" element={<GuideList />} />
            <Route path="guide/:topic" element={<GuideTopic />} />
            <Route path=":lang/guide" element={<GuideList />} />
            <Route path=":lang/guide/:topic" element={<GuideTopic />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Router>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return <AppRoutes router={BrowserRouter} />;
}
