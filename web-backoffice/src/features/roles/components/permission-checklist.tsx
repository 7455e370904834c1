import { staffPermissions, type StaffPermission } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { permissionLabel } from './permission-label';

/**
 * One checkbox per permission of the catalogue, with its description in the reader's language. Those the
 * editor does not hold are disabled: the API refuses to let anyone hand out what they lack (403).
 */
export function PermissionChecklist({
  value,
  held,
  onChange,
}: {
  value: readonly StaffPermission[];
  held: readonly StaffPermission[];
  onChange: (permissions: StaffPermission[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="permission-checklist">
      <legend>{t('roles.form.permissions')}</legend>
      <p className="muted">{t('roles.form.onlyYours')}</p>
      <ul>
        {staffPermissions.map((permission) => {
          const checked = value.includes(permission);
          const allowed = held.includes(permission);
          return (
            <li key={permission} className={allowed ? undefined : 'permission-checklist__beyond'}>
              <label>
                <input
                  type="checkbox"
                  name="permission"
                  value={permission}
                  checked={checked}
                  disabled={!allowed}
                  onChange={(event) =>
                    onChange(staffPermissions.filter((p) => (p === permission ? event.target.checked : value.includes(p))))
                  }
                />
                <span className="permission-checklist__text">
                  <span>{permissionLabel(t, permission)}</span>
                  <code className="muted">{permission}</code>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
