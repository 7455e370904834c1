import { formatMoney, type StaffVipReport, type StaffVipReportRow } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { LoyaltyMoneyByDayQuery, type LoyaltyMoneyDay } from '../../../wallet/index.js';
import { dhakaRange, periodsOf, type DailyFigures, type PeriodFigures } from '../../domain/loyalty-report.js';
import { VipLevelsRepository } from '../../persistence/vip-levels.repository.js';

const signedWholePoints = (milli: bigint) => Number(milli / 1000n);

const present = (p: Omit<PeriodFigures, 'period'>): Omit<StaffVipReportRow, 'period'> => ({
  points_issued: signedWholePoints(p.pointsIssuedMilli),
  points_converted: p.pointsConverted,
  conversions_paid: formatMoney(p.conversionsPaidMinor),
  cashback_paid: formatMoney(p.cashbackPaidMinor),
  referral_rewards_paid: formatMoney(p.referralPaidMinor),
});

/**
 * The VIP/referral report for staff (issue 21, loyalty.manage), per Asia/Dhaka day or Monday week: points
 * issued (the hourly roll-ups, rollbacks taken off) and converted, from VIP's tables; the cash paid for
 * conversions, weekly cash-back and referral rewards, from the ledger (the wallet's LoyaltyMoneyByDayQuery),
 * so the money figures are what players were credited, whatever the projections say. Players per level now.
 */
@Injectable()
export class VipReport {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
  ) {}

  async build(from: string, to: string, by: 'day' | 'week'): Promise<StaffVipReport> {
    const { start, end } = dhakaRange(from, to);
    const [issued, converted, money, levels, holders] = await Promise.all([
      this.pool.query<{ day: string; points_milli: string }>(
        `SELECT to_char(period_start AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day, sum(points_milli)::text AS points_milli
           FROM vip_point_awards WHERE period_start >= $1 AND period_start < $2 GROUP BY 1`,
        [start, end],
      ),
      this.pool.query<{ day: string; points: string }>(
        `SELECT to_char(created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day, sum(points)::text AS points
           FROM vip_conversions WHERE credited_at IS NOT NULL AND created_at >= $1 AND created_at < $2 GROUP BY 1`,
        [start, end],
      ),
      this.queries.execute<LoyaltyMoneyByDayQuery, LoyaltyMoneyDay[]>(new LoyaltyMoneyByDayQuery(start, end)),
      this.levels.all(this.pool),
      this.pool.query<{ level_code: string; players: string }>(
        `SELECT level_code, count(*)::text AS players FROM vip_accounts GROUP BY level_code`,
      ),
    ]);
    const days = new Map<string, DailyFigures>();
    const dayOf = (day: string): DailyFigures => {
      let d = days.get(day);
      if (!d) {
        d = { day, pointsIssuedMilli: 0n, pointsConverted: 0, conversionsPaidMinor: 0n, cashbackPaidMinor: 0n, referralPaidMinor: 0n };
        days.set(day, d);
      }
      return d;
    };
    for (const r of issued.rows) dayOf(r.day).pointsIssuedMilli += BigInt(r.points_milli);
    for (const r of converted.rows) dayOf(r.day).pointsConverted += Number(r.points);
    for (const m of money) {
      const d = dayOf(m.day);
      d.conversionsPaidMinor += m.conversionsPaid;
      d.cashbackPaidMinor += m.cashbackPaid;
      d.referralPaidMinor += m.referralPaid;
    }
    const periods = periodsOf(from, to, by, [...days.values()]);
    const total = periodsOf(from, from, 'day', []).map((p) => ({ ...p }))[0]!;
    for (const p of periods) {
      total.pointsIssuedMilli += p.pointsIssuedMilli;
      total.pointsConverted += p.pointsConverted;
      total.conversionsPaidMinor += p.conversionsPaidMinor;
      total.cashbackPaidMinor += p.cashbackPaidMinor;
      total.referralPaidMinor += p.referralPaidMinor;
    }
    const count = new Map(holders.rows.map((r) => [r.level_code, Number(r.players)]));
    return {
      from,
      to,
      by,
      rows: periods.map((p) => ({ period: p.period, ...present(p) })),
      totals: present(total),
      players_per_level: [...levels]
        .sort((a, b) => a.rank - b.rank)
        .map((l) => ({ code: l.code, name_en: l.nameEn, name_bn: l.nameBn, players: count.get(l.code) ?? 0 })),
    };
  }
}
