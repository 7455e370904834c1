import { staffPermissions, type StaffPermission, type StaffRole } from '@khela/contracts';

/**
 * The SEEDED DEFAULTS of the six roles (issue 22: roles are data, in staff_roles / staff_role_permissions;
 * the guard reads the database, not this table). Migration 1795850000000 seeded exactly this, and
 * staff-roles-migration.integration-spec.ts plus the security route matrix fail when they disagree: to give a
 * default role a new permission, add it here AND in a migration that inserts it into staff_role_permissions.
 * Admin holds every permission of the catalogue, also later ones, without a migration.
 */
export const rolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: staffPermissions,
  // kyc.review (issue 22): support (and admin) see identity documents and decide; kyc.rules stays admin's
  // payments.channels: finance runs the receiving numbers players deposit to (issue 22)
  // players.notes (issue 22): finance, support and risk read and add internal notes; players.tags: support and risk
  finance: [
    'session',
    'players.read',
    'players.notes',
    'payments.read',
    'payments.approve',
    'payments.channels',
    'promotions.approve',
    'wallet.adjust',
    'reports.read',
  ],
  support: [
    'session',
    'players.read',
    'players.lock',
    'players.verify',
    'players.password_reset',
    'players.notes',
    'players.tags',
    'outbox.read',
    'chat.view',
    'chat.answer',
    'kyc.review',
  ],
  // content staff also write to players' inboxes (issue 20: broadcasts)
  content: ['session', 'content.manage', 'inbox.broadcast'],
  // risk is also the responsible-gaming role (issue 16): rg.view and rg.manage are theirs (and admin's) only
  // exchange.view (issue 18): risk watches players' exchange bets and the house's liability; trading stays with traders
  risk: [
    'session',
    'players.read',
    'players.lock',
    'players.notes',
    'players.tags',
    'payments.read',
    'risk.review',
    'reports.read',
    'rg.view',
    'rg.manage',
    'exchange.view',
  ],
  // the exchange's traders (issue 17): its events and markets only, nothing of players or money
  trader: ['session', 'exchange.view', 'exchange.trade'],
};

/** Every permission the roles grant together, in catalogue order. */
export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const granted = new Set(roles.flatMap((role) => rolePermissions[role] ?? []));
  return staffPermissions.filter((p) => granted.has(p));
}

export function grants(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  return roles.some((role) => rolePermissions[role]?.includes(permission));
}
