import { useId, type InputHTMLAttributes } from 'react';
import './form.css';

/** A labelled input with its hint and error, wired for screen readers (aria-describedby). */
interface TextFieldProps<F extends string> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  label: string;
  name: F;
  value: string;
  error: string | undefined;
  hint?: string;
  onValue: (field: F, value: string) => void;
}

export function TextField<F extends string>({ label, name, value, error, hint, onValue, type = 'text', ...inputProps }: TextFieldProps<F>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onValue(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && !error ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
