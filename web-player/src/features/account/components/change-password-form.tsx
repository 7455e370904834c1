import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormMessage, PasswordField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { endSession } from '@/lib/session';
import { serverFieldErrors, serverMessage } from '@/lib/server-errors';
import { hasErrors, validateChangePassword, type ChangePasswordValues } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';

/** Time to read the success message before /login. */
export const CHANGE_REDIRECT_MS = 1500;

const SERVER_FIELDS: Record<string, keyof ChangePasswordValues> = {
  old_password: 'oldPassword',
  new_password: 'newPassword',
  new_password_confirmation: 'confirmation',
};

/** /reset-password: change password (spec sections 2.3, 5 and 8); success logs out and goes to /login. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const [values, setValues] = useState<ChangePasswordValues>({ oldPassword: '', newPassword: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ChangePasswordValues, string>>>({});
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), CHANGE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const clientErrors = submitted ? validateChangePassword(values) : {};
  const errorOf = (field: keyof ChangePasswordValues) => {
    const key = clientErrors[field];
    return key ? t(key) : serverErrors[field];
  };
  const set = (field: keyof ChangePasswordValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(undefined);
    if (hasErrors(validateChangePassword(values))) return;
    change.mutate(
      { old_password: values.oldPassword, new_password: values.newPassword, new_password_confirmation: values.confirmation },
      {
        onSuccess: () => {
          // The server revoked every session of this player: forget ours too.
          endSession();
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
          setDone(true);
        },
        onError: (failure) => {
          const fields: Partial<Record<keyof ChangePasswordValues, string>> = {};
          for (const [field, message] of Object.entries(serverFieldErrors(failure))) {
            const target = SERVER_FIELDS[field];
            if (target) fields[target] = message;
          }
          setServerErrors(fields);
          if (Object.keys(fields).length > 0) return;
          setError(
            serverMessage(failure) ??
              (failure instanceof ApiError && failure.status !== 0 ? t('password.changeFailed') : t('password.changeError')),
          );
        },
      },
    );
  };

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-label={t('password.changeTitle')}>
      <PasswordField
        label={t('password.current')}
        name="old_password"
        autoComplete="current-password"
        value={values.oldPassword}
        error={errorOf('oldPassword')}
        onChange={(e) => set('oldPassword')(e.target.value)}
      />
      <PasswordField
        label={t('password.new')}
        name="new_password"
        autoComplete="new-password"
        hint={t('password.rulesHint')}
        value={values.newPassword}
        error={errorOf('newPassword')}
        onChange={(e) => set('newPassword')(e.target.value)}
      />
      <PasswordField
        label={t('password.confirm')}
        name="new_password_confirmation"
        autoComplete="new-password"
        value={values.confirmation}
        error={errorOf('confirmation')}
        onChange={(e) => set('confirmation')(e.target.value)}
      />
      <FormMessage kind="error">{error}</FormMessage>
      {done ? <FormMessage kind="success">{t('password.changeSuccess')}</FormMessage> : null}
      <button type="submit" className="button button--gold button--block" disabled={change.isPending || done}>
        {t('password.submit')}
      </button>
    </form>
  );
}
