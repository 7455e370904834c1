import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/confirm-dialog.css';
import '@/components/form.css';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface PersonalDataDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  /** When set, the confirm button stays off until this word (the username) is typed: the irreversible step. */
  confirmWord?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A modal asking why (3-500 characters, kept in the audit row) and, for an irreversible action, the username typed. */
export function PersonalDataDialog({
  title,
  children,
  confirmLabel,
  danger,
  busy,
  error,
  confirmWord,
  onConfirm,
  onCancel,
}: PersonalDataDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const wordId = useId();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const length = reason.trim().length;
  const reasonBad = length < REASON_MIN || length > REASON_MAX;
  const wordMatches = confirmWord === undefined || typed.trim().toLowerCase() === confirmWord.toLowerCase();

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
    if (!reasonBad && wordMatches) onConfirm(reason.trim());
  };

  return (
    <div className="confirm-backdrop">
      <form className="confirm-dialog panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        <div className="confirm-dialog__body">{children}</div>
        <div className="form-field">
          <label htmlFor={reasonId}>{t('personalData.dialog.reason')}</label>
          <textarea
            id={reasonId}
            ref={input}
            rows={3}
            maxLength={REASON_MAX + 50}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={touched && reasonBad ? true : undefined}
          />
          <p className={touched && reasonBad ? 'form-field__error' : 'form-field__hint'}>
            {touched && reasonBad
              ? t('personalData.dialog.reasonInvalid', { min: String(REASON_MIN), max: String(REASON_MAX) })
              : t('personalData.dialog.reasonHint', { length: String(length), max: String(REASON_MAX) })}
          </p>
        </div>
        {confirmWord !== undefined ? (
          <div className="form-field">
            <label htmlFor={wordId}>{t('personalData.dialog.typeUsername', { username: confirmWord })}</label>
            <input id={wordId} autoComplete="off" spellCheck={false} value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
        ) : null}
        {error ? (
          <p className="form-alert form-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={danger ? 'button button--danger button--danger-solid' : 'button button--primary'}
            disabled={busy || !wordMatches}
          >
            {busy ? t('common.working') : confirmLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
