import { SetMetadata, applyDecorators } from '@nestjs/common';
import type { JobName, JobPayloads } from './job-catalog.js';
import type { JobSchedule } from './job-schedule.js';

export const JOB_HANDLER = 'khela:job-handler';
export const JOB_SCHEDULE = 'khela:job-schedule';

/** A repeatable job's runs carry an empty payload, so only a job whose payload may be `{}` can have a schedule. */
type Schedulable<N extends JobName> = object extends JobPayloads[N] ? { schedule?: JobSchedule } : { schedule?: never };

/**
 * Marks a provider method as the one handler of a catalogued job. `schedule` also runs the job on its own
 * (`{ dailyAt: '00:30' }`: every day at 00:30 Dhaka time), once per due time across every worker process;
 * `JOB_SCHEDULES` may replace it (job-schedule.ts).
 */
export const OnJob = <N extends JobName>(name: N, options: Schedulable<N> = {}): MethodDecorator =>
  options.schedule
    ? applyDecorators(SetMetadata(JOB_HANDLER, name), SetMetadata(JOB_SCHEDULE, options.schedule))
    : SetMetadata(JOB_HANDLER, name);
