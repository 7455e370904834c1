import { can, useMe } from '@/features/auth/api/get-me';
import { StaffPage } from '@/features/staff/components/staff-page';
import { RequirePermission } from '../require-permission';

export function StaffRoute() {
  const me = useMe();
  return (
    <RequirePermission permission="staff.read">
      <StaffPage canManage={can(me.data, 'staff.manage')} selfId={me.data?.id} />
    </RequirePermission>
  );
}
