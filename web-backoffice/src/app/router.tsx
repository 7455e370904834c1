import { createBrowserRouter, Outlet } from 'react-router';
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
              { path: 'players', lazy: async () => ({ Component: (await import('./routes/players')).PlayersRoute }) },
              { path: 'players/:playerId', lazy: async () => ({ Component: (await import('./routes/players')).PlayerRoute }) },
              {
                path: 'responsible-gaming',
                lazy: async () => ({ Component: (await import('./routes/responsible-gaming')).ResponsibleGamingRoute }),
              },
              {
                path: 'responsible-gaming/rules',
                lazy: async () => ({ Component: (await import('./routes/responsible-gaming')).ProtectionRulesRoute }),
              },
              {
                path: 'responsible-gaming/:playerId',
                lazy: async () => ({ Component: (await import('./routes/responsible-gaming')).PlayerProtectionRoute }),
              },
              { path: 'exchange', lazy: async () => ({ Component: (await import('./routes/exchange')).ExchangeRoute }) },
              { path: 'exchange/:eventId', lazy: async () => ({ Component: (await import('./routes/exchange')).ExchangeEventRoute }) },
              { path: 'payments', lazy: async () => ({ Component: (await import('./routes/payments')).PaymentsRoute }) },
              { path: 'payouts', lazy: async () => ({ Component: (await import('./routes/payment-channels')).PayoutsRoute }) },
              {
                path: 'receiving-numbers',
                lazy: async () => ({ Component: (await import('./routes/payment-channels')).ReceivingNumbersRoute }),
              },
              { path: 'chat', lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }) },
              { path: 'chat/:chatId', lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }) },
              {
                path: 'inbox-broadcasts',
                lazy: async () => ({ Component: (await import('./routes/inbox-broadcasts')).InboxBroadcastsRoute }),
              },
              { path: 'reports', lazy: async () => ({ Component: (await import('./routes/reports')).ReportsRoute }) },
              { path: 'money-reports', lazy: async () => ({ Component: (await import('./routes/money-reports')).MoneyReportsRoute }) },
              {
                path: 'promotion-changes',
                lazy: async () => ({ Component: (await import('./routes/promotion-approvals')).PromotionApprovalsRoute }),
              },
              { path: 'staff', lazy: async () => ({ Component: (await import('./routes/staff')).StaffRoute }) },
              { path: 'roles', lazy: async () => ({ Component: (await import('./routes/roles')).RolesRoute }) },
              { path: 'audit', lazy: async () => ({ Component: (await import('./routes/audit')).AuditRoute }) },
              { path: 'outbox', lazy: async () => ({ Component: (await import('./routes/outbox')).OutboxRoute }) },
              { path: 'events', lazy: async () => ({ Component: (await import('./routes/events')).EventsRoute }) },
              { path: 'content/settings', lazy: async () => ({ Component: (await import('./routes/content')).SiteSettingsRoute }) },
              { path: 'content/notices', lazy: async () => ({ Component: (await import('./routes/content')).NoticesRoute }) },
              { path: 'content/sliders', lazy: async () => ({ Component: (await import('./routes/content')).SlidersRoute }) },
              { path: 'content/social-links', lazy: async () => ({ Component: (await import('./routes/content')).SocialLinksRoute }) },
              { path: 'content/market-block', lazy: async () => ({ Component: (await import('./routes/content')).MarketBlockRoute }) },
              { path: 'content/promotions', lazy: async () => ({ Component: (await import('./routes/content')).PromotionsRoute }) },
              { path: 'catalogue', lazy: async () => ({ Component: (await import('./routes/content')).CatalogueRoute }) },
              { path: 'game-providers', lazy: async () => ({ Component: (await import('./routes/games')).GameProvidersRoute }) },
              { path: 'game-rounds', lazy: async () => ({ Component: (await import('./routes/games')).GameRoundsRoute }) },
              { path: 'game-reports', lazy: async () => ({ Component: (await import('./routes/games')).GameReportsRoute }) },
              { path: 'originals', lazy: async () => ({ Component: (await import('./routes/originals')).OriginalsSettingsRoute }) },
              { path: 'referral', lazy: async () => ({ Component: (await import('./routes/referral')).ReferralAdminRoute }) },
              { path: 'vip', lazy: async () => ({ Component: (await import('./routes/vip')).VipAdminRoute }) },
              { path: 'kyc', lazy: async () => ({ Component: (await import('./routes/kyc')).KycRoute }) },
              {
                path: 'unpaid-resettlements',
                lazy: async () => ({ Component: (await import('./routes/unpaid-resettlements')).UnpaidResettlementsRoute }),
              },
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
