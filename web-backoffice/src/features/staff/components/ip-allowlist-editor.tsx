import type { StaffUserView } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetIpAllowlist } from '@/features/roles/api/set-ip-allowlist';

/** The addresses one account may use the back office from: one per line; the server checks each. */
export function IpAllowlistEditor({ staff, onDone, onCancel }: { staff: StaffUserView; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(staff.ip_allowlist.join('\n'));
  const save = useSetIpAllowlist();
  const cidrs = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <div className="ip-allowlist-editor">
      <label htmlFor={id}>{t('roles.ipAllowlist.legend', { username: staff.username })}</label>
      <textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="form-field__hint">
        {t('roles.ipAllowlist.hint')}
      </p>
      {save.isError ? (
        <p className="form-field__error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--small button--primary"
        disabled={save.isPending}
        onClick={() => save.mutate({ id: staff.id, cidrs }, { onSuccess: onDone })}
      >
        {t('roles.ipAllowlist.save')}
      </button>{' '}
      <button type="button" className="button button--small" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
