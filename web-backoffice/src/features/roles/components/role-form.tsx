import type { StaffPermission, StaffRoleView } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { useSaveRole } from '../api/save-role';
import { PermissionChecklist } from './permission-checklist';

type Field = 'name' | 'description';

/** Create a role (no `role`) or edit one: name, what it is for, and its permissions from the catalogue. */
export function RoleForm({
  role,
  held,
  onDone,
  onCancel,
}: {
  role?: StaffRoleView | undefined;
  held: readonly StaffPermission[];
  onDone: (saved: StaffRoleView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<StaffPermission[]>(role?.permissions ?? ['session']);
  const [nameMissing, setNameMissing] = useState(false);
  const save = useSaveRole();
  const server = save.error instanceof ApiError ? save.error.body.errors : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 40) return setNameMissing(true);
    save.mutate({ key: role?.key, name: trimmed, description: description.trim(), permissions }, { onSuccess: onDone });
  }

  const update = (field: Field, value: string) => {
    if (field === 'name') {
      setName(value);
      setNameMissing(false);
    } else setDescription(value);
  };

  return (
    <form className="panel role-form" onSubmit={submit} noValidate aria-labelledby="role-form-heading">
      <h2 id="role-form-heading">{role ? t('roles.form.editTitle', { name: role.name }) : t('roles.form.createTitle')}</h2>
      {save.isError && !server?.name ? (
        <p className="form-alert form-alert--error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <div className="role-form__grid">
        <TextField
          label={t('roles.form.name')}
          name="name"
          value={name}
          maxLength={40}
          error={nameMissing ? t('roles.form.nameRequired') : server?.name?.[0]}
          onValue={update}
        />
        <TextField
          label={t('roles.form.description')}
          name="description"
          value={description}
          maxLength={200}
          error={undefined}
          onValue={update}
        />
      </div>
      <PermissionChecklist value={permissions} held={held} onChange={setPermissions} />
      <div className="role-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('roles.form.saving') : role ? t('roles.form.save') : t('roles.form.create')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
