import type { GameItem } from '@khela/contracts';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionToken } from '@/lib/session';
import { GameDetailSheet } from '../components/game-detail-sheet';

/** Spec section 6: guests tapping a game go to /login; players get the game's detail sheet. */
export function useGameTap(providerNames: Readonly<Record<string, string>> = {}): {
  openGame: (game: GameItem) => void;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const loggedIn = Boolean(useSessionToken());
  const [game, setGame] = useState<GameItem | null>(null);
  const openGame = (next: GameItem) => {
    if (!loggedIn) navigate('/login');
    else setGame(next);
  };
  const dialog =
    game && loggedIn ? <GameDetailSheet game={game} providerName={providerNames[game.platform]} onClose={() => setGame(null)} /> : null;
  return { openGame, dialog };
}
