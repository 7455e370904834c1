import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { OnJob } from '../queues/on-job.decorator.js';
import { EventRetention, type EventRetentionRun } from './event-retention.js';

/** Rows per DELETE statement: each batch is a short transaction holding few locks. */
export const eventRetentionBatchSize = 5000;

/**
 * Nightly at 04:10 Dhaka time (after the ledger verification at 03:30): deletes outbox events, handled
 * rows and resolved delivery failures older than `EVENTS_RETENTION_DAYS`, as far as every reactor allows
 * (event-retention.ts says why each delete is safe).
 */
@Injectable()
export class EventRetentionJob {
  constructor(
    @Inject(EventRetention) private readonly retention: EventRetention,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob('events.apply-retention', { schedule: { dailyAt: '04:10' } })
  run(): Promise<EventRetentionRun> {
    return this.retention.run({ retentionDays: this.config.EVENTS_RETENTION_DAYS, batchSize: eventRetentionBatchSize });
  }
}
