import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { ROUTER_BASENAME } from './basename';
import { AppErrorPage } from './routes/app-error';
import { RouteLoading } from './routes/route-loading';
import { SignInRoute } from './routes/sign-in';

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <AppErrorPage />,
        HydrateFallback: RouteLoading,
        children: [
          // Until the dashboard exists, the back office starts at sign-in.
          { index: true, element: <Navigate to="/sign-in" replace /> },
          { path: 'sign-in', element: <SignInRoute /> },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
    { basename: ROUTER_BASENAME },
  );
}
