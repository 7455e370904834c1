import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

/** Who skipped the offer to set a deposit limit at the first deposit, and when (not shown again). */
@Injectable()
export class DepositLimitPromptsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async skippedAt(playerId: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ skipped_at: Date }>(`SELECT skipped_at FROM deposit_limit_prompts WHERE player_id = $1`, [
      playerId,
    ]);
    return rows[0]?.skipped_at ?? null;
  }

  /** Remembers the skip; a second skip keeps the first time. Answers when the offer was skipped. */
  async skip(playerId: string, at: Date): Promise<Date> {
    const { rows } = await this.pool.query<{ skipped_at: Date }>(
      `WITH put AS (INSERT INTO deposit_limit_prompts (player_id, skipped_at) VALUES ($1, $2) ON CONFLICT (player_id) DO NOTHING RETURNING skipped_at)
       SELECT skipped_at FROM put UNION ALL SELECT skipped_at FROM deposit_limit_prompts WHERE player_id = $1 LIMIT 1`,
      [playerId, at],
    );
    // Two skips at once: the second's insert waits for the first and does nothing, and its own snapshot,
    // taken before the first committed, cannot see that row; a new statement can.
    return rows[0]?.skipped_at ?? (await this.skippedAt(playerId))!;
  }
}
