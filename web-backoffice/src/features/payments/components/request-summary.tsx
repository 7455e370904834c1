import type { PaymentQueueItem } from '@khela/contracts';
import { bdt, dhaka } from './format';

/** The facts a clerk checks before deciding, repeated in every dialog. */
export function RequestSummary({ item }: { item: PaymentQueueItem }) {
  const deposit = item.kind === 'deposit';
  return (
    <dl className="review-summary">
      <dt>Request</dt>
      <dd>
        {deposit ? 'Deposit' : 'Withdrawal'} #{item.id} · {dhaka(item.created_at)}
      </dd>
      <dt>Player</dt>
      <dd>{item.player.username}</dd>
      <dt>Method</dt>
      <dd>{item.method ? `${item.method.name} ${item.method.account_type}` : (item.provider ?? '—')}</dd>
      <dt>{deposit ? 'From number' : 'Pay to number'}</dt>
      <dd>{item.account_number}</dd>
      {deposit ? (
        <>
          <dt>Receiving number</dt>
          <dd>{item.receiving_number ?? '—'}</dd>
          <dt>Transaction id</dt>
          <dd>{item.transaction_id ?? '—'}</dd>
        </>
      ) : null}
      <dt>Amount</dt>
      <dd className="money">
        <strong>{bdt(item.amount)} BDT</strong>
      </dd>
      {item.promotion ? (
        <>
          <dt>Promotion</dt>
          <dd>{item.promotion.name}</dd>
        </>
      ) : null}
    </dl>
  );
}
