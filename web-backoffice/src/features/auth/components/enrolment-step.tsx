import type { StaffSession } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const enrolment = useEnrolment(enrolmentToken);
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const expired =
    (enrolment.error instanceof ApiError && enrolment.error.status === 410) ||
    (confirm.error instanceof ApiError && confirm.error.status === 410);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeInvalid(true);
      return;
    }
    setCodeInvalid(false);
    confirm.mutate({ enrolment_token: enrolmentToken, code: digits }, { onSuccess: onSignedIn });
  }

  if (expired) {
    return (
      <div className="sign-in-form">
        <p className="form-alert form-alert--error" role="alert">
          {t('auth.enrolment.expired')}
        </p>
        <button type="button" className="button button--primary" onClick={onRestart}>
          {t('auth.enrolment.backToSignIn')}
        </button>
      </div>
    );
  }

  return (
    <form className="sign-in-form enrolment" onSubmit={submit} noValidate aria-labelledby="enrolment-heading">
      <h2 id="enrolment-heading" className="enrolment__title">
        {t('auth.enrolment.title')}
      </h2>
      <p className="muted">{t('auth.enrolment.intro')}</p>
      {enrolment.isPending ? <p role="status">{t('auth.enrolment.preparing')}</p> : null}
      {enrolment.isError && !expired ? (
        <p className="form-alert form-alert--error" role="alert">
          {enrolment.error.message}
        </p>
      ) : null}
      {enrolment.data ? (
        <div className="enrolment__secret">
          <img
            src={enrolment.data.qr_data_url}
            alt={t('auth.enrolment.qrAlt', { account: enrolment.data.account, issuer: enrolment.data.issuer })}
            width={180}
            height={180}
          />
          <p>
            {t('auth.enrolment.cannotScan')} <code data-testid="enrolment-secret">{enrolment.data.secret}</code>
          </p>
        </div>
      ) : null}
      {confirm.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {confirm.error.message}
        </p>
      ) : null}
      <TextField
        label={t('auth.enrolment.code')}
        name="code"
        value={code}
        error={codeInvalid ? t('auth.errors.otpInvalid') : undefined}
        onValue={(_, value) => setCode(value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        placeholder={t('auth.sixDigits')}
      />
      <button type="submit" className="button button--primary" disabled={confirm.isPending || !enrolment.data}>
        {confirm.isPending ? t('auth.enrolment.checking') : t('auth.enrolment.submit')}
      </button>
    </form>
  );
}
