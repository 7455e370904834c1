import type { StaffPermission } from '@khela/contracts';

/** A page of the navigation; its label and description are `shell.nav.<id>` texts. */
export interface NavItem {
  id: NavId;
  to: string;
  permission: StaffPermission;
  /** A live count shown next to the label. */
  badge?: 'pending-payments';
}

export type NavId =
  | 'home'
  | 'players'
  | 'payments'
  | 'payouts'
  | 'receivingNumbers'
  | 'reports'
  | 'moneyReports'
  | 'staff'
  | 'roles'
  | 'audit'
  | 'outbox'
  | 'events'
  | 'settings'
  | 'notices'
  | 'sliders'
  | 'promotions'
  | 'promotionChanges'
  | 'catalogue'
  | 'gameProviders'
  | 'gameRounds'
  | 'gameReports'
  | 'originals'
  | 'socialLinks'
  | 'marketBlock'
  | 'responsibleGaming'
  | 'exchange'
  | 'broadcasts'
  | 'referral'
  | 'vip'
  | 'kyc'
  | 'unpaidResettlements'
  | 'chat';

/** Every back-office page a role may see; the shell and the welcome page show only what `/me` permits. */
export const navItems: readonly NavItem[] = [
  { id: 'home', to: '/', permission: 'session' },
  { id: 'players', to: '/players', permission: 'players.read' },
  { id: 'payments', to: '/payments', permission: 'payments.read', badge: 'pending-payments' },
  // the payout batch is a finance working page: shown to those who may mark it paid (the list itself needs payments.read)
  { id: 'payouts', to: '/payouts', permission: 'payments.approve' },
  { id: 'receivingNumbers', to: '/receiving-numbers', permission: 'payments.channels' },
  { id: 'responsibleGaming', to: '/responsible-gaming', permission: 'rg.view' },
  { id: 'exchange', to: '/exchange', permission: 'exchange.view' },
  { id: 'chat', to: '/chat', permission: 'chat.view' },
  { id: 'broadcasts', to: '/inbox-broadcasts', permission: 'inbox.broadcast' },
  { id: 'referral', to: '/referral', permission: 'risk.review' },
  { id: 'vip', to: '/vip', permission: 'loyalty.manage' },
  // issue 22: identity documents waiting for review (support, admin); the withdrawal rules inside are admin's
  { id: 'kyc', to: '/kyc', permission: 'kyc.review' },
  // issue 18: what players owe from corrected exchange results (finance, risk, admin; collecting is finance's)
  { id: 'unpaidResettlements', to: '/unpaid-resettlements', permission: 'payments.read' },
  { id: 'reports', to: '/reports', permission: 'payments.read' },
  // issue 22: GGR, NGR, cash and players from the ledger (finance, risk and admin)
  { id: 'moneyReports', to: '/money-reports', permission: 'reports.read' },
  { id: 'promotionChanges', to: '/promotion-changes', permission: 'promotions.approve' },
  { id: 'staff', to: '/staff', permission: 'staff.read' },
  // issue 22: roles as data (reading with staff.read; creating and editing needs staff.roles)
  { id: 'roles', to: '/roles', permission: 'staff.read' },
  { id: 'audit', to: '/audit', permission: 'audit.read' },
  { id: 'outbox', to: '/outbox', permission: 'outbox.read' },
  { id: 'events', to: '/events', permission: 'events.manage' },
  { id: 'settings', to: '/content/settings', permission: 'content.manage' },
  { id: 'notices', to: '/content/notices', permission: 'content.manage' },
  { id: 'sliders', to: '/content/sliders', permission: 'content.manage' },
  { id: 'promotions', to: '/content/promotions', permission: 'content.manage' },
  { id: 'catalogue', to: '/catalogue', permission: 'content.manage' },
  { id: 'gameProviders', to: '/game-providers', permission: 'games.manage' },
  { id: 'gameRounds', to: '/game-rounds', permission: 'reports.read' },
  { id: 'gameReports', to: '/game-reports', permission: 'reports.read' },
  { id: 'originals', to: '/originals', permission: 'games.manage' },
  { id: 'socialLinks', to: '/content/social-links', permission: 'content.manage' },
  { id: 'marketBlock', to: '/content/market-block', permission: 'content.manage' },
];

export function visibleNav(permissions: readonly StaffPermission[]): NavItem[] {
  return navItems.filter((item) => permissions.includes(item.permission));
}
