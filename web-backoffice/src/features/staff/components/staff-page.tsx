import type { StaffRole, StaffUserView } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, useGridQuery, type GridColumn, type GridFilterField } from '@/components/data-grid';
import { useChangeStaff, type StaffChange } from '../api/change-staff';
import { listStaff, STAFF_EXPORT_PER_PAGE, STAFF_PER_PAGE, staffGridSpec, useStaffList } from '../api/list-staff';
import { CreateStaffForm } from './create-staff-form';
import { RoleCheckboxes } from './role-checkboxes';
import { IpAllowlistEditor } from './ip-allowlist-editor';
import { useRoleChoices, useRoleLabel } from '@/features/roles/components/use-role-choices';
import './staff-page.css';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** A done message (`staff.notices.<key>`), kept as key and name so it follows a language switch. */
interface Notice {
  key: 'created' | 'rolesSaved' | 'disabled' | 'enabled' | 'reset2fa' | 'ipAllowlistSaved';
  username: string;
}

/** Which row's roles or IP allow-list is being edited (one at a time). */
interface Editing {
  id: string;
  what: 'roles' | 'ips';
}

/** Staff management (admin) on the shared data grid: search, create, roles, disable / enable, reset 2FA. */
export function StaffPage({ canManage, selfId }: { canManage: boolean; selfId?: string | undefined }) {
  const { t } = useTranslation();
  const grid = useGridQuery(staffGridSpec);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useStaffList(grid.query);
  const change = useChangeStaff();
  const roleChoices = useRoleChoices();
  const labelOf = useRoleLabel();

  function run(action: StaffChange, done: Notice, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    setNotice(null);
    change.mutate(action, { onSuccess: () => setNotice(done) });
  }

  const filters: GridFilterField[] = [
    { key: 'q', label: t('staff.filters.search'), kind: 'text', placeholder: t('staff.filters.searchPlaceholder') },
    {
      key: 'role',
      label: t('staff.filters.role'),
      kind: 'select',
      anyLabel: t('staff.filters.any'),
      options: roleChoices.map((r) => ({ value: r.key, label: r.label })),
    },
    {
      key: 'status',
      label: t('staff.filters.status'),
      kind: 'select',
      anyLabel: t('staff.filters.any'),
      options: [
        { value: 'active', label: t('staff.status.active') },
        { value: 'disabled', label: t('staff.status.disabled') },
      ],
    },
  ];
  const columns: GridColumn<StaffUserView>[] = [
    {
      id: 'username',
      header: t('staff.table.username'),
      cell: (s) => s.username,
      csv: (s) => s.username,
      sortable: true,
      alwaysVisible: true,
    },
    { id: 'name', header: t('staff.table.name'), cell: (s) => s.display_name, csv: (s) => s.display_name },
    {
      id: 'roles',
      header: t('staff.table.roles'),
      cell: (s) => (
        <StaffRolesCell
          staff={s}
          editing={editing?.id === s.id ? editing.what : null}
          busy={change.isPending}
          onStop={() => setEditing(null)}
          onSaveRoles={(roles) => {
            run({ kind: 'roles', id: s.id, roles }, { key: 'rolesSaved', username: s.username });
            setEditing(null);
          }}
          onIpAllowlistSaved={() => {
            setEditing(null);
            setNotice({ key: 'ipAllowlistSaved', username: s.username });
          }}
        />
      ),
      csv: (s) => s.roles.map(labelOf).join(' '),
    },
    {
      id: 'status',
      header: t('staff.table.status'),
      cell: (s) => (
        <>
          <span className={s.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>{t(`staff.status.${s.status}`)}</span>
          {s.locked_until ? <span className="tag tag--danger">{t('staff.row.lockedUntil', { time: when(s.locked_until) })}</span> : null}
        </>
      ),
      csv: (s) => t(`staff.status.${s.status}`),
    },
    {
      id: 'two_fa',
      header: t('staff.table.twoFa'),
      cell: (s) => (s.totp_enabled ? t('staff.row.totpOn') : <span className="muted">{t('staff.row.totpNotEnrolled')}</span>),
      csv: (s) => (s.totp_enabled ? t('staff.row.totpOn') : t('staff.row.totpNotEnrolled')),
    },
    {
      id: 'last_login_at',
      header: t('staff.table.lastSignIn'),
      cell: (s) => when(s.last_login_at),
      csv: (s) => (s.last_login_at ? when(s.last_login_at) : ''),
      sortable: true,
      descendingFirst: true,
    },
    {
      id: 'created_at',
      header: t('staff.table.created'),
      cell: (s) => when(s.created_at),
      csv: (s) => when(s.created_at),
      sortable: true,
      descendingFirst: true,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('staff.table.actions'),
            alwaysVisible: true,
            className: 'row-actions',
            cell: (s: StaffUserView) => (
              <StaffActions
                staff={s}
                isSelf={s.id === selfId}
                busy={change.isPending}
                editing={editing?.id === s.id ? editing.what : null}
                onEdit={(what) => setEditing({ id: s.id, what })}
                run={run}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <section>
      <div className="page-head">
        <h1>{t('staff.title')}</h1>
        {canManage ? (
          <button type="button" className="button button--primary" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
            {creating ? t('common.close') : t('staff.newAccount')}
          </button>
        ) : null}
      </div>
      {creating ? (
        <CreateStaffForm
          onDone={(username) => {
            setCreating(false);
            setNotice({ key: 'created', username });
          }}
        />
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice.key === 'ipAllowlistSaved'
            ? t('roles.ipAllowlist.saved', { username: notice.username })
            : t(`staff.notices.${notice.key}`, { username: notice.username })}
        </p>
      ) : null}
      {change.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}

      <DataGrid
        listId="staff"
        label={t('staff.title')}
        columns={columns}
        filters={filters}
        grid={grid}
        result={list}
        perPage={STAFF_PER_PAGE}
        fetchExportPage={(query, page, signal) => listStaff(query, page, STAFF_EXPORT_PER_PAGE, signal)}
        rowKey={(staff) => staff.id}
        rowAttributes={(staff) => ({ 'data-username': staff.username })}
        emptyText={t('staff.table.empty')}
      />
    </section>
  );
}

/** A member's roles, or the editor of their roles / IP allow-list when that is open. */
function StaffRolesCell({
  staff,
  editing,
  busy,
  onStop,
  onSaveRoles,
  onIpAllowlistSaved,
}: {
  staff: StaffUserView;
  editing: Editing['what'] | null;
  busy: boolean;
  onStop: () => void;
  onSaveRoles: (roles: StaffRole[]) => void;
  onIpAllowlistSaved: () => void;
}) {
  const { t } = useTranslation();
  const labelOf = useRoleLabel();
  const [roles, setRoles] = useState<StaffRole[]>(staff.roles);
  return (
    <>
      {editing === 'roles' ? (
        <div className="roles-editor">
          <RoleCheckboxes legend={t('staff.row.rolesOf', { username: staff.username })} value={roles} onChange={setRoles} compact />
          <button
            type="button"
            className="button button--small button--primary"
            disabled={busy || roles.length === 0}
            onClick={() => onSaveRoles(roles)}
          >
            {t('staff.row.saveRoles')}
          </button>{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setRoles(staff.roles);
              onStop();
            }}
          >
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        staff.roles.map((r) => (
          <span key={r} className="tag">
            {labelOf(r)}
          </span>
        ))
      )}
      {editing === 'ips' ? (
        <IpAllowlistEditor staff={staff} onCancel={onStop} onDone={onIpAllowlistSaved} />
      ) : staff.ip_allowlist.length ? (
        <p className="muted staff-ip-allowlist">IP: {staff.ip_allowlist.join(', ')}</p>
      ) : null}
    </>
  );
}

/** A member's buttons: roles, IP allow-list, disable / enable (never your own account), reset 2FA. */
function StaffActions({
  staff,
  isSelf,
  busy,
  editing,
  onEdit,
  run,
}: {
  staff: StaffUserView;
  /** Your own account: the API refuses disabling it, so the button is not offered. */
  isSelf: boolean;
  busy: boolean;
  editing: Editing['what'] | null;
  onEdit: (what: Editing['what']) => void;
  run: (action: StaffChange, done: Notice, confirmText?: string) => void;
}) {
  const { t } = useTranslation();
  const username = staff.username;
  return (
    <>
      <button type="button" className="button button--small" disabled={busy || editing === 'roles'} onClick={() => onEdit('roles')}>
        {t('staff.row.roles')}
      </button>
      <button type="button" className="button button--small" disabled={busy || editing === 'ips'} onClick={() => onEdit('ips')}>
        {t('roles.ipAllowlist.button')}
      </button>
      {isSelf ? null : staff.status === 'active' ? (
        <button
          type="button"
          className="button button--small button--danger"
          disabled={busy}
          onClick={() => run({ kind: 'disable', id: staff.id }, { key: 'disabled', username }, t('staff.confirm.disable', { username }))}
        >
          {t('staff.row.disable')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => run({ kind: 'enable', id: staff.id }, { key: 'enabled', username })}
        >
          {t('staff.row.enable')}
        </button>
      )}
      <button
        type="button"
        className="button button--small"
        disabled={busy || !staff.totp_enabled}
        onClick={() => run({ kind: 'reset-2fa', id: staff.id }, { key: 'reset2fa', username }, t('staff.confirm.reset2fa', { username }))}
      >
        {t('staff.row.reset2fa')}
      </button>
    </>
  );
}
