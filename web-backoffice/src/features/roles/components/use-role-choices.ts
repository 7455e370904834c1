import { staffRoles, type StaffRole } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../api/list-roles';
import { roleLabel } from './role-label';

export interface RoleChoice {
  key: StaffRole;
  label: string;
  /** What the role is for: the seeded roles' own words, a created role's description. */
  help: string;
}

/**
 * Every role staff can be given, labelled in the reader's language: from /api/admin/roles (created roles
 * too); until it answers, the seeded defaults.
 */
export function useRoleChoices(): RoleChoice[] {
  const { t } = useTranslation();
  const roles = useRoles();
  if (!roles.data) return staffRoles.map((key) => ({ key, label: roleLabel(t, key), help: t(`staff.roleHelp.${key}`) }));
  return roles.data.map((role) => ({
    key: role.key,
    label: roleLabel(t, role.key, { [role.key]: role.name }),
    help:
      role.builtin && (staffRoles as readonly string[]).includes(role.key)
        ? t(`staff.roleHelp.${role.key as (typeof staffRoles)[number]}`)
        : role.description,
  }));
}

/** A label for any role key, created roles by their name (once /roles has answered). */
export function useRoleLabel(): (key: StaffRole) => string {
  const choices = useRoleChoices();
  return (key) => choices.find((c) => c.key === key)?.label ?? key;
}
