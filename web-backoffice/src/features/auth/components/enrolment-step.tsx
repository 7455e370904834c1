import type { StaffSession } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { useConfirmEnrolment, useEnrolment } from '../api/enrol-authenticator';

interface EnrolmentStepProps {
  enrolmentToken: string;
  onSignedIn: (session: StaffSession) => void;
  onRestart: () => void;
}

/** First sign-in: scan the QR code (or type the secret) into an authenticator app, then confirm one code. */
export function EnrolmentStep({ enrolmentToken, onSignedIn, onRestart }: EnrolmentStepProps) {
  const enrolment = useEnrolment(enrolmentToken);
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const expired =
    (enrolment.error instanceof ApiError && enrolment.error.status === 410) ||
    (confirm.error instanceof ApiError && confirm.error.status === 410);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setCodeError(undefined);
    confirm.mutate({ enrolment_token: enrolmentToken, code: digits }, { onSuccess: onSignedIn });
  }

  if (expired) {
    return (
      <div className="sign-in-form">
        <p className="form-alert form-alert--error" role="alert">
          The enrolment has expired. Sign in again to restart it.
        </p>
        <button type="button" className="button button--primary" onClick={onRestart}>
          Back to sign-in
        </button>
      </div>
    );
  }

  return (
    <form className="sign-in-form enrolment" onSubmit={submit} noValidate aria-labelledby="enrolment-heading">
      <h2 id="enrolment-heading" className="enrolment__title">
        Set up two-factor sign-in
      </h2>
      <p className="muted">
        Staff accounts need an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…). Scan the code, then enter the
        6 digits the app shows.
      </p>
      {enrolment.isPending ? <p role="status">Preparing your code…</p> : null}
      {enrolment.isError && !expired ? (
        <p className="form-alert form-alert--error" role="alert">
          {enrolment.error.message}
        </p>
      ) : null}
      {enrolment.data ? (
        <div className="enrolment__secret">
          <img
            src={enrolment.data.qr_data_url}
            alt={`QR code for ${enrolment.data.account} at ${enrolment.data.issuer}`}
            width={180}
            height={180}
          />
          <p>
            Cannot scan? Enter this key: <code data-testid="enrolment-secret">{enrolment.data.secret}</code>
          </p>
        </div>
      ) : null}
      {confirm.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {confirm.error.message}
        </p>
      ) : null}
      <TextField
        label="Code from the app"
        name="code"
        value={code}
        error={codeError}
        onValue={(_, value) => setCode(value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder="6 digits"
      />
      <button type="submit" className="button button--primary" disabled={confirm.isPending || !enrolment.data}>
        {confirm.isPending ? 'Checking…' : 'Turn on and sign in'}
      </button>
    </form>
  );
}
