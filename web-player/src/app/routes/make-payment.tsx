import { useTranslation } from 'react-i18next';
import { MakePayment } from '@/features/payments/components/make-payment';
import { PageShell } from './page-shell';

export function MakePaymentRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('payments.makePayment.title')}>
      <MakePayment />
    </PageShell>
  );
}
