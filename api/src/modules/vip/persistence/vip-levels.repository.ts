import { Injectable } from '@nestjs/common';
import type { Db } from '../../../platform/database/transaction.js';
import type { VipLevel } from '../domain/vip-levels.js';

/** The configured VIP levels (migration 1795551000000), lowest first. */
@Injectable()
export class VipLevelsRepository {
  async all(db: Db): Promise<VipLevel[]> {
    const { rows } = await db.query<{
      code: string;
      rank: number;
      name_en: string;
      name_bn: string;
      threshold_points: string;
      conversion_minor_per_vp: string;
      weekly_cashback_bp: number;
      withdrawal_daily_limit_minor: string;
      withdrawal_daily_count: number;
    }>(`SELECT * FROM vip_levels ORDER BY threshold_points`);
    return rows.map((r) => ({
      code: r.code,
      rank: r.rank,
      nameEn: r.name_en,
      nameBn: r.name_bn,
      thresholdPoints: Number(r.threshold_points),
      conversionMinorPerVp: BigInt(r.conversion_minor_per_vp),
      weeklyCashbackBp: r.weekly_cashback_bp,
      withdrawalDailyLimitMinor: BigInt(r.withdrawal_daily_limit_minor),
      withdrawalDailyCount: r.withdrawal_daily_count,
    }));
  }

  async setLevel(db: Db, playerId: string, code: string): Promise<void> {
    await db.query(`UPDATE vip_accounts SET level_code = $2 WHERE player_id = $1`, [playerId, code]);
  }
}
