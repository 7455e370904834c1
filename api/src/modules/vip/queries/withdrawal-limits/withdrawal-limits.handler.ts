import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { wholePoints } from '../../domain/vip-accrual.js';
import { progressOnHeld } from '../../domain/vip-levels.js';
import { VipLevelsCache } from '../../persistence/vip-levels.cache.js';
import { VipPointsRepository } from '../../persistence/vip-points.repository.js';
import { VipWithdrawalLimitsQuery, type VipWithdrawalLimits } from './withdrawal-limits.query.js';

@QueryHandler(VipWithdrawalLimitsQuery)
export class VipWithdrawalLimitsHandler implements IQueryHandler<VipWithdrawalLimitsQuery, VipWithdrawalLimits> {
  constructor(
    @Inject(VipPointsRepository) private readonly points: VipPointsRepository,
    @Inject(VipLevelsCache) private readonly levels: VipLevelsCache,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async execute({ playerId }: VipWithdrawalLimitsQuery): Promise<VipWithdrawalLimits> {
    const [account, levels] = await Promise.all([this.points.account(this.pool, playerId), this.levels.all()]);
    const level = progressOnHeld(account.levelCode, wholePoints(account.lifetimePointsMilli), levels).level;
    return { levelCode: level.code, dailyCount: level.withdrawalDailyCount, dailyAmountMinor: level.withdrawalDailyLimitMinor };
  }
}
