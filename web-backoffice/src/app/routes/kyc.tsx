import { can, useMe } from '@/features/auth/api/get-me';
import { KycPage } from '@/features/kyc/components/kyc-page';
import { RequirePermission } from '../require-permission';

/** /kyc (issue 22): the KYC review queue for kyc.review (support, admin); the withdrawal rules inside need kyc.rules. */
export function KycRoute() {
  const me = useMe();
  return (
    <RequirePermission permission="kyc.review">
      <KycPage canSetRules={can(me.data, 'kyc.rules')} />
    </RequirePermission>
  );
}
