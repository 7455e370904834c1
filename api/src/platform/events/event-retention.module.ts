import { Module } from '@nestjs/common';
import { EventRetentionJob } from './event-retention.job.js';

/**
 * The nightly `events.apply-retention` job, apart from EventsModule: the application imports it, while the
 * small apps of the relay's and queues' tests (EventsModule, sometimes QueueModule) get no scheduled job of it.
 */
@Module({ providers: [EventRetentionJob] })
export class EventRetentionModule {}
