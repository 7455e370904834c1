import type { StaffGameProvider } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { fieldError, formError } from '@/lib/form-errors';
import { useRotateGameProviderKey } from '../api/change-game-provider';

/**
 * A new signing key: an HMAC secret or an RSA public key (PEM). The secret goes to the API once and is
 * never shown again; the answer carries only its fingerprint, which the notice shows.
 */
export function RotateKeyDialog({
  provider,
  onDone,
  onCancel,
}: {
  provider: StaffGameProvider;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const rotate = useRotateGameProviderKey();
  const [scheme, setScheme] = useState<StaffGameProvider['auth_scheme']>(provider.auth_scheme);
  const [key, setKey] = useState('');
  const keyError = fieldError(rotate.error, 'key');
  return (
    <FormDialog
      title={t('games.providers.rotateTitle', { name: provider.name })}
      submitLabel={t('games.providers.rotate')}
      danger
      busy={rotate.isPending}
      error={formError(rotate.error, ['key']) ?? null}
      onSubmit={() =>
        rotate.mutate(
          { code: provider.code, key: { auth_scheme: scheme, key } },
          { onSuccess: (saved) => onDone(t('games.providers.rotated', { name: saved.name, fingerprint: saved.key_fingerprint })) },
        )
      }
      onCancel={onCancel}
    >
      <p className="muted">{t('games.providers.rotateHint')}</p>
      <div className="form-field">
        <label htmlFor={`${ids}-scheme`}>{t('games.providers.scheme')}</label>
        <select id={`${ids}-scheme`} value={scheme} onChange={(e) => setScheme(e.target.value as StaffGameProvider['auth_scheme'])}>
          <option value="hmac">{t('games.providers.schemes.hmac')}</option>
          <option value="rsa">{t('games.providers.schemes.rsa')}</option>
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${ids}-key`}>{t('games.providers.keyLabel')}</label>
        <textarea
          id={`${ids}-key`}
          className="key-input"
          rows={scheme === 'rsa' ? 8 : 2}
          value={key}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={keyError ? true : undefined}
          aria-describedby={`${ids}-hint`}
          onChange={(e) => setKey(e.target.value)}
        />
        <p id={`${ids}-hint`} className={keyError ? 'form-field__error' : 'form-field__hint'}>
          {keyError ?? t(scheme === 'rsa' ? 'games.providers.keyHintRsa' : 'games.providers.keyHintHmac')}
        </p>
      </div>
    </FormDialog>
  );
}
