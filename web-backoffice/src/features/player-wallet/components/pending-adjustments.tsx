import type { StaffAdjustmentView } from '@khela/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAdjustment } from '../api/confirm-adjustment';
import { usePendingAdjustments } from '../api/list-adjustments';
import { useRejectAdjustment } from '../api/reject-adjustment';
import { bdt, dhaka } from './format';
import { RejectAdjustmentDialog } from './reject-adjustment-dialog';
import { MessageRow } from '@/components/table-rows';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** This player's adjustments awaiting a second finance user; Confirm / Reject need wallet.adjust. */
export function PendingAdjustments({ playerId, canAdjust }: { playerId: string; canAdjust: boolean }) {
  const { t } = useTranslation();
  const pending = usePendingAdjustments(playerId);
  const confirm = useConfirmAdjustment(playerId);
  const reject = useRejectAdjustment(playerId);
  const [rejecting, setRejecting] = useState<StaffAdjustmentView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // One Idempotency-Key per adjustment for as long as this list is shown: clicking Confirm again (a
  // retry after a lost answer) repeats it, so the adjustment is applied once.
  const confirmKeys = useRef(new Map<string, string>());
  const confirmKey = (id: string) => {
    if (!confirmKeys.current.has(id)) confirmKeys.current.set(id, newIdempotencyKey());
    return confirmKeys.current.get(id)!;
  };

  const onConfirm = (item: StaffAdjustmentView) => {
    setNotice(null);
    reject.reset();
    confirm.mutate({ id: item.id, idempotencyKey: confirmKey(item.id) }, { onSuccess: (answer) => setNotice(answer.message) });
  };
  const onReject = (reason: string, idempotencyKey: string) => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, reason, idempotencyKey },
      {
        onSuccess: (answer) => {
          setRejecting(null);
          setNotice(answer.message);
        },
      },
    );
  };

  const rows = pending.data?.data ?? [];
  return (
    <section aria-label={t('playerWallet.pending.title')} className="wallet-block">
      <h3>{t('playerWallet.pending.title')}</h3>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {confirm.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {confirm.error.message}
        </p>
      ) : null}
      {pending.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {pending.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('playerWallet.pending.title')}>
          <thead>
            <tr>
              <th>{t('playerWallet.pending.requested')}</th>
              <th>{t('playerWallet.pending.amount')}</th>
              <th>{t('playerWallet.pending.reason')}</th>
              <th>{t('playerWallet.pending.requestedBy')}</th>
              {canAdjust ? <th>{t('playerWallet.pending.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.id}>
                <td>{dhaka(item.created_at)}</td>
                <td className="money">
                  {bdt(item.amount)} {item.currency}
                </td>
                <td className="wrap">{item.reason}</td>
                <td>{item.requested_by.username}</td>
                {canAdjust ? (
                  <td>
                    <div className="wallet-actions">
                      <button
                        type="button"
                        className="button button--small button--primary"
                        disabled={confirm.isPending}
                        onClick={() => onConfirm(item)}
                      >
                        {t('playerWallet.pending.confirm')}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        onClick={() => {
                          reject.reset();
                          setNotice(null);
                          setRejecting(item);
                        }}
                      >
                        {t('playerWallet.pending.reject')}
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
            {rows.length === 0 ? (
              <MessageRow columns={canAdjust ? 5 : 4}>
                {pending.isPending ? t('common.loading') : t('playerWallet.pending.empty')}
              </MessageRow>
            ) : null}
          </tbody>
        </table>
      </div>
      {rejecting ? (
        <RejectAdjustmentDialog
          adjustment={rejecting}
          busy={reject.isPending}
          error={reject.isError ? reject.error.message : null}
          onReject={onReject}
          onCancel={() => setRejecting(null)}
        />
      ) : null}
    </section>
  );
}
