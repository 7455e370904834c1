import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';

export interface CashbackPayout {
  playerId: string;
  weekStart: string;
  levelCode: string;
  rateBp: number;
  netLossMinor: bigint;
  amountMinor: bigint;
  paidAt: Date;
}

type Row = {
  player_id: string;
  week_start: string;
  level_code: string;
  rate_bp: number;
  net_loss_minor: string;
  amount_minor: string;
  paid_at: Date;
};
const columns = `player_id, to_char(week_start, 'YYYY-MM-DD') AS week_start, level_code, rate_bp, net_loss_minor, amount_minor, paid_at`;
const toPayout = (r: Row): CashbackPayout => ({
  playerId: r.player_id,
  weekStart: r.week_start,
  levelCode: r.level_code,
  rateBp: r.rate_bp,
  netLossMinor: BigInt(r.net_loss_minor),
  amountMinor: BigInt(r.amount_minor),
  paidAt: r.paid_at,
});

/** Weekly cash-back payouts and runs (migration 1795630000000). */
@Injectable()
export class VipCashbackRepository {
  /**
   * Claims the player's week: true when this transaction wrote the row, false when it was there already. A
   * concurrent run's uncommitted row makes this wait for that run's commit (or rollback), then answer.
   */
  async claimWeek(db: Db, payout: Omit<CashbackPayout, 'paidAt'>): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO vip_cashback_payouts (player_id, week_start, level_code, rate_bp, net_loss_minor, amount_minor)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (player_id, week_start) DO NOTHING`,
      [payout.playerId, payout.weekStart, payout.levelCode, payout.rateBp, payout.netLossMinor, payout.amountMinor],
    );
    return rowCount === 1;
  }

  /**
   * Lifetime points and held level of the players given (those without an account have none). The held level
   * is what pays: a raised threshold does not lower a player's cash-back (issue 21).
   */
  async lifetimePoints(db: Db, playerIds: readonly string[]): Promise<Map<string, { lifetimeMilli: bigint; levelCode: string }>> {
    if (!playerIds.length) return new Map();
    const { rows } = await db.query<{ player_id: string; lifetime: string; level_code: string }>(
      `SELECT player_id, lifetime_points_milli AS lifetime, level_code FROM vip_accounts WHERE player_id = ANY($1)`,
      [playerIds],
    );
    return new Map(rows.map((r) => [r.player_id, { lifetimeMilli: BigInt(r.lifetime), levelCode: r.level_code }]));
  }

  /** Counts a run of a week (a rerun adds to `runs` and to what it paid now). */
  async recordRun(db: Db, weekStart: string, playersPaid: number, amountMinor: bigint): Promise<void> {
    await db.query(
      `INSERT INTO vip_cashback_runs (week_start, players_paid, amount_minor) VALUES ($1, $2, $3)
       ON CONFLICT (week_start) DO UPDATE SET runs = vip_cashback_runs.runs + 1,
         players_paid = vip_cashback_runs.players_paid + EXCLUDED.players_paid,
         amount_minor = vip_cashback_runs.amount_minor + EXCLUDED.amount_minor, last_run_at = now()`,
      [weekStart, playersPaid, amountMinor],
    );
  }

  /** The player's latest payouts, newest week first. */
  async ofPlayer(db: Db, playerId: string, limit: number): Promise<CashbackPayout[]> {
    const { rows } = await db.query<Row>(
      `SELECT ${columns} FROM vip_cashback_payouts WHERE player_id = $1 ORDER BY week_start DESC LIMIT $2`,
      [playerId, limit],
    );
    return rows.map(toPayout);
  }
}
