import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormMessage, PasswordField } from '@/components/form-field';
import { isNetworkError, serverFieldErrors, serverMessage } from '@/lib/server-errors';
import { validateDesktopStep1, validateDesktopStep2 } from '@/lib/validation';
import { useCaptcha } from '../api/get-captcha';
import { DESKTOP_CALLING_CODE, DESKTOP_CURRENCIES, useRegisterDesktop, type DesktopCurrencyCode } from '../api/register-desktop';

interface DesktopValues {
  username: string;
  password: string;
  confirmPassword: string;
  currencyType: DesktopCurrencyCode;
  friendReferCode: string;
  realName: string;
  phoneNumber: string;
  email: string;
  captcha: string;
  ageCheck: boolean;
}

type Field = keyof DesktopValues;

const STEP1_FIELDS: readonly string[] = ['username', 'password', 'confirmPassword', 'currencyType', 'friendReferCode'];
/** Fields whose server errors show under an input; anything else shows in the form's alert. */
const SHOWN_FIELDS: readonly string[] = [
  'username',
  'password',
  'confirmPassword',
  'friendReferCode',
  'realName',
  'phoneNumber',
  'callingCode',
  'email',
  'captcha',
];

const emptyValues = (): DesktopValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  currencyType: '8',
  friendReferCode: '',
  realName: '',
  phoneNumber: '',
  email: '',
  captcha: '',
  ageCheck: false,
});

/** Desktop /register: the two-step Sign up form of spec sections 2.1, 3, 4 and 5. */
export function DesktopRegisterForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const register = useRegisterDesktop();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<DesktopValues>(emptyValues);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [success, setSuccess] = useState(false);

  const set = <F extends Field>(field: F, value: DesktopValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(false);
    const problem = validateDesktopStep1(values);
    setError(problem ? t(problem) : undefined);
    if (!problem) setStep(2);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateDesktopStep2(values);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    register.mutate(
      {
        captchaId: captcha.data?.captchaId,
        body: {
          username: values.username.trim().toLowerCase(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          currencyType: values.currencyType,
          friendReferCode: values.friendReferCode.trim(),
          realName: values.realName.trim(),
          callingCode: DESKTOP_CALLING_CODE,
          phoneNumber: values.phoneNumber.trim(),
          email: values.email.trim(),
          captcha: values.captcha.trim(),
          ageCheck: values.ageCheck,
        },
      },
      {
        onSuccess: () => {
          // Spec section 4: reset the form, back to step 1, 'Registration Successful!'.
          setValues(emptyValues());
          setFieldErrors({});
          setStep(1);
          setSuccess(true);
          void captcha.refetch();
        },
        onError: (failure) => {
          // A captcha is single-use: whatever went wrong, the next try needs a new one.
          set('captcha', '');
          void captcha.refetch();
          if (isNetworkError(failure)) {
            setError(t('auth.networkError'));
            return;
          }
          const fields = serverFieldErrors(failure);
          setFieldErrors(fields);
          if (Object.keys(fields).some((field) => STEP1_FIELDS.includes(field))) setStep(1);
          const unshown = Object.entries(fields).find(([field]) => !SHOWN_FIELDS.includes(field));
          const allShown = Object.keys(fields).length > 0 && !unshown;
          setError(allShown ? undefined : (unshown?.[1] ?? serverMessage(failure) ?? t('auth.submissionFailed')));
        },
      },
    );
  };

  return (
    <form className="register-form" onSubmit={step === 1 ? next : submit} noValidate aria-label={t('register.title')}>
      <h1 className="register-form__title">{t('register.title')}</h1>
      <p className="register-form__step" aria-live="polite">
        {t('register.stepOf', { step: String(step) })}
      </p>
      {success ? <FormMessage kind="success">{t('register.success')}</FormMessage> : null}
      {step === 1 ? (
        <>
          <FormField
            label={t('register.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            hint={t('register.usernameHint')}
            maxLength={15}
            value={values.username}
            error={fieldErrors.username}
            onChange={(e) => set('username', e.target.value.toLowerCase())}
          />
          <PasswordField
            label={t('register.password')}
            name="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            maxLength={20}
            value={values.password}
            error={fieldErrors.password}
            onChange={(e) => set('password', e.target.value)}
          />
          <PasswordField
            label={t('register.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={20}
            value={values.confirmPassword}
            error={fieldErrors.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
          />
          <div className="form-field">
            <label className="form-field__label" htmlFor="register-currency">
              {t('register.currency')}
            </label>
            <select
              id="register-currency"
              className="form-select form-select--block"
              value={values.currencyType}
              onChange={(e) => set('currencyType', e.target.value as DesktopCurrencyCode)}
            >
              {DESKTOP_CURRENCIES.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.label}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label={t('register.referCode')}
            name="friendReferCode"
            hint={t('register.referCodeHint')}
            maxLength={20}
            value={values.friendReferCode}
            error={fieldErrors.friendReferCode}
            onChange={(e) => set('friendReferCode', e.target.value)}
          />
          <FormMessage kind="error">{error}</FormMessage>
          <button type="submit" className="button button--gold button--block">
            {t('register.next')}
          </button>
        </>
      ) : (
        <>
          <FormField
            label={t('register.realName')}
            name="realName"
            autoComplete="name"
            hint={t('register.realNameHint')}
            maxLength={100}
            value={values.realName}
            error={fieldErrors.realName}
            onChange={(e) => set('realName', e.target.value)}
          />
          <FormField
            label={t('register.phoneNumber')}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.phoneNumber}
            error={fieldErrors.phoneNumber ?? fieldErrors.callingCode}
            onChange={(e) => set('phoneNumber', e.target.value)}
            before={
              <select className="form-select" aria-label={t('register.callingCode')} name="callingCode" defaultValue={DESKTOP_CALLING_CODE}>
                <option value={DESKTOP_CALLING_CODE}>+{DESKTOP_CALLING_CODE}</option>
              </select>
            }
          />
          <FormField
            label={t('register.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={fieldErrors.email}
            onChange={(e) => set('email', e.target.value)}
          />
          <div className="register-form__captcha">
            <FormField
              label={t('register.captcha')}
              name="captcha"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              hint={t('register.captchaHint')}
              value={values.captcha}
              error={fieldErrors.captcha}
              onChange={(e) => set('captcha', e.target.value.replace(/\D/g, ''))}
            />
            <div className="register-form__captcha-image">
              {captcha.data ? (
                <img src={captcha.data.imageUrl} alt={t('register.captchaImage')} width={120} height={44} />
              ) : captcha.isError ? (
                <span className="form-field__error">{t('register.captchaFailed')}</span>
              ) : (
                <span className="register-form__captcha-placeholder">{t('loading')}</span>
              )}
              <button
                type="button"
                className="register-form__reload"
                aria-label={t('register.reloadCaptcha')}
                title={t('register.reloadCaptcha')}
                onClick={() => {
                  set('captcha', '');
                  void captcha.refetch();
                }}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path fill="currentColor" d="M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4l-2.3 2.3z" />
                </svg>
              </button>
            </div>
          </div>
          <label className="form-check">
            <input type="checkbox" name="ageCheck" checked={values.ageCheck} onChange={(e) => set('ageCheck', e.target.checked)} />
            <span>{t('register.ageCheck')}</span>
          </label>
          <FormMessage kind="error">{error}</FormMessage>
          <div className="register-form__buttons">
            <button
              type="button"
              className="button button--outline"
              onClick={() => {
                setError(undefined);
                setStep(1);
              }}
            >
              {t('register.previous')}
            </button>
            <button type="submit" className="button button--gold" disabled={register.isPending}>
              {register.isPending ? t('register.registering') : t('register.submit')}
            </button>
          </div>
        </>
      )}
      <p className="form-note">{t('register.contactCs')}</p>
    </form>
  );
}
