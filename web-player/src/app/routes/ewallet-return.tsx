import { useTranslation } from 'react-i18next';
import { EwalletReturn } from '@/features/payments/components/ewallet-return';
import { PageShell } from './page-shell';

export function EwalletReturnRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('payments.ewalletReturn.title')}>
      <EwalletReturn />
    </PageShell>
  );
}
