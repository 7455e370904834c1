import type { GameItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/lazy-image';
import { Modal } from '@/components/modal';
import { useAddFavorite } from '../api/add-favorite';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

/** A game's details for a logged-in player: its provider and category, Play, and a favourite toggle. */
export function GameDetailSheet({
  game,
  providerName,
  launching,
  onPlay,
  onClose,
}: {
  game: GameItem;
  providerName?: string;
  launching: boolean;
  onPlay: () => void;
  onClose: () => void;
}) {
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
        <button type="button" className="button button--gold game-sheet__play" disabled={launching} onClick={onPlay}>
          {launching ? t('gamerun.opening') : t('gamerun.play')}
        </button>
        <button
          type="button"
          className="button button--outline game-sheet__favorite"
          aria-pressed={isFavorite}
          disabled={busy || favorites.isPending}
          onClick={() => (isFavorite ? remove.mutate(game.code) : add.mutate(game.code))}
        >
          {isFavorite ? `★ ${t('games.removeFavorite')}` : `☆ ${t('games.addFavorite')}`}
        </button>
        {failure ? (
          <p className="game-sheet__error" role="alert">
            {failure.message}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
