import type { StaffPermission } from '@khela/contracts';

export interface NavItem {
  to: string;
  label: string;
  /** What the page is for, shown on the welcome page. */
  description: string;
  permission: StaffPermission;
}

/** Every back-office page a role may see; the shell and the welcome page show only what `/me` permits. */
export const navItems: readonly NavItem[] = [
  { to: '/', label: 'Home', description: 'Your account and roles.', permission: 'session' },
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
];

export function visibleNav(permissions: readonly StaffPermission[]): NavItem[] {
  return navItems.filter((item) => permissions.includes(item.permission));
}
