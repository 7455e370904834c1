import { staffRoles, type StaffRole, type StaffUserView } from '@khela/contracts';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import { useChangeStaff, type StaffChange } from '../api/change-staff';
import { STAFF_PER_PAGE, useStaffList, type StaffFilter } from '../api/list-staff';
import { CreateStaffForm } from './create-staff-form';
import { RoleCheckboxes } from './role-checkboxes';
import './staff-page.css';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** Staff management (admin): search, create, roles, disable / enable, reset 2FA. */
export function StaffPage({ canManage, selfId }: { canManage: boolean; selfId?: string | undefined }) {
  const [filter, setFilter] = useState<StaffFilter>({ q: '', role: '', status: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useStaffList(filter);
  const change = useChangeStaff();

  function run(action: StaffChange, done: string, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    setNotice(null);
    change.mutate(action, { onSuccess: () => setNotice(done) });
  }

  return (
    <section>
      <div className="page-head">
        <h1>Staff</h1>
        {canManage ? (
          <button type="button" className="button button--primary" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
            {creating ? 'Close' : 'New staff account'}
          </button>
        ) : null}
      </div>
      {creating ? (
        <CreateStaffForm
          onDone={(username) => {
            setCreating(false);
            setNotice(`Created ${username}. They set up 2FA at their first sign-in.`);
          }}
        />
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {change.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {change.error.message}
        </p>
      ) : null}

      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="staff-q">Search</label>
          <input
            id="staff-q"
            value={filter.q}
            placeholder="username or name"
            onChange={(e) => setFilter({ ...filter, q: e.target.value, page: 1 })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="staff-role">Role</label>
          <select
            id="staff-role"
            value={filter.role}
            onChange={(e) => setFilter({ ...filter, role: e.target.value as StaffRole | '', page: 1 })}
          >
            <option value="">any</option>
            {staffRoles.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="staff-status">Status</label>
          <select
            id="staff-status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as StaffFilter['status'], page: 1 })}
          >
            <option value="">any</option>
            <option value="active">active</option>
            <option value="disabled">disabled</option>
          </select>
        </div>
      </form>

      {list.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load staff: {list.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>Username</th>
              <th>Name</th>
              <th>Roles</th>
              <th>Status</th>
              <th>2FA</th>
              <th>Last sign-in</th>
              <th>Created</th>
              {canManage ? <th>Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((staff) => (
              <StaffRow key={staff.id} staff={staff} canManage={canManage} isSelf={staff.id === selfId} busy={change.isPending} run={run} />
            ))}
            {list.data && list.data.data.length === 0 ? (
              <tr>
                <td className="empty" colSpan={8}>
                  No staff match these filters.
                </td>
              </tr>
            ) : null}
            {list.isPending ? (
              <tr>
                <td className="empty" colSpan={8}>
                  Loading…
                </td>
              </tr>
            ) : null}
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
}: {
  staff: StaffUserView;
  canManage: boolean;
  /** Your own account: the API refuses disabling it, so the button is not offered. */
  isSelf: boolean;
  busy: boolean;
  run: (action: StaffChange, done: string, confirmText?: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(staff.roles);
  return (
    <tr data-username={staff.username}>
      <td>{staff.username}</td>
      <td>{staff.display_name}</td>
      <td>
        {editing ? (
          <div className="roles-editor">
            <RoleCheckboxes legend={`Roles of ${staff.username}`} value={roles} onChange={setRoles} compact />
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busy || roles.length === 0}
              onClick={() => {
                run({ kind: 'roles', id: staff.id, roles }, `Roles of ${staff.username} saved.`);
                setEditing(false);
              }}
            >
              Save roles
            </button>{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setRoles(staff.roles);
                setEditing(false);
              }}
            >
              Cancel
            </button>
          </div>
        ) : (
          staff.roles.map((r) => (
            <span key={r} className="tag">
              {r}
            </span>
          ))
        )}
      </td>
      <td>
        <span className={staff.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>{staff.status}</span>
        {staff.locked_until ? <span className="tag tag--danger">locked until {when(staff.locked_until)}</span> : null}
      </td>
      <td>{staff.totp_enabled ? 'on' : <span className="muted">not enrolled</span>}</td>
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
            Roles
          </button>
          {isSelf ? null : staff.status === 'active' ? (
            <button
              type="button"
              className="button button--small button--danger"
              disabled={busy}
              onClick={() =>
                run(
                  { kind: 'disable', id: staff.id },
                  `${staff.username} is disabled and signed out.`,
                  `Disable ${staff.username} and end all their sessions?`,
                )
              }
            >
              Disable
            </button>
          ) : (
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => run({ kind: 'enable', id: staff.id }, `${staff.username} is enabled.`)}
            >
              Enable
            </button>
          )}
          <button
            type="button"
            className="button button--small"
            disabled={busy || !staff.totp_enabled}
            onClick={() =>
              run(
                { kind: 'reset-2fa', id: staff.id },
                `2FA of ${staff.username} reset: they enrol again at next sign-in.`,
                `Reset 2FA of ${staff.username}? They are signed out and must enrol a new authenticator.`,
              )
            }
          >
            Reset 2FA
          </button>
        </td>
      ) : null}
    </tr>
  );
}
