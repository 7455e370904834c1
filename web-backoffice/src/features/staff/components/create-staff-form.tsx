import type { CreateStaffRequest, StaffRole } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { useCreateStaff } from '../api/create-staff';
import { RoleCheckboxes } from './role-checkboxes';

type Field = 'username' | 'display_name' | 'password' | 'roles';
const EMPTY: CreateStaffRequest = { username: '', display_name: '', password: '', roles: [] };

/** Each field's problem, as the key of its message under `staff.errors`. */
const problemKey = { username: 'username', display_name: 'displayName', password: 'password', roles: 'roles' } as const;

function validate(input: CreateStaffRequest): Partial<Record<Field, true>> {
  const problems: Partial<Record<Field, true>> = {};
  if (!/^[A-Za-z0-9._-]{3,32}$/.test(input.username)) problems.username = true;
  if (!input.display_name.trim()) problems.display_name = true;
  if (input.password.length < 10 || !/[A-Za-z]/.test(input.password) || !/\d/.test(input.password)) problems.password = true;
  if (input.roles.length === 0) problems.roles = true;
  return problems;
}

/** Admin form for a new staff account; the server repeats every check. */
export function CreateStaffForm({ onDone }: { onDone: (username: string) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CreateStaffRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const create = useCreateStaff();
  const server = create.error instanceof ApiError ? create.error.body.errors : undefined;
  const shown = (field: Field) => (errors[field] ? t(`staff.errors.${problemKey[field]}`) : server?.[field]?.[0]);

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
      <h2 id="create-staff-heading">{t('staff.create.title')}</h2>
      {create.isError && !server ? (
        <p className="form-alert form-alert--error" role="alert">
          {create.error.message}
        </p>
      ) : null}
      <div className="create-staff__grid">
        <TextField
          label={t('staff.create.username')}
          name="username"
          value={form.username}
          error={shown('username')}
          onValue={update}
          autoComplete="off"
        />
        <TextField
          label={t('staff.create.displayName')}
          name="display_name"
          value={form.display_name}
          error={shown('display_name')}
          onValue={update}
        />
        <TextField
          label={t('staff.create.password')}
          name="password"
          type="password"
          value={form.password}
          error={shown('password')}
          onValue={update}
          autoComplete="new-password"
          hint={t('staff.create.passwordHint')}
        />
      </div>
      <RoleCheckboxes
        legend={t('staff.create.roles')}
        value={form.roles}
        error={shown('roles')}
        onChange={(roles: StaffRole[]) => {
          setForm((f) => ({ ...f, roles }));
          setErrors(({ roles: _gone, ...rest }) => rest);
        }}
      />
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('staff.create.creating') : t('staff.create.submit')}
      </button>
    </form>
  );
}
