import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';
import type { PendingEntry, PlayerPeriodTotal } from '../domain/vip-accrual.js';

export interface NewStakeEntry {
  ledgerEventId: string;
  playerId: string;
  kind: 'stake' | 'rollback';
  provider: string;
  transactionId: string;
  category: string;
  amountMinor: bigint;
  pointsMilli: bigint;
  occurredAt: Date;
}

export interface VipAccount {
  lifetimePointsMilli: bigint;
  balancePointsMilli: bigint;
  /** The level the player holds (last announced to them). */
  levelCode: string;
  /** The threshold the held level had when the player reached it. */
  levelThresholdPoints: number;
}

/** VIP points' tables (migration 1795550000000): rates, stake entries, awards per period, accounts. */
@Injectable()
export class VipPointsRepository {
  async accrualRates(db: Db): Promise<Record<string, number>> {
    const { rows } = await db.query<{ category: string; rate: number }>(
      `SELECT category, vp_per_100_bdt_hundredths AS rate FROM vip_accrual_rates`,
    );
    return Object.fromEntries(rows.map((r) => [r.category, r.rate]));
  }

  /** The stake a rollback refunds, as recorded. */
  async stakeEntry(
    db: Db,
    provider: string,
    transactionId: string,
  ): Promise<{ category: string; amountMinor: bigint; pointsMilli: bigint } | undefined> {
    const { rows } = await db.query<{ category: string; amount_minor: string; points_milli: string }>(
      `SELECT category, amount_minor, points_milli FROM vip_stake_entries WHERE kind = 'stake' AND provider = $1 AND transaction_id = $2`,
      [provider, transactionId],
    );
    const row = rows[0];
    return row && { category: row.category, amountMinor: BigInt(row.amount_minor), pointsMilli: BigInt(row.points_milli) };
  }

  /** Records an entry once: a second event for the same stake or rollback records nothing. */
  /**
   * Takes back the points of every exchange stake entry of a market (`transaction_id` starting with
   * `prefix`) not taken back yet, as rollback entries keyed like their stakes (so once per entry).
   */
  async rollBackMarket(db: Db, prefix: string, causeId: string, occurredAt: Date): Promise<number> {
    const { rowCount } = await db.query(
      `INSERT INTO vip_stake_entries (ledger_event_id, player_id, kind, provider, transaction_id, category, amount_minor, points_milli, occurred_at)
       SELECT $2 || ':' || s.transaction_id, s.player_id, 'rollback', s.provider, s.transaction_id, s.category, -s.amount_minor, -s.points_milli, $3
         FROM vip_stake_entries s
        WHERE s.provider = 'exchange' AND s.kind = 'stake' AND starts_with(s.transaction_id, $1)
       ON CONFLICT DO NOTHING`,
      [prefix, causeId, occurredAt],
    );
    return rowCount ?? 0;
  }

  async recordEntry(db: Db, entry: NewStakeEntry): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO vip_stake_entries (ledger_event_id, player_id, kind, provider, transaction_id, category, amount_minor, points_milli, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        entry.ledgerEventId,
        entry.playerId,
        entry.kind,
        entry.provider,
        entry.transactionId,
        entry.category,
        entry.amountMinor.toString(),
        entry.pointsMilli.toString(),
        entry.occurredAt,
      ],
    );
    return rowCount === 1;
  }

  /**
   * Entries not yet rolled up that happened before `end`, locked: a concurrent run of the same period waits,
   * then finds them rolled up (the WHERE is checked again after the lock) and counts nothing twice.
   */
  async lockPending(db: Db, end: Date): Promise<Array<PendingEntry & { id: string }>> {
    const { rows } = await db.query<{ id: string; player_id: string; amount_minor: string; points_milli: string }>(
      `SELECT id, player_id, amount_minor, points_milli FROM vip_stake_entries
        WHERE rolled_up_period IS NULL AND occurred_at < $1 ORDER BY id FOR UPDATE`,
      [end],
    );
    return rows.map((r) => ({ id: r.id, playerId: r.player_id, amountMinor: BigInt(r.amount_minor), pointsMilli: BigInt(r.points_milli) }));
  }

  async markRolledUp(db: Db, ids: string[], periodStart: Date): Promise<void> {
    await db.query(`UPDATE vip_stake_entries SET rolled_up_period = $2 WHERE id = ANY($1::bigint[])`, [ids, periodStart]);
  }

  /**
   * Adds a player's total to the period's award (a later run of the period that found late entries adds
   * to it) and to the account. Spendable points never go below zero: a rollback after the points were
   * converted takes back what is left.
   */
  async award(db: Db, periodStart: Date, total: PlayerPeriodTotal): Promise<VipAccount> {
    await db.query(
      `INSERT INTO vip_point_awards (player_id, period_start, stake_minor, points_milli, entries) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (player_id, period_start) DO UPDATE SET stake_minor = vip_point_awards.stake_minor + EXCLUDED.stake_minor,
         points_milli = vip_point_awards.points_milli + EXCLUDED.points_milli, entries = vip_point_awards.entries + EXCLUDED.entries, awarded_at = now()`,
      [total.playerId, periodStart, total.stakeMinor.toString(), total.pointsMilli.toString(), total.entries],
    );
    const { rows } = await db.query<{ lifetime: string; balance: string; level_code: string; reached_at: string }>(
      `INSERT INTO vip_accounts (player_id, lifetime_points_milli, balance_points_milli) VALUES ($1, GREATEST($2::bigint, 0), GREATEST($2::bigint, 0))
       ON CONFLICT (player_id) DO UPDATE SET lifetime_points_milli = GREATEST(vip_accounts.lifetime_points_milli + $2::bigint, 0),
         balance_points_milli = GREATEST(vip_accounts.balance_points_milli + $2::bigint, 0), updated_at = now()
       RETURNING lifetime_points_milli AS lifetime, balance_points_milli AS balance, level_code, level_threshold_points AS reached_at`,
      [total.playerId, total.pointsMilli.toString()],
    );
    return {
      lifetimePointsMilli: BigInt(rows[0]!.lifetime),
      balancePointsMilli: BigInt(rows[0]!.balance),
      levelCode: rows[0]!.level_code,
      levelThresholdPoints: Number(rows[0]!.reached_at),
    };
  }

  async account(db: Db, playerId: string): Promise<VipAccount> {
    const { rows } = await db.query<{ lifetime: string; balance: string; level_code: string; reached_at: string }>(
      `SELECT lifetime_points_milli AS lifetime, balance_points_milli AS balance, level_code, level_threshold_points AS reached_at
         FROM vip_accounts WHERE player_id = $1`,
      [playerId],
    );
    const row = rows[0];
    return {
      lifetimePointsMilli: BigInt(row?.lifetime ?? 0),
      balancePointsMilli: BigInt(row?.balance ?? 0),
      levelCode: row?.level_code ?? 'beginner',
      levelThresholdPoints: Number(row?.reached_at ?? 0),
    };
  }
}
