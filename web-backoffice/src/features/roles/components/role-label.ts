import { staffRoles, type StaffRole } from '@khela/contracts';
import type { TFunction } from 'i18next';

/**
 * A role's label: the seeded roles have their own words in both languages (`staff.roles.<key>`); a role an
 * admin created is shown by the name they gave it (from /roles or /me's role_names), else its key.
 */
export function roleLabel(t: TFunction, key: StaffRole, names?: Readonly<Record<string, string>>): string {
  if ((staffRoles as readonly string[]).includes(key)) return t(`staff.roles.${key as (typeof staffRoles)[number]}`);
  return names?.[key] ?? key;
}
