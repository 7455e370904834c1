import { gameCategoryTypes, type GameCategoryType, type StaffGameItem } from '@khela/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/data-table.css';
import '@/components/form.css';
import '@/features/content/components/image-field.css';
import { Pager } from '@/components/pager';
import { useGames, type GamesFilter } from '../api/list-games';
import { useProviders } from '../api/list-providers';
import { useUpdateGame, type GameChange } from '../api/update-game';
import { ArtCell } from './art-cell';
import { BanglaNameInput } from './bangla-name-input';
import { OrderInput } from './order-input';
import { LoadingRow, MessageRow } from '@/components/table-rows';

const PER_PAGE = 50;
type Flag = 'enabled' | 'featured' | 'recommended' | 'is_new';
const flags: Flag[] = ['enabled', 'featured', 'recommended', 'is_new'];

/** Games: filter by type and provider, search by name or code; enable, feature, recommend, new, order, art. */
export function GamesTable() {
  const { t } = useTranslation();
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
          <label htmlFor="games-type">{t('catalogue.games.type')}</label>
          <select
            id="games-type"
            value={filter.type}
            onChange={(e) => {
              setFilter({ ...filter, type: e.target.value as GameCategoryType | '' });
              setPage(1);
            }}
          >
            <option value="">{t('catalogue.games.allTypes')}</option>
            {gameCategoryTypes.map((type) => (
              <option key={type} value={type}>
                {t('catalogue.games.typeOption', { title: t(`catalogue.categories.${type}`), code: type })}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="games-provider">{t('catalogue.games.provider')}</label>
          <select
            id="games-provider"
            value={filter.system}
            onChange={(e) => {
              setFilter({ ...filter, system: e.target.value });
              setPage(1);
            }}
          >
            <option value="">{t('catalogue.games.allProviders')}</option>
            {providers.data?.map((p) => (
              <option key={p.platform} value={p.platform}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="games-q">{t('catalogue.games.search')}</label>
          <input
            id="games-q"
            type="search"
            placeholder={t('catalogue.games.searchPlaceholder')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <span className="muted games-count">{games.data ? t('catalogue.games.count', { number: String(matching.length) }) : ''}</span>
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
          {t('catalogue.games.loadFailed', { message: games.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('catalogue.games.columns.art')}</th>
              <th>{t('catalogue.games.columns.code')}</th>
              <th>{t('catalogue.games.columns.name')}</th>
              <th>{t('catalogue.games.columns.nameBn')}</th>
              <th>{t('catalogue.games.columns.type')}</th>
              <th>{t('catalogue.games.columns.provider')}</th>
              {flags.map((flag) => (
                <th key={flag}>{t(`catalogue.games.flags.${flag}`)}</th>
              ))}
              <th>{t('catalogue.games.columns.order')}</th>
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
                    onUploaded={(image) => change(game, { image }, t('catalogue.games.artSaved', { name: game.name }))}
                  />
                </td>
                <td>
                  <code>{game.code}</code>
                </td>
                <td className="wrap">{game.name}</td>
                <td>
                  <BanglaNameInput
                    value={game.name_bn}
                    label={t('catalogue.games.nameBnOf', { name: game.name })}
                    placeholder={game.name}
                    disabled={update.isPending}
                    onSave={(name_bn) => change(game, { name_bn }, t('catalogue.games.nameBnSaved', { name: game.name }))}
                  />
                </td>
                <td>{t(`catalogue.categories.${game.type}`)}</td>
                <td>{providerName.get(game.platform) ?? game.platform}</td>
                {flags.map((flag) => (
                  <td key={flag}>
                    <label className="checkbox-line">
                      <input
                        type="checkbox"
                        checked={game[flag]}
                        disabled={update.isPending}
                        onChange={(e) =>
                          change(
                            game,
                            { [flag]: e.target.checked },
                            t(`catalogue.games.flagChanged.${flag}.${e.target.checked ? 'on' : 'off'}`, { name: game.name }),
                          )
                        }
                      />
                      <span className="visually-hidden">
                        {t('catalogue.games.flagOf', { flag: t(`catalogue.games.flags.${flag}`), name: game.name })}
                      </span>
                    </label>
                  </td>
                ))}
                <td>
                  <OrderInput
                    value={game.sort_order}
                    label={t('catalogue.order.label', { name: game.name })}
                    onSave={(sort_order) => change(game, { sort_order }, t('catalogue.order.saved', { name: game.name }))}
                  />
                </td>
              </tr>
            ))}
            {games.data && rows.length === 0 ? <MessageRow columns={11}>{t('catalogue.games.empty')}</MessageRow> : null}
            {games.isPending ? <LoadingRow columns={11} /> : null}
          </tbody>
        </table>
      </div>
      {games.data ? (
        <Pager page={current} lastPage={lastPage} total={matching.length} perPage={PER_PAGE} onPage={setPage} disabled={games.isFetching} />
      ) : null}
    </div>
  );
}
