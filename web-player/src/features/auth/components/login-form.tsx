import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, FormMessage, PasswordField } from '@/components/form-field';
import { isNetworkError, serverFieldErrors, serverMessage } from '@/lib/server-errors';
import { hasErrors, validateLogin, type LoginValues } from '@/lib/validation';
import { useLogin } from '../api/login';
import { useStartSession } from '../hooks/use-start-session';

/** /login (spec sections 2.3, 5 and 8): checks on submit, then live; server refusals under the password. */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const startSession = useStartSession();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const [formError, setFormError] = useState<string>();

  const clientErrors = submitted ? validateLogin(values) : {};
  const errorOf = (field: keyof LoginValues) => {
    const key = clientErrors[field];
    return key ? t(key) : serverErrors[field];
  };

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    setServerErrors({});
    if (hasErrors(validateLogin(values))) return;
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (grant) => {
          if (grant?.token) startSession(grant, 'login');
          else setServerErrors({ password: t('auth.invalidCredentials') });
        },
        onError: (error) => {
          if (isNetworkError(error)) {
            setFormError(t('auth.networkErrorLater'));
            return;
          }
          const fields = serverFieldErrors(error);
          if (fields.username && !fields.password) setServerErrors({ username: fields.username });
          else setServerErrors({ password: fields.password ?? serverMessage(error) ?? t('auth.invalidCredentials') });
        },
      },
    );
  };

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-label={t('auth.loginTitle')}>
      <FormField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errorOf('username')}
        onChange={(e) => change('username')(e.target.value)}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errorOf('password')}
        onChange={(e) => change('password')(e.target.value)}
      />
      <FormMessage kind="error">{formError}</FormMessage>
      <button type="submit" className="button button--gold button--block" disabled={login.isPending}>
        {login.isPending ? t('auth.loggingIn') : t('auth.loginSubmit')}
      </button>
      <div className="form-links">
        <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
        <span>
          {t('auth.noAccount')} <Link to="/signup">{t('signup')}</Link>
        </span>
      </div>
    </form>
  );
}
