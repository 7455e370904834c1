import { createBrowserRouter, Outlet } from 'react-router-dom';
import { ROUTER_BASENAME } from './basename';
import { Shell } from './layouts/shell';
import { AppErrorPage } from './routes/app-error';
import { HomeRoute } from './routes/home';
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
          { path: 'sign-in', element: <SignInRoute /> },
          {
            // Everything else needs a staff session; the shell sends guests to sign-in.
            element: <Shell />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: 'staff', lazy: async () => ({ Component: (await import('./routes/staff')).StaffRoute }) },
              { path: 'audit', lazy: async () => ({ Component: (await import('./routes/audit')).AuditRoute }) },
              { path: 'outbox', lazy: async () => ({ Component: (await import('./routes/outbox')).OutboxRoute }) },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
              },
            ],
          },
        ],
      },
    ],
    { basename: ROUTER_BASENAME },
  );
}
