import { gameCategoryTitles, gameCategoryTypes, type GameCategoryType, type StaffGameItem } from '@khela/contracts';
import { useDeferredValue, useState } from 'react';
import '@/components/data-table.css';
import '@/components/form.css';
import '@/features/content/components/image-field.css';
import { Pager } from '@/components/pager';
import { useGames, type GamesFilter } from '../api/list-games';
import { useProviders } from '../api/list-providers';
import { useUpdateGame, type GameChange } from '../api/update-game';
import { ArtCell } from './art-cell';
import { OrderInput } from './order-input';

const PER_PAGE = 50;
type Flag = 'enabled' | 'featured' | 'recommended' | 'is_new';
const flags: { key: Flag; label: string }[] = [
  { key: 'enabled', label: 'Enabled' },
  { key: 'featured', label: 'Featured' },
  { key: 'recommended', label: 'Recommended' },
  { key: 'is_new', label: 'New' },
];

/** Games: filter by type and provider, search by name or code; enable, feature, recommend, new, order, art. */
export function GamesTable() {
  const [filter, setFilter] = useState<GamesFilter>({ type: '', system: '' });
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim().toLowerCase());
  const games = useGames(filter);
  const providers = useProviders();
  const update = useUpdateGame();
  const [notice, setNotice] = useState<string | null>(null);

  const matching = (games.data ?? []).filter(
    (g) => !search || g.name.toLowerCase().includes(search) || g.code.toLowerCase().includes(search),
  );
  const lastPage = Math.max(1, Math.ceil(matching.length / PER_PAGE));
  const current = Math.min(page, lastPage);
  const rows = matching.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const providerName = new Map(providers.data?.map((p) => [p.platform, p.name]));

  const change = (game: StaffGameItem, patch: GameChange, done: string) => {
    setNotice(null);
    update.mutate({ code: game.code, change: patch }, { onSuccess: () => setNotice(done) });
  };

  return (
    <div className="panel content-panel">
      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor="games-type">Type</label>
          <select
            id="games-type"
            value={filter.type}
            onChange={(e) => {
              setFilter({ ...filter, type: e.target.value as GameCategoryType | '' });
              setPage(1);
            }}
          >
            <option value="">all types</option>
            {gameCategoryTypes.map((t) => (
              <option key={t} value={t}>
                {gameCategoryTitles[t]} ({t})
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="games-provider">Provider</label>
          <select
            id="games-provider"
            value={filter.system}
            onChange={(e) => {
              setFilter({ ...filter, system: e.target.value });
              setPage(1);
            }}
          >
            <option value="">all providers</option>
            {providers.data?.map((p) => (
              <option key={p.platform} value={p.platform}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="games-q">Search</label>
          <input
            id="games-q"
            type="search"
            placeholder="name or code"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <span className="muted games-count">{games.data ? `${matching.length} games` : ''}</span>
      </form>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {update.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {update.error.message}
        </p>
      ) : null}
      {games.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load games: {games.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>Art</th>
              <th>Code</th>
              <th>Name</th>
              <th>Type</th>
              <th>Provider</th>
              {flags.map((f) => (
                <th key={f.key}>{f.label}</th>
              ))}
              <th>Order</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((game) => (
              <tr key={game.code} data-game={game.code}>
                <td>
                  <ArtCell
                    src={game.image}
                    label={game.name}
                    purpose="game"
                    width={64}
                    height={64}
                    onUploaded={(image) => change(game, { image }, `Art of ${game.name} saved.`)}
                  />
                </td>
                <td>
                  <code>{game.code}</code>
                </td>
                <td className="wrap">{game.name}</td>
                <td>{gameCategoryTitles[game.type]}</td>
                <td>{providerName.get(game.platform) ?? game.platform}</td>
                {flags.map((f) => (
                  <td key={f.key}>
                    <label className="checkbox-line">
                      <input
                        type="checkbox"
                        checked={game[f.key]}
                        disabled={update.isPending}
                        onChange={(e) =>
                          change(
                            game,
                            { [f.key]: e.target.checked },
                            `${game.name}: ${f.label.toLowerCase()} ${e.target.checked ? 'on' : 'off'}.`,
                          )
                        }
                      />
                      <span className="visually-hidden">
                        {f.label}: {game.name}
                      </span>
                    </label>
                  </td>
                ))}
                <td>
                  <OrderInput
                    value={game.sort_order}
                    label={`Order of ${game.name}`}
                    onSave={(sort_order) => change(game, { sort_order }, `Order of ${game.name} saved.`)}
                  />
                </td>
              </tr>
            ))}
            {games.data && rows.length === 0 ? (
              <tr>
                <td className="empty" colSpan={10}>
                  No games match these filters.
                </td>
              </tr>
            ) : null}
            {games.isPending ? (
              <tr>
                <td className="empty" colSpan={10}>
                  Loading…
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {games.data ? (
        <Pager page={current} lastPage={lastPage} total={matching.length} perPage={PER_PAGE} onPage={setPage} disabled={games.isFetching} />
      ) : null}
    </div>
  );
}
