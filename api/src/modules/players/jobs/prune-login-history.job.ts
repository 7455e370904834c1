import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { LoginHistoryRepository } from '../persistence/login-history.repository.js';

/** Rows per DELETE statement: each batch is a short transaction holding few locks. */
export const loginHistoryBatchSize = 5000;

/**
 * Nightly at 04:40 Dhaka time: deletes players' log-in attempts older than `PLAYER_LOGINS_RETENTION_DAYS`
 * (default 180). They are personal data (addresses, devices) kept for staff's look at an account and for linking
 * accounts; nothing refers to them.
 */
@Injectable()
export class PruneLoginHistoryJob {
  private readonly logger = new Logger(PruneLoginHistoryJob.name);

  constructor(
    @Inject(LoginHistoryRepository) private readonly logins: LoginHistoryRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob('players.prune-login-history', { schedule: { dailyAt: '04:40' } })
  async run(): Promise<{ deleted: number }> {
    const days = this.config.PLAYER_LOGINS_RETENTION_DAYS;
    const deleted = await this.logins.deleteOlderThan(days, loginHistoryBatchSize);
    this.logger.log(`player log-in attempts older than ${days} days deleted: ${deleted}`);
    return { deleted };
  }
}
