import type { PromotionChangeView } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import './promotion-approvals.css';
import { FormDialog } from '@/components/form-dialog';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { describeTerms } from '@/lib/promotion-terms';
import { useDecidePromotionChange } from '../api/decide-promotion-change';
import { usePendingPromotionChanges } from '../api/list-promotion-changes';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
const REASON_MIN = 3;
const REASON_MAX = 500;

/** Reject with a reason the content editor sees. */
function RejectChangeDialog({
  change,
  busy,
  error,
  onReject,
  onCancel,
}: {
  change: PromotionChangeView;
  busy: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const length = reason.trim().length;
  const invalid = length < REASON_MIN || length > REASON_MAX;
  const title = t('promotions.approvals.rejectTitle', { name: change.promotion.name });
  return (
    <FormDialog
      title={title}
      submitLabel={t('promotions.approvals.reject')}
      danger
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (!invalid) onReject(reason.trim());
      }}
    >
      <p>{describeTerms(t, change.after)}</p>
      <div className="form-field">
        <label htmlFor={fieldId}>{t('promotions.approvals.reason')}</label>
        <textarea
          id={fieldId}
          rows={3}
          autoFocus
          maxLength={REASON_MAX + 50}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={touched && invalid ? true : undefined}
          aria-describedby={`${fieldId}-hint`}
        />
        <p id={`${fieldId}-hint`} className={touched && invalid ? 'form-field__error' : 'form-field__hint'}>
          {touched && invalid ? t('promotions.approvals.reasonLength') : t('promotions.approvals.reasonHint')}
        </p>
      </div>
    </FormDialog>
  );
}

/**
 * Finance's side of promotion maker-checker: each waiting change with the terms now and the terms
 * asked, Approve (applies them) or Reject (with a reason). The server refuses your own request (409).
 */
export function PromotionApprovalsPage() {
  const { t } = useTranslation();
  const changes = usePendingPromotionChanges();
  const decide = useDecidePromotionChange();
  const [rejecting, setRejecting] = useState<PromotionChangeView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = changes.data?.data ?? [];

  const approve = (change: PromotionChangeView) => {
    setNotice(null);
    decide.mutate(
      { action: 'approve', id: change.id },
      { onSuccess: (answer) => setNotice(`${change.promotion.name}: ${answer.message}`) },
    );
  };

  return (
    <section className="approvals-page">
      <h1>{t('promotions.approvals.title')}</h1>
      <p className="muted">{t('promotions.approvals.intro')}</p>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {decide.isError && !rejecting ? (
        <p className="form-alert form-alert--error" role="alert">
          {decide.error.message}
        </p>
      ) : null}
      {changes.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('promotions.approvals.loadFailed', { message: changes.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('promotions.approvals.title')}>
          <thead>
            <tr>
              <th>{t('promotions.approvals.promotion')}</th>
              <th>{t('promotions.approvals.requested')}</th>
              <th>{t('promotions.approvals.change')}</th>
              <th>{t('promotions.approvals.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((change) => (
              <tr key={change.id} data-change={change.promotion.name}>
                <td className="wrap">
                  {change.promotion.name} <span className="tag">{t(`promotions.statuses.${change.promotion.status}`)}</span>
                </td>
                <td>
                  {t('promotions.approvals.byAt', {
                    username: change.requested_by.username,
                    when: dhakaTime.format(new Date(change.requested_at)),
                  })}
                </td>
                <td className="wrap">
                  <div>
                    <span className="muted">{t('promotions.approvals.from')}:</span> {describeTerms(t, change.before)}
                  </div>
                  <div>
                    <strong>{t('promotions.approvals.to')}:</strong> {describeTerms(t, change.after)}
                  </div>
                </td>
                <td>
                  <div className="approvals-actions">
                    <button
                      type="button"
                      className="button button--small button--primary"
                      disabled={decide.isPending}
                      onClick={() => approve(change)}
                    >
                      {t('promotions.approvals.approve')}
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      disabled={decide.isPending}
                      onClick={() => {
                        decide.reset();
                        setNotice(null);
                        setRejecting(change);
                      }}
                    >
                      {t('promotions.approvals.reject')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
            {changes.data && rows.length === 0 ? <MessageRow columns={4}>{t('promotions.approvals.empty')}</MessageRow> : null}
            {changes.isPending ? <LoadingRow columns={4} /> : null}
          </tbody>
        </table>
      </div>
      {rejecting ? (
        <RejectChangeDialog
          change={rejecting}
          busy={decide.isPending}
          error={decide.isError ? decide.error.message : null}
          onCancel={() => setRejecting(null)}
          onReject={(reason) =>
            decide.mutate(
              { action: 'reject', id: rejecting.id, reason },
              {
                onSuccess: (answer) => {
                  setNotice(`${rejecting.promotion.name}: ${answer.message}`);
                  setRejecting(null);
                },
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
