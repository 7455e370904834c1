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

  /**
   * Gives a player a level, keeping the threshold it has now (what a later rollback is measured against), and
   * records the change for staff's history (vip_level_changes).
   */
  async setLevel(
    db: Db,
    playerId: string,
    change: { fromCode: string; to: VipLevel; direction: 'up' | 'down'; lifetimePoints: number },
  ): Promise<void> {
    await db.query(`UPDATE vip_accounts SET level_code = $2, level_threshold_points = $3 WHERE player_id = $1`, [
      playerId,
      change.to.code,
      change.to.thresholdPoints,
    ]);
    await db.query(
      `INSERT INTO vip_level_changes (player_id, from_code, to_code, direction, lifetime_points) VALUES ($1, $2, $3, $4, $5)`,
      [playerId, change.fromCode, change.to.code, change.direction, change.lifetimePoints],
    );
  }

  /**
   * Accounts whose lifetime points reach a level ranked above the one they hold (a lowered threshold, or
   * points rolled up before a threshold change), locked for the roll-up's transaction.
   */
  async lockBelowEarned(
    db: Db,
  ): Promise<Array<{ playerId: string; lifetimePointsMilli: bigint; levelCode: string; levelThresholdPoints: number }>> {
    const { rows } = await db.query<{ player_id: string; lifetime: string; level_code: string; reached_at: string }>(
      `SELECT a.player_id, a.lifetime_points_milli AS lifetime, a.level_code, a.level_threshold_points AS reached_at
         FROM vip_accounts a LEFT JOIN vip_levels h ON h.code = a.level_code
        WHERE EXISTS (SELECT 1 FROM vip_levels l WHERE l.rank > coalesce(h.rank, -1) AND a.lifetime_points_milli >= l.threshold_points * 1000)
        ORDER BY a.player_id FOR UPDATE OF a`,
    );
    return rows.map((r) => ({
      playerId: r.player_id,
      lifetimePointsMilli: BigInt(r.lifetime),
      levelCode: r.level_code,
      levelThresholdPoints: Number(r.reached_at),
    }));
  }
}
