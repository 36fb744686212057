import { createBrowserRouter } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home';

// The home page ships in the first bundle; every other screen loads when visited.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
          { path: 'logout', lazy: () => import('./routes/logout') },
          { path: 'guide', lazy: () => import('./routes/guide-list') },
          { path: 'guide/:topic', lazy: () => import('./routes/guide-topic') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
]);
