import type { StaffPlayerTag, StaffTagCount } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

type TagRow = { tag: string; added_by_username: string | null; added_at: Date };

/** Staff's tags on players (issue 22): one row per tag, unique per player whatever its case. */
@Injectable()
export class PlayerTagsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** A player's tags, alphabetical; inside a staff write, read through its client (and its locks). */
  async of(playerId: string, db: Pool | PoolClient = this.pool): Promise<StaffPlayerTag[]> {
    const { rows } = await db.query<TagRow>(
      `SELECT t.tag, s.username AS added_by_username, t.added_at FROM player_tags t LEFT JOIN staff_users s ON s.id = t.added_by
        WHERE t.player_id = $1 ORDER BY lower(t.tag)`,
      [playerId],
    );
    return rows.map((r) => ({ ...r, added_at: r.added_at.toISOString() }));
  }

  /** Adds the tag; false when the player already has it (any case). */
  async add(db: PoolClient, playerId: string, tag: string, staffId: string): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO player_tags (player_id, tag, added_by) VALUES ($1, $2, $3) ON CONFLICT (player_id, lower(tag)) DO NOTHING`,
      [playerId, tag, staffId],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Removes the tag (any case); the removed row as it was, or undefined when the player did not have it. */
  async remove(db: PoolClient, playerId: string, tag: string): Promise<{ tag: string; added_by: string; added_at: string } | undefined> {
    const { rows } = await db.query<{ tag: string; added_by: string; added_at: Date }>(
      `DELETE FROM player_tags WHERE player_id = $1 AND lower(tag) = lower($2) RETURNING tag, added_by::text, added_at`,
      [playerId, tag],
    );
    return rows[0] && { ...rows[0], added_at: rows[0].added_at.toISOString() };
  }

  /** Every tag in use with how many players carry it, most used first (at most 200). */
  async counts(): Promise<StaffTagCount[]> {
    const { rows } = await this.pool.query<StaffTagCount>(
      `SELECT min(tag) AS tag, count(*)::int AS players FROM player_tags GROUP BY lower(tag) ORDER BY count(*) DESC, lower(tag) LIMIT 200`,
    );
    return rows;
  }
}
