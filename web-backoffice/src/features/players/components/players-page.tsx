import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import '@/components/form.css';
import { PLAYERS_PER_PAGE, useSearchPlayers } from '../api/search-players';
import { useTagCounts } from '../api/tag-counts';
import { dhaka } from './format';
import { VerifiedBadges } from './verified-badges';
import './players.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';

/**
 * Player search: one box for username, phone, e-mail or remote id, newest first, paged by the server.
 * The search lives in the URL (?q&tag&page) so the detail page's "Back" returns to the same results; `tag` keeps
 * only players carrying that staff tag (issue 22).
 */
export function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const list = useSearchPlayers({ q, tag, page });
  const tagCounts = useTagCounts();

  const go = (next: { q: string; page: number; tag?: string }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    const nextTag = next.tag ?? tag;
    if (nextTag) search.set('tag', nextTag);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim(), page: 1 });
  };
  const back = params.toString() ? `?${params}` : '';

  return (
    <section>
      <div className="page-head">
        <h1>{t('players.title')}</h1>
      </div>
      <form className="toolbar" role="search" aria-label={t('players.title')} onSubmit={submit}>
        <div className="form-field players-search">
          <label htmlFor="players-q">{t('players.search.label')}</label>
          <input
            id="players-q"
            type="search"
            value={text}
            placeholder={t('players.search.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor="players-tag">{t('players.search.tag')}</label>
          <select id="players-tag" value={tag} onChange={(event) => go({ q, page: 1, tag: event.target.value })}>
            <option value="">{t('players.search.anyTag')}</option>
            {tag && !tagCounts.data?.some((c) => c.tag.toLowerCase() === tag.toLowerCase()) ? <option value={tag}>{tag}</option> : null}
            {tagCounts.data?.map((count) => (
              <option key={count.tag} value={count.tag}>
                {t('players.search.tagOption', { tag: count.tag, count: count.players })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('players.search.submit')}
        </button>
        {q || tag ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setText('');
              go({ q: '', page: 1, tag: '' });
            }}
          >
            {t('players.search.clear')}
          </button>
        ) : null}
      </form>

      {list.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('players.loadFailed', { message: list.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('players.table.label')}>
          <thead>
            <tr>
              <th>{t('players.table.username')}</th>
              <th>{t('players.table.remoteId')}</th>
              <th>{t('players.table.name')}</th>
              <th>{t('players.table.phone')}</th>
              <th>{t('players.table.email')}</th>
              <th>{t('players.table.status')}</th>
              <th>{t('players.table.verified')}</th>
              <th>{t('players.table.created')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.data.map((player) => (
              <tr key={player.id} data-player-id={player.id}>
                <td>
                  <Link to={`${player.id}${back}`}>{player.username}</Link>
                </td>
                <td>{player.id}</td>
                <td>{player.name || <span className="muted">—</span>}</td>
                <td>{player.phone}</td>
                <td>{player.email}</td>
                <td>
                  <span className={player.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>
                    {t(`players.status.${player.status}`)}
                  </span>
                </td>
                <td>
                  <VerifiedBadges phone={player.phone_verified} email={player.email_verified} />
                </td>
                <td>{dhaka(player.created_at)}</td>
              </tr>
            ))}
            {list.data && list.data.data.length === 0 ? (
              <MessageRow columns={8}>{q ? t('players.table.noMatch', { q }) : t('players.table.empty')}</MessageRow>
            ) : null}
            {list.isPending ? <LoadingRow columns={8} /> : null}
          </tbody>
        </table>
      </div>
      {list.data ? (
        <Pager
          page={list.data.page}
          lastPage={list.data.last_page}
          total={list.data.total}
          perPage={PLAYERS_PER_PAGE}
          onPage={(next) => go({ q, page: next })}
          disabled={list.isFetching}
        />
      ) : null}
    </section>
  );
}
