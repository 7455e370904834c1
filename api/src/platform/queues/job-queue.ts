import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { currentRequestId } from '../logging/request-context.js';
import { withDeadline } from '../redis/dependency-unavailable.js';
import { failFastOptions, readyOrTimeout, RedisConnections } from '../redis/redis.module.js';
import { currentTraceparent } from '../tracing/trace-carrier.js';
import { queueNames, queueOfJob, type JobName, type JobPayloads, type QueueName } from './job-catalog.js';

export const defaultJobOptions: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Where a job carries the id of the request that enqueued it (beside its payload, which handlers never see
 * it in): the worker runs the handler under that id, so its log lines and ledger appends name the request.
 */
export const jobRequestIdField = '__requestId';

/** Where a job carries the trace context (W3C traceparent) of the request or delivery that enqueued it. */
export const jobTraceparentField = '__traceparent';

const withRequestId = <T extends object>(data: T): T => {
  const requestId = currentRequestId();
  const traceparent = currentTraceparent(); // undefined unless traces are on and a span is active
  if (!requestId && !traceparent) return data;
  return {
    ...data,
    ...(requestId ? { [jobRequestIdField]: requestId } : {}),
    ...(traceparent ? { [jobTraceparentField]: traceparent } : {}),
  };
};

/** The longest a request waits to hand a job to Redis before answering 503 (an approval must not hang). */
export const enqueueTimeoutMs = 2000;

/**
 * Enqueues catalogued jobs. Job ids are deterministic (`<job name>.<business key>`), so enqueueing the
 * same work twice (a double click, a retried request) yields one job. Producers fail fast while Redis is
 * away (BullMQ's "failing fast when Redis is down" pattern: no offline queue on the producer's
 * connection) and give up after `enqueueTimeoutMs`, with a DependencyUnavailableError (503). An add that
 * timed out may still land once Redis answers; the deterministic id keeps that to one job.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly producers = new Map<QueueName, { connection: Redis; firstConnect: Promise<void> }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) private readonly redis: RedisConnections,
  ) {}

  /** Producers connect at start-up, so an outage later is seen at once (not after a first connect attempt). */
  onModuleInit(): void {
    for (const name of queueNames) this.queue(name);
  }

  static jobId(name: JobName, key: string): string {
    return `${name}.${key}`;
  }

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], key: string, options: JobsOptions = {}): Promise<string> {
    const jobId = JobQueue.jobId(name, key);
    await withDeadline(
      'job queue',
      enqueueTimeoutMs,
      this.queue(queueOfJob[name]).add(name, withRequestId(data), { ...defaultJobOptions, ...options, jobId }),
    );
    return jobId;
  }

  /**
   * Refuses (DependencyUnavailableError) unless the queue's Redis answers now. A use case that writes to
   * Postgres and then enqueues calls it first, so an outage refuses the request before anything is written.
   */
  async assertAvailable(name: QueueName): Promise<void> {
    this.queue(name);
    const producer = this.producers.get(name)!;
    // a connection opened a moment ago (first use) gets up to a second to connect; a lost one fails the ping at once
    await producer.firstConnect;
    await withDeadline('job queue', enqueueTimeoutMs, producer.connection.ping());
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      const connection = this.redis.open(failFastOptions);
      this.producers.set(name, { connection, firstConnect: readyOrTimeout(connection, 1000) });
      queue = new Queue(name, {
        connection,
        prefix: `${this.config.REDIS_PREFIX}:bull`,
      });
      queue.on('error', () => undefined); // connection errors surface on add() and assertAvailable()
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
