import { ReportsPage } from '@/features/payments/components/reports-page';
import { RequirePermission } from '../require-permission';

export function ReportsRoute() {
  return (
    <RequirePermission permission="payments.read">
      <ReportsPage />
    </RequirePermission>
  );
}
