import type { StaffAdjustmentAnswer } from '@khela/contracts';
import { useId, useState } from 'react';
import { useCreateAdjustment } from '../api/create-adjustment';
import { FormDialog } from '@/components/form-dialog';

export const ADJUST_REASON_MIN = 3;
export const ADJUST_REASON_MAX = 500;
const amountPattern = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Credit (500.00) or debit (-123.45) the main balance with a reason; the server says applied or awaiting a second user. */
export function AdjustDialog({ playerId, currency, onClose }: { playerId: string; currency: string; onClose: () => void }) {
  const amountId = useId();
  const reasonId = useId();
  const create = useCreateAdjustment(playerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [answer, setAnswer] = useState<StaffAdjustmentAnswer | null>(null);

  const trimmedAmount = amount.trim();
  const amountError =
    !amountPattern.test(trimmedAmount) || Number(trimmedAmount) === 0 ? 'Enter a non-zero amount such as 500.00 or -123.45.' : null;
  const length = reason.trim().length;
  const reasonError =
    length < ADJUST_REASON_MIN || length > ADJUST_REASON_MAX
      ? `Give a reason of ${ADJUST_REASON_MIN} to ${ADJUST_REASON_MAX} characters.`
      : null;

  const submit = () => {
    setTouched(true);
    if (amountError || reasonError) return;
    create.mutate({ amount: trimmedAmount, reason: reason.trim() }, { onSuccess: setAnswer });
  };

  return (
    <FormDialog
      title="Adjust balance"
      submitLabel="Adjust balance"
      busy={create.isPending}
      error={create.isError ? create.error.message : null}
      done={answer !== null}
      onSubmit={submit}
      onCancel={onClose}
    >
      {answer ? (
        <p className="form-alert form-alert--success" role="status">
          {answer.outcome === 'pending' ? <strong>Awaiting a second confirmation. </strong> : null}
          {answer.message}
        </p>
      ) : (
        <>
          <p>Changes the player’s main balance. Large amounts wait for a second finance user to confirm.</p>
          <div className="form-field">
            <label htmlFor={amountId}>Amount ({currency})</label>
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
              {touched && amountError ? amountError : 'Positive credits, negative (e.g. -123.45) debits.'}
            </p>
          </div>
          <div className="form-field">
            <label htmlFor={reasonId}>Reason</label>
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
              {touched && reasonError ? reasonError : `Kept in the audit log. ${length}/${ADJUST_REASON_MAX}`}
            </p>
          </div>
        </>
      )}
    </FormDialog>
  );
}
