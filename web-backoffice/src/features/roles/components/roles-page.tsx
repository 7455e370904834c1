import type { StaffPermission, StaffRoleView } from '@khela/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import '@/components/data-table.css';
import { LoadingRow } from '@/components/table-rows';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/list-roles';
import { RoleIpAllowlistEditor } from './role-ip-allowlist-editor';
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
  const [notice, setNotice] = useState<{ key: 'created' | 'saved' | 'deleted' | 'ipSaved'; name: string } | null>(null);
  const [fencing, setFencing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StaffRoleView | null>(null);
  const remove = useDeleteRole();
  const nameOf = (role: StaffRoleView) => roleLabel(t, role.key, { [role.key]: role.name });
  const columns = canEdit ? 5 : 4;

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
      {remove.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {remove.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('roles.table.name')}</th>
              <th>{t('roles.table.permissions')}</th>
              <th>{t('roles.table.holders')}</th>
              <th>{t('roles.table.ipAllowlist')}</th>
              {canEdit ? <th>{t('roles.table.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {roles.data?.map((role) => (
              <Fragment key={role.key}>
                <tr data-role={role.key}>
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
                  <td>
                    {role.ip_allowlist.length ? (
                      <code className="roles-page__ips">{role.ip_allowlist.join(', ')}</code>
                    ) : (
                      <span className="muted">{t('roles.ipAllowlist.none')}</span>
                    )}
                  </td>
                  {canEdit ? (
                    <td>
                      <div className="roles-page__actions">
                        {role.locked ? null : (
                          <button
                            type="button"
                            className="button button--small"
                            onClick={() => (setNotice(null), setEditing({ kind: 'edit', role }))}
                          >
                            {t('roles.edit')}
                          </button>
                        )}
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('roles.ipAllowlist.roleButtonLabel', { name: nameOf(role) })}
                          onClick={() => (setNotice(null), remove.reset(), setFencing(fencing === role.key ? null : role.key))}
                        >
                          {t('roles.ipAllowlist.button')}
                        </button>
                        {role.builtin ? null : (
                          <button
                            type="button"
                            className="button button--small button--danger"
                            aria-label={t('roles.deleteLabel', { name: nameOf(role) })}
                            onClick={() => (setNotice(null), remove.reset(), setDeleting(role))}
                          >
                            {t('roles.delete')}
                          </button>
                        )}
                      </div>
                    </td>
                  ) : null}
                </tr>
                {fencing === role.key ? (
                  <tr className="roles-page__editor-row">
                    <td colSpan={columns}>
                      <RoleIpAllowlistEditor
                        role={role}
                        name={nameOf(role)}
                        onCancel={() => setFencing(null)}
                        onDone={(saved) => {
                          setFencing(null);
                          setNotice({ key: 'ipSaved', name: nameOf(saved) });
                        }}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
            {roles.isPending ? <LoadingRow columns={columns} /> : null}
          </tbody>
        </table>
      </div>
      {deleting ? (
        <ConfirmDialog
          title={t('roles.deleteTitle', { name: nameOf(deleting) })}
          confirmLabel={t('roles.delete')}
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.key, {
              onSuccess: () => setNotice({ key: 'deleted', name: nameOf(deleting) }),
              onSettled: () => setDeleting(null),
            })
          }
        >
          <p>{t('roles.deleteQuestion')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
