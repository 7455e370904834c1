import type { CreateStaffRequest, StaffRole } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { useCreateStaff } from '../api/create-staff';
import { RoleCheckboxes } from './role-checkboxes';

type Field = 'username' | 'display_name' | 'password' | 'roles';
const EMPTY: CreateStaffRequest = { username: '', display_name: '', password: '', roles: [] };

function validate(input: CreateStaffRequest): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^[A-Za-z0-9._-]{3,32}$/.test(input.username))
    errors.username = 'Username must be 3 to 32 letters, digits, dots, dashes or underscores.';
  if (!input.display_name.trim()) errors.display_name = 'Display name is required.';
  if (input.password.length < 10 || !/[A-Za-z]/.test(input.password) || !/\d/.test(input.password))
    errors.password = 'Password must be at least 10 characters with a letter and a digit.';
  if (input.roles.length === 0) errors.roles = 'Choose at least one role.';
  return errors;
}

/** Admin form for a new staff account; the server repeats every check. */
export function CreateStaffForm({ onDone }: { onDone: (username: string) => void }) {
  const [form, setForm] = useState<CreateStaffRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateStaff();
  const server = create.error instanceof ApiError ? create.error.body.errors : undefined;
  const shown = (field: Field) => errors[field] ?? server?.[field]?.[0];

  function update(field: Exclude<Field, 'roles'>, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...form, username: form.username.trim(), display_name: form.display_name.trim() };
    const problems = validate(input);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    create.mutate(input, {
      onSuccess: (created) => {
        setForm(EMPTY);
        onDone(created.username);
      },
    });
  }

  return (
    <form className="panel create-staff" onSubmit={submit} noValidate aria-labelledby="create-staff-heading">
      <h2 id="create-staff-heading">New staff account</h2>
      {create.isError && !server ? (
        <p className="form-alert form-alert--error" role="alert">
          {create.error.message}
        </p>
      ) : null}
      <div className="create-staff__grid">
        <TextField
          label="New username"
          name="username"
          value={form.username}
          error={shown('username')}
          onValue={update}
          autoComplete="off"
        />
        <TextField label="Display name" name="display_name" value={form.display_name} error={shown('display_name')} onValue={update} />
        <TextField
          label="Initial password"
          name="password"
          type="password"
          value={form.password}
          error={shown('password')}
          onValue={update}
          autoComplete="new-password"
          hint="Give it to them privately; they set up 2FA at first sign-in."
        />
      </div>
      <RoleCheckboxes
        legend="Roles"
        value={form.roles}
        error={shown('roles')}
        onChange={(roles: StaffRole[]) => {
          setForm((f) => ({ ...f, roles }));
          setErrors(({ roles: _gone, ...rest }) => rest);
        }}
      />
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create staff account'}
      </button>
    </form>
  );
}
