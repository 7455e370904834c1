import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueue } from './job-queue.js';
import { JobRegistry } from './job-registry.js';
import { JobScheduler } from './job-scheduler.js';
import { JobWorkers } from './job-workers.js';
import { WorkerProbeHandler } from './worker-probe.handler.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, JobQueue, JobWorkers, JobScheduler, WorkerProbeHandler],
  exports: [JobQueue, JobScheduler],
})
export class QueueModule {}
