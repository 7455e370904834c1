import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormField, FormMessage, PasswordField } from '@/components/form-field';
import { serverFieldErrors, serverMessage } from '@/lib/server-errors';
import { ApiError } from '@/lib/api-client';
import {
  hasErrors,
  OTP_LENGTH,
  validateForgotPassword,
  validateResetPassword,
  type ForgotPasswordChannel,
  type ResetPasswordValues,
} from '@/lib/validation';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';

/** Spec section 9: after a successful reset the page goes to /login after 1.5 s. */
export const RESET_REDIRECT_MS = 1500;

/** Server failure text for the inline red message of spec section 8: server message, else the two fallbacks. */
function failureText(error: unknown, failed: string, unexpected: string): string {
  const fields = Object.values(serverFieldErrors(error));
  return fields[0] ?? serverMessage(error) ?? (error instanceof ApiError && error.status !== 0 ? failed : unexpected);
}

/** /forgot-password: Email or SMS tab, then the OTP and new password step (spec sections 2.3, 4, 5, 8). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [channel, setChannel] = useState<ForgotPasswordChannel>('email');
  const [address, setAddress] = useState('');
  const [username, setUsername] = useState('');
  const [step, setStep] = useState<'request' | 'otp'>('request');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [resetValues, setResetValues] = useState<ResetPasswordValues>({ otp: '', password: '', confirmation: '' });
  const [resetSubmitted, setResetSubmitted] = useState(false);
  const [resetDone, setResetDone] = useState<string>();

  useEffect(() => {
    if (!resetDone) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [resetDone, navigate]);

  const sendOtp = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const problem = validateForgotPassword(channel, address, username);
    if (problem) {
      setError(t(problem));
      return;
    }
    const body =
      channel === 'email'
        ? { type: 'email' as const, email: address.trim(), username: username.trim() }
        : { type: 'sms' as const, phone: address.trim(), username: username.trim() };
    forgot.mutate(body, {
      onSuccess: () => {
        setSent(channel === 'email' ? t('forgot.otpSentEmail') : t('forgot.otpSentSms'));
        setStep('otp');
      },
      onError: (failure) => setError(failureText(failure, t('forgot.sendFailed'), t('forgot.sendError'))),
    });
  };

  const resetErrors = resetSubmitted ? validateResetPassword(resetValues) : {};
  const submitReset = (event: FormEvent) => {
    event.preventDefault();
    setResetSubmitted(true);
    setError(undefined);
    if (hasErrors(validateResetPassword(resetValues))) return;
    reset.mutate(
      {
        otp: resetValues.otp.trim(),
        password: resetValues.password,
        password_confirmation: resetValues.confirmation,
        username: username.trim(),
      },
      {
        onSuccess: (answer) => setResetDone(answer?.message || t('forgot.resetSuccess')),
        onError: (failure) => setError(failureText(failure, t('forgot.resetFailed'), t('forgot.resetError'))),
      },
    );
  };

  if (step === 'otp') {
    const setReset = (field: keyof ResetPasswordValues) => (value: string) => setResetValues((v) => ({ ...v, [field]: value }));
    const errorOf = (field: keyof ResetPasswordValues) => {
      const key = resetErrors[field];
      return key ? t(key) : undefined;
    };
    return (
      <form className="form-card" onSubmit={submitReset} noValidate aria-label={t('forgot.resetTitle')}>
        <h2 className="form-card__title">{t('forgot.resetTitle')}</h2>
        <FormMessage kind="success">{resetDone ?? sent}</FormMessage>
        <FormField
          label={t('forgot.otp')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={t('forgot.otpPlaceholder')}
          value={resetValues.otp}
          error={errorOf('otp')}
          onChange={(e) => setReset('otp')(e.target.value.replace(/\D/g, ''))}
        />
        <PasswordField
          label={t('forgot.newPassword')}
          name="password"
          autoComplete="new-password"
          hint={t('password.rulesHint')}
          value={resetValues.password}
          error={errorOf('password')}
          onChange={(e) => setReset('password')(e.target.value)}
        />
        <PasswordField
          label={t('forgot.confirmPassword')}
          name="password_confirmation"
          autoComplete="new-password"
          value={resetValues.confirmation}
          error={errorOf('confirmation')}
          onChange={(e) => setReset('confirmation')(e.target.value)}
        />
        <FormMessage kind="error">{error}</FormMessage>
        <button type="submit" className="button button--gold button--block" disabled={reset.isPending || Boolean(resetDone)}>
          {reset.isPending ? t('forgot.resetting') : t('forgot.resetSubmit')}
        </button>
        <div className="form-links">
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </div>
      </form>
    );
  }

  const tabs: { value: ForgotPasswordChannel; label: string }[] = [
    { value: 'email', label: t('forgot.tabEmail') },
    { value: 'sms', label: t('forgot.tabSms') },
  ];
  return (
    <form className="form-card" onSubmit={sendOtp} noValidate aria-label={t('forgot.title')}>
      <div className="tabs" role="tablist" aria-label={t('forgot.channel')}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={channel === tab.value}
            onClick={() => {
              setChannel(tab.value);
              setAddress('');
              setError(undefined);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {channel === 'email' ? (
        <FormField
          label={t('forgot.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      ) : (
        <FormField
          label={t('forgot.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      )}
      <FormField
        label={t('forgot.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="button button--gold button--block" disabled={forgot.isPending}>
        {forgot.isPending ? t('forgot.sending') : t('forgot.sendOtp')}
      </button>
      <div className="form-links">
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </div>
    </form>
  );
}
