import type { PaymentQueueItem } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bdt } from './format';
import { FormDialog } from '@/components/form-dialog';
import { RequestSummary } from './request-summary';
import { useIdempotencyKey } from '@/lib/idempotency-key';

export const PAYOUT_REFERENCE_MAX = 100;

interface ApproveDialogProps {
  item: PaymentQueueItem;
  /** 'confirm' is the second approval of a request at or above the checker threshold. */
  action: 'approve' | 'confirm';
  busy: boolean;
  error: string | null;
  /** `idempotencyKey` is this dialog opening's: every submit of it sends the same, so the server acts once. */
  onApprove: (payoutReference: string | undefined, idempotencyKey: string) => void;
  onCancel: () => void;
}

/**
 * Whether this approval moves money now. At or above the checker threshold the first approval only
 * marks the request; the second (by a different finance user) settles it.
 */
export function settlesNow(item: PaymentQueueItem, action: 'approve' | 'confirm'): boolean {
  return action === 'confirm' || !item.needs_second_approval || item.first_approver !== null;
}

/**
 * Approve or confirm a request. A withdrawal that is paid out now needs the payout reference from the
 * wallet provider; a deposit only needs the clerk's yes.
 */
export function ApproveDialog({ item, action, busy, error, onApprove, onCancel }: ApproveDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const settles = settlesNow(item, action);
  const needsReference = item.kind === 'withdrawal' && settles;
  const referenceError =
    needsReference && touched && (reference.trim() === '' || reference.trim().length > PAYOUT_REFERENCE_MAX)
      ? reference.trim() === ''
        ? t('payments.approve.referenceRequired')
        : t('payments.approve.referenceTooLong', { max: String(PAYOUT_REFERENCE_MAX) })
      : null;
  const deposit = item.kind === 'deposit';
  const title = t(`payments.approve.title.${action}.${item.kind}`);
  const amount = bdt(item.amount);
  const second = (text: string) => (action === 'confirm' ? t('payments.approve.secondConfirmation', { text }) : text);

  return (
    <FormDialog
      title={title}
      submitLabel={title}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTouched(true);
        const trimmed = reference.trim();
        if (needsReference && (trimmed === '' || trimmed.length > PAYOUT_REFERENCE_MAX)) return;
        onApprove(needsReference ? trimmed : undefined, idempotencyKey);
      }}
    >
      <RequestSummary item={item} />
      {!settles ? (
        <p className="review-note">{t(`payments.approve.marksOnly.${item.kind}`, { amount })}</p>
      ) : deposit ? (
        <p>
          {second(
            item.promotion
              ? t('payments.approve.depositCreditBonus', { amount, username: item.player.username, promotion: item.promotion.name })
              : t('payments.approve.depositCredit', { amount, username: item.player.username }),
          )}
        </p>
      ) : (
        <p>{second(t('payments.approve.withdrawalPayout', { amount, accountNumber: item.account_number }))}</p>
      )}
      {needsReference ? (
        <div className="form-field">
          <label htmlFor={fieldId}>{t('payments.approve.payoutReference')}</label>
          <input
            id={fieldId}
            autoFocus
            autoComplete="off"
            value={reference}
            maxLength={PAYOUT_REFERENCE_MAX + 20}
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={referenceError ? true : undefined}
            aria-describedby={referenceError ? `${fieldId}-error` : undefined}
          />
          {referenceError ? (
            <p id={`${fieldId}-error`} className="form-field__error">
              {referenceError}
            </p>
          ) : (
            <p className="form-field__hint">{t('payments.approve.payoutReferenceHint')}</p>
          )}
        </div>
      ) : null}
    </FormDialog>
  );
}
