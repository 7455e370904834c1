import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { ApiError } from '@/lib/api-client';
import {
  toStaffLoginRequest,
  useStaffLogin,
  validateStaffLogin,
  type StaffLoginFieldErrors,
  type StaffLoginRequest,
} from '../api/login';
import './sign-in-form.css';

type Field = keyof StaffLoginRequest;

const EMPTY_FORM: StaffLoginRequest = { username: '', password: '', otp: '' };

/** Per-field messages the server sent in ErrorBody.errors, for the fields this form has. */
function serverFieldErrors(error: unknown): StaffLoginFieldErrors {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  const result: StaffLoginFieldErrors = {};
  for (const field of Object.keys(EMPTY_FORM) as Field[]) {
    const first = error.body.errors[field]?.[0];
    if (first) result[field] = first;
  }
  return result;
}

export function SignInForm() {
  const [form, setForm] = useState<StaffLoginRequest>(EMPTY_FORM);
  const [fieldErrors, setFieldErrors] = useState<StaffLoginFieldErrors>({});
  const login = useStaffLogin();
  const errors: StaffLoginFieldErrors = { ...serverFieldErrors(login.error), ...fieldErrors };

  function update(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = toStaffLoginRequest(form);
    const problems = validateStaffLogin(request);
    setFieldErrors(problems);
    if (Object.keys(problems).length === 0) login.mutate(request);
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      {login.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Sign-in failed: {login.error.message}
        </p>
      ) : null}
      {login.isSuccess ? (
        <p className="form-alert form-alert--success" role="status">
          Signed in as {login.variables.username}.
        </p>
      ) : null}

      <TextField
        label="Username"
        name="username"
        value={form.username}
        error={errors.username}
        onValue={update}
        autoComplete="username"
        autoFocus
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={form.password}
        error={errors.password}
        onValue={update}
        autoComplete="current-password"
      />
      <TextField
        label="Authenticator code"
        name="otp"
        value={form.otp}
        error={errors.otp}
        onValue={update}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="6 digits"
      />

      <button type="submit" className="button button--primary" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  label: string;
  name: Field;
  value: string;
  error: string | undefined;
  onValue: (field: Field, value: string) => void;
}

function TextField({ label, name, value, error, onValue, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
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
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
