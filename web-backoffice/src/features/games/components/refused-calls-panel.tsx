import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Pager } from '@/components/pager';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { dhaka } from '@/features/payments/components/format';
import { emptyRefusedCallFilter, useRefusedCalls, type RefusedCallFilter } from '../api/refused-calls';

type Draft = Omit<RefusedCallFilter, 'page'>;

/** The reasons the api writes (answer-provider-call.ts), in the staff's language; any other as written. */
const reasonKeys = {
  'unknown provider': 'unknownProvider',
  'no signature': 'noSignature',
  'signature does not match the body': 'badSignature',
  'failure (see the api log)': 'failure',
} as const;
const retryPrefix = 'not decided, to be retried: ';

function reasonText(t: TFunction, reason: string | null): string {
  if (reason === null) return '—';
  if (reason in reasonKeys) return t(`games.refused.reasons.${reasonKeys[reason as keyof typeof reasonKeys]}`);
  if (reason.startsWith(retryPrefix)) return t('games.refused.reasons.retry', { detail: reason.slice(retryPrefix.length) });
  return reason;
}

/**
 * Provider calls refused before any decision (bad signature, not a call, a transient failure): what came,
 * byte for byte, and the answer sent. Decided calls are in each round's recall above.
 */
export function RefusedCallsPanel() {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(emptyRefusedCallFilter);
  const [filter, setFilter] = useState<RefusedCallFilter>(emptyRefusedCallFilter);
  const calls = useRefusedCalls(filter);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  };

  return (
    <section className="refused-calls" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('games.refused.title')}</h2>
      <p className="muted">{t('games.refused.intro')}</p>
      <form className="toolbar" onSubmit={search} aria-label={t('games.refused.title')}>
        <div className="form-field">
          <label htmlFor={`${ids}-provider`}>{t('games.refused.provider')}</label>
          <input id={`${ids}-provider`} value={draft.provider} onChange={(e) => setDraft({ ...draft, provider: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>{t('games.refused.from')}</label>
          <input id={`${ids}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>{t('games.refused.to')}</label>
          <input id={`${ids}-to`} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <button type="submit" className="button button--primary">
          {t('games.refused.search')}
        </button>
      </form>
      {calls.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('games.refused.loadFailed', { message: calls.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('games.refused.title')}>
          <thead>
            <tr>
              <th>{t('games.refused.columns.at')}</th>
              <th>{t('games.refused.columns.provider')}</th>
              <th>{t('games.refused.columns.call')}</th>
              <th>{t('games.refused.columns.status')}</th>
              <th>{t('games.refused.columns.reason')}</th>
              <th>{t('games.refused.columns.ids')}</th>
              <th>{t('games.refused.columns.body')}</th>
            </tr>
          </thead>
          <tbody>
            {calls.data?.data.map((c) => (
              <tr key={c.id}>
                <td>{dhaka(c.received_at)}</td>
                <td>
                  <code>{c.provider}</code>
                </td>
                <td>{c.call}</td>
                <td>
                  <span className="tag tag--danger">{c.status}</span>
                </td>
                <td>{reasonText(t, c.reason)}</td>
                <td className="wrap">
                  {c.transaction_uuid ? <code>{c.transaction_uuid}</code> : '—'}
                  {c.round_id ? <div className="muted">{c.round_id}</div> : null}
                </td>
                <td>
                  <details>
                    <summary>{t('games.refused.request', { bytes: c.request_bytes })}</summary>
                    <pre>{c.request}</pre>
                  </details>
                  <details>
                    <summary>{t('games.refused.answer')}</summary>
                    <pre>{c.answer}</pre>
                  </details>
                </td>
              </tr>
            ))}
            {calls.data && calls.data.data.length === 0 ? <MessageRow columns={7}>{t('games.refused.empty')}</MessageRow> : null}
            {calls.isPending ? <LoadingRow columns={7} /> : null}
          </tbody>
        </table>
      </div>
      {calls.data ? (
        <Pager
          page={calls.data.page}
          lastPage={calls.data.last_page}
          total={calls.data.total}
          perPage={calls.data.per_page}
          onPage={(page) => setFilter({ ...filter, page })}
          disabled={calls.isFetching}
        />
      ) : null}
    </section>
  );
}
