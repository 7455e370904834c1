import { useTranslation } from 'react-i18next';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { TransactionRecord } from '@/features/payments/components/transaction-record';
import { PageShell } from './page-shell';

export function TransactionRecordRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('payments.records.title')} footer={<MemberToolbar />} wide>
      <TransactionRecord />
    </PageShell>
  );
}
