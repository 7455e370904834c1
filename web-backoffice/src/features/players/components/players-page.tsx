import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import '@/components/form.css';
import { PLAYERS_PER_PAGE, useSearchPlayers } from '../api/search-players';
import { dhaka } from './format';
import { VerifiedBadges } from './verified-badges';
import './players.css';

/**
 * Player search: one box for username, phone, e-mail or remote id, newest first, paged by the server.
 * The search lives in the URL (?q&page) so the detail page's "Back" returns to the same results.
 */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const list = useSearchPlayers({ q, page });

  const go = (next: { q: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
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
        <h1>Players</h1>
      </div>
      <form className="toolbar" role="search" aria-label="Players" onSubmit={submit}>
        <div className="form-field players-search">
          <label htmlFor="players-q">Search players</label>
          <input
            id="players-q"
            type="search"
            value={text}
            placeholder="username, phone, e-mail or remote id"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
        {q ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setText('');
              go({ q: '', page: 1 });
            }}
          >
            Clear
          </button>
        ) : null}
      </form>

      {list.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load players: {list.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label="Players found">
          <thead>
            <tr>
              <th>Username</th>
              <th>Remote id</th>
              <th>Name</th>
              <th>Phone</th>
              <th>E-mail</th>
              <th>Status</th>
              <th>Verified</th>
              <th>Created (Dhaka)</th>
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
                  <span className={player.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>{player.status}</span>
                </td>
                <td>
                  <VerifiedBadges phone={player.phone_verified} email={player.email_verified} />
                </td>
                <td>{dhaka(player.created_at)}</td>
              </tr>
            ))}
            {list.data && list.data.data.length === 0 ? (
              <tr>
                <td className="empty" colSpan={8}>
                  {q ? `No player matches "${q}".` : 'No players yet.'}
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
          perPage={PLAYERS_PER_PAGE}
          onPage={(next) => go({ q, page: next })}
          disabled={list.isFetching}
        />
      ) : null}
    </section>
  );
}
