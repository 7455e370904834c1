import { PaymentsPage } from '@/features/payments/components/payments-page';
import { RequirePermission } from '../require-permission';

export function PaymentsRoute() {
  return (
    <RequirePermission permission="payments.read">
      <PaymentsPage />
    </RequirePermission>
  );
}
