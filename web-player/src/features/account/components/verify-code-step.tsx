import type { CodeSentResponse } from '@khela/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormMessage } from '@/components/form-field';
import { ErrorModal } from '@/components/modal';
import { ApiError } from '@/lib/api-client';
import { formatCountdown } from '@/lib/format';
import { serverMessage } from '@/lib/server-errors';
import { OTP_LENGTH } from '@/lib/validation';
import { RESEND_SECONDS, useCountdown } from '../hooks/use-countdown';

interface VerifyCodeStepProps {
  /** Heading of the step, e.g. "Verify phone number 8801712345678". */
  title: string;
  send: () => Promise<Partial<CodeSentResponse> | undefined>;
  confirm: (code: string) => Promise<unknown>;
  onVerified: () => void;
  onCancel: () => void;
}

/**
 * Send code, then a 300-second countdown shown as mm:ss before a resend is allowed, and a 6-digit code
 * input (spec sections 4 and 9). Failures open the Error modal of spec section 8.
 */
export function VerifyCodeStep({ title, send, confirm, onVerified, onCancel }: VerifyCodeStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const countdown = useCountdown();
  const [sentOnce, setSentOnce] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [modalError, setModalError] = useState<string>();

  const sendCode = async () => {
    setSending(true);
    try {
      const answer = await send();
      setSentOnce(true);
      setNotice(answer?.message || t('verification.codeSent'));
      // The server says when the next code may be asked for; 300 s is the spec's default.
      countdown.start(answer?.retry_after && answer.retry_after > 0 ? answer.retry_after : RESEND_SECONDS);
    } catch (error) {
      // "Too soon": the server says how long to wait; show that wait on the same countdown.
      if (error instanceof ApiError && error.retryAfterSeconds) {
        setSentOnce(true);
        countdown.start(error.retryAfterSeconds);
      }
      setModalError(serverMessage(error) ?? t('verification.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setCodeError(t('validation.codeLength'));
      return;
    }
    setCodeError(undefined);
    setVerifying(true);
    try {
      await confirm(code);
      onVerified();
    } catch (error) {
      setModalError(serverMessage(error) ?? t('verification.verifyFailed'));
    } finally {
      setVerifying(false);
    }
  };

  return (
    <section className="verify-step" aria-labelledby={headingId}>
      <h3 id={headingId} className="verify-step__title">
        {title}
      </h3>
      <div className="verify-step__send">
        <button type="button" className="button button--outline" disabled={sending || countdown.running} onClick={() => void sendCode()}>
          {sending ? t('verification.sending') : sentOnce ? t('verification.resendCode') : t('verification.sendCode')}
        </button>
        {countdown.running ? (
          <span className="verify-step__countdown" role="timer" aria-live="off">
            {t('verification.resendIn', { time: formatCountdown(countdown.remaining) })}
          </span>
        ) : null}
      </div>
      <FormMessage kind="success">{notice}</FormMessage>
      <form className="verify-step__form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          label={t('verification.code')}
          name="verification_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={t('verification.codePlaceholder')}
          value={code}
          error={codeError}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
        <div className="verify-step__buttons">
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button--gold" disabled={verifying}>
            {verifying ? t('verification.verifying') : t('verification.submit')}
          </button>
        </div>
      </form>
      {modalError ? <ErrorModal message={modalError} onClose={() => setModalError(undefined)} /> : null}
    </section>
  );
}
