import { staffRoles, type StaffRole } from '@khela/contracts';
import { useTranslation } from 'react-i18next';

/** One checkbox per role, in catalogue order. */
export function RoleCheckboxes({
  legend,
  value,
  error,
  onChange,
  compact,
}: {
  legend: string;
  value: StaffRole[];
  error?: string | undefined;
  onChange: (roles: StaffRole[]) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={compact ? 'roles roles--compact' : 'roles'}>
      <legend>{legend}</legend>
      {staffRoles.map((role) => (
        <label key={role} title={t(`staff.roleHelp.${role}`)}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) =>
              onChange(event.target.checked ? staffRoles.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role))
            }
          />{' '}
          {t(`staff.roles.${role}`)}
          {compact ? null : <span className="muted"> — {t(`staff.roleHelp.${role}`)}</span>}
        </label>
      ))}
      {error ? <p className="form-field__error">{error}</p> : null}
    </fieldset>
  );
}
