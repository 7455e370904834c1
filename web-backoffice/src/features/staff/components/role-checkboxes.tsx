import type { StaffRole } from '@khela/contracts';
import { useRoleChoices } from '@/features/roles/components/use-role-choices';

/** One checkbox per role (the seeded defaults first, then created roles), in the roles page's order. */
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
  const choices = useRoleChoices();
  return (
    <fieldset className={compact ? 'roles roles--compact' : 'roles'}>
      <legend>{legend}</legend>
      {choices.map(({ key, label, help }) => (
        <label key={key} title={help}>
          <input
            type="checkbox"
            name="role"
            value={key}
            checked={value.includes(key)}
            onChange={(event) => onChange(choices.map((c) => c.key).filter((r) => (r === key ? event.target.checked : value.includes(r))))}
          />{' '}
          {label}
          {compact || !help ? null : <span className="muted"> — {help}</span>}
        </label>
      ))}
      {error ? <p className="form-field__error">{error}</p> : null}
    </fieldset>
  );
}
