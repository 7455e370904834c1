import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Shown under the input and read with it (aria-describedby). */
  hint?: string;
  /** Shown in red under the input; marks the input invalid and is read with it. */
  error?: string;
  /** Something before the input on the same row, e.g. a country code select. */
  before?: ReactNode;
  /** Something after the input on the same row, e.g. the show/hide password button. */
  after?: ReactNode;
}

/** A labelled input whose hint and error are bound to it, so screen readers and tests find them by label. */
export function FormField({ label, hint, error, before, after, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <div className={`form-field__row${error ? ' form-field__row--invalid' : ''}`}>
        {before}
        <input id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {after}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type PasswordFieldProps = Omit<FormFieldProps, 'type' | 'after'>;

/** A password input with a show/hide toggle (spec section 2.3, /login). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="form-field__toggle"
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            {visible ? (
              <path
                fill="currentColor"
                d="M2 5.3 3.3 4 20 20.7 18.7 22l-3.1-3.1A10.8 10.8 0 0 1 12 19.5C7 19.5 2.7 16.4 1 12c.8-2 2.1-3.7 3.8-5L2 5.3zM12 7.5a4.5 4.5 0 0 1 4.4 5.4l-5.3-5.3c.3-.1.6-.1.9-.1zm0-3c5 0 9.3 3.1 11 7.5a11.8 11.8 0 0 1-3.4 4.7l-2.1-2.1A6.5 6.5 0 0 0 8.8 6.1L7.2 4.5c1.5-.6 3.1-1 4.8-1zM7.5 12a4.5 4.5 0 0 0 6 4.2l-1.6-1.6A2.6 2.6 0 0 1 9.4 12l-1.6-1.6c-.2.5-.3 1-.3 1.6z"
              />
            ) : (
              <path
                fill="currentColor"
                d="M12 4.5c5 0 9.3 3.1 11 7.5-1.7 4.4-6 7.5-11 7.5S2.7 16.4 1 12c1.7-4.4 6-7.5 11-7.5zm0 12.5a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-2.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
              />
            )}
          </svg>
        </button>
      }
    />
  );
}

/** A form-level message: red alerts for failures, green status for success. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return kind === 'error' ? (
    <p className="form-message form-message--error" role="alert">
      {children}
    </p>
  ) : (
    <p className="form-message form-message--success" role="status">
      {children}
    </p>
  );
}
