import { ReferralAdminPage } from '@/features/referral/components/referral-admin-page';
import { RequirePermission } from '../require-permission';

/** /referral (issue 21): the held referrals queue for risk.review; the reward settings inside need loyalty.manage. */
export function ReferralAdminRoute() {
  return (
    <RequirePermission permission="risk.review">
      <ReferralAdminPage />
    </RequirePermission>
  );
}
