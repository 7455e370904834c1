import type { PaymentQueueItem } from '@khela/contracts';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { RequestSummary } from './request-summary';

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 500;

interface RejectDialogProps {
  item: PaymentQueueItem;
  busy: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Reject a deposit or withdrawal: a reason is required and the player sees it. */
export function RejectDialog({ item, busy, error, onReject, onCancel }: RejectDialogProps) {
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const length = reason.trim().length;
  const invalid = length < REJECT_REASON_MIN || length > REJECT_REASON_MAX;
  const localError = touched && invalid ? `Give the player a reason of ${REJECT_REASON_MIN} to ${REJECT_REASON_MAX} characters.` : null;
  const deposit = item.kind === 'deposit';

  return (
    <FormDialog
      title={deposit ? 'Reject deposit' : 'Reject withdrawal'}
      submitLabel={deposit ? 'Reject deposit' : 'Reject withdrawal'}
      danger
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (!invalid) onReject(reason.trim());
      }}
    >
      <RequestSummary item={item} />
      <p>{deposit ? 'Nothing is credited.' : 'The held amount returns to the player’s main balance.'} The player sees the reason.</p>
      <div className="form-field">
        <label htmlFor={fieldId}>Reason</label>
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
          {localError ?? `Shown to the player and kept in the audit log. ${length}/${REJECT_REASON_MAX}`}
        </p>
      </div>
    </FormDialog>
  );
}
