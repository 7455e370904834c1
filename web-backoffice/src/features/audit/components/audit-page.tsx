import type { AuditEntry } from '@khela/contracts';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import { AUDIT_PER_PAGE, useAuditLog, type AuditFilter } from '../api/list-audit';
import { ChangeDiff } from './change-diff';
import './audit-page.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });
const EMPTY: AuditFilter = { actor: '', action: '', from: '', to: '', page: 1 };

/** The staff audit log: filters, server-side paging and a before/after view per row. */
export function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(EMPTY);
  const [filter, setFilter] = useState(EMPTY);
  const [open, setOpen] = useState<string | null>(null);
  const log = useAuditLog(filter);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  }

  const field = (
    key: 'actor' | 'action' | 'from' | 'to',
    label: string,
    props: { type?: string; placeholder?: string; list?: string } = {},
  ) => (
    <div className="form-field">
      <label htmlFor={`audit-${key}`}>{label}</label>
      <input id={`audit-${key}`} {...props} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </div>
  );

  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <form className="toolbar" role="search" onSubmit={apply}>
        {field('actor', t('audit.actor'), { placeholder: t('audit.actorPlaceholder') })}
        {field('action', t('audit.action'), { placeholder: t('audit.actionPlaceholder'), list: 'audit-actions' })}
        <datalist id="audit-actions">
          {[
            'staff.',
            'staff.created',
            'staff.roles_assigned',
            'staff.disabled',
            'staff.enabled',
            'staff.2fa_reset',
            'staff.signed_in',
            'staff.locked_out',
            'responsible_gaming.',
            'responsible_gaming.limit_set',
            'responsible_gaming.exclusion_set',
          ].map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        {field('from', t('audit.from'), { type: 'date' })}
        {field('to', t('audit.to'), { type: 'date' })}
        <button type="submit" className="button button--primary">
          {t('audit.filter')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(EMPTY);
            setFilter(EMPTY);
          }}
        >
          {t('audit.clear')}
        </button>
      </form>
      {log.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('audit.loadFailed', { message: log.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('audit.time')}</th>
              <th>{t('audit.actor')}</th>
              <th>{t('audit.roles')}</th>
              <th>{t('audit.action')}</th>
              <th>{t('audit.target')}</th>
              <th>{t('audit.ip')}</th>
              <th>{t('audit.request')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {log.data?.data.map((entry) => (
              <Fragment key={entry.id}>
                <AuditRow entry={entry} open={open === entry.id} onToggle={() => setOpen(open === entry.id ? null : entry.id)} />
                {open === entry.id ? (
                  <tr className="audit-detail">
                    <td colSpan={8}>
                      <ChangeDiff before={entry.before} after={entry.after} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
            {log.data && log.data.data.length === 0 ? <MessageRow columns={8}>{t('audit.empty')}</MessageRow> : null}
            {log.isPending ? <LoadingRow columns={8} /> : null}
          </tbody>
        </table>
      </div>
      {log.data ? (
        <Pager
          page={log.data.page}
          lastPage={log.data.last_page}
          total={log.data.total}
          perPage={AUDIT_PER_PAGE}
          onPage={(page) => setFilter({ ...filter, page })}
          disabled={log.isFetching}
        />
      ) : null}
    </section>
  );
}

function AuditRow({ entry, open, onToggle }: { entry: AuditEntry; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const target = entry.target_kind ? `${entry.target_kind}${entry.target_id ? ` ${entry.target_id}` : ''}` : '—';
  const afterName = (entry.after as { username?: unknown } | null)?.username;
  return (
    <tr>
      <td>{dateTime.format(new Date(entry.at))}</td>
      <td>{entry.actor_username ?? '—'}</td>
      <td>{entry.actor_roles.join(', ')}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td title={target}>
        {typeof afterName === 'string' ? <strong>{afterName} </strong> : null}
        <span className="muted audit-id">{target}</span>
      </td>
      <td>{entry.ip ?? '—'}</td>
      <td className="muted audit-id" title={entry.request_id ?? ''}>
        {entry.request_id ? entry.request_id.slice(0, 8) : '—'}
      </td>
      <td>
        <button type="button" className="button button--small" onClick={onToggle} aria-expanded={open}>
          {open ? t('audit.hideChanges') : t('audit.showChanges')}
        </button>
      </td>
    </tr>
  );
}
