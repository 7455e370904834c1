import { PayoutsPage } from '@/features/payments/components/payouts-page';
import { ReceivingNumbersPage } from '@/features/payments/components/receiving-numbers-page';
import { RequirePermission } from '../require-permission';

export function ReceivingNumbersRoute() {
  return (
    <RequirePermission permission="payments.channels">
      <ReceivingNumbersPage />
    </RequirePermission>
  );
}

export function PayoutsRoute() {
  return (
    <RequirePermission permission="payments.approve">
      <PayoutsPage />
    </RequirePermission>
  );
}
