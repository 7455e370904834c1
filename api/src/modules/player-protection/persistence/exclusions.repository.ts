import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import { canonicalEmail, canonicalPhone } from '../domain/contact-aliases.js';
import { isExclusionKind, type Exclusion } from '../domain/exclusion.js';
import type { ChangedBy } from './deposit-limits.repository.js';

export interface ExclusionRow {
  kind: string;
  started_at: Date;
  ends_at: Date;
  end_requested_at: Date | null;
  end_confirmable_at: Date | null;
  ended_at: Date | null;
}

/** The exclusion a `player_exclusions` row holds (null: none, or a kind this code does not know). */
export function exclusionFromRow(row: ExclusionRow | undefined): Exclusion | null {
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
    return exclusionFromRow(rows[0]);
  }

  /**
   * Whether a player whose time-out or self-exclusion is in force at `now` (the rule of `isInForce`, in
   * SQL) has this phone or e-mail, in any of its aliases (domain/contact-aliases.ts): the canonical
   * contacts written with the exclusion (indexes on contact_email and, GIN, contact_phones), or the
   * player's contacts as they are now, read through the players' own indexes (a phone added or an
   * e-mail changed after the exclusion began). No scan of the exclusions or the players.
   */
  async contactExcluded(phone: string, email: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `WITH matched AS (
         SELECT x.player_id FROM player_exclusions x WHERE x.contact_email = $3 OR x.contact_phones @> ARRAY[$4]
         UNION SELECT p.id::text FROM players p WHERE p.phone = $1 OR p.phone = $4 OR lower(p.email) = lower($2) OR lower(p.email) = $3
         UNION SELECT pp.player_id::text FROM player_phones pp WHERE pp.phone = $1 OR pp.phone = $4)
       SELECT 1 FROM matched m JOIN player_exclusions x ON x.player_id = m.player_id
        WHERE x.ended_at IS NULL AND (x.kind = 'self_exclusion' OR x.ends_at > $5)
        LIMIT 1`,
      [phone, email, canonicalEmail(email), canonicalPhone(phone), now],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The player's phones (main and extra) and e-mail in canonical form, as written with the exclusion. */
  private async canonicalContacts(playerId: string, db: Db): Promise<{ email: string | null; phones: string[] }> {
    if (!/^\d{1,18}$/.test(playerId)) return { email: null, phones: [] };
    const { rows } = await db.query<{ email: string | null; phones: string[] }>(
      `SELECT p.email, ARRAY(SELECT p.phone UNION SELECT pp.phone FROM player_phones pp WHERE pp.player_id = p.id) AS phones
         FROM players p WHERE p.id = $1::bigint`,
      [playerId],
    );
    const row = rows[0];
    if (!row) return { email: null, phones: [] };
    return {
      email: row.email ? canonicalEmail(row.email) : null,
      phones: [...new Set(row.phones.filter((phone): phone is string => !!phone).map(canonicalPhone))],
    };
  }

  /** Serialises one player's exclusion changes (a transaction-scoped advisory lock: works before any row exists). */
  async lockPlayer(playerId: string, db: Db): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('player_exclusions:' || $1))`, [playerId]);
  }

  /** Writes the exclusion (with the player's contacts in canonical form, for the sign-up veto) and records the change (and who made it: the player, or `by` staff), in the caller's transaction. */
  async save(
    playerId: string,
    exclusion: Exclusion,
    action: ExclusionAction,
    at: Date,
    db: Db,
    by: ChangedBy | null = null,
  ): Promise<void> {
    const contacts = await this.canonicalContacts(playerId, db);
    await db.query(
      `INSERT INTO player_exclusions (player_id, kind, started_at, ends_at, end_requested_at, end_confirmable_at, ended_at, updated_at,
                                      contact_email, contact_phones)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (player_id) DO UPDATE SET kind = $2, started_at = $3, ends_at = $4, end_requested_at = $5,
         end_confirmable_at = $6, ended_at = $7, updated_at = $8, contact_email = $9, contact_phones = $10`,
      [
        playerId,
        exclusion.kind,
        exclusion.startedAt,
        exclusion.endsAt,
        exclusion.endRequestedAt,
        exclusion.endConfirmableAt,
        exclusion.endedAt,
        at,
        contacts.email,
        contacts.phones,
      ],
    );
    await db.query(
      `INSERT INTO player_exclusion_changes (player_id, action, kind, ends_at, at, staff_id, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [playerId, action, exclusion.kind, exclusion.endsAt, at, by?.staffId ?? null, by?.reason ?? null],
    );
  }
}
