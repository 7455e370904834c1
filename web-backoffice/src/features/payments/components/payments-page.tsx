import type { PaymentQueueItem } from '@khela/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import '@/components/form.css';
import { can, useMe } from '@/features/auth/api/get-me';
import { QUEUE_PER_PAGE, usePaymentQueue, type QueueFilter } from '../api/list-queue';
import { usePaymentMethods } from '../api/list-methods';
import { usePaymentQueueLive } from '../api/queue-live';
import { useReviewPayment, type Review } from '../api/review-payment';
import { ApproveDialog } from './approve-dialog';
import { accountTypeLabel } from './labels';
import { QueueTable, type ReviewAction } from './queue-table';
import { ReceiptViewer } from './receipts';
import { RejectDialog } from './reject-dialog';
import './payments.css';

/** The last decision, shown above the queue with the server's message. */
type Notice = { kind: PaymentQueueItem['kind']; id: string; username: string; message: string };

type Open = { kind: 'review'; action: ReviewAction; item: PaymentQueueItem } | { kind: 'receipt'; item: PaymentQueueItem; index: number };

function readFilter(params: URLSearchParams): QueueFilter {
  const kind = params.get('kind');
  return {
    kind: kind === 'deposit' || kind === 'withdrawal' ? kind : '',
    method: /^\d+$/.test(params.get('method') ?? '') ? params.get('method')! : '',
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/**
 * The finance approval queue: pending deposits and withdrawals, oldest first, refreshed live from the
 * /staff socket (or every 5 s while it is down). Filters live in the URL (?kind&method&q&page).
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [text, setText] = useState(filter.search);
  const live = usePaymentQueueLive();
  const queue = usePaymentQueue(filter, live);
  const methods = usePaymentMethods();
  const me = useMe();
  const review = useReviewPayment();
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const go = useCallback(
    (next: QueueFilter) => {
      const search = new URLSearchParams();
      if (next.kind) search.set('kind', next.kind);
      if (next.method) search.set('method', next.method);
      if (next.search) search.set('q', next.search);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search);
    },
    [setParams],
  );

  const count = queue.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / QUEUE_PER_PAGE));
  // Decisions shrink the queue: a page past the end moves back to the last one.
  useEffect(() => {
    if (queue.data && !queue.isPlaceholderData && filter.page > lastPage) go({ ...filter, page: lastPage });
  }, [queue.data, queue.isPlaceholderData, filter, lastPage, go]);

  const close = useCallback(() => {
    setOpen(null);
    review.reset();
  }, [review]);

  const decide = (decision: Review) => {
    setNotice(null);
    review.mutate(decision, {
      onSuccess: (answer) => {
        setOpen(null);
        setNotice({ kind: decision.item.kind, id: decision.item.id, username: decision.item.player.username, message: answer.message });
      },
    });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ ...filter, search: text.trim(), page: 1 });
  };
  const filtered = filter.kind !== '' || filter.method !== '' || filter.search !== '';
  const canApprove = can(me.data, 'payments.approve');
  const reviewError = review.error ? review.error.message : null;

  return (
    <section className="payments-page">
      <div className="payments-head">
        <h1>
          {t('payments.queue.title')}{' '}
          {queue.data ? (
            <span className="count-badge" aria-label={t('payments.pendingCount', { number: String(count) })}>
              {count}
            </span>
          ) : null}
        </h1>
        <span className={live ? 'live-state live-state--on' : 'live-state'} role="status">
          {live ? t('payments.queue.live') : t('payments.queue.notLive')}
        </span>
      </div>

      <form className="toolbar" role="search" aria-label={t('payments.queue.title')} onSubmit={submitSearch}>
        <div className="form-field">
          <label htmlFor="queue-kind">{t('payments.queue.kind')}</label>
          <select
            id="queue-kind"
            value={filter.kind}
            onChange={(event) => go({ ...filter, kind: event.target.value as QueueFilter['kind'], page: 1 })}
          >
            <option value="">{t('payments.queue.kindAll')}</option>
            <option value="deposit">{t('payments.queue.kindDeposits')}</option>
            <option value="withdrawal">{t('payments.queue.kindWithdrawals')}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="queue-method">{t('payments.queue.method')}</label>
          <select id="queue-method" value={filter.method} onChange={(event) => go({ ...filter, method: event.target.value, page: 1 })}>
            <option value="">{t('payments.queue.methodAny')}</option>
            {methods.data?.map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name} {accountTypeLabel(t, m.account_type)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field queue-search">
          <label htmlFor="queue-q">{t('payments.queue.search')}</label>
          <input
            id="queue-q"
            type="search"
            value={text}
            placeholder={t('payments.queue.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('payments.queue.search')}
        </button>
        {filtered ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setText('');
              go({ kind: '', method: '', search: '', page: 1 });
            }}
          >
            {t('payments.queue.clear')}
          </button>
        ) : null}
      </form>

      {notice ? (
        <p className="form-alert form-alert--success queue-notice" role="status">
          {t(`payments.queue.decided.${notice.kind}`, { id: notice.id, username: notice.username, message: notice.message })}
        </p>
      ) : null}
      {queue.isError ? (
        <p className="form-alert form-alert--error queue-notice" role="alert">
          {t('payments.queue.loadFailed', { message: queue.error.message })}
        </p>
      ) : null}

      <QueueTable
        items={queue.data?.data ?? []}
        fetchedAt={queue.dataUpdatedAt}
        meId={me.data?.id ?? ''}
        canApprove={canApprove}
        canOpenPlayers={can(me.data, 'players.read')}
        loading={queue.isPending}
        emptyText={filtered ? t('payments.queue.emptyFiltered') : t('payments.queue.empty')}
        onReview={(action, item) => {
          review.reset();
          setOpen({ kind: 'review', action, item });
        }}
        onReceipt={(item, index) => setOpen({ kind: 'receipt', item, index })}
      />
      {queue.data && count > 0 ? (
        <Pager
          page={Math.min(filter.page, lastPage)}
          lastPage={lastPage}
          total={count}
          perPage={QUEUE_PER_PAGE}
          onPage={(page) => go({ ...filter, page })}
          disabled={queue.isFetching}
        />
      ) : null}

      {open?.kind === 'receipt' ? <ReceiptViewer item={open.item} start={open.index} onClose={close} /> : null}
      {open?.kind === 'review' && canApprove && open.action === 'reject' ? (
        <RejectDialog
          item={open.item}
          busy={review.isPending}
          error={reviewError}
          onCancel={close}
          onReject={(reason, idempotencyKey) => decide({ action: 'reject', item: open.item, reason, idempotencyKey })}
        />
      ) : null}
      {open?.kind === 'review' && canApprove && open.action !== 'reject' ? (
        <ApproveDialog
          item={open.item}
          action={open.action}
          busy={review.isPending}
          error={reviewError}
          onCancel={close}
          onApprove={(payoutReference, idempotencyKey) =>
            decide({
              action: open.action as 'approve' | 'confirm',
              item: open.item,
              idempotencyKey,
              ...(payoutReference ? { payoutReference } : {}),
            })
          }
        />
      ) : null}
    </section>
  );
}
