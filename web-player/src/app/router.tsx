import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/page-status';
import { loadPageTexts } from '@/i18n';
import { hasSession } from '@/lib/session';
import { isDesktopViewport } from '@/lib/use-media-query';
import { RootLayout } from './layouts/root-layout';
import { requireSession } from './require-session';
import { AppErrorPage } from './routes/app-error';
import { comingSoonPaths } from './routes/coming-soon-paths';
import { HomeRoute } from './routes/home';

/**
 * Desktop top-navigation paths (spec section 2.1) are game lists of one category type. Arcade has no
 * type of its own in spec section 3; its games are the EGAME ones (instant games, with Crash).
 */
const desktopCategoryPaths = [
  ['casino', 'LIVE', 'Casino'],
  ['slot', 'SLOT', 'Slot'],
  ['table', 'TABLE', 'Table'],
  ['crash', 'EGAME', 'Crash'],
  ['fishing', 'FH', 'Fishing'],
  ['arcade', 'EGAME', 'Arcade'],
  ['lottery', 'LOTTO', 'Lottery'],
] as const;

/** A page's chunk and the rest of English (loadPageTexts) fetched together: no page renders before its texts. */
function page<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadPageTexts()]))[0];
}

/** Home is in the main bundle; every other route is its own chunk, loaded on first visit. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    HydrateFallback: LoadingState,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', lazy: page(async () => ({ Component: (await import('./routes/login')).LoginRoute })) },
      { path: 'signup', lazy: page(async () => ({ Component: (await import('./routes/signup')).SignupRoute })) },
      { path: 'register', lazy: page(async () => ({ Component: (await import('./routes/register')).RegisterRoute })) },
      {
        path: 'forgot-password',
        lazy: page(async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute })),
      },
      { path: 'games', lazy: page(async () => ({ Component: (await import('./routes/games')).GamesRoute })) },
      { path: 'player/logout', lazy: page(async () => ({ Component: (await import('./routes/player-logout')).PlayerLogoutRoute })) },
      ...desktopCategoryPaths.map(([path, type, title]) => ({
        path,
        loader: () => redirect(`/games?${new URLSearchParams({ type, title }).toString()}`),
      })),
      {
        // Login required on mobile (spec section 2.2); the desktop page invites guests to sign up (2.1).
        path: 'promotions',
        loader: () => (hasSession() || isDesktopViewport() ? null : redirect('/login')),
        lazy: page(async () => ({ Component: (await import('./routes/promotions')).PromotionsRoute })),
      },
      // The old site's exchange launcher (spec section 2.1, desktop Play Now): bookmarks and links land on the exchange.
      { path: 'player/playGame', loader: () => redirect('/exchange') },
      ...(
        [
          ['exchange', 'ExchangeHomeRoute'],
          ['exchange-inplay', 'ExchangeInPlayRoute'],
          ['exchange-sports', 'ExchangeSportsRoute'],
          ['exchange-multi', 'ExchangeMultiRoute'],
          ['odds-view', 'OddsViewRoute'],
        ] as const
      ).map(([path, component]) => ({
        // Spec section 2.2 lists these as "Login required"; markets and prices are open to guests here (issue 17:
        // a guest browses In-Play and a market live), placing a bet (issue 15) will ask for a login.
        path,
        lazy: page(async () => ({ Component: (await import('./routes/exchange'))[component] })),
      })),
      {
        // Spec section 2.2 lists /make-payment as public; it needs the state of a deposit started on /deposit.
        path: 'make-payment',
        lazy: page(async () => ({ Component: (await import('./routes/make-payment')).MakePaymentRoute })),
      },
      ...(['referral_code', 'affiliate_code', 'agent_code'] as const).map((parameter) => ({
        path: parameter,
        lazy: page(async () => {
          const landing = await import('./routes/landing-code');
          return { loader: landing.landingCodeLoader(parameter), Component: landing.LandingRedirect };
        }),
      })),
      {
        // Spec section 2.2, "Login required": without a token these go to /login.
        loader: requireSession,
        children: [
          { path: 'account', lazy: page(async () => ({ Component: (await import('./routes/account')).AccountRoute })) },
          { path: 'profile', lazy: page(async () => ({ Component: (await import('./routes/profile')).ProfileRoute })) },
          ...['deposit', 'withdrawal'].map((path) => ({
            path,
            lazy: page(async () => ({ Component: (await import('./routes/funds')).FundsRoute })),
          })),
          {
            path: 'payment-request',
            lazy: page(async () => ({ Component: (await import('./routes/payment-request')).PaymentRequestRoute })),
          },
          {
            path: 'ewallet-return',
            lazy: page(async () => ({ Component: (await import('./routes/ewallet-return')).EwalletReturnRoute })),
          },
          {
            path: 'transaction-record',
            lazy: page(async () => ({ Component: (await import('./routes/transaction-record')).TransactionRecordRoute })),
          },
          {
            // the exchange account (issue 18): in the exchange's frame, login required
            path: 'exchange-account',
            lazy: page(async () => ({ Component: (await import('./routes/exchange')).ExchangeAccountRoute })),
          },
          {
            path: 'betting-record',
            lazy: page(async () => ({ Component: (await import('./routes/betting-record')).BettingRecordRoute })),
          },
          { path: 'gamerun', lazy: page(async () => ({ Component: (await import('./routes/gamerun')).GameRunRoute })) },
          { path: 'inbox', lazy: page(async () => ({ Component: (await import('./routes/inbox')).InboxRoute })) },
          // VIP (issue 21): the real level, progress, total VP and conversion
          { path: 'vip', lazy: page(async () => ({ Component: (await import('./routes/vip')).VipRoute })) },
          // Referral programme (issue 21): the spec's spelling and the top navigation's path
          ...['refrrel-program', 'referral'].map((path) => ({
            path,
            lazy: page(async () => ({ Component: (await import('./routes/referral')).ReferralRoute })),
          })),
          // Khela Originals (issue 19)
          { path: 'originals/dice', lazy: page(async () => ({ Component: (await import('./routes/originals')).DiceRoute })) },
          { path: 'originals/limbo', lazy: page(async () => ({ Component: (await import('./routes/originals')).LimboRoute })) },
          { path: 'originals/mines', lazy: page(async () => ({ Component: (await import('./routes/originals')).MinesRoute })) },
          { path: 'originals/slot', lazy: page(async () => ({ Component: (await import('./routes/originals')).SlotRoute })) },
          { path: 'originals/crash', lazy: page(async () => ({ Component: (await import('./routes/originals')).CrashRoute })) },
          { path: 'fairness', lazy: page(async () => ({ Component: (await import('./routes/originals')).FairnessRoute })) },
          // support chat (issue 20)
          { path: 'chat', lazy: page(async () => ({ Component: (await import('./routes/chat')).ChatRoute })) },
          { path: 'chat-list', lazy: page(async () => ({ Component: (await import('./routes/chat-list')).ChatListRoute })) },
          { path: 'chat-box/:chatId', lazy: page(async () => ({ Component: (await import('./routes/chat-box')).ChatBoxRoute })) },
          {
            path: 'turnover-record',
            lazy: page(async () => ({ Component: (await import('./routes/turnover-record')).TurnoverRecordRoute })),
          },
          {
            path: 'responsible-gaming',
            lazy: page(async () => ({ Component: (await import('./routes/responsible-gaming')).ResponsibleGamingRoute })),
          },
          {
            path: 'reset-password',
            lazy: page(async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute })),
          },
        ],
      },
      // Referral and exchange: a "coming soon" page until their features replace it (issue 14, defect 8).
      ...Object.keys(comingSoonPaths).map((path) => ({
        path,
        lazy: page(async () => ({ Component: (await import('./routes/coming-soon')).ComingSoonRoute })),
      })),
      {
        path: '*',
        lazy: page(async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
