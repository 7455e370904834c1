import type { StaffAdjustmentView } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUST_REASON_MAX, ADJUST_REASON_MIN } from './adjust-dialog';
import { bdt } from './format';
import { FormDialog } from '@/components/form-dialog';
import { useIdempotencyKey } from '@/lib/idempotency-key';

interface Props {
  adjustment: StaffAdjustmentView;
  busy: boolean;
  error: string | null;
  /** `idempotencyKey` is this dialog opening's: every submit of it sends the same. */
  onReject: (reason: string, idempotencyKey: string) => void;
  onCancel: () => void;
}

/** Reject a pending adjustment with a reason: nothing moves. */
export function RejectAdjustmentDialog({ adjustment, busy, error, onReject, onCancel }: Props) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const length = reason.trim().length;
  const invalid = length < ADJUST_REASON_MIN || length > ADJUST_REASON_MAX;
  const localError =
    touched && invalid ? t('playerWallet.reasonLength', { min: String(ADJUST_REASON_MIN), max: String(ADJUST_REASON_MAX) }) : null;
  return (
    <FormDialog
      title={t('playerWallet.reject.title')}
      submitLabel={t('playerWallet.reject.title')}
      danger
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (!invalid) onReject(reason.trim(), idempotencyKey);
      }}
    >
      <p>
        {t('playerWallet.reject.summary', {
          amount: bdt(adjustment.amount),
          currency: adjustment.currency,
          username: adjustment.requested_by.username,
          reason: adjustment.reason,
        })}
      </p>
      <div className="form-field">
        <label htmlFor={fieldId}>{t('playerWallet.reason')}</label>
        <textarea
          id={fieldId}
          rows={3}
          autoFocus
          maxLength={ADJUST_REASON_MAX + 50}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={localError ? true : undefined}
          aria-describedby={`${fieldId}-hint`}
        />
        <p id={`${fieldId}-hint`} className={localError ? 'form-field__error' : 'form-field__hint'}>
          {localError ?? t('playerWallet.reasonHint', { length: String(length), max: String(ADJUST_REASON_MAX) })}
        </p>
      </div>
    </FormDialog>
  );
}
