import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { OnJob } from '../../../platform/queues/on-job.decorator.js';
import { StaffIdempotencyRetentionRepository, type IdempotencyKeysPruned } from '../persistence/staff-idempotency-retention.repository.js';

/** Rows per DELETE statement: each batch is a short transaction holding few locks. */
export const idempotencyKeysBatchSize = 5000;

/**
 * Nightly at 04:20 Dhaka time: deletes staff idempotency keys older than their replay window,
 * `STAFF_IDEMPOTENCY_RETENTION_DAYS` (default 7). A staff client retries a decision within seconds or
 * minutes (the back-office keeps one key per dialog), so a week covers every honest repeat with room.
 */
@Injectable()
export class PruneIdempotencyKeysJob {
  private readonly logger = new Logger(PruneIdempotencyKeysJob.name);

  constructor(
    @Inject(StaffIdempotencyRetentionRepository) private readonly keys: StaffIdempotencyRetentionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob('payments.prune-idempotency-keys', { schedule: { dailyAt: '04:20' } })
  async run(): Promise<IdempotencyKeysPruned> {
    const days = this.config.STAFF_IDEMPOTENCY_RETENTION_DAYS;
    const pruned = await this.keys.prune(days, idempotencyKeysBatchSize);
    this.logger.log(`staff idempotency keys older than ${days} days deleted: ${pruned.completed} completed, ${pruned.abandoned} abandoned`);
    return pruned;
  }
}
