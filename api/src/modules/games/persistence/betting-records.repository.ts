import { Inject, Injectable } from '@nestjs/common';
import type { GameCategoryType } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

export interface ClosedRound {
  id: string;
  platform: string;
  gameType: GameCategoryType;
  gameCode: string;
  gameName: string;
  /** What stayed staked: bets less rollbacks. */
  bet: bigint;
  win: bigint;
  closedAt: Date;
}

/** The most rounds one answer carries (a week of heavy play); the page narrows by day, platform and type. */
export const maxRecords = 2000;

/** A player's closed rounds, read for the betting record (`game_rounds` with the catalogue's names). */
@Injectable()
export class BettingRecordsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async closedRounds(f: {
    playerId: string;
    from: Date;
    to: Date;
    platform?: string;
    gameType?: GameCategoryType;
    /** At most this many (default maxRecords). */
    limit?: number;
  }): Promise<ClosedRound[]> {
    const { rows } = await this.pool.query<{
      id: string;
      platform: string;
      type: GameCategoryType;
      game_code: string;
      name: string;
      bet: string;
      win: string;
      closed_at: Date;
    }>(
      `SELECT r.id, g.platform, g.type, r.game_code, g.name, r.bet_total - r.rolled_back_total AS bet, r.win_total AS win, r.closed_at
       FROM game_rounds r JOIN games g ON g.code = r.game_code
       WHERE r.player_id = $1 AND r.status = 'closed' AND r.closed_at >= $2 AND r.closed_at < $3
         AND ($4::text IS NULL OR g.platform = $4) AND ($5::text IS NULL OR g.type = $5)
       ORDER BY r.closed_at DESC, r.id DESC LIMIT $6`,
      [f.playerId, f.from, f.to, f.platform ?? null, f.gameType ?? null, f.limit ?? maxRecords],
    );
    return rows.map((r) => ({
      id: r.id,
      platform: r.platform,
      gameType: r.type,
      gameCode: r.game_code,
      gameName: r.name,
      bet: BigInt(r.bet),
      win: BigInt(r.win),
      closedAt: r.closed_at,
    }));
  }
}
