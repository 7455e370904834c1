import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { catchUp, catchUpTo } from '../../ledger/index.js';
import { TurnoverProjection } from './turnover.projection.js';

const pollEveryMs = 500;

/**
 * Keeps the turnover projection caught up. The ledger's own runner only runs the projections listed
 * inside the ledger module, so this one polls with the ledger's exported `catchUp` (same checkpoint
 * table, same advisory lock, so any number of workers and readers can call it safely). Readers that
 * must see the latest stakes (withdrawal check, GET /api/turnovers) call `catchUpNow` first; if a
 * long transaction elsewhere holds the projection back past 2 s they answer from what is projected.
 */
@Injectable()
export class TurnoverProjector implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TurnoverProjector.name);
  private readonly projection = new TurnoverProjection();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.ROLE === 'api') return;
    this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Projects every event appended before the call, waiting up to `timeoutMs` for transactions that still hold the snapshot back. */
  async catchUpNow(timeoutMs = 2000): Promise<void> {
    await catchUpTo(this.pool, this.projection, timeoutMs).catch((error: Error) =>
      this.logger.warn(`turnover read is behind: ${error.message}`),
    );
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = catchUp(this.pool, this.projection)
        .catch((error: Error) => {
          if (!this.stopped) this.logger.warn(`turnover projection failed: ${error.message}`);
        })
        .finally(() => this.schedule());
    }, pollEveryMs);
  }
}
