import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { RefusedCallsRepository } from '../persistence/refused-calls.repository.js';

/** Rows per DELETE statement: each batch is a short transaction holding few locks. */
export const refusedCallsBatchSize = 5000;

/**
 * Nightly at 04:30 Dhaka time: deletes refused provider calls received more than
 * `GAME_REFUSED_CALLS_RETENTION_DAYS` (default 90) ago. They are kept for staff to look into a provider's
 * complaint; a refused call moved no money, so nothing else refers to them.
 */
@Injectable()
export class PruneRefusedCallsJob {
  private readonly logger = new Logger(PruneRefusedCallsJob.name);

  constructor(
    @Inject(RefusedCallsRepository) private readonly refusedCalls: RefusedCallsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob('games.prune-refused-calls', { schedule: { dailyAt: '04:30' } })
  async run(): Promise<{ deleted: number }> {
    const days = this.config.GAME_REFUSED_CALLS_RETENTION_DAYS;
    const deleted = await this.refusedCalls.deleteOlderThan(days, refusedCallsBatchSize);
    this.logger.log(`refused provider calls older than ${days} days deleted: ${deleted}`);
    return { deleted };
  }
}
