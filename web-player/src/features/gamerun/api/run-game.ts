import type { GameRunAnswer, GameRunRequest } from '@khela/contracts';
import { api } from '@/lib/api-client';

/** POST /api/game-run (bearer, spec section 7): the URL to open in /gamerun's frame, or why not. */
export function runGame(request: GameRunRequest): Promise<GameRunAnswer> {
  return api.post<GameRunAnswer>('/api/game-run', request);
}
