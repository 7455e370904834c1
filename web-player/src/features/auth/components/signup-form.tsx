import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, FormMessage, PasswordField } from '@/components/form-field';
import { readStored, StorageKeys } from '@/lib/session';
import { isNetworkError, serverFieldErrors, serverMessage } from '@/lib/server-errors';
import { hasErrors, USERNAME_MAX, validateSignup, type SignupValues } from '@/lib/validation';
import { SIGNUP_CURRENCIES, useCreatePlayer, type SignupCurrency } from '../api/create-player';
import { login } from '../api/login';
import { useStartSession } from '../hooks/use-start-session';

/** Spec section 9: the mobile form offers these country codes, Bangladesh first. */
export const COUNTRY_CODES = ['880', '91', '92'] as const;
type CountryCode = (typeof COUNTRY_CODES)[number];

interface SignupFormValues extends SignupValues {
  countryCode: CountryCode;
  referralCode: string;
  currency: SignupCurrency;
}

type FieldName = keyof SignupFormValues;

/** Server field names of the sign-up payload, mapped onto this form's inputs. */
const SERVER_FIELDS: Record<string, FieldName> = {
  username: 'username',
  email: 'email',
  phone: 'phone',
  password: 'password',
  confirmPassword: 'confirmPassword',
  referral_code: 'referralCode',
  currency: 'currency',
};

/** "01712345678" with +880 is sent as "8801712345678": the national trunk zero is dropped. */
export function internationalPhone(countryCode: string, phone: string): string {
  return `${countryCode}${phone.trim().replace(/^0+/, '')}`;
}

/** /signup (spec sections 2.3, 5 and 8). The referral code comes from the /referral_code landing link. */
export function SignupForm() {
  const { t } = useTranslation();
  const createPlayer = useCreatePlayer();
  const startSession = useStartSession();
  const [values, setValues] = useState<SignupFormValues>(() => ({
    username: '',
    email: '',
    countryCode: '880',
    phone: '',
    password: '',
    confirmPassword: '',
    referralCode: readStored(StorageKeys.referralCode) ?? '',
    currency: 'BDT',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const clientErrors = submitted ? validateSignup(values) : {};
  const errorOf = (field: FieldName) => {
    const key = field in clientErrors ? clientErrors[field as keyof SignupValues] : undefined;
    return key ? t(key) : serverErrors[field];
  };

  const change = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    setServerErrors({});
    if (hasErrors(validateSignup(values))) return;

    const username = values.username.trim();
    setPending(true);
    try {
      const created = await createPlayer.mutateAsync({
        username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        // The mobile form has no name field; the player adds it with customer service (spec section 2.3, /profile).
        name: '',
        phone: internationalPhone(values.countryCode, values.phone),
        email: values.email.trim(),
        referral_code: values.referralCode.trim(),
        agent_code: readStored(StorageKeys.agentCode) ?? '',
        affiliate_code: readStored(StorageKeys.affiliateCode) ?? '',
        currency: values.currency,
        status: 'active',
      });
      if (created?.token && created.remote_id !== undefined && created.username) {
        startSession(
          { token: created.token, remote_id: created.remote_id, username: created.username, exchange: created.exchange },
          'signup',
        );
        return;
      }
      // Registered without a session in the answer: log in with what the player just typed.
      try {
        startSession(await login({ username, password: values.password }), 'signup');
      } catch (error) {
        setFormError(serverMessage(error) ?? t('auth.networkError'));
      }
    } catch (error) {
      if (isNetworkError(error)) {
        setFormError(t('auth.networkError'));
        return;
      }
      const fields = serverFieldErrors(error);
      const mapped: Partial<Record<FieldName, string>> = {};
      const unmapped: string[] = [];
      for (const [field, message] of Object.entries(fields)) {
        const target = SERVER_FIELDS[field];
        if (target) mapped[target] = message;
        else unmapped.push(message);
      }
      setServerErrors(mapped);
      if (Object.keys(mapped).length === 0 || unmapped.length > 0) {
        setFormError(unmapped[0] ?? serverMessage(error) ?? t('auth.submissionFailed'));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form-card" onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.signupTitle')}>
      <FormField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX}
        placeholder={t('auth.usernameHint')}
        value={values.username}
        error={errorOf('username')}
        onChange={(e) => change('username', e.target.value)}
      />
      <FormField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errorOf('email')}
        onChange={(e) => change('email', e.target.value)}
      />
      <FormField
        label={t('auth.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('auth.phoneHint')}
        value={values.phone}
        error={errorOf('phone')}
        onChange={(e) => change('phone', e.target.value)}
        before={
          <select
            className="form-select"
            aria-label={t('auth.countryCode')}
            value={values.countryCode}
            onChange={(e) => change('countryCode', e.target.value)}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                +{code}
              </option>
            ))}
          </select>
        }
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="new-password"
        placeholder={t('auth.passwordHint')}
        value={values.password}
        error={errorOf('password')}
        onChange={(e) => change('password', e.target.value)}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errorOf('confirmPassword')}
        onChange={(e) => change('confirmPassword', e.target.value)}
      />
      <FormField
        label={t('auth.referralCode')}
        name="referral_code"
        autoCapitalize="characters"
        value={values.referralCode}
        error={errorOf('referralCode')}
        onChange={(e) => change('referralCode', e.target.value)}
      />
      <div className="form-field">
        <label className="form-field__label" htmlFor="signup-currency">
          {t('auth.currency')}
        </label>
        <select
          id="signup-currency"
          className="form-select form-select--block"
          value={values.currency}
          aria-invalid={serverErrors.currency ? true : undefined}
          aria-describedby={serverErrors.currency ? 'signup-currency-error' : undefined}
          onChange={(e) => change('currency', e.target.value)}
        >
          {SIGNUP_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
        {serverErrors.currency ? (
          <p id="signup-currency-error" className="form-field__error">
            {serverErrors.currency}
          </p>
        ) : null}
      </div>
      <p className="form-note">{t('auth.terms')}</p>
      <FormMessage kind="error">{formError}</FormMessage>
      <button type="submit" className="button button--gold button--block" disabled={pending}>
        {pending ? t('auth.submitting') : t('auth.signupSubmit')}
      </button>
      <div className="form-links">
        <span>
          {t('auth.haveAccount')} <Link to="/login">{t('login')}</Link>
        </span>
      </div>
    </form>
  );
}
