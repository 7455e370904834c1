import type { GameItem } from '@khela/contracts';
import { LazyImage } from '@/components/lazy-image';

/** Spec section 9: game names are cut at 15 characters. */
export const GAME_NAME_MAX = 15;

export function shortGameName(name: string): string {
  return name.length > GAME_NAME_MAX ? `${name.slice(0, GAME_NAME_MAX)}…` : name;
}

/** Game art is square (300 by 300). */
const ART_SIZE = 300;

export function GameTile({ game, onOpen }: { game: GameItem; onOpen: (game: GameItem) => void }) {
  return (
    <li className="game-tile">
      <button type="button" onClick={() => onOpen(game)} aria-label={game.name}>
        <LazyImage src={game.image} width={ART_SIZE} height={ART_SIZE} alt="" />
        <span className="game-tile__name" aria-hidden="true">
          {shortGameName(game.name)}
        </span>
      </button>
    </li>
  );
}
