import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { TurnoverRecord } from '@/features/turnover/components/turnover-record';
import { PageShell } from './page-shell';

export function TurnoverRecordRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('turnover.title')} footer={<MemberToolbar />} wide>
      <TurnoverRecord />
    </PageShell>
  );
}
