import type { PaymentQueueItem } from '@khela/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/data-table.css';
import { age, ageLevel, bdt, dhaka, dhakaHourMinute } from './format';
import { accountTypeLabel, statusLabel } from './labels';
import { ReceiptThumbs } from './receipts';
import { useNow } from './use-now';
import { LoadingRow, MessageRow } from '@/components/table-rows';

export type ReviewAction = 'approve' | 'confirm' | 'reject';

interface QueueTableProps {
  items: readonly PaymentQueueItem[];
  /** When the page was fetched (ms): ages tick on from the server's age_seconds, whatever the local clock says. */
  fetchedAt: number;
  /** The signed-in staff id: the first approver cannot confirm their own approval. */
  meId: string;
  /** payments.approve: without it the actions are not shown at all. */
  canApprove: boolean;
  /** players.read: the username links to the player page. */
  canOpenPlayers: boolean;
  loading?: boolean;
  emptyText: string;
  onReview: (action: ReviewAction, item: PaymentQueueItem) => void;
  onReceipt: (item: PaymentQueueItem, index: number) => void;
}

export const rowKey = (item: Pick<PaymentQueueItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

function AgeCell({ item, fetchedAt }: { item: PaymentQueueItem; fetchedAt: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const seconds = item.age_seconds + Math.max(0, (now - fetchedAt) / 1000);
  return (
    <td className={`queue-age queue-age--${ageLevel(seconds)}`} title={t('payments.table.submitted', { time: dhaka(item.created_at) })}>
      <span className="queue-age__value">{age(seconds, t)}</span>
      <span className="muted"> {dhakaHourMinute(item.created_at)}</span>
    </td>
  );
}

function StateCell({ item, meId }: { item: PaymentQueueItem; meId: string }) {
  const { t } = useTranslation();
  if (item.status === 'approving') {
    // approved, the credit not done yet: shown so no unsettled deposit leaves the queue, nothing to decide
    return (
      <td className="queue-state">
        <span className="tag tag--ok">{t('payments.status.approving')}</span>
        <div className="muted">{t('payments.table.settling')}</div>
      </td>
    );
  }
  if (item.first_approver) {
    return (
      <td className="queue-state">
        <span className="tag tag--warn">{t('payments.table.awaitingSecond')}</span>
        <div className="muted">
          {item.first_approver === meId ? t('payments.table.firstApprovalByYou') : t('payments.table.firstApprovalByOther')}
        </div>
      </td>
    );
  }
  return (
    <td className="queue-state">
      <span className="tag">{t('payments.status.pending')}</span>
      {item.needs_second_approval ? <div className="muted">{t('payments.table.needsTwoApprovals')}</div> : null}
    </td>
  );
}

function Actions({ item, meId, onReview }: { item: PaymentQueueItem; meId: string; onReview: QueueTableProps['onReview'] }) {
  const { t } = useTranslation();
  const mine = item.first_approver === meId;
  const explanationId = `own-approval-${item.kind}-${item.id}`;
  if (item.status === 'approving') return <td />;
  return (
    <td>
      <div className="queue-actions">
        {item.first_approver ? (
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => onReview('confirm', item)}
            disabled={mine}
            aria-describedby={mine ? explanationId : undefined}
            title={mine ? t('payments.table.ownApprovalTitle') : undefined}
          >
            {t('payments.table.confirm')}
          </button>
        ) : (
          <button type="button" className="button button--small button--primary" onClick={() => onReview('approve', item)}>
            {t('payments.table.approve')}
          </button>
        )}
        <button type="button" className="button button--small button--danger" onClick={() => onReview('reject', item)}>
          {t('payments.table.reject')}
        </button>
        {mine ? (
          <div id={explanationId} className="queue-actions__why">
            {t('payments.table.ownApprovalWhy')}
          </div>
        ) : null}
      </div>
    </td>
  );
}

function History({ item, colSpan }: { item: PaymentQueueItem; colSpan: number }) {
  const { t } = useTranslation();
  const earlier = item.recent.filter((r) => !(r.kind === item.kind && r.id === item.id));
  return (
    <tr className="queue-history">
      <td colSpan={colSpan}>
        {earlier.length === 0 ? (
          <span className="muted">{t('payments.table.noHistory')}</span>
        ) : (
          <table className="queue-history__table" aria-label={t('payments.table.historyLabel', { username: item.player.username })}>
            <tbody>
              {earlier.map((r) => (
                <tr key={`${r.kind}:${r.id}`}>
                  <td>{dhaka(r.created_at)}</td>
                  <td>{t(`payments.kind.${r.kind}`)}</td>
                  <td className="num money">{bdt(r.amount)}</td>
                  <td>
                    <span className={r.status === 'approved' ? 'tag tag--ok' : r.status === 'rejected' ? 'tag tag--danger' : 'tag'}>
                      {statusLabel(t, r.status)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </td>
    </tr>
  );
}

/**
 * The finance queue: pending deposits and withdrawals, oldest first, one row each, with what a clerk
 * compares (numbers, transaction id, receipts, amount) and, with payments.approve, the decisions.
 */
export function QueueTable({
  items,
  fetchedAt,
  meId,
  canApprove,
  canOpenPlayers,
  loading,
  emptyText,
  onReview,
  onReceipt,
}: QueueTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const columns = canApprove ? 9 : 8;
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="data-table-wrap">
      <table className="data-table queue-table" aria-label={t('payments.table.label')}>
        <thead>
          <tr>
            <th>{t('payments.table.age')}</th>
            <th>{t('payments.table.kindMethod')}</th>
            <th>{t('payments.table.player')}</th>
            <th>{t('payments.table.numbers')}</th>
            <th>{t('payments.table.transactionId')}</th>
            <th>{t('payments.table.receipts')}</th>
            <th className="num">{t('payments.table.amount')}</th>
            <th>{t('payments.table.state')}</th>
            {canApprove ? <th>{t('payments.table.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const key = rowKey(item);
            const expanded = open.has(key);
            return (
              <Fragment key={key}>
                <tr data-request={key} className={item.first_approver ? 'queue-row queue-row--second' : 'queue-row'}>
                  <AgeCell item={item} fetchedAt={fetchedAt} />
                  <td>
                    <span className={item.kind === 'deposit' ? 'tag tag--in' : 'tag tag--out'}>{t(`payments.kind.${item.kind}`)}</span>
                    <div>
                      {item.method ? (
                        <>
                          {item.method.name} <span className="muted">{accountTypeLabel(t, item.method.account_type)}</span>
                        </>
                      ) : (
                        (item.provider ?? '—')
                      )}
                    </div>
                  </td>
                  <td>
                    {canOpenPlayers ? <Link to={`/players/${item.player.id}`}>{item.player.username}</Link> : item.player.username}
                    <div>
                      <button type="button" className="link-button" aria-expanded={expanded} onClick={() => toggle(key)}>
                        {expanded ? t('payments.table.hideHistory') : t('payments.table.history')}
                      </button>
                    </div>
                  </td>
                  <td className="mono">
                    <div title={item.kind === 'deposit' ? t('payments.table.sentFrom') : t('payments.table.payTo')}>
                      {item.account_number}
                    </div>
                    <div className="muted" title={t('payments.table.receivingOurs')}>
                      → {item.receiving_number ?? '—'}
                    </div>
                  </td>
                  <td className="mono">{item.transaction_id ?? <span className="muted">—</span>}</td>
                  <td>
                    {item.kind === 'deposit' ? (
                      <ReceiptThumbs item={item} onOpen={(i) => onReceipt(item, i)} />
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                  <td className="num money">
                    <strong>{bdt(item.amount)}</strong>
                    {item.promotion ? <div className="muted">+ {item.promotion.name}</div> : null}
                  </td>
                  <StateCell item={item} meId={meId} />
                  {canApprove ? <Actions item={item} meId={meId} onReview={onReview} /> : null}
                </tr>
                {expanded ? <History item={item} colSpan={columns} /> : null}
              </Fragment>
            );
          })}
          {!loading && items.length === 0 ? <MessageRow columns={columns}>{emptyText}</MessageRow> : null}
          {loading ? <LoadingRow columns={columns} /> : null}
        </tbody>
      </table>
    </div>
  );
}
