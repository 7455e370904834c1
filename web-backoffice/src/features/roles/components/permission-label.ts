import type { StaffPermission } from '@khela/contracts';
import type { TFunction } from 'i18next';

/** A permission's description in the reader's language (`roles.permissions.<dotted name>`). */
export function permissionLabel(t: TFunction, permission: StaffPermission): string {
  return t(`roles.permissions.${permission}` as never, { defaultValue: permission });
}
