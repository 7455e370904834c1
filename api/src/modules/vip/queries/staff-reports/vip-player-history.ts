import { formatMoney, type StaffVipPlayerHistory } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { wholePoints } from '../../domain/vip-accrual.js';
import { progressOnHeld } from '../../domain/vip-levels.js';
import { VipLevelsRepository } from '../../persistence/vip-levels.repository.js';
import { VipPointsRepository } from '../../persistence/vip-points.repository.js';

/**
 * One player's VIP history for staff (issue 21, loyalty.manage): points per source from the recorded stake
 * entries (stakes less rollbacks; what is not rolled up yet shows too, it is the player's already), level
 * changes with their dates, weekly cash-back paid and conversions. `null` for an id that never had VIP activity
 * nor a level (the players module owns whether the id is a player).
 */
@Injectable()
export class VipPlayerHistory {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(VipPointsRepository) private readonly points: VipPointsRepository,
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
  ) {}

  async of(playerId: string): Promise<StaffVipPlayerHistory | null> {
    const [account, levels, sources, changes, cashback, conversions, known] = await Promise.all([
      this.points.account(this.pool, playerId),
      this.levels.all(this.pool),
      this.pool.query<{ category: string; points_milli: string; stake_minor: string }>(
        `SELECT category, sum(points_milli)::text AS points_milli, sum(amount_minor)::text AS stake_minor
           FROM vip_stake_entries WHERE player_id = $1 GROUP BY category ORDER BY category`,
        [playerId],
      ),
      this.pool.query<{ from_code: string; to_code: string; direction: 'up' | 'down'; lifetime_points: string; changed_at: Date }>(
        `SELECT from_code, to_code, direction, lifetime_points::text, changed_at FROM vip_level_changes
          WHERE player_id = $1 ORDER BY changed_at DESC, id DESC LIMIT 100`,
        [playerId],
      ),
      this.pool.query<{
        week_start: string;
        level_code: string;
        rate_bp: number;
        net_loss_minor: string;
        amount_minor: string;
        paid_at: Date;
      }>(
        `SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, level_code, rate_bp, net_loss_minor::text, amount_minor::text, paid_at
           FROM vip_cashback_payouts WHERE player_id = $1 ORDER BY week_start DESC LIMIT 52`,
        [playerId],
      ),
      this.pool.query<{ points: number; amount_minor: string; level_code: string; created_at: Date }>(
        `SELECT points, amount_minor::text, level_code, created_at FROM vip_conversions
          WHERE player_id = $1 AND credited_at IS NOT NULL ORDER BY created_at DESC LIMIT 50`,
        [playerId],
      ),
      this.pool.query(
        `SELECT 1 FROM vip_accounts WHERE player_id = $1 UNION ALL SELECT 1 FROM vip_stake_entries WHERE player_id = $1 LIMIT 1`,
        [playerId],
      ),
    ]);
    if (!known.rowCount) return null;
    // codes are what the tables keep; staff read the level's names as they are now (a code no level has any more
    // shows as itself)
    const byCode = new Map(levels.map((l) => [l.code, { code: l.code, name_en: l.nameEn, name_bn: l.nameBn }]));
    const label = (code: string) => byCode.get(code) ?? { code, name_en: code, name_bn: code };
    const level = progressOnHeld(account.levelCode, wholePoints(account.lifetimePointsMilli), levels).level;
    return {
      player_id: playerId,
      level: { code: level.code, name_en: level.nameEn, name_bn: level.nameBn },
      lifetime_points: wholePoints(account.lifetimePointsMilli),
      vip_coin: wholePoints(account.balancePointsMilli),
      points_by_source: sources.rows.map((r) => ({
        source: r.category,
        points: wholePoints(BigInt(r.points_milli)),
        stake: formatMoney(BigInt(r.stake_minor)),
      })),
      level_changes: changes.rows.map((r) => ({
        from: r.from_code,
        to: r.to_code,
        from_level: label(r.from_code),
        to_level: label(r.to_code),
        direction: r.direction,
        lifetime_points: Number(r.lifetime_points),
        at: r.changed_at.toISOString(),
      })),
      cashback_paid: cashback.rows.map((r) => ({
        week_start: r.week_start,
        level: r.level_code,
        level_label: label(r.level_code),
        rate_percent: (r.rate_bp / 100).toFixed(2),
        net_loss: formatMoney(BigInt(r.net_loss_minor)),
        amount: formatMoney(BigInt(r.amount_minor)),
        paid_at: r.paid_at.toISOString(),
      })),
      conversions: conversions.rows.map((r) => ({
        points: r.points,
        amount: formatMoney(BigInt(r.amount_minor)),
        level: r.level_code,
        level_label: label(r.level_code),
        at: r.created_at.toISOString(),
      })),
    };
  }
}
