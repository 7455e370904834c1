import type { StaffPermission } from '@khela/contracts';

export interface NavItem {
  to: string;
  label: string;
  /** What the page is for, shown on the welcome page. */
  description: string;
  permission: StaffPermission;
  /** A live count shown next to the label. */
  badge?: 'pending-payments';
}

/** Every back-office page a role may see; the shell and the welcome page show only what `/me` permits. */
export const navItems: readonly NavItem[] = [
  { to: '/', label: 'Home', description: 'Your account and roles.', permission: 'session' },
  {
    to: '/players',
    label: 'Players',
    description: 'Search players; profile, verification, balances; lock, unlock, verify phones, send reset codes.',
    permission: 'players.read',
  },
  {
    to: '/payments',
    label: 'Payments',
    description: 'Pending deposits and withdrawals, oldest first: receipts, approve, reject, second confirmation.',
    permission: 'payments.read',
    badge: 'pending-payments',
  },
  {
    to: '/reports',
    label: 'Reports',
    description: 'Daily deposits and withdrawals per channel, and pending requests by age.',
    permission: 'payments.read',
  },
  {
    to: '/staff',
    label: 'Staff',
    description: 'Create staff accounts, assign roles, disable accounts, reset 2FA.',
    permission: 'staff.read',
  },
  {
    to: '/audit',
    label: 'Audit log',
    description: 'Every staff change: who, when, from where, before and after.',
    permission: 'audit.read',
  },
  { to: '/outbox', label: 'Outbox', description: 'E-mails and SMS sent or queued for players.', permission: 'outbox.read' },
  {
    to: '/content/settings',
    label: 'Site settings',
    description: 'Site on / off, withdrawals, support links, live-chat ids, logos.',
    permission: 'content.manage',
  },
  {
    to: '/content/notices',
    label: 'Notices',
    description: 'Home marquee lines and the system notice pop-up.',
    permission: 'content.manage',
  },
  { to: '/content/sliders', label: 'Sliders', description: 'Home banners per type: images, order, active.', permission: 'content.manage' },
  {
    to: '/content/promotions',
    label: 'Promotions',
    description: 'Promotion cards, dates, categories and bonus terms.',
    permission: 'content.manage',
  },
  { to: '/catalogue', label: 'Catalogue', description: 'Providers and games: enable, feature, order, art.', permission: 'content.manage' },
  { to: '/content/social-links', label: 'Social links', description: 'Social links of the player site.', permission: 'content.manage' },
  { to: '/content/market-block', label: 'Market block', description: 'Block Exchange or game sections.', permission: 'content.manage' },
];

export function visibleNav(permissions: readonly StaffPermission[]): NavItem[] {
  return navItems.filter((item) => permissions.includes(item.permission));
}
