import { createBrowserRouter, Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/page-status';
import { AppErrorPage } from './routes/app-error';
import { HomeRoute } from './routes/home';

/** Home is in the main bundle; every other route is its own chunk, loaded on first visit. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <Outlet />,
      errorElement: <AppErrorPage />,
      HydrateFallback: LoadingState,
      children: [
        { index: true, element: <HomeRoute /> },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
  ]);
}
