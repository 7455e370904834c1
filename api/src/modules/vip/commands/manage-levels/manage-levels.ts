import {
  formatMoney,
  parseMoney,
  type StaffVipCashbackRun,
  type StaffVipLevel,
  type StaffVipLevelChange,
  type StaffVipSettings,
} from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { thresholdsRefusal, type VipLevel } from '../../domain/vip-levels.js';
import { VipLevelsCache } from '../../persistence/vip-levels.cache.js';
import { VipSettingsRepository } from '../../persistence/vip-settings.repository.js';
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

/** Players tell levels apart by name: no two levels may share one (either language, any case). */
export const duplicateLevelName = 'Another level already has this name.';

function nameRefusal(all: readonly VipLevel[], code: string, change: StaffVipLevelChange): string | null {
  const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
  const others = all.filter((l) => l.code !== code);
  if (change.name_en !== undefined && others.some((l) => same(l.nameEn, change.name_en!))) return duplicateLevelName;
  if (change.name_bn !== undefined && others.some((l) => same(l.nameBn, change.name_bn!))) return duplicateLevelName;
  return null;
}

/**
 * Staff's VIP tools (issue 21, loyalty.manage): the levels with their rates, a level's names, withdrawal limits,
 * conversion rate and weekly cash-back (an audited StaffWrite; the player site's level cache takes it within a minute, the next
 * cash-back run pays at it), and the weekly cash-back runs.
 */
@Injectable()
export class ManageLevels {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
    @Inject(StaffWrite) private readonly staffWrite: StaffWrite,
    @Inject(VipSettingsRepository) private readonly vipSettings: VipSettingsRepository,
    @Inject(VipLevelsCache) private readonly cache: VipLevelsCache,
  ) {}

  async settings(): Promise<StaffVipSettings> {
    return { min_convert_points: await this.vipSettings.minConvertPoints(this.pool) };
  }

  /** The VIP settings, an audited StaffWrite (`vip.settings_changed`); the player site shows it within a minute. */
  async saveSettings(next: StaffVipSettings, audit: AuditContext): Promise<StaffVipSettings> {
    const saved = await this.staffWrite.run<StaffVipSettings>(audit, async (db) => {
      const before: StaffVipSettings = { min_convert_points: await this.vipSettings.minConvertPoints(db, true) };
      await this.vipSettings.setMinConvertPoints(db, next.min_convert_points);
      const after: StaffVipSettings = { min_convert_points: next.min_convert_points };
      return { result: after, entry: { action: 'vip.settings_changed', targetKind: 'vip_settings', targetId: 'vip', before, after } };
    });
    this.cache.invalidate();
    return saved;
  }

  async list(): Promise<StaffVipLevel[]> {
    return (await this.levels.all(this.pool)).map(present);
  }

  /**
   * Changes a level's rates and/or threshold. Thresholds are checked as a whole under a lock of every level
   * (the lowest at 0, each above the one below: `thresholdsRefusal`); a refused change writes nothing. A new
   * threshold moves nobody now: the next hourly roll-up promotes who reaches a lowered one, and a raised one
   * never demotes (heldLevelChange).
   */
  async change(code: string, change: StaffVipLevelChange, audit: AuditContext): Promise<StaffVipLevel | { refused: string } | null> {
    const changed = await this.staffWrite.run<StaffVipLevel | { refused: string } | null>(audit, async (db) => {
      await db.query(`SELECT 1 FROM vip_levels ORDER BY rank FOR UPDATE`);
      const all = await this.levels.all(db);
      const before = all.find((l) => l.code === code);
      if (!before) return { result: null };
      if (change.threshold_points !== undefined) {
        const next = all.map((l) => (l.code === code ? { ...l, thresholdPoints: change.threshold_points! } : l));
        const refused = thresholdsRefusal(next);
        if (refused) return { result: { refused } };
        await db.query(`UPDATE vip_levels SET threshold_points = $2 WHERE code = $1`, [code, change.threshold_points]);
      }
      const refused = nameRefusal(all, code, change);
      if (refused) return { result: { refused } };
      await db.query(
        `UPDATE vip_levels SET conversion_minor_per_vp = coalesce($2, conversion_minor_per_vp), weekly_cashback_bp = coalesce($3, weekly_cashback_bp),
                name_en = coalesce($4, name_en), name_bn = coalesce($5, name_bn),
                withdrawal_daily_limit_minor = coalesce($6, withdrawal_daily_limit_minor),
                withdrawal_daily_count = coalesce($7, withdrawal_daily_count), updated_at = now()
          WHERE code = $1`,
        [
          code,
          change.conversion_rate === undefined ? null : parseMoney(change.conversion_rate),
          change.weekly_cashback_percent === undefined ? null : Math.round(Number(change.weekly_cashback_percent) * 100),
          change.name_en ?? null,
          change.name_bn ?? null,
          change.withdrawal_daily_limit === undefined ? null : parseMoney(change.withdrawal_daily_limit),
          change.withdrawal_daily_count ?? null,
        ],
      );
      const after = present((await this.levels.all(db)).find((l) => l.code === code)!);
      return {
        result: after,
        entry: { action: 'vip.level_changed', targetKind: 'vip_level', targetId: code, before: present(before), after },
      };
    });
    this.cache.invalidate();
    return changed;
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
