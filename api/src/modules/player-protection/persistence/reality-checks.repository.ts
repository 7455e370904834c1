import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import { defaultRealityCheckMinutes, type RealityCheckAction, type SessionSettings } from '../domain/reality-check.js';

/** One answer to a reality check, as staff read it later. */
export interface RealityCheckAnswerRow {
  playerId: string;
  sessionId: string;
  /** When the check became due (and was shown). */
  shownAt: Date;
  answeredAt: Date;
  action: RealityCheckAction;
  elapsedSeconds: number;
  netMinor: bigint;
}

/** A player's session settings (`player_session_settings`) and their answers to reality checks (`reality_check_answers`). */
@Injectable()
export class RealityChecksRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /**
   * The player's settings; the configured default interval and no session limit when they never changed them.
   * An interval the player chose stays theirs even once it is no longer offered (a rule change never undoes a
   * player's own choice).
   */
  async settings(playerId: string, defaultMinutes: number = defaultRealityCheckMinutes): Promise<SessionSettings> {
    const { rows } = await this.pool.query<{ reality_check_minutes: number; session_limit_minutes: number | null }>({
      name: 'player-session-settings',
      text: `SELECT reality_check_minutes, session_limit_minutes FROM player_session_settings WHERE player_id = $1`,
      values: [playerId],
    });
    const row = rows[0];
    if (!row) return { realityCheckMinutes: defaultMinutes, sessionLimitMinutes: null };
    const chosen =
      Number.isInteger(row.reality_check_minutes) && row.reality_check_minutes > 0 ? row.reality_check_minutes : defaultMinutes;
    return { realityCheckMinutes: chosen, sessionLimitMinutes: row.session_limit_minutes };
  }

  async saveSettings(playerId: string, settings: SessionSettings, at: Date): Promise<void> {
    await this.pool.query(
      `INSERT INTO player_session_settings (player_id, reality_check_minutes, session_limit_minutes, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (player_id) DO UPDATE SET reality_check_minutes = $2, session_limit_minutes = $3, updated_at = $4`,
      [playerId, settings.realityCheckMinutes, settings.sessionLimitMinutes, at],
    );
  }

  /** When the last reality check of this session was answered (null: none yet). */
  async lastAnsweredAt(sessionId: string, db: Db = this.pool): Promise<Date | null> {
    const { rows } = await db.query<{ at: Date | null }>(`SELECT max(answered_at) AS at FROM reality_check_answers WHERE session_id = $1`, [
      sessionId,
    ]);
    return rows[0]?.at ?? null;
  }

  /** Records an answer; false when this session's check due at `shownAt` was already answered (another tab). */
  async record(answer: RealityCheckAnswerRow, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO reality_check_answers (player_id, session_id, shown_at, answered_at, action, elapsed_seconds, net_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (session_id, shown_at) DO NOTHING`,
      [
        answer.playerId,
        answer.sessionId,
        answer.shownAt,
        answer.answeredAt,
        answer.action,
        answer.elapsedSeconds,
        answer.netMinor.toString(),
      ],
    );
    return (rowCount ?? 0) > 0;
  }
}
