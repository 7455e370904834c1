import { PromotionApprovalsPage } from '@/features/promotion-approvals/components/promotion-approvals-page';
import { RequirePermission } from '../require-permission';

/** Finance (and admin): promotion money changes waiting for a decision. */
export function PromotionApprovalsRoute() {
  return (
    <RequirePermission permission="promotions.approve">
      <PromotionApprovalsPage />
    </RequirePermission>
  );
}
