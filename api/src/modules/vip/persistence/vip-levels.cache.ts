import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { VipLevel } from '../domain/vip-levels.js';
import { VipLevelsRepository } from './vip-levels.repository.js';

/**
 * The levels in memory for the 1 s profile poll (spec 9): read again at most once a minute, so a staff edit
 * shows within a minute on every instance. Roll-ups and conversions read the table itself.
 */
@Injectable()
export class VipLevelsCache {
  private levels: VipLevel[] | undefined;
  private readAt = 0;
  private pending: Promise<VipLevel[]> | undefined;

  constructor(
    @Inject(VipLevelsRepository) private readonly repository: VipLevelsRepository,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async all(): Promise<VipLevel[]> {
    if (this.levels && this.clock.nowMs() - this.readAt < 60_000) return this.levels;
    this.pending ??= this.repository
      .all(this.pool)
      .then((levels) => {
        this.levels = levels;
        this.readAt = this.clock.nowMs();
        return levels;
      })
      .finally(() => (this.pending = undefined));
    return this.pending;
  }
}
