import type { DeadLetterView } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/pager';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import { useActOnDeadLetter, type DeadLetterAction } from '../api/act-on-dead-letter';
import { DEAD_LETTERS_PER_PAGE, useDeadLetters, type DeadLetterFilter } from '../api/list-dead-letters';
import { useReactors } from '../api/list-reactors';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/**
 * Platform event delivery for operators: each reactor's progress (checkpoint, lag, retrying and dead
 * deliveries) and the failed deliveries, with "deliver again" and "mark resolved" for dead letters.
 */
export function EventsPage() {
  const { t } = useTranslation();
  const reactors = useReactors();
  const [filter, setFilter] = useState<DeadLetterFilter>({ status: 'dead', page: 1 });
  const letters = useDeadLetters(filter);
  const act = useActOnDeadLetter();
  const [pending, setPending] = useState<{ letter: DeadLetterView; action: DeadLetterAction } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = () => {
    if (!pending) return;
    act.mutate(
      { id: pending.letter.id, action: pending.action },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          setPending(null);
        },
        onError: () => setPending(null),
      },
    );
  };

  return (
    <section>
      <h1>{t('events.title')}</h1>
      <p className="muted">{t('events.intro')}</p>

      <h2>{t('events.reactors.title')}</h2>
      {reactors.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('events.loadFailed', { message: reactors.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('events.reactors.title')}>
          <thead>
            <tr>
              <th>{t('events.reactors.columns.name')}</th>
              <th>{t('events.reactors.columns.types')}</th>
              <th>{t('events.reactors.columns.source')}</th>
              <th>{t('events.reactors.columns.checkpoint')}</th>
              <th>{t('events.reactors.columns.lag')}</th>
              <th>{t('events.reactors.columns.retrying')}</th>
              <th>{t('events.reactors.columns.dead')}</th>
            </tr>
          </thead>
          <tbody>
            {reactors.data?.data.map((r) => (
              <tr key={r.name}>
                <td>
                  {r.name}
                  {r.known ? null : <span className="muted"> {t('events.reactors.unknown')}</span>}
                </td>
                <td className="wrap">{r.event_types.join(', ') || '—'}</td>
                <td>{r.sources.map((s) => t(`events.sources.${s.source}`)).join(', ') || '—'}</td>
                <td>
                  {r.sources.map((s) => (
                    <div key={s.source}>
                      #{s.checkpoint_position} <span className="muted">{when(s.updated_at)}</span>
                    </div>
                  ))}
                </td>
                <td>
                  {r.sources.map((s) => (
                    <div key={s.source}>{s.lag_capped ? t('events.reactors.lagCapped', { count: s.lag }) : s.lag}</div>
                  ))}
                </td>
                <td>{r.retrying}</td>
                <td>{r.dead > 0 ? <span className="tag tag--danger">{r.dead}</span> : 0}</td>
              </tr>
            ))}
            {reactors.data && reactors.data.data.length === 0 ? <MessageRow columns={7}>{t('events.reactors.empty')}</MessageRow> : null}
            {reactors.isPending ? <LoadingRow columns={7} /> : null}
          </tbody>
        </table>
      </div>

      <h2>{t('events.deadLetters.title')}</h2>
      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="dead-letter-status">{t('events.deadLetters.status')}</label>
          <select
            id="dead-letter-status"
            value={filter.status}
            onChange={(e) => setFilter({ status: e.target.value as DeadLetterFilter['status'], page: 1 })}
          >
            <option value="">{t('events.deadLetters.any')}</option>
            <option value="dead">{t('events.statuses.dead')}</option>
            <option value="retrying">{t('events.statuses.retrying')}</option>
            <option value="waiting">{t('events.statuses.waiting')}</option>
            <option value="resolved">{t('events.statuses.resolved')}</option>
          </select>
        </div>
      </form>
      {notice ? (
        <p className="form-alert form-alert--ok" role="status">
          {notice}
        </p>
      ) : null}
      {act.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {act.error.message}
        </p>
      ) : null}
      {letters.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('events.loadFailed', { message: letters.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('events.deadLetters.title')}>
          <thead>
            <tr>
              <th>{t('events.deadLetters.columns.lastFailure')}</th>
              <th>{t('events.deadLetters.columns.reactor')}</th>
              <th>{t('events.deadLetters.columns.event')}</th>
              <th>{t('events.deadLetters.columns.stream')}</th>
              <th>{t('events.deadLetters.columns.status')}</th>
              <th>{t('events.deadLetters.columns.attempts')}</th>
              <th>{t('events.deadLetters.columns.error')}</th>
              <th>{t('events.deadLetters.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {letters.data?.data.map((d) => (
              <tr key={d.id}>
                <td>
                  {when(d.last_failed_at)}
                  <div className="muted">{t('events.deadLetters.firstFailure', { at: when(d.first_failed_at) })}</div>
                </td>
                <td>{d.reactor}</td>
                <td>
                  {d.event_type}
                  <div className="muted">{d.event_id}</div>
                </td>
                <td>{d.stream_id}</td>
                <td>
                  <span className={d.status === 'dead' ? 'tag tag--danger' : d.status === 'resolved' ? 'tag tag--ok' : 'tag'}>
                    {t(`events.statuses.${d.status}`)}
                  </span>
                  {d.resolved_by ? <div className="muted">{d.resolved_by}</div> : null}
                </td>
                <td>{d.attempts}</td>
                <td className="wrap">{d.last_error ?? '—'}</td>
                <td>
                  {d.status === 'dead' ? (
                    <>
                      <button type="button" className="button button--secondary" onClick={() => setPending({ letter: d, action: 'retry' })}>
                        {t('events.deadLetters.retry')}
                      </button>{' '}
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setPending({ letter: d, action: 'resolve' })}
                      >
                        {t('events.deadLetters.resolve')}
                      </button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
            {letters.data && letters.data.data.length === 0 ? <MessageRow columns={8}>{t('events.deadLetters.empty')}</MessageRow> : null}
            {letters.isPending ? <LoadingRow columns={8} /> : null}
          </tbody>
        </table>
      </div>
      {letters.data ? (
        <Pager
          page={letters.data.page}
          lastPage={letters.data.last_page}
          total={letters.data.total}
          perPage={DEAD_LETTERS_PER_PAGE}
          onPage={(page) => setFilter({ ...filter, page })}
          disabled={letters.isFetching}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t(pending.action === 'retry' ? 'events.deadLetters.retryTitle' : 'events.deadLetters.resolveTitle')}
          confirmLabel={t(pending.action === 'retry' ? 'events.deadLetters.retry' : 'events.deadLetters.resolve')}
          busy={act.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            {t(pending.action === 'retry' ? 'events.deadLetters.retryQuestion' : 'events.deadLetters.resolveQuestion', {
              event: pending.letter.event_type,
              reactor: pending.letter.reactor,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
