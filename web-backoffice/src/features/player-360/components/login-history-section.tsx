import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import { LOGINS_PER_PAGE, useLoginHistory } from '../api/login-history';
import { deviceOf, dhakaSeconds } from './format';
import './player-360.css';

/** The player page's log-in history (issue 22, players.read): every attempt, success or failure, newest first. */
export function LoginHistorySection({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(playerId, page);
  const rows = history.data?.data ?? [];
  return (
    <section className="player-360" aria-labelledby="login-history-title" data-testid="login-history">
      <h2 id="login-history-title">{t('player360.logins.title')}</h2>
      {history.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {history.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('player360.logins.title')}>
          <thead>
            <tr>
              <th>{t('player360.logins.time')}</th>
              <th>{t('player360.logins.result')}</th>
              <th>{t('player360.logins.ip')}</th>
              <th>{t('player360.logins.device')}</th>
            </tr>
          </thead>
          <tbody>
            {history.isPending ? <LoadingRow columns={4} /> : null}
            {history.data && rows.length === 0 ? <MessageRow columns={4}>{t('player360.logins.empty')}</MessageRow> : null}
            {rows.map((attempt) => (
              <tr key={attempt.id}>
                <td>{dhakaSeconds(attempt.at)}</td>
                <td>
                  <span className={`tag ${attempt.succeeded ? 'tag--ok' : 'tag--danger'}`}>
                    {t(`player360.logins.outcome.${attempt.outcome}`)}
                  </span>
                </td>
                <td className="mono">{attempt.ip ?? '—'}</td>
                <td title={attempt.user_agent ?? undefined}>{deviceOf(attempt.user_agent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {history.data && history.data.total > LOGINS_PER_PAGE ? (
        <Pager
          page={page}
          lastPage={history.data.last_page}
          total={history.data.total}
          perPage={LOGINS_PER_PAGE}
          onPage={setPage}
          disabled={history.isFetching}
        />
      ) : null}
    </section>
  );
}
