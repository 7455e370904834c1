import type { GameItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/lazy-image';

/** Spec section 9: game names are cut at 15 characters. */
export const GAME_NAME_MAX = 15;

export function shortGameName(name: string): string {
  return name.length > GAME_NAME_MAX ? `${name.slice(0, GAME_NAME_MAX)}…` : name;
}

/** Game art is square (300 by 300). */
const ART_SIZE = 300;

/** A game: tapping the art opens it; `onDetails` (players only) adds a corner control for its sheet. */
export function GameTile({
  game,
  onOpen,
  onDetails,
}: {
  game: GameItem;
  onOpen: (game: GameItem) => void;
  onDetails?: (game: GameItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="game-tile">
      <button type="button" onClick={() => onOpen(game)} aria-label={game.name}>
        <LazyImage src={game.image} width={ART_SIZE} height={ART_SIZE} alt="" />
        <span className="game-tile__name" aria-hidden="true">
          {shortGameName(game.name)}
        </span>
      </button>
      {onDetails ? (
        <button
          type="button"
          className="game-tile__details"
          aria-label={t('games.details', { name: game.name })}
          onClick={() => onDetails(game)}
        >
          <span aria-hidden="true">i</span>
        </button>
      ) : null}
    </li>
  );
}
