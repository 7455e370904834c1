import type { PaymentQueueItem } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { RequestSummary } from './request-summary';
import { useIdempotencyKey } from '@/lib/idempotency-key';

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;

interface RejectDialogProps {
  item: PaymentQueueItem;
  busy: boolean;
  error: string | null;
  /** `idempotencyKey` is this dialog opening's: every submit of it sends the same. */
  onReject: (reason: string, idempotencyKey: string) => void;
  onCancel: () => void;
}

/** Reject a deposit or withdrawal: a reason is required and the player sees it. */
export function RejectDialog({ item, busy, error, onReject, onCancel }: RejectDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const length = reason.trim().length;
  const invalid = length < REJECT_REASON_MIN || length > REJECT_REASON_MAX;
  const localError =
    touched && invalid ? t('payments.reject.reasonLength', { min: String(REJECT_REASON_MIN), max: String(REJECT_REASON_MAX) }) : null;
  const title = t(`payments.reject.title.${item.kind}`);

  return (
    <FormDialog
      title={title}
      submitLabel={title}
      danger
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (!invalid) onReject(reason.trim(), idempotencyKey);
      }}
    >
      <RequestSummary item={item} />
      <p>{t(`payments.reject.effect.${item.kind}`)}</p>
      <div className="form-field">
        <label htmlFor={fieldId}>{t('payments.reject.reason')}</label>
        <textarea
          id={fieldId}
          rows={3}
          autoFocus
          maxLength={REJECT_REASON_MAX + 50}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={localError ? true : undefined}
          aria-describedby={hintId}
        />
        <p id={hintId} className={localError ? 'form-field__error' : 'form-field__hint'}>
          {localError ?? t('payments.reject.reasonHint', { length: String(length), max: String(REJECT_REASON_MAX) })}
        </p>
      </div>
    </FormDialog>
  );
}
