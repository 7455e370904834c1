import type { StaffRoleView } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetRoleIpAllowlist } from '../api/set-role-ip-allowlist';

/**
 * The addresses a role's holders may use the back office from (issue 22): one per line; the server checks each.
 * A holder must be inside this list and their own (both must allow).
 */
export function RoleIpAllowlistEditor({
  role,
  name,
  onDone,
  onCancel,
}: {
  role: StaffRoleView;
  name: string;
  onDone: (saved: StaffRoleView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(role.ip_allowlist.join('\n'));
  const save = useSetRoleIpAllowlist();
  const cidrs = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <div className="ip-allowlist-editor roles-page__ip-editor">
      <label htmlFor={id}>{t('roles.ipAllowlist.roleLegend', { name })}</label>
      <textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="form-field__hint">
        {t('roles.ipAllowlist.roleHint')}
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
        onClick={() => save.mutate({ key: role.key, cidrs }, { onSuccess: onDone })}
      >
        {t('roles.ipAllowlist.save')}
      </button>{' '}
      <button type="button" className="button button--small" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
