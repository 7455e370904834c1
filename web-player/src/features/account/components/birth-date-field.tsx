import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormMessage } from '@/components/form-field';
import { dhakaDateYearsAgo } from '@/lib/format';
import { serverFieldErrors, serverMessage } from '@/lib/server-errors';
import { useUpdateProfile } from '../api/update-profile';

/** Birth date: editable only while empty, read-only once saved; under 18 is refused by the server. */
export function BirthDateField({ remoteId, dofb }: { remoteId: string; dofb: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  if (dofb) {
    return (
      <div className="profile-row">
        <span className="profile-row__label">{t('profile.birthDate')}</span>
        <span className="profile-row__value">{dofb.slice(0, 10)}</span>
      </div>
    );
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: save the birthday only if it is not empty.
    if (value === '') return;
    setError(undefined);
    update.mutate(
      { remote_id: remoteId, dofb: value },
      { onError: (failure) => setError(serverFieldErrors(failure).dofb ?? serverMessage(failure) ?? t('profile.dofbFailed')) },
    );
  };

  return (
    <form className="profile-birth" onSubmit={save} noValidate>
      <FormField
        label={t('profile.birthDate')}
        name="dofb"
        type="date"
        max={dhakaDateYearsAgo(18)}
        min="1900-01-01"
        hint={t('profile.birthDateHint')}
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button button--gold" disabled={update.isPending || value === ''}>
        {update.isPending ? t('profile.saving') : t('profile.save')}
      </button>
      {update.isSuccess ? <FormMessage kind="success">{t('profile.birthDateSaved')}</FormMessage> : null}
    </form>
  );
}
