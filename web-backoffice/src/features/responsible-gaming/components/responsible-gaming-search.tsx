import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useFindPlayers } from '../api/find-players';
import { ReviewQueue } from './review-queue';
import './responsible-gaming.css';

/**
 * Responsible gaming: the review queue of the markers of harm, and a search to find any player (the search
 * lives in ?q, the queue's day in ?day, so "Back" returns to both), then open their protection; for rg.manage, a link to
 * the player-protection rules.
 */
export function ResponsibleGamingSearch({ canSetRules = false }: { canSetRules?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const found = useFindPlayers(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    // the review queue's day stays as it was
    const updated = new URLSearchParams(params);
    if (next) updated.set('q', next);
    else updated.delete('q');
    setParams(updated);
  };

  return (
    <section className="rg-page">
      <div className="page-head">
        <h1>{t('responsibleGaming.title')}</h1>
        {canSetRules ? (
          <Link className="button button--secondary" to="/responsible-gaming/rules">
            {t('responsibleGaming.rules.link')}
          </Link>
        ) : null}
      </div>
      <p className="muted">{t('responsibleGaming.intro')}</p>
      <ReviewQueue />
      <form className="toolbar" role="search" aria-label={t('responsibleGaming.title')} onSubmit={submit}>
        <div className="form-field rg-search">
          <label htmlFor="rg-q">{t('responsibleGaming.search.label')}</label>
          <input
            id="rg-q"
            type="search"
            value={text}
            placeholder={t('responsibleGaming.search.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('responsibleGaming.search.submit')}
        </button>
      </form>
      {found.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('responsibleGaming.loadFailed', { message: found.error.message })}
        </p>
      ) : null}
      {q ? (
        <div className="data-table-wrap">
          <table className="data-table" aria-label={t('responsibleGaming.search.results')}>
            <thead>
              <tr>
                <th>{t('responsibleGaming.search.username')}</th>
                <th>{t('responsibleGaming.search.remoteId')}</th>
                <th>{t('responsibleGaming.search.phone')}</th>
                <th>{t('responsibleGaming.search.status')}</th>
              </tr>
            </thead>
            <tbody>
              {found.data?.data.map((player) => (
                <tr key={player.id}>
                  <td>
                    <Link to={`${player.id}?q=${encodeURIComponent(q)}`}>{player.username}</Link>
                  </td>
                  <td>{player.id}</td>
                  <td>{player.phone}</td>
                  <td>
                    <span className={player.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>
                      {t(`responsibleGaming.status.${player.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
              {found.data && found.data.data.length === 0 ? (
                <MessageRow columns={4}>{t('responsibleGaming.search.noMatch', { q })}</MessageRow>
              ) : null}
              {found.isPending ? <LoadingRow columns={4} /> : null}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">{t('responsibleGaming.search.hint')}</p>
      )}
    </section>
  );
}
