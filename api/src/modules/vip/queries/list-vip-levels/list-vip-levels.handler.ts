import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VipLevelLabel } from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { labelOf } from '../../domain/vip-level-label.js';
import { VipLevelsRepository } from '../../persistence/vip-levels.repository.js';
import { ListVipLevelsQuery } from './list-vip-levels.query.js';

@QueryHandler(ListVipLevelsQuery)
export class ListVipLevelsHandler implements IQueryHandler<ListVipLevelsQuery, VipLevelLabel[]> {
  constructor(
    @Inject(VipLevelsRepository) private readonly levels: VipLevelsRepository,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  // the table itself, not the minute's cache: a staff form validates against the levels as they are now
  async execute(): Promise<VipLevelLabel[]> {
    return (await this.levels.all(this.pool)).map(labelOf);
  }
}
