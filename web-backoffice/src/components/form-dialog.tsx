import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import '@/components/confirm-dialog.css';
import '@/components/form.css';

interface FormDialogProps {
  title: string;
  children: ReactNode;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The server's refusal (e.g. another clerk acted first), shown inside the dialog. */
  error: string | null;
  /** When set the form is done: only a Close button remains (the answer is shown in `children`). */
  done?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** A modal form for one staff decision; Escape or the backdrop cancel (not while the call is running). */
export function FormDialog({ title, children, submitLabel, danger, busy, error, done, onSubmit, onCancel }: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A field with autoFocus keeps the focus; otherwise it starts on Cancel, as in ConfirmDialog.
    if (form.current && !form.current.contains(document.activeElement)) form.current.querySelector('button')?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onCancel]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !done) onSubmit();
  };

  return (
    <div className="confirm-backdrop" onClick={(event) => event.target === event.currentTarget && !busy && onCancel()}>
      <form
        ref={form}
        className="confirm-dialog form-dialog panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        noValidate
      >
        <h2 id={titleId}>{title}</h2>
        <div className="confirm-dialog__body">{children}</div>
        {error ? (
          <p className="form-alert form-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {done ? t('common.close') : t('common.cancel')}
          </button>
          {done ? null : (
            <button
              type="submit"
              className={danger ? 'button button--danger button--danger-solid' : 'button button--primary'}
              disabled={busy}
            >
              {busy ? t('common.working') : submitLabel}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
