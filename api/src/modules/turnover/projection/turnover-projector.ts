import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { catchUpTo, LedgerProjectionRegistry } from '../../ledger/index.js';
import { TurnoverProjection } from './turnover.projection.js';

/**
 * Registers the turnover projection with the ledger, whose ProjectionRunner keeps it caught up in the
 * worker role (append signal, NOTIFY, polling) and whose projections:rebuild and ledger:verify cover it.
 * Readers that must see the latest stakes (withdrawal check, GET /api/turnovers, also in the api role
 * where no runner runs) call `catchUpNow` first: same checkpoint and advisory lock as the runner, so
 * both can run at once. If a long transaction elsewhere holds the projection back past 2 s they answer
 * from what is projected.
 */
@Injectable()
export class TurnoverProjector implements OnModuleInit {
  private readonly logger = new Logger(TurnoverProjector.name);
  private readonly projection = new TurnoverProjection();

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(LedgerProjectionRegistry) private readonly registry: LedgerProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.projection);
  }

  /** Projects every event appended before the call, waiting up to `timeoutMs` for transactions that still hold the snapshot back. */
  async catchUpNow(timeoutMs = 2000): Promise<void> {
    await catchUpTo(this.pool, this.projection, timeoutMs).catch((error: Error) =>
      this.logger.warn(`turnover read is behind: ${error.message}`),
    );
  }
}
