import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { RedisConnections } from '../redis/redis.module.js';
import { queueOfJob, type JobName, type JobPayloads, type QueueName } from './job-catalog.js';

const defaultJobOptions: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Enqueues catalogued jobs. Job ids are deterministic (`<job name>.<business key>`), so enqueueing the
 * same work twice (a double click, a retried request) yields one job.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) private readonly redis: RedisConnections,
  ) {}

  static jobId(name: JobName, key: string): string {
    return `${name}.${key}`;
  }

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], key: string, options: JobsOptions = {}): Promise<string> {
    const jobId = JobQueue.jobId(name, key);
    await this.queue(queueOfJob[name]).add(name, data, { ...defaultJobOptions, ...options, jobId });
    return jobId;
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.redis.open({ maxRetriesPerRequest: null }),
        prefix: `${this.config.REDIS_PREFIX}:bull`,
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
