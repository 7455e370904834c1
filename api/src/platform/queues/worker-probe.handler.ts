import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { REDIS } from '../redis/redis.module.js';
import type { JobPayloads } from './job-catalog.js';
import { OnJob } from './on-job.decorator.js';

/** Answers the operations probe: records which worker instance took the job, for one minute. */
@Injectable()
export class WorkerProbeHandler {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  static answerKey(probeId: string): string {
    return `worker-probe:${probeId}`;
  }

  @OnJob('system.worker-probe')
  async answer({ probeId }: JobPayloads['system.worker-probe']): Promise<void> {
    await this.redis.set(WorkerProbeHandler.answerKey(probeId), this.config.instanceId, 'EX', 60);
  }
}
