import type { LoginOutcome, StaffLoginAttempt } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { ClientInfo } from '../commands/client-info.js';

/** A user agent longer than this is cut: a client chooses it, and the row is kept for months. */
const userAgentMax = 512;

/**
 * Players' log-in attempts (issue 22): one row per attempt on an existing account, success or failure, with the
 * client's IP (as the app's trusted proxy setting reads it) and user agent. Attempts on usernames that do not
 * exist are not recorded: they belong to no player, and the lock-out counters already count them.
 */
@Injectable()
export class LoginHistoryRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /**
   * One INSERT: the player is found by username inside it (no row when there is no such player), so the log-in
   * path pays one round trip for its record, whatever the outcome.
   */
  async record(username: string, outcome: LoginOutcome, client: ClientInfo): Promise<void> {
    await this.pool.query(
      `INSERT INTO player_logins (player_id, outcome, ip, user_agent)
       SELECT id, $2, $3, $4 FROM players WHERE lower(username) = lower($1)`,
      [username, outcome, client.ip ?? null, client.userAgent?.slice(0, userAgentMax) ?? null],
    );
  }

  /** One page of a player's attempts, newest first; rows and total from one statement. */
  async page(playerId: string, page: number, perPage: number): Promise<{ rows: StaffLoginAttempt[]; total: number }> {
    const { rows } = await this.pool.query<{
      id: string;
      at: Date;
      outcome: LoginOutcome;
      ip: string | null;
      user_agent: string | null;
      total: number;
    }>(
      `SELECT id::text, at, outcome, ip, user_agent, count(*) OVER ()::int AS total FROM player_logins
        WHERE player_id = $1 ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
      [playerId, perPage, (page - 1) * perPage],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows[0] && page > 1)
      total = (await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM player_logins WHERE player_id = $1`, [playerId]))
        .rows[0]!.n;
    return {
      rows: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        outcome: r.outcome,
        succeeded: r.outcome === 'success',
        ip: r.ip,
        user_agent: r.user_agent,
      })),
      total,
    };
  }

  /** Deletes attempts older than the period, oldest first, `batchSize` rows per statement (each its own short transaction). */
  async deleteOlderThan(retentionDays: number, batchSize: number): Promise<number> {
    let deleted = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM player_logins WHERE id IN (
           SELECT id FROM player_logins WHERE at < now() - make_interval(days => $1::int)
            ORDER BY at, id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [retentionDays, batchSize],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) return deleted;
    }
  }
}
