import { formatMoney, type StaffExclusionChange, type StaffLimitChange, type StaffRealityCheckAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

/** How many of each history staff see at once (newest first). */
export const historyLimit = 200;

interface ActorColumns {
  staff_id: string | null;
  staff_username: string | null;
  reason: string | null;
}

const actor = (row: ActorColumns) => ({
  by: row.staff_id ? ('staff' as const) : ('player' as const),
  staff_id: row.staff_id,
  staff_username: row.staff_username,
  reason: row.reason,
});

const money = (minor: string | null) => (minor === null ? null : formatMoney(BigInt(minor)));

export interface ProtectedPlayer {
  id: string;
  username: string;
  currency: string;
  status: string;
}

/** Reads, for staff, the player a protection change is about and the records of their limit and exclusion changes. */
@Injectable()
export class ProtectionHistory {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** The player (null: no such player; an id that is not a player id is none). `lock` locks the row in a transaction. */
  async player(playerId: string, db: Db = this.pool, lock = false): Promise<ProtectedPlayer | null> {
    if (!/^\d{1,18}$/.test(playerId)) return null;
    const { rows } = await db.query<ProtectedPlayer>(
      `SELECT id::text, username, currency, status FROM players WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [playerId],
    );
    return rows[0] ?? null;
  }

  async limitChanges(playerId: string): Promise<StaffLimitChange[]> {
    const { rows } = await this.pool.query<
      ActorColumns & {
        id: string;
        kind: string;
        period: string;
        action: string;
        before_minor: string | null;
        after_minor: string | null;
        at: Date;
      }
    >(
      `SELECT c.id::text, c.kind, c.period, c.action, c.before_minor, c.after_minor, c.at, c.staff_id::text, s.username AS staff_username, c.reason
         FROM deposit_limit_changes c LEFT JOIN staff_users s ON s.id = c.staff_id
        WHERE c.player_id = $1 ORDER BY c.at DESC, c.id DESC LIMIT $2`,
      [playerId, historyLimit],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind as StaffLimitChange['kind'],
      period: row.period as StaffLimitChange['period'],
      action: row.action as StaffLimitChange['action'],
      before: money(row.before_minor),
      after: money(row.after_minor),
      at: row.at.toISOString(),
      ...actor(row),
    }));
  }

  async exclusionChanges(playerId: string): Promise<StaffExclusionChange[]> {
    const { rows } = await this.pool.query<ActorColumns & { id: string; action: string; kind: string; ends_at: Date; at: Date }>(
      `SELECT c.id::text, c.action, c.kind, c.ends_at, c.at, c.staff_id::text, s.username AS staff_username, c.reason
         FROM player_exclusion_changes c LEFT JOIN staff_users s ON s.id = c.staff_id
        WHERE c.player_id = $1 ORDER BY c.at DESC, c.id DESC LIMIT $2`,
      [playerId, historyLimit],
    );
    return rows.map((row) => ({
      id: row.id,
      action: row.action as StaffExclusionChange['action'],
      kind: row.kind as StaffExclusionChange['kind'],
      ends_at: row.ends_at.toISOString(),
      at: row.at.toISOString(),
      ...actor(row),
    }));
  }

  /** The player's answers to reality checks (the reality-check feature's table, read only). */
  async realityChecks(playerId: string): Promise<StaffRealityCheckAnswer[]> {
    const { rows } = await this.pool.query<{
      id: string;
      shown_at: Date;
      answered_at: Date;
      action: string;
      elapsed_seconds: number;
      net_minor: string;
    }>(
      `SELECT id::text, shown_at, answered_at, action, elapsed_seconds, net_minor
         FROM reality_check_answers WHERE player_id = $1 ORDER BY answered_at DESC, id DESC LIMIT $2`,
      [playerId, historyLimit],
    );
    return rows.map((row) => ({
      id: row.id,
      shown_at: row.shown_at.toISOString(),
      answered_at: row.answered_at.toISOString(),
      action: row.action as StaffRealityCheckAnswer['action'],
      elapsed_seconds: row.elapsed_seconds,
      net: formatMoney(BigInt(row.net_minor)),
    }));
  }
}
