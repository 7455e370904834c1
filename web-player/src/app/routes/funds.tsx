import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { FundsTabs } from '@/features/payments/components/funds-tabs';
import { PageShell } from './page-shell';

/** /deposit and /withdrawal: one Funds screen, the path choosing the tab (spec section 2.3). */
export function FundsRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageShell title={t('payments.funds')} footer={<MemberToolbar />}>
      <FundsTabs tab={pathname.startsWith('/withdrawal') ? 'withdrawal' : 'deposit'} />
    </PageShell>
  );
}
