import type { StaffPermission, StaffRoleView } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import { LoadingRow } from '@/components/table-rows';
import { useRoles } from '../api/list-roles';
import { permissionLabel } from './permission-label';
import { roleLabel } from './role-label';
import { RoleForm } from './role-form';
import './roles-page.css';

type Editing = { kind: 'new' } | { kind: 'edit'; role: StaffRoleView } | null;

/** Roles as data: every role and what it grants; with staff.roles, create and edit them. */
export function RolesPage({ canEdit, held }: { canEdit: boolean; held: readonly StaffPermission[] }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ key: 'created' | 'saved'; name: string } | null>(null);

  return (
    <section className="roles-page">
      <div className="page-head">
        <h1>{t('roles.title')}</h1>
        {canEdit && editing?.kind !== 'new' ? (
          <button type="button" className="button button--primary" onClick={() => (setNotice(null), setEditing({ kind: 'new' }))}>
            {t('roles.newRole')}
          </button>
        ) : null}
      </div>
      <p className="muted">{t('roles.intro')}</p>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {t(`roles.notices.${notice.key}`, { name: notice.name })}
        </p>
      ) : null}
      {editing ? (
        <RoleForm
          key={editing.kind === 'edit' ? editing.role.key : 'new'}
          role={editing.kind === 'edit' ? editing.role : undefined}
          held={held}
          onCancel={() => setEditing(null)}
          onDone={(saved) => {
            setNotice({ key: editing.kind === 'new' ? 'created' : 'saved', name: saved.name });
            setEditing(null);
          }}
        />
      ) : null}
      {roles.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('roles.loadFailed', { message: roles.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('roles.table.name')}</th>
              <th>{t('roles.table.permissions')}</th>
              <th>{t('roles.table.holders')}</th>
              {canEdit ? <th>{t('roles.table.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {roles.data?.map((role) => (
              <tr key={role.key} data-role={role.key}>
                <td>
                  <strong>{roleLabel(t, role.key, { [role.key]: role.name })}</strong>{' '}
                  {role.builtin ? <span className="tag">{t('roles.table.builtin')}</span> : null}
                  {role.description ? <p className="muted roles-page__description">{role.description}</p> : null}
                </td>
                <td>
                  {role.locked ? (
                    <span className="tag tag--ok">{t('roles.table.everything')}</span>
                  ) : (
                    <details>
                      <summary>{t('roles.table.count', { count: role.permissions.length })}</summary>
                      <ul className="roles-page__permissions">
                        {role.permissions.map((p) => (
                          <li key={p}>{permissionLabel(t, p)}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
                <td>{role.active_holders}</td>
                {canEdit ? (
                  <td>
                    {role.locked ? null : (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => (setNotice(null), setEditing({ kind: 'edit', role }))}
                      >
                        {t('roles.edit')}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
            {roles.isPending ? <LoadingRow columns={canEdit ? 4 : 3} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
