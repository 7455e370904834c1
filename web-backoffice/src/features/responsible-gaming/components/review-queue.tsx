import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '@/components/data-table.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useReviewQueue } from '../api/get-review-queue';
import { dhaka } from './format';
import { RaisedMarkers } from './harm-markers';
import './responsible-gaming.css';

/**
 * The review queue of the markers of harm: the players the daily job scored at or above the review score,
 * highest first, with the markers raised and staff's latest action. The day lives in ?day so a link or
 * "Back" keeps it; a player's page holds the actions (note, call, message, stricter limit, exclusion).
 */
export function ReviewQueue() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const day = params.get('day') ?? '';
  const queue = useReviewQueue(day);
  const data = queue.data;
  const back = params.toString() ? `?${params}` : '';

  const chooseDay = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('day', next);
    else updated.delete('day');
    setParams(updated);
  };

  return (
    <div className="panel rg-card">
      <div className="rg-queue-head">
        <h2>{t('responsibleGaming.queue.title')}</h2>
        {data && data.days.length > 0 ? (
          <div className="form-field rg-queue-day">
            <label htmlFor="rg-queue-day">{t('responsibleGaming.queue.day')}</label>
            <select id="rg-queue-day" value={day || data.day || ''} onChange={(event) => chooseDay(event.target.value)}>
              {data.days.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className="muted">
        {data?.computed_at
          ? t('responsibleGaming.queue.intro', { score: String(data.review_score), time: dhaka(data.computed_at) })
          : t('responsibleGaming.queue.notRun')}
      </p>
      {queue.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('responsibleGaming.loadFailed', { message: queue.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('responsibleGaming.queue.title')}>
          <thead>
            <tr>
              <th>{t('responsibleGaming.queue.score')}</th>
              <th>{t('responsibleGaming.queue.player')}</th>
              <th>{t('responsibleGaming.queue.markers')}</th>
              <th>{t('responsibleGaming.queue.lastAction')}</th>
              <th>{t('responsibleGaming.queue.protection')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.entries.map((entry) => (
              <tr key={entry.player.id} data-player={entry.player.id}>
                <td>
                  <strong className="rg-score">{entry.score}</strong>
                </td>
                <td>
                  <Link to={`${entry.player.id}${back}`}>{entry.player.username || `#${entry.player.id}`}</Link>{' '}
                  <span className="muted">#{entry.player.id}</span>
                </td>
                <td className="wrap">
                  <RaisedMarkers markers={entry.markers} />
                </td>
                <td className="wrap">
                  {entry.last_action ? (
                    <>
                      {t(`responsibleGaming.review.actions.${entry.last_action.action}`)} · {dhaka(entry.last_action.at)} ·{' '}
                      {entry.last_action.staff_username ?? '—'}
                    </>
                  ) : (
                    <span className="tag">{t('responsibleGaming.queue.notReviewed')}</span>
                  )}
                </td>
                <td>
                  {entry.excluded_until ? (
                    <span className="tag tag--danger">
                      {t('responsibleGaming.queue.excludedUntil', { time: dhaka(entry.excluded_until) })}
                    </span>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
              </tr>
            ))}
            {data && data.entries.length === 0 ? <MessageRow columns={5}>{t('responsibleGaming.queue.empty')}</MessageRow> : null}
            {queue.isPending ? <LoadingRow columns={5} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
