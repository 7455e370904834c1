import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { VipPage } from '@/features/vip/components/vip-page';
import { PageShell } from './page-shell';

/** /vip (spec 2.3, issue 21): login required. */
export function VipRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('menu.vip')} footer={<MemberToolbar />} wide>
      <VipPage />
    </PageShell>
  );
}
