import { Injectable, SetMetadata, type Type } from '@nestjs/common';
import { queueOfJob, type JobName } from '../../src/platform/queues/job-catalog.js';
import { JOB_HANDLER } from '../../src/platform/queues/on-job.decorator.js';

/**
 * A provider with a do-nothing `@OnJob` handler for every catalogued job except those named: the job
 * registry refuses to boot unless each catalogued job has a handler, and a test app that imports the queue
 * module without the modules owning the jobs needs stand-ins. Built from the catalogue, so a module adding
 * a job does not break such tests (they did, once per new job, with "job ... has no handler").
 */
export function standInJobHandlers(...handledByTheTest: JobName[]): Type {
  @Injectable()
  class StandInJobs {}
  for (const name of Object.keys(queueOfJob) as JobName[]) {
    if (handledByTheTest.includes(name)) continue;
    const method = `standIn_${name.replace(/[^A-Za-z0-9]/g, '_')}`;
    const handler = async (): Promise<void> => undefined;
    Object.defineProperty(StandInJobs.prototype, method, { value: handler, writable: true, configurable: true });
    SetMetadata(JOB_HANDLER, name)(StandInJobs.prototype, method, Object.getOwnPropertyDescriptor(StandInJobs.prototype, method)!);
  }
  return StandInJobs;
}
