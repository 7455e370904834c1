import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReportError } from '@/components/error-modal-provider';
import { useSessionToken } from '@/lib/session';
import { useFavorites } from '../api/get-favorites';
import { useGames } from '../api/get-games';
import { useGameTap } from '../hooks/use-game-tap';
import { GameTile } from './game-tile';
import './games.css';

/** Home favourites row: the player's favourites; for guests one tile that leads to /login (spec section 6). */
export function FavoritesRow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = Boolean(useSessionToken());
  const favorites = useFavorites();
  const { openGame, showDetails, dialog } = useGameTap();

  return (
    <section className="game-row" aria-labelledby="favorites-title">
      <h2 id="favorites-title" className="game-row__title">
        {t('home.favorites')}
      </h2>
      {!loggedIn ? (
        <button type="button" className="game-row__guest-tile" onClick={() => navigate('/login')}>
          <span aria-hidden="true">★</span>
          {t('home.favoritesGuest')}
        </button>
      ) : favorites.data && favorites.data.length > 0 ? (
        <ul className="game-row__list">
          {favorites.data.map((game) => (
            <GameTile key={game.code} game={game} onOpen={openGame} onDetails={showDetails} />
          ))}
        </ul>
      ) : (
        <p className="game-row__empty">{favorites.isPending ? t('loading') : t('home.favoritesEmpty')}</p>
      )}
      {dialog}
    </section>
  );
}

/** Home featured games (GET /api/get-games?featured=1). */
export function FeaturedGames({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation();
  const games = useGames({ featured: true });
  const { openGame, showDetails, dialog } = useGameTap();
  useReportError(games.error, t('games.fetchGamesFailed'));

  return (
    <section className="game-row" aria-labelledby="featured-title">
      <h2 id="featured-title" className="game-row__title">
        {t('home.featured')}
      </h2>
      {games.data && games.data.length > 0 ? (
        <ul className={wide ? 'game-grid game-grid--wide' : 'game-grid'}>
          {games.data.map((game) => (
            <GameTile key={game.code} game={game} onOpen={openGame} onDetails={showDetails} />
          ))}
        </ul>
      ) : (
        // While loading, room for a row of tiles: the footer below does not jump when they arrive.
        <p className={games.isPending ? 'game-row__empty game-row__empty--loading' : 'game-row__empty'}>
          {games.isPending ? t('loading') : t('games.noGames')}
        </p>
      )}
      {dialog}
    </section>
  );
}
