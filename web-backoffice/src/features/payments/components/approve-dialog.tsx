import type { PaymentQueueItem } from '@khela/contracts';
import { useId, useState } from 'react';
import { bdt } from './format';
import { FormDialog } from '@/components/form-dialog';
import { RequestSummary } from './request-summary';

export const PAYOUT_REFERENCE_MAX = 100;

interface ApproveDialogProps {
  item: PaymentQueueItem;
  /** 'confirm' is the second approval of a request at or above the checker threshold. */
  action: 'approve' | 'confirm';
  busy: boolean;
  error: string | null;
  onApprove: (payoutReference?: string) => void;
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
  const fieldId = useId();
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const settles = settlesNow(item, action);
  const needsReference = item.kind === 'withdrawal' && settles;
  const referenceError =
    needsReference && touched && (reference.trim() === '' || reference.trim().length > PAYOUT_REFERENCE_MAX)
      ? reference.trim() === ''
        ? 'Enter the payout reference.'
        : `At most ${PAYOUT_REFERENCE_MAX} characters.`
      : null;
  const deposit = item.kind === 'deposit';
  const noun = deposit ? 'deposit' : 'withdrawal';
  const title = action === 'confirm' ? `Confirm ${noun}` : `Approve ${noun}`;

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
        onApprove(needsReference ? trimmed : undefined);
      }}
    >
      <RequestSummary item={item} />
      {!settles ? (
        <p className="review-note">
          {bdt(item.amount)} BDT is at or above the checker threshold: your approval only marks it. A second, different finance user must
          confirm before {deposit ? 'anything is credited' : 'it is paid out'}.
        </p>
      ) : deposit ? (
        <p>
          {action === 'confirm' ? 'Second confirmation: ' : ''}
          {bdt(item.amount)} BDT is credited to {item.player.username}’s main balance
          {item.promotion ? `, with the bonus of “${item.promotion.name}”` : ''}. Check the receipt and the transaction id first.
        </p>
      ) : (
        <p>
          {action === 'confirm' ? 'Second confirmation: ' : ''}
          Send {bdt(item.amount)} BDT to {item.account_number} first, then record the provider’s reference. The held amount leaves the
          player’s wallet.
        </p>
      )}
      {needsReference ? (
        <div className="form-field">
          <label htmlFor={fieldId}>Payout reference</label>
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
            <p className="form-field__hint">The transaction id of the payout at the wallet provider.</p>
          )}
        </div>
      ) : null}
    </FormDialog>
  );
}
