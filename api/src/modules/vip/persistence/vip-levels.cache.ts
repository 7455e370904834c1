import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { VipLevel } from '../domain/vip-levels.js';
import { VipLevelsRepository } from './vip-levels.repository.js';
import { VipSettingsRepository } from './vip-settings.repository.js';

/**
 * The levels (and the minimum VP per conversion) in memory for the 1 s profile poll (spec 9): read again at most once a minute, so a staff edit
 * shows within a minute on every instance. Roll-ups and conversions read the table itself.
 */
@Injectable()
export class VipLevelsCache {
  private levels: VipLevel[] | undefined;
  private minConvert = 10;
  private readAt = 0;
  private pending: Promise<VipLevel[]> | undefined;
  /** Counts invalidations: a read that began before one must not store what it read. */
  private generation = 0;

  constructor(
    @Inject(VipLevelsRepository) private readonly repository: VipLevelsRepository,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(VipSettingsRepository) private readonly settings: VipSettingsRepository,
  ) {}

  /** Forget what is held (a staff change on this instance shows at once; other instances within a minute). */
  invalidate(): void {
    this.generation += 1;
    this.levels = undefined;
    this.pending = undefined;
  }

  /** The minimum VP per conversion (vip_settings), as of the last read of the levels. */
  async minConvertPoints(): Promise<number> {
    await this.all();
    return this.minConvert;
  }

  async all(): Promise<VipLevel[]> {
    if (this.levels && this.clock.nowMs() - this.readAt < 60_000) return this.levels;
    if (this.pending) return this.pending;
    // A read still in flight when a staff change invalidates may hold the levels from before the change: it
    // answers its own callers but stores nothing, or the old levels would be served for another minute.
    const generation = this.generation;
    const pending = Promise.all([this.repository.all(this.pool), this.settings.minConvertPoints(this.pool)])
      .then(([levels, minConvert]) => {
        if (generation === this.generation) {
          this.levels = levels;
          this.minConvert = minConvert;
          this.readAt = this.clock.nowMs();
        }
        return levels;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }
}
