import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import type { Db } from '../../../../platform/database/transaction.js';
import type { GameSettingsValues } from '../domain/game-settings-rules.js';

export interface GameSettingsRow extends GameSettingsValues {
  gameCode: string;
  name: string;
  listed: boolean;
  statedRtp: string | null;
  updatedAt: Date;
}

interface Row {
  game_code: string;
  name: string;
  enabled: boolean;
  listed: boolean;
  stated_rtp: string | null;
  min: string;
  max: string;
  max_win: string;
  updated_at: Date;
}

const select = `SELECT s.game_code, g.name, s.enabled, g.enabled AS listed, g.stated_rtp::text AS stated_rtp, s.min_bet_minor::text AS min,
  s.max_bet_minor::text AS max, s.max_win_minor::text AS max_win, s.updated_at
  FROM originals_game_settings s JOIN games g ON g.code = s.game_code`;

const fromRow = (r: Row): GameSettingsRow => ({
  gameCode: r.game_code,
  name: r.name,
  enabled: r.enabled,
  listed: r.listed,
  statedRtp: r.stated_rtp,
  minBetMinor: BigInt(r.min),
  maxBetMinor: BigInt(r.max),
  maxWinMinor: BigInt(r.max_win),
  updatedAt: r.updated_at,
});

/**
 * originals_game_settings with each game's name, catalogue switch and stated RTP: one row per house game,
 * whatever its code (dice, limbo, mines, slot, crash...), so a new house game appears here by adding its row.
 */
@Injectable()
export class GameSettingsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async list(): Promise<GameSettingsRow[]> {
    const { rows } = await this.pool.query<Row>(`${select} ORDER BY g.sort_order, s.game_code`);
    return rows.map(fromRow);
  }

  async forUpdate(db: Db, gameCode: string): Promise<GameSettingsRow | null> {
    const { rows } = await db.query<Row>(`${select} WHERE s.game_code = $1 FOR UPDATE OF s`, [gameCode]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async update(db: Db, gameCode: string, v: GameSettingsValues): Promise<GameSettingsRow> {
    await db.query(
      `UPDATE originals_game_settings SET enabled = $2, min_bet_minor = $3, max_bet_minor = $4, max_win_minor = $5, updated_at = now()
        WHERE game_code = $1`,
      [gameCode, v.enabled, v.minBetMinor, v.maxBetMinor, v.maxWinMinor],
    );
    return (await this.forUpdate(db, gameCode))!;
  }
}
