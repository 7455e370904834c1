import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { FundsTabs } from '@/features/payments/components/funds-tabs';
import { PageShell } from './page-shell';

/** /deposit and /withdrawal: one Funds screen, the path choosing the tab (spec section 2.3). */
export function FundsRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tab = pathname.startsWith('/withdrawal') ? 'withdrawal' : 'deposit';
  return (
    <PageShell title={t('payments.funds')} footer={<MemberToolbar />}>
      <FundsTabs tab={tab} />
      {tab === 'deposit' ? (
        // issue 16: the player's deposit limits are one step from where they deposit
        <p className="form-note">
          <Link to="/responsible-gaming">{t('responsibleGaming.footerLink')}</Link>
        </p>
      ) : null}
    </PageShell>
  );
}
