import { useState } from 'react';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import { OUTBOX_PER_PAGE, useOutbox, type OutboxFilter } from '../api/list-outbox';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** Messages to players (verification and reset codes): what was sent, to whom, and whether it went out. */
export function OutboxPage() {
  const [filter, setFilter] = useState<OutboxFilter>({ channel: '', status: '', recipient: '', page: 1 });
  const outbox = useOutbox(filter);
  return (
    <section>
      <h1>Outbox</h1>
      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="outbox-recipient">Recipient</label>
          <input
            id="outbox-recipient"
            value={filter.recipient}
            placeholder="e-mail or phone"
            onChange={(e) => setFilter({ ...filter, recipient: e.target.value, page: 1 })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="outbox-channel">Channel</label>
          <select
            id="outbox-channel"
            value={filter.channel}
            onChange={(e) => setFilter({ ...filter, channel: e.target.value as OutboxFilter['channel'], page: 1 })}
          >
            <option value="">any</option>
            <option value="email">e-mail</option>
            <option value="sms">SMS</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="outbox-status">Status</label>
          <select
            id="outbox-status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as OutboxFilter['status'], page: 1 })}
          >
            <option value="">any</option>
            <option value="queued">queued</option>
            <option value="sent">sent</option>
            <option value="logged">logged (no gateway)</option>
            <option value="failed">failed</option>
          </select>
        </div>
      </form>
      {outbox.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load the outbox: {outbox.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>Created (Dhaka)</th>
              <th>Channel</th>
              <th>Recipient</th>
              <th>Player</th>
              <th>Purpose</th>
              <th>Lang</th>
              <th>Message</th>
              <th>Status</th>
              <th>Tries</th>
              <th>Sent</th>
            </tr>
          </thead>
          <tbody>
            {outbox.data?.data.map((m) => (
              <tr key={m.id}>
                <td>{dateTime.format(new Date(m.created_at))}</td>
                <td>{m.channel}</td>
                <td>{m.recipient}</td>
                <td>{m.player_id ?? '—'}</td>
                <td>{m.purpose}</td>
                <td>{m.language}</td>
                <td className="wrap">
                  {m.subject ? <strong>{m.subject}: </strong> : null}
                  {m.body}
                </td>
                <td>
                  <span className={m.status === 'failed' ? 'tag tag--danger' : m.status === 'sent' ? 'tag tag--ok' : 'tag'}>
                    {m.status}
                  </span>
                  {m.error ? <span className="muted"> {m.error}</span> : null}
                </td>
                <td>{m.attempts}</td>
                <td>{m.sent_at ? dateTime.format(new Date(m.sent_at)) : '—'}</td>
              </tr>
            ))}
            {outbox.data && outbox.data.data.length === 0 ? (
              <tr>
                <td className="empty" colSpan={10}>
                  No messages match these filters.
                </td>
              </tr>
            ) : null}
            {outbox.isPending ? (
              <tr>
                <td className="empty" colSpan={10}>
                  Loading…
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {outbox.data ? (
        <Pager
          page={outbox.data.page}
          lastPage={outbox.data.last_page}
          total={outbox.data.total}
          perPage={OUTBOX_PER_PAGE}
          onPage={(page) => setFilter({ ...filter, page })}
          disabled={outbox.isFetching}
        />
      ) : null}
    </section>
  );
}
