import type { PayoutChannel, PayoutMarkPaidAnswer } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import '@/components/data-table.css';
import '@/components/form.css';
import { downloadPayoutCsv, useMarkPayoutsPaid, usePayoutBatch } from '../api/payouts';
import { bdt, dhaka } from './format';
import './payment-channels.css';

/**
 * One channel of the batch: its withdrawals with a reference field each. Marking paid sends the rows with
 * a reference; one key per click, kept for a retry of that same batch so the server pays it once. The
 * outcome goes up to the page: the rows paid leave the batch (and an emptied channel its panel).
 */
function ChannelBatch({ group, onAnswer }: { group: PayoutChannel; onAnswer: (answer: PayoutMarkPaidAnswer) => void }) {
  const { t } = useTranslation();
  const mark = useMarkPayoutsPaid();
  const [references, setReferences] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<{ key: string; body: string } | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const items = group.items
    .map((i) => ({ id: i.id, payout_reference: (references[i.id] ?? '').trim() }))
    .filter((i) => i.payout_reference !== '');

  const submit = () => {
    const body = JSON.stringify(items);
    // the same rows again after a failed call (a lost answer) keep their key, so the server acts once
    const key = sent?.body === body ? sent.key : newIdempotencyKey();
    setSent({ key, body });
    mark.mutate(
      { request: { items }, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          // answered: a later click (say, after a refused row was sorted out) is a new decision with a new key
          setSent(null);
          onAnswer(answer);
        },
      },
    );
  };

  return (
    <section className="panel payout-channel" aria-labelledby={`payout-${group.channel}`}>
      <div className="payout-channel__head">
        <h2 id={`payout-${group.channel}`}>{group.name}</h2>
        <span className="muted">{t('paymentChannels.payouts.summary', { count: group.count, total: bdt(group.total) })}</span>
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => {
            setCsvError(null);
            downloadPayoutCsv(group.channel).catch((error: Error) => setCsvError(error.message));
          }}
        >
          {t('paymentChannels.payouts.csv')}
        </button>
      </div>
      {csvError ? (
        <p className="form-alert form-alert--error" role="alert">
          {csvError}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={group.name}>
          <thead>
            <tr>
              <th>{t('paymentChannels.payouts.player')}</th>
              <th>{t('paymentChannels.payouts.accountNumber')}</th>
              <th>{t('paymentChannels.payouts.amount')}</th>
              <th>{t('paymentChannels.payouts.requested')}</th>
              <th>{t('paymentChannels.payouts.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {group.items.map((item) => (
              <tr key={item.id} data-withdrawal={item.id}>
                <td>
                  {item.player.username}
                  {item.method ? <div className="muted">{t(`paymentChannels.accountTypes.${item.method.account_type}`)}</div> : null}
                  {item.first_approver ? <span className="tag">{t('paymentChannels.payouts.secondApproval')}</span> : null}
                </td>
                <td>
                  <code>{item.account_number}</code>
                </td>
                <td className="amount">{bdt(item.amount)}</td>
                <td>{dhaka(item.created_at)}</td>
                <td>
                  <input
                    className="payout-reference"
                    aria-label={t('paymentChannels.payouts.referenceFor', { player: item.player.username, amount: bdt(item.amount) })}
                    value={references[item.id] ?? ''}
                    maxLength={100}
                    onChange={(e) => setReferences((r) => ({ ...r, [item.id]: e.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="payout-channel__actions">
        <button type="button" className="button button--primary" disabled={items.length === 0 || mark.isPending} onClick={submit}>
          {mark.isPending ? t('common.working') : t('paymentChannels.payouts.markPaid', { count: items.length })}
        </button>
        <span className="muted">{t('paymentChannels.payouts.markPaidHint')}</span>
      </div>
      {mark.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {mark.error.message}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Withdrawal payouts (payments.read; marking paid needs payments.approve): what the payout team may pay
 * now, per channel, its CSV, and the bulk "mark paid" with each payout's reference.
 */
export function PayoutsPage() {
  const { t } = useTranslation();
  const batch = usePayoutBatch();
  const [answer, setAnswer] = useState<PayoutMarkPaidAnswer | null>(null);
  const refusals = answer?.results.filter((r) => r.result === 'refused') ?? [];
  return (
    <section className="payment-channels">
      <h1>{t('paymentChannels.payouts.title')}</h1>
      <p className="muted">{t('paymentChannels.payouts.intro')}</p>
      {answer ? (
        <p className="form-alert form-alert--success" role="status">
          {t('paymentChannels.payouts.result', {
            paid: String(answer.paid),
            already: String(answer.already_paid),
            refused: String(answer.refused),
          })}
        </p>
      ) : null}
      {refusals.length > 0 ? (
        <ul className="form-alert form-alert--error payout-refusals" aria-label={t('paymentChannels.payouts.refusals')}>
          {refusals.map((r) => (
            <li key={r.id}>
              <code>{r.id.slice(0, 8)}</code> {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      {batch.data && batch.data.awaiting_first_approval > 0 ? (
        <p className="form-alert form-alert--error" role="status">
          {t('paymentChannels.payouts.awaitingFirst', { count: batch.data.awaiting_first_approval })}
        </p>
      ) : null}
      {batch.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('paymentChannels.loadFailed', { message: batch.error.message })}
        </p>
      ) : null}
      {batch.isPending ? (
        <table className="data-table">
          <tbody>
            <LoadingRow columns={1} />
          </tbody>
        </table>
      ) : null}
      {batch.data && batch.data.channels.length === 0 ? (
        <table className="data-table">
          <tbody>
            <MessageRow columns={1}>{t('paymentChannels.payouts.empty')}</MessageRow>
          </tbody>
        </table>
      ) : null}
      {batch.data?.channels.map((group) => (
        <ChannelBatch key={group.channel} group={group} onAnswer={setAnswer} />
      ))}
    </section>
  );
}
