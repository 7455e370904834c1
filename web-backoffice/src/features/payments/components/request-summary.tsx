import type { PaymentQueueItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { bdt, dhaka } from './format';
import { accountTypeLabel } from './labels';

/** The facts a clerk checks before deciding, repeated in every dialog. */
export function RequestSummary({ item }: { item: PaymentQueueItem }) {
  const { t } = useTranslation();
  const deposit = item.kind === 'deposit';
  return (
    <dl className="review-summary">
      <dt>{t('payments.summary.request')}</dt>
      <dd>{t(`payments.summary.requestLine.${item.kind}`, { id: item.id, time: dhaka(item.created_at) })}</dd>
      <dt>{t('payments.summary.player')}</dt>
      <dd>{item.player.username}</dd>
      <dt>{t('payments.summary.method')}</dt>
      <dd>{item.method ? `${item.method.name} ${accountTypeLabel(t, item.method.account_type)}` : (item.provider ?? '—')}</dd>
      <dt>{deposit ? t('payments.summary.fromNumber') : t('payments.summary.payToNumber')}</dt>
      <dd>{item.account_number}</dd>
      {deposit ? (
        <>
          <dt>{t('payments.summary.receivingNumber')}</dt>
          <dd>{item.receiving_number ?? '—'}</dd>
          <dt>{t('payments.summary.transactionId')}</dt>
          <dd>{item.transaction_id ?? '—'}</dd>
        </>
      ) : null}
      <dt>{t('payments.summary.amount')}</dt>
      <dd className="money">
        <strong>{t('payments.summary.amountValue', { amount: bdt(item.amount) })}</strong>
      </dd>
      {item.promotion ? (
        <>
          <dt>{t('payments.summary.promotion')}</dt>
          <dd>{item.promotion.name}</dd>
        </>
      ) : null}
    </dl>
  );
}
