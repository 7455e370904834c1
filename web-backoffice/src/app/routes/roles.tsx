import { can, useMe } from '@/features/auth/api/get-me';
import { RolesPage } from '@/features/roles/components/roles-page';
import { RequirePermission } from '../require-permission';

export function RolesRoute() {
  const me = useMe();
  return (
    <RequirePermission permission="staff.read">
      <RolesPage canEdit={can(me.data, 'staff.roles')} held={me.data?.permissions ?? []} />
    </RequirePermission>
  );
}
