import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { RefusedCallsRepository } from '../persistence/refused-calls.repository.js';

/** Rows per DELETE statement: each batch is a short transaction holding few locks. */
export const refusedCallsBatchSize = 5000;

/**
 * Hourly: deletes refused provider calls received more than `GAME_REFUSED_CALLS_RETENTION_DAYS` (default 90)
 * ago, then the oldest beyond `GAME_REFUSED_CALLS_MAX_ROWS` (default 100,000): anyone can post a refused call,
 * so the table is capped, not only aged (RefusedCallLog). They are kept for staff to look into a provider's
 * complaint; a refused call moved no money, so nothing else refers to them.
 */
@Injectable()
export class PruneRefusedCallsJob {
  private readonly logger = new Logger(PruneRefusedCallsJob.name);

  constructor(
    @Inject(RefusedCallsRepository) private readonly refusedCalls: RefusedCallsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob('games.prune-refused-calls', { schedule: { everyMs: 3_600_000 } })
  async run(): Promise<{ deleted: number }> {
    const days = this.config.GAME_REFUSED_CALLS_RETENTION_DAYS;
    const max = this.config.GAME_REFUSED_CALLS_MAX_ROWS;
    const aged = await this.refusedCalls.deleteOlderThan(days, refusedCallsBatchSize);
    const beyond = await this.refusedCalls.deleteBeyond(max, refusedCallsBatchSize);
    if (aged + beyond > 0)
      this.logger.log(`refused provider calls deleted: ${aged} older than ${days} days, ${beyond} beyond the newest ${max}`);
    return { deleted: aged + beyond };
  }
}
