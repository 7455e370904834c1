import { VipAdminPage } from '@/features/vip/components/vip-admin-page';
import { RequirePermission } from '../require-permission';

/** /vip (issue 21): VIP level rates and the weekly cash-back runs, for loyalty.manage (admin by default). */
export function VipAdminRoute() {
  return (
    <RequirePermission permission="loyalty.manage">
      <VipAdminPage />
    </RequirePermission>
  );
}
