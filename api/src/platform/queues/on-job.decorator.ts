import { SetMetadata } from '@nestjs/common';
import type { JobName } from './job-catalog.js';

export const JOB_HANDLER = 'khela:job-handler';

/** Marks a provider method as the one handler of a catalogued job. */
export const OnJob = (name: JobName): MethodDecorator => SetMetadata(JOB_HANDLER, name);
