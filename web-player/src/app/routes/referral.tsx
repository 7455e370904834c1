import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { ReferralPage } from '@/features/referral/components/referral-page';
import { PageShell } from './page-shell';

/** /refrrel-program (the spec's spelling, section 2.2) and /referral (top navigation): login required (issue 21). */
export function ReferralRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('menu.referral')} footer={<MemberToolbar />} wide>
      <ReferralPage />
    </PageShell>
  );
}
