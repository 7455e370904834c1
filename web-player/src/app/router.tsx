import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/page-status';
import { requireSession } from './require-session';
import { AppErrorPage } from './routes/app-error';
import { HomeRoute } from './routes/home';

/** Home is in the main bundle; every other route is its own chunk, loaded on first visit. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <AppErrorPage />,
    HydrateFallback: LoadingState,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
      { path: 'signup', lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }) },
      { path: 'register', lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }) },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
      },
      ...(['referral_code', 'affiliate_code', 'agent_code'] as const).map((parameter) => ({
        path: parameter,
        lazy: async () => {
          const landing = await import('./routes/landing-code');
          return { loader: landing.landingCodeLoader(parameter), Component: landing.LandingRedirect };
        },
      })),
      {
        // Spec section 2.2, "Login required": without a token these go to /login.
        loader: requireSession,
        children: [
          { path: 'account', lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }) },
          { path: 'profile', lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }) },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
