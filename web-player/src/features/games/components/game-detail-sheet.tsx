import type { GameItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/lazy-image';
import { Modal } from '@/components/modal';
import { useAddFavorite } from '../api/add-favorite';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

/**
 * What a logged-in player gets on tapping a game until game launch (/gamerun) lands: the game, its
 * provider and a favourite toggle. There is deliberately no Play button yet.
 */
export function GameDetailSheet({ game, providerName, onClose }: { game: GameItem; providerName?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const isFavorite = (favorites.data ?? []).some((item) => item.code === game.code);
  const busy = add.isPending || remove.isPending;
  const failure = add.error ?? remove.error;

  return (
    <Modal title={game.name} onClose={onClose}>
      <div className="game-sheet">
        <LazyImage src={game.image} width={300} height={300} alt="" className="game-sheet__art" />
        <dl className="game-sheet__facts">
          <dt>{t('games.provider')}</dt>
          <dd>{providerName ?? game.platform}</dd>
          <dt>{t('games.category')}</dt>
          <dd>{t(`categories.${game.type}`)}</dd>
        </dl>
        <button
          type="button"
          className="button button--outline game-sheet__favorite"
          aria-pressed={isFavorite}
          disabled={busy || favorites.isPending}
          onClick={() => (isFavorite ? remove.mutate(game.code) : add.mutate(game.code))}
        >
          {isFavorite ? `★ ${t('games.removeFavorite')}` : `☆ ${t('games.addFavorite')}`}
        </button>
        <p className="game-sheet__note">{t('games.launchSoon')}</p>
        {failure ? (
          <p className="game-sheet__error" role="alert">
            {failure.message}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
