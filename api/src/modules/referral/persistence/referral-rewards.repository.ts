import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';
import type { ReferrerDay, Tier } from '../domain/referral-rewards.js';
import type { PeriodKind } from '../domain/reward-periods.js';

export interface ReferralSettings {
  dailyCapMinor: bigint;
  ipClusterSize: number;
}

/** What a period pays by (migration 1795960000000): whether it pays, its cap per referrer and its tiers. */
export interface PeriodTerms {
  enabled: boolean;
  capMinor: bigint;
  tiers: Tier[];
}

export interface RewardTotals {
  lifetimePaidMinor: bigint;
  lifetimeTurnoverMinor: bigint;
  activeDownlines: number;
}

/** Tiers, settings, reward days and per-downline shares (migration 1795631000000). */
@Injectable()
export class ReferralRewardsRepository {
  async tiers(db: Db, kind: PeriodKind = 'day'): Promise<Tier[]> {
    const { rows } = await db.query<{ min_turnover_minor: string; rate_bp: number; level2_rate_bp: number; level3_rate_bp: number }>(
      `SELECT min_turnover_minor, rate_bp, level2_rate_bp, level3_rate_bp FROM referral_tiers WHERE kind = $1 ORDER BY min_turnover_minor`,
      [kind],
    );
    return rows.map((r) => ({
      minTurnoverMinor: BigInt(r.min_turnover_minor),
      rateBp: r.rate_bp,
      level2RateBp: r.level2_rate_bp,
      level3RateBp: r.level3_rate_bp,
    }));
  }

  /** A period's terms; the day's cap is `referral_settings.daily_cap_minor`, as before. */
  async periodTerms(db: Db, kind: PeriodKind): Promise<PeriodTerms> {
    const { rows } = await db.query<{ enabled: boolean; cap_minor: string }>(
      `SELECT p.enabled, coalesce(p.cap_minor, s.daily_cap_minor)::text AS cap_minor FROM referral_periods p, referral_settings s WHERE p.kind = $1`,
      [kind],
    );
    return { enabled: rows[0]!.enabled, capMinor: BigInt(rows[0]!.cap_minor), tiers: await this.tiers(db, kind) };
  }

  async settings(db: Db): Promise<ReferralSettings> {
    const { rows } = await db.query<{ daily_cap_minor: string; ip_cluster_size: number }>(
      `SELECT daily_cap_minor, ip_cluster_size FROM referral_settings`,
    );
    return { dailyCapMinor: BigInt(rows[0]!.daily_cap_minor), ipClusterSize: rows[0]!.ip_cluster_size };
  }

  /**
   * Claims a referrer's day (with the run recording it) and records its shares: false when the day was claimed already. A concurrent run's
   * uncommitted claim makes this wait for that run's commit (or rollback), then answer.
   */
  async claimDay(
    db: Db,
    referrerId: string,
    day: string,
    result: ReferrerDay,
    runId: string | null = null,
    kind: PeriodKind = 'day',
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO referral_reward_days (referrer_id, kind, day, turnover_minor, rate_bp, paid_minor, held_minor, run_id)
       VALUES ($1, $8, $2, $3, $4, $5, $6, $7) ON CONFLICT (referrer_id, kind, day) DO NOTHING`,
      [referrerId, day, result.turnoverMinor, result.rateBp, result.paidMinor, result.heldMinor, runId, kind],
    );
    if (rowCount !== 1) return false;
    for (const share of result.shares)
      await db.query(
        `INSERT INTO referral_rewards (referrer_id, kind, referee_id, day, turnover_minor, amount_minor, status, level)
         VALUES ($1, $7, $2, $3, $4, $5, $6, $8)`,
        [referrerId, share.refereeId, day, share.turnoverMinor, share.amountMinor, share.held ? 'held' : 'paid', kind, share.level ?? 1],
      );
    return true;
  }

  /**
   * What the referrer has been paid (every period kind: each is money paid) and their downlines' turnover, all time,
   * and how many downlines are active. The day, the week and the month each count the same play, so the turnover is
   * the largest one kind counted, not their sum (a site paying days and weeks would show the play twice).
   */
  async totals(db: Db, referrerId: string): Promise<RewardTotals> {
    const { rows } = await db.query<{ paid: string; turnover: string; active: number }>(
      `SELECT (SELECT coalesce(sum(paid_minor), 0) FROM referral_reward_days WHERE referrer_id = $1)::text AS paid,
              (SELECT coalesce(max(t), 0) FROM (SELECT sum(turnover_minor) AS t FROM referral_rewards
                WHERE referrer_id = $1 AND status = 'paid' GROUP BY kind) per_kind)::text AS turnover,
              (SELECT count(*) FROM referral_members WHERE referrer_id = $1 AND status = 'active')::int AS active`,
      [referrerId],
    );
    return { lifetimePaidMinor: BigInt(rows[0]!.paid), lifetimeTurnoverMinor: BigInt(rows[0]!.turnover), activeDownlines: rows[0]!.active };
  }

  /** Each downline's turnover (the largest one period kind counted, as in `totals`) and what the referrer earned on it (paid shares only), all time. */
  async earningsByDownline(db: Db, referrerId: string): Promise<Map<string, { turnoverMinor: bigint; earnedMinor: bigint }>> {
    const { rows } = await db.query<{ referee_id: string; turnover: string; earned: string }>(
      `SELECT referee_id, max(turnover)::text AS turnover, sum(earned)::text AS earned
         FROM (SELECT referee_id, sum(turnover_minor) AS turnover, coalesce(sum(amount_minor) FILTER (WHERE status = 'paid'), 0) AS earned
                 FROM referral_rewards WHERE referrer_id = $1 GROUP BY referee_id, kind) per_kind
        GROUP BY referee_id`,
      [referrerId],
    );
    return new Map(rows.map((r) => [r.referee_id, { turnoverMinor: BigInt(r.turnover), earnedMinor: BigInt(r.earned) }]));
  }
}
