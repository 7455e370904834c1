import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VipStatus } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { vipStatusOf } from '../../domain/vip-status.js';
import { VipLevelsCache } from '../../persistence/vip-levels.cache.js';
import { VipPointsRepository } from '../../persistence/vip-points.repository.js';
import { GetVipStatusQuery } from './get-vip-status.query.js';

@QueryHandler(GetVipStatusQuery)
export class GetVipStatusHandler implements IQueryHandler<GetVipStatusQuery, VipStatus> {
  constructor(
    @Inject(VipPointsRepository) private readonly points: VipPointsRepository,
    @Inject(VipLevelsCache) private readonly levels: VipLevelsCache,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async execute({ playerId }: GetVipStatusQuery): Promise<VipStatus> {
    const [account, levels, minConvert] = await Promise.all([
      this.points.account(this.pool, playerId),
      this.levels.all(),
      this.levels.minConvertPoints(),
    ]);
    return vipStatusOf(account, levels, minConvert);
  }
}
