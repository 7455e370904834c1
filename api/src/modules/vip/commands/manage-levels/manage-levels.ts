import { formatMoney, parseMoney, type StaffVipCashbackRun, type StaffVipLevel, type StaffVipLevelChange } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import type { VipLevel } from '../../domain/vip-levels.js';
import { VipLevelsRepository } from '../../persistence/vip-levels.repository.js';

const present = (l: VipLevel): StaffVipLevel => ({
  code: l.code,
  rank: l.rank,
  name_en: l.nameEn,
  name_bn: l.nameBn,
  threshold_points: l.thresholdPoints,
  conversion_rate: formatMoney(l.conversionMinorPerVp),
  weekly_cashback_percent: (l.weeklyCashbackBp / 100).toFixed(2),
  withdrawal_daily_limit: formatMoney(l.withdrawalDailyLimitMinor),
  withdrawal_daily_count: l.withdrawalDailyCount,
});

/**
 * Staff's VIP tools (issue 21, loyalty.manage): the levels with their rates, a level's conversion rate and
 * weekly cash-back (an audited StaffWrite; the player site's level cache takes it within a minute, the next
 * cash-back run pays at it), and the weekly cash-back runs.
 */
@Injectable()
export class ManageLevels {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
  ) {}

  async list(): Promise<StaffVipLevel[]> {
    return (await this.levels.all(this.pool)).map(present);
  }

  change(code: string, change: StaffVipLevelChange, audit: AuditContext): Promise<StaffVipLevel | null> {
    return this.staffWrite.run(audit, async (db) => {
      const locked = await db.query(`SELECT 1 FROM vip_levels WHERE code = $1 FOR UPDATE`, [code]);
      if (!locked.rowCount) return { result: null };
      const before = (await this.levels.all(db)).find((l) => l.code === code)!;
      await db.query(
        `UPDATE vip_levels SET conversion_minor_per_vp = coalesce($2, conversion_minor_per_vp), weekly_cashback_bp = coalesce($3, weekly_cashback_bp)
          WHERE code = $1`,
        [
          code,
          change.conversion_rate === undefined ? null : parseMoney(change.conversion_rate),
          change.weekly_cashback_percent === undefined ? null : Math.round(Number(change.weekly_cashback_percent) * 100),
        ],
      );
      const after = present((await this.levels.all(db)).find((l) => l.code === code)!);
      return {
        result: after,
        entry: { action: 'vip.level_changed', targetKind: 'vip_level', targetId: code, before: present(before), after },
      };
    });
  }

  async cashbackRuns(): Promise<StaffVipCashbackRun[]> {
    const { rows } = await this.pool.query<{
      week_start: string;
      runs: number;
      players_paid: number;
      amount_minor: string;
      last_run_at: Date;
    }>(
      `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, runs, players_paid, amount_minor::text, last_run_at
         FROM vip_cashback_runs ORDER BY week_start DESC LIMIT 52`,
    );
    return rows.map((r) => ({
      week_start: r.week_start,
      runs: r.runs,
      players_paid: r.players_paid,
      amount: formatMoney(BigInt(r.amount_minor)),
      last_run_at: r.last_run_at.toISOString(),
    }));
  }
}
