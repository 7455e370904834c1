import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { requestContext } from '../logging/request-context.js';
import { RedisConnections } from '../redis/redis.module.js';
import { contextFromTraceparent } from '../tracing/trace-carrier.js';
import { Tracing } from '../tracing/tracing.js';
import { queueNames } from './job-catalog.js';
import { jobRequestIdField, jobTraceparentField } from './job-queue.js';
import { JobRegistry } from './job-registry.js';
import { jobResult } from './job-result.js';

/** Runs one BullMQ worker per queue in the worker role (ROLE=worker or all); idle in the api role. */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobWorkers.name);
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) private readonly redis: RedisConnections,
    @Inject(JobRegistry) private readonly registry: JobRegistry,
    // optional: a module set-up without TracingModule (a test's) runs untraced
    @Optional() @Inject(Tracing) private readonly tracing?: Tracing,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.ROLE === 'api') return;
    for (const queue of queueNames) {
      const worker = new Worker(queue, (job: Job) => this.process(job), {
        connection: this.redis.open({ maxRetriesPerRequest: null }),
        prefix: `${this.config.REDIS_PREFIX}:bull`,
        concurrency: 8,
      });
      worker.on('failed', (job, error) => this.logger.warn(`job ${job?.id} failed: ${error.message}`));
      worker.on('error', (error) => this.logger.error(`worker for ${queue}: ${error.message}`));
      this.workers.push(worker);
    }
  }

  private async process(job: Job): Promise<unknown> {
    const handler = this.registry.handlerFor(job.name);
    if (!handler) throw new UnrecoverableError(`no handler for job ${job.name}`);
    const { [jobRequestIdField]: requestId, [jobTraceparentField]: traceparent, ...data } = (job.data ?? {}) as Record<string, unknown>;
    const attempt = job.attemptsMade + 1;
    // what BullMQ stores as the job's return value must be JSON (job-result.ts)
    const run = async () => jobResult(await handler(data as never, { jobId: job.id ?? '', attempt }));
    const withRequest = () => (typeof requestId === 'string' ? requestContext.run({ requestId }, run) : run());
    if (!this.tracing?.enabled) return withRequest();
    // the job's span is a child of the request (or delivery) that enqueued it: one trace across Redis
    return this.tracing.inSpan(
      `job ${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.operation.type': 'process',
          'messaging.destination.name': job.queueName,
          'messaging.message.id': job.id ?? '',
          'khela.job.name': job.name,
          'khela.job.attempt': attempt,
          ...(typeof requestId === 'string' ? { 'khela.request_id': requestId } : {}),
        },
      },
      contextFromTraceparent(traceparent),
      withRequest,
    );
  }

  /** Lets running jobs finish, then stops taking new ones. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
