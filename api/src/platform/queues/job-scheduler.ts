import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { queueNames, queueOfJob, type JobName } from './job-catalog.js';
import { defaultJobOptions, JobQueue } from './job-queue.js';
import { JobRegistry } from './job-registry.js';
import { parseJobSchedules, repeatOptions, type JobSchedule } from './job-schedule.js';

/** How long the scheduler waits before trying again when Redis did not answer at boot. */
const retryMs = 5000;

/**
 * Keeps BullMQ's job schedulers in line with the declared repeatable jobs, in the worker role. The
 * scheduler id is the job name and `upsertJobScheduler` is idempotent, so every worker process (and every
 * restart) writing the same schedule leaves one scheduler, and BullMQ makes one job per due time however
 * many workers poll it. A scheduler whose job is no longer scheduled is removed. Redis away at boot delays
 * this (retried every few seconds) and never stops the process.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobScheduler.name);
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private done: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobRegistry) private readonly registry: JobRegistry,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  /** The schedule of each repeatable job: as declared by its handler, or as JOB_SCHEDULES replaces it. */
  schedules(): Map<JobName, JobSchedule> {
    const { overrides } = parseJobSchedules(this.config.JOB_SCHEDULES);
    const schedules = new Map(this.registry.schedules());
    for (const [name, schedule] of overrides) schedules.set(name as JobName, schedule);
    return schedules;
  }

  onApplicationBootstrap(): void {
    if (this.config.ROLE === 'api') return;
    this.done = this.apply();
  }

  /** Resolves once the schedulers are written (tests wait for it). */
  ready(): Promise<void> {
    return this.done;
  }

  private async apply(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.sync();
        return;
      } catch (error) {
        this.logger.warn(`job schedules not written yet (${(error as Error).message}); trying again in ${retryMs} ms`);
        await new Promise((resolve) => (this.retry = setTimeout(resolve, retryMs)));
      }
    }
  }

  private async sync(): Promise<void> {
    const schedules = this.schedules();
    for (const [name, schedule] of schedules) {
      await this.jobs.queue(queueOfJob[name]).upsertJobScheduler(name, repeatOptions(schedule), {
        name,
        data: {},
        opts: defaultJobOptions,
      });
      this.logger.log(`job ${name} scheduled: ${JSON.stringify(schedule)}`);
    }
    for (const queue of queueNames) {
      for (const existing of await this.jobs.queue(queue).getJobSchedulers()) {
        const id = existing.key;
        if (!schedules.has(id as JobName)) await this.jobs.queue(queue).removeJobScheduler(id);
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
  }
}
