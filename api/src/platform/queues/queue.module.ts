import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueue } from './job-queue.js';
import { JobRegistry } from './job-registry.js';
import { JobWorkers } from './job-workers.js';
import { WorkerProbeHandler } from './worker-probe.handler.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [JobRegistry, JobQueue, JobWorkers, WorkerProbeHandler],
  exports: [JobQueue],
})
export class QueueModule {}
