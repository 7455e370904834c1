import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import {
  isSession,
  toStaffLoginRequest,
  useStaffLogin,
  validateStaffLogin,
  type StaffLoginFieldErrors,
  type StaffLoginProblems,
  type StaffLoginRequest,
} from '../api/login';
import { useSessionStart } from '../api/use-session-start';
import { EnrolmentStep } from './enrolment-step';
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

/** Where to go after signing in: the page that sent the user here, else the home page. */
function useAfterSignIn(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return () => navigate(from && from !== '/sign-in' ? from : '/', { replace: true });
}

/**
 * Staff sign-in: username, password and the authenticator code. A first sign-in (no authenticator
 * yet) leaves the code empty; the server then asks for enrolment and the QR step takes over.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<StaffLoginRequest>(EMPTY_FORM);
  const [problems, setProblems] = useState<StaffLoginProblems>({});
  const [enrolmentToken, setEnrolmentToken] = useState<string | null>(null);
  const login = useStaffLogin();
  const startSession = useSessionStart();
  const afterSignIn = useAfterSignIn();
  const errors: StaffLoginFieldErrors = { ...serverFieldErrors(login.error) };
  for (const field of Object.keys(problems) as Field[]) {
    const problem = problems[field];
    if (problem) errors[field] = t(`auth.errors.${problem}`);
  }

  function update(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = toStaffLoginRequest(form);
    const found = validateStaffLogin(request);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(request, {
      onSuccess: (response) => {
        if (isSession(response)) {
          startSession();
          afterSignIn();
        } else {
          setEnrolmentToken(response.enrolment_token);
        }
      },
    });
  }

  if (enrolmentToken) {
    return (
      <EnrolmentStep
        enrolmentToken={enrolmentToken}
        onSignedIn={() => {
          startSession();
          afterSignIn();
        }}
        onRestart={() => {
          setEnrolmentToken(null);
          setForm(EMPTY_FORM);
          login.reset();
        }}
      />
    );
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      {login.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('auth.failed', { message: login.error.message })}
        </p>
      ) : null}

      <TextField
        label={t('auth.username')}
        name="username"
        value={form.username}
        error={errors.username}
        onValue={update}
        autoComplete="username"
        autoFocus
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        value={form.password}
        error={errors.password}
        onValue={update}
        autoComplete="current-password"
      />
      <TextField
        label={t('auth.otp')}
        name="otp"
        value={form.otp}
        error={errors.otp}
        onValue={update}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder={t('auth.sixDigits')}
        hint={t('auth.otpHint')}
      />

      <button type="submit" className="button button--primary" disabled={login.isPending}>
        {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </button>
    </form>
  );
}
