import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { queueOfJob, type JobName, type JobPayloads } from './job-catalog.js';
import type { JobSchedule } from './job-schedule.js';
import { JOB_HANDLER, JOB_SCHEDULE } from './on-job.decorator.js';

export type JobHandler<N extends JobName = JobName> = (data: JobPayloads[N], meta: { jobId: string; attempt: number }) => Promise<unknown>;

/** Problems that make the job set unusable; thrown at boot so a bad deploy never starts. */
export class JobRegistryError extends Error {}

/** Finds every `@OnJob` handler at boot and fails start-up unless each catalogued job has exactly one. */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<JobName, JobHandler>();
  private readonly declaredSchedules = new Map<JobName, JobSchedule>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const found = new Map<string, string[]>();
    const bound = new Map<string, JobHandler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<string | undefined>(JOB_HANDLER, fn);
        if (!name) continue;
        found.set(name, [...(found.get(name) ?? []), `${wrapper.name}.${method}`]);
        bound.set(name, (fn as JobHandler).bind(instance));
        const schedule = this.reflector.get<JobSchedule | undefined>(JOB_SCHEDULE, fn);
        if (schedule) this.declaredSchedules.set(name as JobName, schedule);
      }
    }
    this.check(found);
    for (const [name, handler] of bound) this.handlers.set(name as JobName, handler);
  }

  /** Exposed for tests: validates a discovered handler map against the catalogue. */
  check(found: Map<string, string[]>): void {
    const problems: string[] = [];
    for (const name of Object.keys(queueOfJob)) {
      const where = found.get(name) ?? [];
      if (where.length === 0) problems.push(`job "${name}" has no handler`);
      if (where.length > 1) problems.push(`job "${name}" has ${where.length} handlers: ${where.join(', ')}`);
    }
    for (const name of found.keys()) {
      if (!(name in queueOfJob)) problems.push(`handler for unknown job "${name}" (add it to job-catalog.ts)`);
    }
    if (problems.length > 0) throw new JobRegistryError(`Job registry is invalid:\n  - ${problems.join('\n  - ')}`);
  }

  /** The repeatable jobs, as their handlers declare them (`@OnJob(name, { schedule })`). */
  schedules(): ReadonlyMap<JobName, JobSchedule> {
    return this.declaredSchedules;
  }

  handlerFor(name: string): JobHandler | undefined {
    return this.handlers.get(name as JobName);
  }
}
