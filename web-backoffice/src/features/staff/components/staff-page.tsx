import type { StaffRole, StaffUserView } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import { useChangeStaff, type StaffChange } from '../api/change-staff';
import { STAFF_PER_PAGE, useStaffList, type StaffFilter } from '../api/list-staff';
import { CreateStaffForm } from './create-staff-form';
import { RoleCheckboxes } from './role-checkboxes';
import { IpAllowlistEditor } from './ip-allowlist-editor';
import { useRoleChoices, useRoleLabel } from '@/features/roles/components/use-role-choices';
import './staff-page.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** A done message (`staff.notices.<key>`), kept as key and name so it follows a language switch. */
interface Notice {
  key: 'created' | 'rolesSaved' | 'disabled' | 'enabled' | 'reset2fa' | 'ipAllowlistSaved';
  username: string;
}

/** Staff management (admin): search, create, roles, disable / enable, reset 2FA. */
export function StaffPage({ canManage, selfId }: { canManage: boolean; selfId?: string | undefined }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StaffFilter>({ q: '', role: '', status: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = useStaffList(filter);
  const change = useChangeStaff();
  const roleChoices = useRoleChoices();

  function run(action: StaffChange, done: Notice, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    setNotice(null);
    change.mutate(action, { onSuccess: () => setNotice(done) });
  }

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

      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="staff-q">{t('staff.filters.search')}</label>
          <input
            id="staff-q"
            value={filter.q}
            placeholder={t('staff.filters.searchPlaceholder')}
            onChange={(e) => setFilter({ ...filter, q: e.target.value, page: 1 })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="staff-role">{t('staff.filters.role')}</label>
          <select
            id="staff-role"
            value={filter.role}
            onChange={(e) => setFilter({ ...filter, role: e.target.value as StaffRole | '', page: 1 })}
          >
            <option value="">{t('staff.filters.any')}</option>
            {roleChoices.map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="staff-status">{t('staff.filters.status')}</label>
          <select
            id="staff-status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as StaffFilter['status'], page: 1 })}
          >
            <option value="">{t('staff.filters.any')}</option>
            <option value="active">{t('staff.status.active')}</option>
            <option value="disabled">{t('staff.status.disabled')}</option>
          </select>
        </div>
      </form>

      {list.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('staff.loadFailed', { message: list.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('staff.table.username')}</th>
              <th>{t('staff.table.name')}</th>
              <th>{t('staff.table.roles')}</th>
              <th>{t('staff.table.status')}</th>
              <th>{t('staff.table.twoFa')}</th>
              <th>{t('staff.table.lastSignIn')}</th>
              <th>{t('staff.table.created')}</th>
              {canManage ? <th>{t('staff.table.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((staff) => (
              <StaffRow
                key={staff.id}
                staff={staff}
                canManage={canManage}
                isSelf={staff.id === selfId}
                busy={change.isPending}
                run={run}
                onIpAllowlistSaved={() => setNotice({ key: 'ipAllowlistSaved', username: staff.username })}
              />
            ))}
            {list.data && list.data.data.length === 0 ? <MessageRow columns={8}>{t('staff.table.empty')}</MessageRow> : null}
            {list.isPending ? <LoadingRow columns={8} /> : null}
          </tbody>
        </table>
      </div>
      {list.data ? (
        <Pager
          page={list.data.page}
          lastPage={list.data.last_page}
          total={list.data.total}
          perPage={STAFF_PER_PAGE}
          onPage={(page) => setFilter({ ...filter, page })}
          disabled={list.isFetching}
        />
      ) : null}
    </section>
  );
}

function StaffRow({
  staff,
  canManage,
  isSelf,
  busy,
  run,
  onIpAllowlistSaved,
}: {
  staff: StaffUserView;
  canManage: boolean;
  /** Your own account: the API refuses disabling it, so the button is not offered. */
  isSelf: boolean;
  busy: boolean;
  run: (action: StaffChange, done: Notice, confirmText?: string) => void;
  onIpAllowlistSaved: () => void;
}) {
  const { t } = useTranslation();
  const labelOf = useRoleLabel();
  const username = staff.username;
  const [editing, setEditing] = useState(false);
  const [editingIps, setEditingIps] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(staff.roles);
  return (
    <tr data-username={staff.username}>
      <td>{staff.username}</td>
      <td>{staff.display_name}</td>
      <td>
        {editing ? (
          <div className="roles-editor">
            <RoleCheckboxes legend={t('staff.row.rolesOf', { username })} value={roles} onChange={setRoles} compact />
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busy || roles.length === 0}
              onClick={() => {
                run({ kind: 'roles', id: staff.id, roles }, { key: 'rolesSaved', username });
                setEditing(false);
              }}
            >
              {t('staff.row.saveRoles')}
            </button>{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setRoles(staff.roles);
                setEditing(false);
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
        {editingIps ? (
          <IpAllowlistEditor
            staff={staff}
            onCancel={() => setEditingIps(false)}
            onDone={() => {
              setEditingIps(false);
              onIpAllowlistSaved();
            }}
          />
        ) : staff.ip_allowlist.length ? (
          <p className="muted staff-ip-allowlist">IP: {staff.ip_allowlist.join(', ')}</p>
        ) : null}
      </td>
      <td>
        <span className={staff.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>{t(`staff.status.${staff.status}`)}</span>
        {staff.locked_until ? (
          <span className="tag tag--danger">{t('staff.row.lockedUntil', { time: when(staff.locked_until) })}</span>
        ) : null}
      </td>
      <td>{staff.totp_enabled ? t('staff.row.totpOn') : <span className="muted">{t('staff.row.totpNotEnrolled')}</span>}</td>
      <td>{when(staff.last_login_at)}</td>
      <td>{when(staff.created_at)}</td>
      {canManage ? (
        <td className="row-actions">
          <button
            type="button"
            className="button button--small"
            disabled={busy || editing}
            onClick={() => {
              setRoles(staff.roles);
              setEditing(true);
            }}
          >
            {t('staff.row.roles')}
          </button>
          <button type="button" className="button button--small" disabled={busy || editingIps} onClick={() => setEditingIps(true)}>
            {t('roles.ipAllowlist.button')}
          </button>
          {isSelf ? null : staff.status === 'active' ? (
            <button
              type="button"
              className="button button--small button--danger"
              disabled={busy}
              onClick={() =>
                run({ kind: 'disable', id: staff.id }, { key: 'disabled', username }, t('staff.confirm.disable', { username }))
              }
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
            onClick={() =>
              run({ kind: 'reset-2fa', id: staff.id }, { key: 'reset2fa', username }, t('staff.confirm.reset2fa', { username }))
            }
          >
            {t('staff.row.reset2fa')}
          </button>
        </td>
      ) : null}
    </tr>
  );
}
