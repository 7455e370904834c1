import { useTranslation } from 'react-i18next';
import { PaymentRequest } from '@/features/payments/components/payment-request';
import { PageShell } from './page-shell';

export function PaymentRequestRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('payments.request.title')}>
      <PaymentRequest />
    </PageShell>
  );
}
