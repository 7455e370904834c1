import { gameCategoryTypes, type GameCategoryType } from '@khela/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReportError } from '@/components/error-modal-provider';
import { currentLanguage } from '@/i18n';
import { useFavorites } from '../api/get-favorites';
import { useGames } from '../api/get-games';
import { useProviders } from '../api/get-providers';
import { useSystems } from '../api/get-systems';
import { useGameTap } from '../hooks/use-game-tap';
import { categoryTitleKeys } from '../lib/categories';
import { gameSorts, parseSystemParam, searchGames, sortGames, type GameSort } from '../lib/sort-games';
import { GameTile } from './game-tile';
import './games.css';

const sortLabelKeys = {
  recommend: 'games.sortRecommend',
  latest: 'games.sortLatest',
  favorite: 'games.sortFavorite',
  az: 'games.sortAz',
} as const satisfies Record<GameSort, string>;

function readType(raw: string | null): GameCategoryType | undefined {
  const upper = raw?.toUpperCase();
  return gameCategoryTypes.find((type) => type === upper);
}

/**
 * /games?type&system&title (spec section 2.3): the systems of the query (or, without one, every
 * system of the type), a provider filter, a name search and the four sorts.
 */
export function GamesBrowser({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = readType(params.get('type'));
  const querySystems = useMemo(() => parseSystemParam(params.get('system')), [params]);
  const typeSystems = useSystems(type, querySystems.length === 0);
  const systems = querySystems.length > 0 ? querySystems : typeSystems.data;
  const providers = useProviders(systems);
  const games = useGames({ type, systems }, systems !== undefined || type === undefined);
  const favorites = useFavorites();
  const [provider, setProvider] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<GameSort>('recommend');
  useReportError(games.error ?? typeSystems.error, t('games.fetchGamesFailed'));

  const providerNames = useMemo(
    () => Object.fromEntries((providers.data ?? []).map((item) => [item.platform, item.name])),
    [providers.data],
  );
  const { openGame, showDetails, dialog } = useGameTap(providerNames);
  const favoriteCodes = useMemo(() => (favorites.data ?? []).map((game) => game.code), [favorites.data]);

  const list = useMemo(() => {
    const all = games.data ?? [];
    const byProvider = provider === 'all' ? all : all.filter((game) => game.platform === provider);
    return sortGames(searchGames(byProvider, search), sort, favoriteCodes, currentLanguage());
  }, [games.data, provider, search, sort, favoriteCodes]);

  const title = params.get('title') ?? (type ? t(categoryTitleKeys[type]) : t('games.allGames'));

  return (
    <div className="games-browser">
      <h2 className="games-browser__title">{title}</h2>
      {(providers.data?.length ?? 0) > 1 ? (
        <div className="chip-row" role="group" aria-label={t('games.providerFilter')}>
          <button type="button" className="chip" aria-pressed={provider === 'all'} onClick={() => setProvider('all')}>
            {t('games.allProviders')}
          </button>
          {providers.data?.map((item) => (
            <button
              key={item.platform}
              type="button"
              className="chip"
              aria-pressed={provider === item.platform}
              onClick={() => setProvider(item.platform)}
            >
              {item.name}
            </button>
          ))}
        </div>
      ) : null}
      <div className="games-browser__tools">
        <label className="games-browser__search">
          <span className="visually-hidden">{t('games.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('games.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="games-browser__sort">
          <span className="visually-hidden">{t('games.sort')}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as GameSort)}>
            {gameSorts.map((option) => (
              <option key={option} value={option}>
                {t(sortLabelKeys[option])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {games.isPending && (systems !== undefined || type === undefined) ? (
        <p className="game-row__empty">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="game-row__empty">{t('games.noGames')}</p>
      ) : (
        <ul className={wide ? 'game-grid game-grid--wide' : 'game-grid'} aria-label={t('games.list')}>
          {list.map((game) => (
            <GameTile key={game.code} game={game} onOpen={openGame} onDetails={showDetails} />
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}
