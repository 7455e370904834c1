import type { GameItem } from '@khela/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLaunchGame } from '@/features/gamerun/hooks/use-launch-game';
import { useSessionToken } from '@/lib/session';

/** The sheet (and its favourite mutations) is a chunk fetched on the first tap of a details control (issue 15). */
const GameDetailSheet = lazy(async () => ({ default: (await import('../components/game-detail-sheet')).GameDetailSheet }));

/**
 * Spec section 6: guests tapping a game go to /login; a player's tap launches it (/gamerun). The
 * details control opens the game's sheet (provider, favourite toggle and Play).
 */
export function useGameTap(providerNames: Readonly<Record<string, string>> = {}): {
  openGame: (game: GameItem) => void;
  /** Undefined for guests: the details control is for players only. */
  showDetails: ((game: GameItem) => void) | undefined;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const loggedIn = Boolean(useSessionToken());
  const { launch, launching } = useLaunchGame();
  const [game, setGame] = useState<GameItem | null>(null);
  const play = (next: GameItem) => launch({ gameCode: next.code, gameType: next.type, platform: next.platform });
  const openGame = (next: GameItem) => {
    if (!loggedIn) navigate('/login');
    else play(next);
  };
  const dialog =
    game && loggedIn ? (
      <Suspense fallback={null}>
        <GameDetailSheet
          game={game}
          providerName={providerNames[game.platform]}
          launching={launching}
          onPlay={() => play(game)}
          onClose={() => setGame(null)}
        />
      </Suspense>
    ) : null;
  return { openGame, showDetails: loggedIn ? setGame : undefined, dialog };
}
