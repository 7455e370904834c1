import {
  formatMoney,
  type StaffReferralDownlinePage,
  type StaffReferralRewardDay,
  type StaffReferralRewardRun,
  type StaffReferralRewardRunPage,
} from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { periodRewardId, type PeriodKind } from '../../domain/reward-periods.js';

const money = (minor: string | null | undefined) => formatMoney(BigInt(minor ?? '0'));
const pageOf = (page: number, perPage: number, total: number) => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

interface RunRow {
  id: string;
  kind: 'day' | 'week' | 'month';
  day: string;
  started_at: Date;
  finished_at: Date | null;
  status: StaffReferralRewardRun['status'];
  referrers: number;
  players_paid: number;
  paid_minor: string;
  held_minor: string;
  failures: number;
  error: string | null;
}
const runColumns = `r.id::text, r.kind, to_char(r.day, 'YYYY-MM-DD') AS day, r.started_at, r.finished_at, r.status, r.referrers,
  r.players_paid, r.paid_minor::text, r.held_minor::text, r.failures, r.error`;
const presentRun = (r: RunRow): StaffReferralRewardRun => ({
  id: r.id,
  kind: r.kind,
  day: r.day,
  started_at: r.started_at.toISOString(),
  finished_at: r.finished_at?.toISOString() ?? null,
  status: r.status,
  referrers: r.referrers,
  players_paid: r.players_paid,
  paid: money(r.paid_minor),
  held: money(r.held_minor),
  failures: r.failures,
  error: r.error,
});

/**
 * Read-only referral views for staff (issue 21, reports.read): a player's downline tree one level at a time (each
 * direct downline's turnover counted by the reward runs and the rewards it produced, and how many downlines it has
 * in turn), the daily reward runs, and which run paid a given reward day. Only the referral module's own tables.
 */
@Injectable()
export class ReferralStaffReports {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** `null` for a player the referral module never saw sign up. */
  async downline(playerId: string, page: number, perPage: number): Promise<StaffReferralDownlinePage | null> {
    const node = await this.pool.query<{ player_id: string; username: string; referrer_id: string | null; status: string }>(
      `SELECT player_id, username, referrer_id, status FROM referral_members WHERE player_id = $1`,
      [playerId],
    );
    const me = node.rows[0];
    if (!me) return null;
    const [totals, rows] = await Promise.all([
      this.pool.query<{ downlines: number; active: number; held: number; turnover: string; paid: string; held_minor: string }>(
        `SELECT (SELECT count(*) FROM referral_members WHERE referrer_id = $1)::int AS downlines,
                (SELECT count(*) FROM referral_members WHERE referrer_id = $1 AND status = 'active')::int AS active,
                (SELECT count(*) FROM referral_members WHERE referrer_id = $1 AND status = 'held')::int AS held,
                coalesce(sum(turnover_minor), 0)::text AS turnover,
                coalesce(sum(amount_minor) FILTER (WHERE status = 'paid'), 0)::text AS paid,
                coalesce(sum(amount_minor) FILTER (WHERE status = 'held'), 0)::text AS held_minor
           FROM referral_rewards WHERE referrer_id = $1 AND level = 1`,
        [playerId],
      ),
      this.pool.query<{
        player_id: string;
        username: string;
        status: 'active' | 'held' | 'cancelled';
        flags: string[];
        signed_up_at: Date;
        turnover: string;
        paid: string;
        held: string;
        downlines: number;
      }>(
        `SELECT m.player_id, m.username, m.status, m.flags, m.signed_up_at,
                coalesce(r.turnover, 0)::text AS turnover, coalesce(r.paid, 0)::text AS paid, coalesce(r.held, 0)::text AS held,
                (SELECT count(*) FROM referral_members c WHERE c.referrer_id = m.player_id)::int AS downlines
           FROM referral_members m
           LEFT JOIN (SELECT referee_id, sum(turnover_minor) AS turnover,
                             sum(amount_minor) FILTER (WHERE status = 'paid') AS paid,
                             sum(amount_minor) FILTER (WHERE status = 'held') AS held
                        FROM referral_rewards WHERE referrer_id = $1 AND level = 1 GROUP BY referee_id) r ON r.referee_id = m.player_id
          WHERE m.referrer_id = $1
          ORDER BY coalesce(r.turnover, 0) DESC, m.signed_up_at DESC, m.player_id
          LIMIT $2 OFFSET $3`,
        [playerId, perPage, (page - 1) * perPage],
      ),
    ]);
    const t = totals.rows[0]!;
    return {
      player_id: me.player_id,
      username: me.username,
      referrer_id: me.referrer_id,
      status: me.status as StaffReferralDownlinePage['status'],
      totals: {
        downlines: t.downlines,
        active: t.active,
        held: t.held,
        turnover: money(t.turnover),
        rewards_paid: money(t.paid),
        rewards_held: money(t.held_minor),
      },
      data: rows.rows.map((r) => ({
        player_id: r.player_id,
        username: r.username,
        status: r.status,
        flags: r.flags,
        signed_up_at: r.signed_up_at.toISOString(),
        turnover: money(r.turnover),
        rewards_paid: money(r.paid),
        rewards_held: money(r.held),
        downlines: r.downlines,
      })),
      ...pageOf(page, perPage, t.downlines),
    };
  }

  /** The reward runs, newest first. */
  async runs(page: number, perPage: number): Promise<StaffReferralRewardRunPage> {
    const [count, rows] = await Promise.all([
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM referral_reward_runs`),
      this.pool.query<RunRow>(`SELECT ${runColumns} FROM referral_reward_runs r ORDER BY r.started_at DESC, r.id DESC LIMIT $1 OFFSET $2`, [
        perPage,
        (page - 1) * perPage,
      ]),
    ]);
    return { data: rows.rows.map(presentRun), ...pageOf(page, perPage, count.rows[0]!.n) };
  }

  /** A referrer's reward day, its shares and the run that paid it; `null` when that day paid them nothing. */
  async rewardDay(referrerId: string, day: string, kind: PeriodKind = 'day'): Promise<StaffReferralRewardDay | null> {
    const found = await this.pool.query<{
      turnover_minor: string;
      rate_bp: number;
      paid_minor: string;
      held_minor: string;
      paid_at: Date;
      run_id: string | null;
    }>(
      `SELECT turnover_minor::text, rate_bp, paid_minor::text, held_minor::text, paid_at, run_id::text
         FROM referral_reward_days WHERE referrer_id = $1 AND kind = $3 AND day = $2`,
      [referrerId, day, kind],
    );
    const d = found.rows[0];
    if (!d) return null;
    const [run, shares] = await Promise.all([
      d.run_id ? this.pool.query<RunRow>(`SELECT ${runColumns} FROM referral_reward_runs r WHERE r.id = $1`, [d.run_id]) : null,
      this.pool.query<{ referee_id: string; username: string | null; turnover: string; amount: string; status: 'paid' | 'held' }>(
        `SELECT r.referee_id, m.username, r.turnover_minor::text AS turnover, r.amount_minor::text AS amount, r.status
           FROM referral_rewards r LEFT JOIN referral_members m ON m.player_id = r.referee_id
          WHERE r.referrer_id = $1 AND r.kind = $3 AND r.day = $2 ORDER BY r.level, r.turnover_minor DESC, r.referee_id`,
        [referrerId, day, kind],
      ),
    ]);
    return {
      reward_id: periodRewardId(kind, referrerId, day),
      referrer_id: referrerId,
      kind,
      day,
      turnover: money(d.turnover_minor),
      rate_percent: (d.rate_bp / 100).toFixed(2),
      paid: money(d.paid_minor),
      held: money(d.held_minor),
      paid_at: d.paid_at.toISOString(),
      run: run?.rows[0] ? presentRun(run.rows[0]) : null,
      shares: shares.rows.map((s) => ({
        player_id: s.referee_id,
        username: s.username ?? s.referee_id,
        turnover: money(s.turnover),
        amount: money(s.amount),
        status: s.status,
      })),
    };
  }
}
