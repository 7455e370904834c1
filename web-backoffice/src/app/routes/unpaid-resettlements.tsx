import { can, useMe } from '@/features/auth/api/get-me';
import '@/features/exchange/components/exchange-trader.css';
import { UnpaidResettlements } from '@/features/exchange/components/unpaid-resettlements';
import { RequirePermission } from '../require-permission';

/** /unpaid-resettlements (issue 18): what players owe from corrected exchange results (payments.read); collecting needs wallet.adjust. */
export function UnpaidResettlementsRoute() {
  const me = useMe();
  return (
    <RequirePermission permission="payments.read">
      <UnpaidResettlements canCollect={can(me.data, 'wallet.adjust')} />
    </RequirePermission>
  );
}
