import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { catchUpTo, LedgerProjectionRegistry } from '../../ledger/index.js';
import { MoneyReportsProjection } from './money-reports.projection.js';

/**
 * Registers money_reports with the ledger: its ProjectionRunner keeps it caught up in the worker role, and
 * projections:rebuild and ledger:verify cover it. The report catches it up first (`catchUpNow`, same checkpoint
 * and advisory lock as the runner), so the api role, where no runner runs, shows every committed event; a
 * transaction elsewhere holding it back past 2 s leaves the report on what is projected.
 */
@Injectable()
export class MoneyReportsProjector implements OnModuleInit {
  private readonly logger = new Logger(MoneyReportsProjector.name);
  private readonly projection = new MoneyReportsProjection();

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(LedgerProjectionRegistry) private readonly registry: LedgerProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.projection);
  }

  async catchUpNow(timeoutMs = 2000): Promise<void> {
    await catchUpTo(this.pool, this.projection, timeoutMs).catch((error: Error) =>
      this.logger.warn(`money reports are behind: ${error.message}`),
    );
  }
}
