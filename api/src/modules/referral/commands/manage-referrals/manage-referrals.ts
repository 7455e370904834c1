import {
  formatMoney,
  parseMoney,
  type StaffHeldReferral,
  type StaffReferralDecision,
  type StaffReferralPeriodTerms,
  type StaffReferralSettings,
  type StaffReferralTier,
} from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { CreditCashRewardCommand } from '../../../wallet/index.js';

export type ManageRefusal = 'not_found' | 'tiers_not_rising' | 'ledger_refused';
export type Managed<T> = { ok: true; value: T } | { ok: false; refusal: ManageRefusal };

const percentOf = (bp: number) => (bp / 100).toFixed(2);
const bpOf = (percent: string) => Math.round(Number(percent) * 100);

type Kind = 'day' | 'week' | 'month';

async function readTiers(db: Pool | PoolClient, kind: Kind): Promise<StaffReferralTier[]> {
  const tiers = await db.query<{ min_turnover_minor: string; rate_bp: number; level2_rate_bp: number; level3_rate_bp: number }>(
    `SELECT min_turnover_minor, rate_bp, level2_rate_bp, level3_rate_bp FROM referral_tiers WHERE kind = $1 ORDER BY min_turnover_minor`,
    [kind],
  );
  return tiers.rows.map((t) => ({
    min_turnover: formatMoney(BigInt(t.min_turnover_minor)),
    rate_percent: percentOf(t.rate_bp),
    level2_percent: percentOf(t.level2_rate_bp),
    level3_percent: percentOf(t.level3_rate_bp),
  }));
}

/** Settings as staff see them, from the tables (the caller's transaction or the pool). */
async function readSettings(db: Pool | PoolClient, lock = false): Promise<StaffReferralSettings> {
  const settings = await db.query<{ daily_cap_minor: string; ip_cluster_size: number; min_claim_minor: string }>(
    `SELECT daily_cap_minor, ip_cluster_size, min_claim_minor FROM referral_settings${lock ? ' FOR UPDATE' : ''}`,
  );
  const periods = await db.query<{ kind: Kind; enabled: boolean; cap_minor: string | null }>(
    `SELECT kind, enabled, cap_minor::text FROM referral_periods`,
  );
  const period = (kind: Kind) => periods.rows.find((p) => p.kind === kind)!;
  const terms = async (kind: 'week' | 'month'): Promise<StaffReferralPeriodTerms> => ({
    enabled: period(kind).enabled,
    cap: formatMoney(BigInt(period(kind).cap_minor!)),
    tiers: await readTiers(db, kind),
  });
  return {
    tiers: await readTiers(db, 'day'),
    daily_cap: formatMoney(BigInt(settings.rows[0]!.daily_cap_minor)),
    ip_cluster_size: settings.rows[0]!.ip_cluster_size,
    min_claim: formatMoney(BigInt(settings.rows[0]!.min_claim_minor)),
    day_enabled: period('day').enabled,
    weekly: await terms('week'),
    monthly: await terms('month'),
  };
}

/** The tiers' minimums when the first is 0.00 and they rise; null otherwise. */
function risingMinimums(tiers: readonly StaffReferralTier[]): bigint[] | null {
  const mins = tiers.map((t) => parseMoney(t.min_turnover) ?? -1n);
  return mins[0] === 0n && mins.every((m, i) => i === 0 || m > mins[i - 1]!) ? mins : null;
}

async function writeTiers(db: PoolClient, kind: Kind, tiers: readonly StaffReferralTier[], mins: readonly bigint[]): Promise<void> {
  await db.query(`DELETE FROM referral_tiers WHERE kind = $1`, [kind]);
  for (const [i, tier] of tiers.entries())
    await db.query(
      `INSERT INTO referral_tiers (kind, min_turnover_minor, rate_bp, level2_rate_bp, level3_rate_bp) VALUES ($1, $2, $3, $4, $5)`,
      [kind, mins[i], bpOf(tier.rate_percent), bpOf(tier.level2_percent ?? '0'), bpOf(tier.level3_percent ?? '0')],
    );
}

/**
 * Staff's referral tools (issue 21), each an audited StaffWrite: the reward tiers and limits (loyalty.manage),
 * and the held referrals queue (risk.review): release (the referral becomes active and the rewards held on it
 * are paid to the referrer through the ledger, once: the held -> active change is the guard and the ledger's
 * reward id `referral-release-<referee>` a second) or cancel (it earns nothing, its held rewards are never paid).
 */
@Injectable()
export class ManageReferrals {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  settings(): Promise<StaffReferralSettings> {
    return readSettings(this.pool);
  }

  saveSettings(next: StaffReferralSettings, audit: AuditContext): Promise<Managed<StaffReferralSettings>> {
    const mins = risingMinimums(next.tiers);
    const weekMins = next.weekly ? risingMinimums(next.weekly.tiers) : [];
    const monthMins = next.monthly ? risingMinimums(next.monthly.tiers) : [];
    if (!mins || !weekMins || !monthMins) return Promise.resolve({ ok: false, refusal: 'tiers_not_rising' });
    return this.staffWrite.run(audit, async (db) => {
      const before = await readSettings(db, true);
      await writeTiers(db, 'day', next.tiers, mins);
      // min_claim is optional on the way in (older forms send the rest only): absent keeps today's
      await db.query(
        `UPDATE referral_settings SET daily_cap_minor = $1, ip_cluster_size = $2, min_claim_minor = coalesce($3, min_claim_minor)`,
        [parseMoney(next.daily_cap), next.ip_cluster_size, next.min_claim === undefined ? null : parseMoney(next.min_claim)],
      );
      // the periods too: each one absent keeps today's
      if (next.day_enabled !== undefined) await db.query(`UPDATE referral_periods SET enabled = $1 WHERE kind = 'day'`, [next.day_enabled]);
      for (const [kind, terms, kindMins] of [
        ['week', next.weekly, weekMins],
        ['month', next.monthly, monthMins],
      ] as const) {
        if (!terms) continue;
        await db.query(`UPDATE referral_periods SET enabled = $2, cap_minor = $3 WHERE kind = $1`, [
          kind,
          terms.enabled,
          parseMoney(terms.cap),
        ]);
        await writeTiers(db, kind, terms.tiers, kindMins);
      }
      const after = await readSettings(db);
      return {
        result: { ok: true, value: after },
        entry: { action: 'referral.settings_changed', targetKind: 'referral_settings', targetId: 'referral', before, after },
      };
    });
  }

  async held(): Promise<StaffHeldReferral[]> {
    const { rows } = await this.pool.query<{
      player_id: string;
      username: string;
      referrer_id: string;
      flags: StaffHeldReferral['flags'];
      signed_up_at: Date;
      held: string;
    }>(
      `SELECT m.player_id, m.username, m.referrer_id, m.flags, m.signed_up_at,
              coalesce((SELECT sum(amount_minor) FROM referral_rewards r WHERE r.referee_id = m.player_id AND r.status = 'held'), 0)::text AS held
         FROM referral_members m WHERE m.status = 'held' ORDER BY m.signed_up_at LIMIT 200`,
    );
    return rows.map((r) => ({
      player_id: r.player_id,
      username: r.username,
      referrer_id: r.referrer_id,
      flags: r.flags,
      signed_up_at: r.signed_up_at.toISOString(),
      held_rewards: formatMoney(BigInt(r.held)),
    }));
  }

  async decide(playerId: string, decision: 'release' | 'cancel', audit: AuditContext): Promise<Managed<StaffReferralDecision>> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const outcome = await this.staffWrite.run<Managed<StaffReferralDecision>>(audit, async (db) => {
      const { rows } = await db.query<{ referrer_id: string; flags: string[] }>(
        `SELECT referrer_id, flags FROM referral_members WHERE player_id = $1 AND status = 'held' FOR UPDATE`,
        [playerId],
      );
      const member = rows[0];
      if (!member) return { result: { ok: false, refusal: 'not_found' } };
      const status = decision === 'release' ? 'active' : 'cancelled';
      await db.query(`UPDATE referral_members SET status = $2, reviewed_by = $3, reviewed_at = now() WHERE player_id = $1`, [
        playerId,
        status,
        audit.actorId,
      ]);
      let paid = 0n;
      if (decision === 'release') {
        // held shares of every period kind (day, week, month) the referral was held through
        const held = await db.query<{ kind: string; day: string; amount: string }>(
          `UPDATE referral_rewards SET status = 'paid' WHERE referee_id = $1 AND status = 'held'
           RETURNING kind, to_char(day, 'YYYY-MM-DD') AS day, amount_minor::text AS amount`,
          [playerId],
        );
        for (const row of held.rows) {
          paid += BigInt(row.amount);
          await db.query(
            `UPDATE referral_reward_days SET paid_minor = paid_minor + $3, held_minor = held_minor - $3
              WHERE referrer_id = $1 AND day = $2 AND kind = $4`,
            [member.referrer_id, row.day, row.amount, row.kind],
          );
        }
        if (paid > 0n) {
          const rewardId = `referral-release-${playerId}`;
          const credit = await this.commands.execute(
            new CreditCashRewardCommand(
              { playerId: member.referrer_id, rewardId, amount: paid, source: 'referral' },
              {
                actor: { kind: 'staff', id: audit.actorId ?? 'staff' },
                correlationId: rewardId,
                transaction: { client: db, afterCommit: (run) => afterCommit.push(run) },
              },
            ),
          );
          if (!credit.ok) return { result: { ok: false, refusal: 'ledger_refused' } };
        }
      }
      const value: StaffReferralDecision = { player_id: playerId, status, paid: formatMoney(paid) };
      return {
        result: { ok: true, value },
        entry: {
          action: decision === 'release' ? 'referral.released' : 'referral.cancelled',
          targetKind: 'referral',
          targetId: playerId,
          before: { status: 'held', flags: member.flags, referrer_id: member.referrer_id },
          after: value,
        },
      };
    });
    if (outcome.ok) await Promise.allSettled(afterCommit.map((run) => Promise.resolve().then(run)));
    return outcome;
  }
}
