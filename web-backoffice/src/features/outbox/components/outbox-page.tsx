import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import { OUTBOX_PER_PAGE, useOutbox, type OutboxFilter } from '../api/list-outbox';
import { LoadingRow, MessageRow } from '@/components/table-rows';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** Purposes whose messages carry a one-time code. */
const codePurposes = new Set(['verification-code', 'password-reset-code']);
/** The API sends code messages masked already; masked again here, so no code can ever show on this page. */
const shownBody = (purpose: string, body: string) => (codePurposes.has(purpose) ? body.replace(/[0-9]{4,}/g, '••••••') : body);
/** The API's error for a code that expired before delivery (a fixed English text), shown in the staff member's language. */
const codeGoneError = 'The code expired before it could be delivered; the player can ask for a new one.';

/**
 * Messages to players (verification and reset codes): what was sent, to whom, and whether it went out.
 * Never the codes themselves: only the player receives those (issue 10).
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OutboxFilter>({ channel: '', status: '', recipient: '', page: 1 });
  const outbox = useOutbox(filter);
  return (
    <section>
      <h1>{t('outbox.title')}</h1>
      <p className="muted">{t('outbox.codesHidden')}</p>
      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="outbox-recipient">{t('outbox.recipient')}</label>
          <input
            id="outbox-recipient"
            value={filter.recipient}
            placeholder={t('outbox.recipientPlaceholder')}
            onChange={(e) => setFilter({ ...filter, recipient: e.target.value, page: 1 })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="outbox-channel">{t('outbox.channel')}</label>
          <select
            id="outbox-channel"
            value={filter.channel}
            onChange={(e) => setFilter({ ...filter, channel: e.target.value as OutboxFilter['channel'], page: 1 })}
          >
            <option value="">{t('outbox.any')}</option>
            <option value="email">{t('outbox.channels.email')}</option>
            <option value="sms">{t('outbox.channels.sms')}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="outbox-status">{t('outbox.status')}</label>
          <select
            id="outbox-status"
            value={filter.status}
            onChange={(e) => setFilter({ ...filter, status: e.target.value as OutboxFilter['status'], page: 1 })}
          >
            <option value="">{t('outbox.any')}</option>
            <option value="queued">{t('outbox.statuses.queued')}</option>
            <option value="sent">{t('outbox.statuses.sent')}</option>
            <option value="logged">{t('outbox.loggedNoGateway')}</option>
            <option value="failed">{t('outbox.statuses.failed')}</option>
          </select>
        </div>
      </form>
      {outbox.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('outbox.loadFailed', { message: outbox.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('outbox.columns.created')}</th>
              <th>{t('outbox.columns.channel')}</th>
              <th>{t('outbox.columns.recipient')}</th>
              <th>{t('outbox.columns.player')}</th>
              <th>{t('outbox.columns.purpose')}</th>
              <th>{t('outbox.columns.language')}</th>
              <th>{t('outbox.columns.message')}</th>
              <th>{t('outbox.columns.status')}</th>
              <th>{t('outbox.columns.tries')}</th>
              <th>{t('outbox.columns.sent')}</th>
            </tr>
          </thead>
          <tbody>
            {outbox.data?.data.map((m) => (
              <tr key={m.id}>
                <td>{dateTime.format(new Date(m.created_at))}</td>
                <td>{t(`outbox.channelCell.${m.channel}`, { defaultValue: m.channel })}</td>
                <td>{m.recipient}</td>
                <td>{m.player_id ?? '—'}</td>
                <td>{m.purpose}</td>
                <td>{m.language}</td>
                <td className="wrap">
                  {m.subject ? <strong>{m.subject}: </strong> : null}
                  {shownBody(m.purpose, m.body)}
                </td>
                <td>
                  <span className={m.status === 'failed' ? 'tag tag--danger' : m.status === 'sent' ? 'tag tag--ok' : 'tag'}>
                    {t(`outbox.statuses.${m.status}`, { defaultValue: m.status })}
                  </span>
                  {m.error ? <span className="muted"> {m.error === codeGoneError ? t('outbox.codeExpired') : m.error}</span> : null}
                </td>
                <td>{m.attempts}</td>
                <td>{m.sent_at ? dateTime.format(new Date(m.sent_at)) : '—'}</td>
              </tr>
            ))}
            {outbox.data && outbox.data.data.length === 0 ? <MessageRow columns={10}>{t('outbox.empty')}</MessageRow> : null}
            {outbox.isPending ? <LoadingRow columns={10} /> : null}
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
