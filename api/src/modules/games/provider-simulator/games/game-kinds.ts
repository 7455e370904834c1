/**
 * Which of the simulator's games plays a catalogue game: the slot for reel-like types, roulette for tables
 * and everything dealt or drawn. The simulator learns a game's type and name from Khela's public catalogue
 * (`GET /api/get-games`), as a provider knows the games it serves; an unknown code plays the slot.
 */
import type { GameCategoryType, GamesResponse } from '@khela/contracts';

export type SimulatorGameKind = 'slot' | 'roulette';

const slotTypes: readonly GameCategoryType[] = ['SLOT', 'FH', 'EGAME'];

export const gameKindOf = (type: GameCategoryType | undefined): SimulatorGameKind =>
  type === undefined || slotTypes.includes(type) ? 'slot' : 'roulette';

export interface SimulatedGame {
  code: string;
  name: string;
  kind: SimulatorGameKind;
}

/** Looks games up in Khela's catalogue, keeping the list for `ttlMs`. */
export class GameDirectory {
  private cached: { at: number; games: Map<string, { name: string; type: GameCategoryType }> } | undefined;

  constructor(
    private readonly apiUrl: string,
    private readonly ttlMs = 60_000,
  ) {}

  async find(code: string): Promise<SimulatedGame> {
    const game = (await this.catalogue()).get(code);
    return { code, name: game?.name ?? code, kind: gameKindOf(game?.type) };
  }

  private async catalogue() {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.games;
    try {
      const response = await fetch(`${this.apiUrl.replace(/\/$/, '')}/api/get-games`, { signal: AbortSignal.timeout(3000) });
      const { games } = (await response.json()) as GamesResponse;
      this.cached = { at: Date.now(), games: new Map(games.map((g) => [g.code, { name: g.name, type: g.type }])) };
      return this.cached.games;
    } catch {
      // Khela not reachable yet: play the slot under the code's name, ask again next time.
      return new Map<string, { name: string; type: GameCategoryType }>();
    }
  }
}
