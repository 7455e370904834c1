import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import {
  isLimitPeriod,
  noLimits,
  type ChangeOutcome,
  type LimitKind,
  type LimitPeriod,
  type Limits,
  type PeriodLimit,
} from '../domain/deposit-limits.js';

export interface LimitRow {
  period: string;
  amount_minor: string | null;
  pending: boolean;
  pending_amount_minor: string | null;
  pending_requested_at: Date | null;
  pending_confirmable_at: Date | null;
}

const minor = (value: string | null) => (value === null ? null : BigInt(value));

/** The limits of each of `kinds` that `deposit_limits` rows hold (a period without a row has no limit). */
export function limitsFromRows<K extends LimitKind>(
  kinds: readonly K[],
  rows: readonly (LimitRow & { kind: string })[],
): Record<K, Limits> {
  const all = Object.fromEntries(kinds.map((kind) => [kind, noLimits()])) as Record<K, Limits>;
  for (const row of rows) {
    if (!isLimitPeriod(row.period) || !all[row.kind as K]) continue;
    all[row.kind as K][row.period] = {
      amountMinor: minor(row.amount_minor),
      pending:
        row.pending && row.pending_requested_at && row.pending_confirmable_at
          ? {
              amountMinor: minor(row.pending_amount_minor),
              requestedAt: row.pending_requested_at,
              confirmableAt: row.pending_confirmable_at,
            }
          : null,
    };
  }
  return all;
}

/** A staff member who made a change, with their reason (null `by`: the player made it). */
export interface ChangedBy {
  staffId: string;
  reason: string;
}

/** A player's limits of each kind (one row per kind and period they ever set) and the history of their changes. */
@Injectable()
export class DepositLimitsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** The player's limits of one kind; `lock` (inside a transaction) locks the rows so two changes do not interleave. */
  async read(playerId: string, kind: LimitKind = 'deposit', db: Db = this.pool, lock = false): Promise<Limits> {
    return (await this.readKinds(playerId, [kind], db, lock))[kind]!;
  }

  /** The player's limits of several kinds in one read (the stake veto reads wager and loss together). */
  async readKinds<K extends LimitKind>(
    playerId: string,
    kinds: readonly K[],
    db: Db = this.pool,
    lock = false,
  ): Promise<Record<K, Limits>> {
    const { rows } = await db.query<LimitRow & { kind: K }>(
      `SELECT kind, period, amount_minor, pending, pending_amount_minor, pending_requested_at, pending_confirmable_at
         FROM deposit_limits WHERE player_id = $1 AND kind = ANY($2::text[])${lock ? ' FOR UPDATE' : ''}`,
      [playerId, kinds],
    );
    return limitsFromRows(kinds, rows);
  }

  /** Serialises changes of one player's limits (a transaction-scoped advisory lock: works before any row exists). */
  async lockPlayer(playerId: string, db: Db): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('deposit_limits:' || $1))`, [playerId]);
  }

  /** Writes one period's limit of a kind and records the change (and who made it: the player, or `by` staff), in the caller's transaction. */
  async save(
    playerId: string,
    kind: LimitKind,
    period: LimitPeriod,
    before: PeriodLimit,
    after: PeriodLimit,
    action: ChangeOutcome | 'confirmed',
    at: Date,
    db: Db,
    by: ChangedBy | null = null,
  ): Promise<void> {
    await db.query(
      `INSERT INTO deposit_limits (player_id, period, amount_minor, pending, pending_amount_minor, pending_requested_at, pending_confirmable_at, updated_at, kind)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (player_id, kind, period) DO UPDATE SET amount_minor = $3, pending = $4, pending_amount_minor = $5,
         pending_requested_at = $6, pending_confirmable_at = $7, updated_at = $8`,
      [
        playerId,
        period,
        after.amountMinor?.toString() ?? null,
        after.pending !== null,
        after.pending?.amountMinor?.toString() ?? null,
        after.pending?.requestedAt ?? null,
        after.pending?.confirmableAt ?? null,
        at,
        kind,
      ],
    );
    if (action === 'unchanged') return;
    const afterMinor = action === 'pending' ? (after.pending?.amountMinor ?? null) : after.amountMinor;
    await db.query(
      `INSERT INTO deposit_limit_changes (player_id, kind, period, action, before_minor, after_minor, at, staff_id, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        playerId,
        kind,
        period,
        action,
        before.amountMinor?.toString() ?? null,
        afterMinor?.toString() ?? null,
        at,
        by?.staffId ?? null,
        by?.reason ?? null,
      ],
    );
  }
}
