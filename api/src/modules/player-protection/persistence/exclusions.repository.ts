import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import { isExclusionKind, type Exclusion } from '../domain/exclusion.js';
import type { ChangedBy } from './deposit-limits.repository.js';

interface ExclusionRow {
  kind: string;
  started_at: Date;
  ends_at: Date;
  end_requested_at: Date | null;
  end_confirmable_at: Date | null;
  ended_at: Date | null;
}

export type ExclusionAction = 'started' | 'extended' | 'endPending' | 'ended';

/** A player's latest time-out or self-exclusion (one row per player) and the record of every change to it. */
@Injectable()
export class ExclusionsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** The player's latest exclusion (in force or not); `lock` (inside a transaction) locks its row. */
  async read(playerId: string, db: Db = this.pool, lock = false): Promise<Exclusion | null> {
    const { rows } = await db.query<ExclusionRow>(
      `SELECT kind, started_at, ends_at, end_requested_at, end_confirmable_at, ended_at
         FROM player_exclusions WHERE player_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [playerId],
    );
    const row = rows[0];
    if (!row || !isExclusionKind(row.kind)) return null;
    return {
      kind: row.kind,
      startedAt: row.started_at,
      endsAt: row.ends_at,
      endRequestedAt: row.end_requested_at,
      endConfirmableAt: row.end_confirmable_at,
      endedAt: row.ended_at,
    };
  }

  /**
   * Whether a player with this phone (main or extra) or e-mail has a time-out or self-exclusion in force
   * at `now` (the rule of `isInForce`, in SQL). Exclusions are few: the scan starts from them.
   */
  async contactExcluded(phone: string, email: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM player_exclusions x JOIN players p ON p.id::text = x.player_id
        WHERE x.ended_at IS NULL AND (x.kind = 'self_exclusion' OR x.ends_at > $3)
          AND (p.phone = $1 OR lower(p.email) = lower($2)
               OR EXISTS (SELECT 1 FROM player_phones pp WHERE pp.player_id = p.id AND pp.phone = $1))
        LIMIT 1`,
      [phone, email, now],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Serialises one player's exclusion changes (a transaction-scoped advisory lock: works before any row exists). */
  async lockPlayer(playerId: string, db: Db): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('player_exclusions:' || $1))`, [playerId]);
  }

  /** Writes the exclusion and records the change (and who made it: the player, or `by` staff), in the caller's transaction. */
  async save(
    playerId: string,
    exclusion: Exclusion,
    action: ExclusionAction,
    at: Date,
    db: Db,
    by: ChangedBy | null = null,
  ): Promise<void> {
    await db.query(
      `INSERT INTO player_exclusions (player_id, kind, started_at, ends_at, end_requested_at, end_confirmable_at, ended_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (player_id) DO UPDATE SET kind = $2, started_at = $3, ends_at = $4, end_requested_at = $5,
         end_confirmable_at = $6, ended_at = $7, updated_at = $8`,
      [
        playerId,
        exclusion.kind,
        exclusion.startedAt,
        exclusion.endsAt,
        exclusion.endRequestedAt,
        exclusion.endConfirmableAt,
        exclusion.endedAt,
        at,
      ],
    );
    await db.query(
      `INSERT INTO player_exclusion_changes (player_id, action, kind, ends_at, at, staff_id, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [playerId, action, exclusion.kind, exclusion.endsAt, at, by?.staffId ?? null, by?.reason ?? null],
    );
  }
}
