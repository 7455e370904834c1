import { staffPermissions, type StaffPermission } from '@khela/contracts';
import { createHash } from 'node:crypto';

/**
 * Pure rules of roles as data (issue 22).
 *
 * THE NO-ESCALATION RULE: nobody hands out what they do not hold. A staff member may create or edit a role,
 * or assign or unassign it, only when they hold every permission the role has, before and after the change.
 * So no one can grant themselves (or a friend) a permission they lack, by editing a role they hold or by
 * assigning one. The seeded `admin` role holds every permission and is locked (never edited), so the admins
 * always hold whatever any role can grant; the last active admin keeps it (staff-rules.ts).
 */

/**
 * The key of a role made from its name: "Finance junior" -> "finance-junior". A key is 2-40 of a-z, 0-9 and
 * '-', starting with a letter (the table checks it): a name that gives less ("A", "2nd line") is prefixed
 * "role-", and one with no Latin letters or digits at all (a Bangla name) gets "role-" and 8 hex digits of
 * its hash, so two Bangla names give two keys.
 */
export function roleKeyFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  if (!slug) return `role-${createHash('sha256').update(name.trim()).digest('hex').slice(0, 8)}`;
  return /^[a-z][a-z0-9-]+$/.test(slug) ? slug : `role-${slug}`.slice(0, 40).replace(/-+$/g, '');
}

/** Permissions in catalogue order, without duplicates; the unknown ones are answered apart. */
export function normalisePermissions(asked: readonly string[]): { permissions: StaffPermission[]; unknown: string[] } {
  const known = new Set<string>(staffPermissions);
  const wanted = new Set(asked);
  return {
    permissions: staffPermissions.filter((p) => wanted.has(p)),
    unknown: [...wanted].filter((p) => !known.has(p)),
  };
}

/** The permissions of `roles` (before and after a change) that the actor does not hold: empty means allowed. */
export function permissionsBeyondActor(actor: readonly StaffPermission[], ...roles: (readonly StaffPermission[])[]): StaffPermission[] {
  const held = new Set(actor);
  return staffPermissions.filter((p) => !held.has(p) && roles.some((r) => r.includes(p)));
}
