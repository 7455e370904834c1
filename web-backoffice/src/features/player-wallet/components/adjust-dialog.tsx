import type { StaffAdjustmentAnswer } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAdjustment } from '../api/create-adjustment';
import { FormDialog } from '@/components/form-dialog';
import { useIdempotencyKey } from '@/lib/idempotency-key';

export const ADJUST_REASON_MIN = 3;
export const ADJUST_REASON_MAX = 500;
const amountPattern = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Credit (500.00) or debit (-123.45) the main balance with a reason; the server says applied or awaiting a second user. */
export function AdjustDialog({ playerId, currency, onClose }: { playerId: string; currency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const amountId = useId();
  const reasonId = useId();
  const create = useCreateAdjustment(playerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [answer, setAnswer] = useState<StaffAdjustmentAnswer | null>(null);
  // one key per opening of the dialog: a double click or a retry after a lost answer adjusts once
  const idempotencyKey = useIdempotencyKey();

  const trimmedAmount = amount.trim();
  const amountError = !amountPattern.test(trimmedAmount) || Number(trimmedAmount) === 0 ? t('playerWallet.adjust.amountInvalid') : null;
  const length = reason.trim().length;
  const reasonError =
    length < ADJUST_REASON_MIN || length > ADJUST_REASON_MAX
      ? t('playerWallet.reasonLength', { min: String(ADJUST_REASON_MIN), max: String(ADJUST_REASON_MAX) })
      : null;

  const submit = () => {
    setTouched(true);
    if (amountError || reasonError) return;
    create.mutate({ amount: trimmedAmount, reason: reason.trim(), idempotencyKey }, { onSuccess: setAnswer });
  };

  return (
    <FormDialog
      title={t('playerWallet.adjustBalance')}
      submitLabel={t('playerWallet.adjustBalance')}
      busy={create.isPending}
      error={create.isError ? create.error.message : null}
      done={answer !== null}
      onSubmit={submit}
      onCancel={onClose}
    >
      {answer ? (
        <p className="form-alert form-alert--success" role="status">
          {answer.outcome === 'pending' ? <strong>{t('playerWallet.adjust.awaiting')} </strong> : null}
          {answer.message}
        </p>
      ) : (
        <>
          <p>{t('playerWallet.adjust.intro')}</p>
          <div className="form-field">
            <label htmlFor={amountId}>{t('playerWallet.adjust.amount', { currency })}</label>
            <input
              id={amountId}
              inputMode="decimal"
              autoFocus
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={touched && amountError ? true : undefined}
              aria-describedby={`${amountId}-hint`}
            />
            <p id={`${amountId}-hint`} className={touched && amountError ? 'form-field__error' : 'form-field__hint'}>
              {touched && amountError ? amountError : t('playerWallet.adjust.amountHint')}
            </p>
          </div>
          <div className="form-field">
            <label htmlFor={reasonId}>{t('playerWallet.reason')}</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={ADJUST_REASON_MAX + 50}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={touched && reasonError ? true : undefined}
              aria-describedby={`${reasonId}-hint`}
            />
            <p id={`${reasonId}-hint`} className={touched && reasonError ? 'form-field__error' : 'form-field__hint'}>
              {touched && reasonError
                ? reasonError
                : t('playerWallet.reasonHint', { length: String(length), max: String(ADJUST_REASON_MAX) })}
            </p>
          </div>
        </>
      )}
    </FormDialog>
  );
}
