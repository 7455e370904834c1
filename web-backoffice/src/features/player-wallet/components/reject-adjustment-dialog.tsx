import type { StaffAdjustmentView } from '@khela/contracts';
import { useId, useState } from 'react';
import { ADJUST_REASON_MAX, ADJUST_REASON_MIN } from './adjust-dialog';
import { bdt } from './format';
import { FormDialog } from '@/components/form-dialog';

interface Props {
  adjustment: StaffAdjustmentView;
  busy: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Reject a pending adjustment with a reason: nothing moves. */
export function RejectAdjustmentDialog({ adjustment, busy, error, onReject, onCancel }: Props) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const length = reason.trim().length;
  const invalid = length < ADJUST_REASON_MIN || length > ADJUST_REASON_MAX;
  const localError = touched && invalid ? `Give a reason of ${ADJUST_REASON_MIN} to ${ADJUST_REASON_MAX} characters.` : null;
  return (
    <FormDialog
      title="Reject adjustment"
      submitLabel="Reject adjustment"
      danger
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        setTouched(true);
        if (!invalid) onReject(reason.trim());
      }}
    >
      <p>
        {bdt(adjustment.amount)} {adjustment.currency} requested by {adjustment.requested_by.username}: “{adjustment.reason}”. Nothing
        moves.
      </p>
      <div className="form-field">
        <label htmlFor={fieldId}>Reason</label>
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
          {localError ?? `Kept in the audit log. ${length}/${ADJUST_REASON_MAX}`}
        </p>
      </div>
    </FormDialog>
  );
}
