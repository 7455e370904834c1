import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { ProfileInfo } from '@/features/account/components/profile-info';
import { KycSection } from '@/features/kyc/components/kyc-section';
import { PageShell } from './page-shell';

export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('account.profile')} footer={<MemberToolbar />}>
      <ProfileInfo />
      <KycSection />
    </PageShell>
  );
}
