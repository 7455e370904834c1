import { staffRoles, type StaffRole } from '@khela/contracts';

const roleHelp: Record<StaffRole, string> = {
  admin: 'everything, incl. staff and audit',
  finance: 'deposits, withdrawals, adjustments',
  support: 'players, outbox, chat',
  content: 'site content',
  risk: 'player locks, reviews',
};

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
  return (
    <fieldset className={compact ? 'roles roles--compact' : 'roles'}>
      <legend>{legend}</legend>
      {staffRoles.map((role) => (
        <label key={role} title={roleHelp[role]}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(event) =>
              onChange(event.target.checked ? staffRoles.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role))
            }
          />{' '}
          {role}
          {compact ? null : <span className="muted"> — {roleHelp[role]}</span>}
        </label>
      ))}
      {error ? <p className="form-field__error">{error}</p> : null}
    </fieldset>
  );
}
