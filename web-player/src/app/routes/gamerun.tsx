import { GameRun } from '@/features/gamerun/components/game-run';

/** /gamerun (login required, spec section 2.2): the launched game, full screen. */
export function GameRunRoute() {
  return <GameRun />;
}
