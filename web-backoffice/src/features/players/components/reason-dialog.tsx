import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  title: string;
  /** What happens, in a sentence, above the reason box. */
  description: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The server's refusal, shown in the dialog so staff can correct and retry. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** A modal that asks why (3-500 characters) before an audited account action; Escape cancels. */
export function ReasonDialog({ title, description, confirmLabel, danger, busy, error, onConfirm, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const length = reason.trim().length;
  const invalid = length < REASON_MIN || length > REASON_MAX;
  const localError = touched && invalid ? t('players.reason.invalid', { min: String(REASON_MIN), max: String(REASON_MAX) }) : null;

  useEffect(() => {
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onCancel]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid) onConfirm(reason.trim());
  };

  return (
    <div className="reason-backdrop">
      <form className="reason-dialog panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        <p>{description}</p>
        <div className="form-field">
          <label htmlFor={fieldId}>{t('players.reason.label')}</label>
          <textarea
            id={fieldId}
            ref={input}
            rows={3}
            maxLength={REASON_MAX + 50}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={localError ? true : undefined}
            aria-describedby={hintId}
          />
          <p id={hintId} className={localError ? 'form-field__error' : 'form-field__hint'}>
            {localError ?? t('players.reason.hint', { length: String(length), max: String(REASON_MAX) })}
          </p>
        </div>
        {error ? (
          <p className="form-alert form-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="reason-dialog__actions">
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={danger ? 'button button--danger' : 'button button--primary'} disabled={busy}>
            {busy ? t('common.working') : confirmLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
