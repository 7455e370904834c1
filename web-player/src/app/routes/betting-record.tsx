import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { BettingRecord } from '@/features/betting/components/betting-record';
import { PageShell } from './page-shell';

export function BettingRecordRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('betting.title')} footer={<MemberToolbar />} wide>
      <BettingRecord />
    </PageShell>
  );
}
