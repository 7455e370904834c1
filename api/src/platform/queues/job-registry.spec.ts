import { describe, expect, it } from '@jest/globals';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { queueOfJob } from './job-catalog.js';
import { JobRegistry, JobRegistryError } from './job-registry.js';

const registry = () => new JobRegistry({} as DiscoveryService, new MetadataScanner(), new Reflector());
/** One handler for every catalogued job: the valid starting point each case changes. */
const complete = () => new Map(Object.keys(queueOfJob).map((name) => [name, [`${name}.handler`]]));

describe('JobRegistry.check', () => {
  it('accepts exactly one handler per catalogued job', () => {
    expect(() => registry().check(complete())).not.toThrow();
  });

  it('refuses a catalogued job without a handler', () => {
    const found = complete();
    found.delete('system.worker-probe');
    expect(() => registry().check(found)).toThrow(/"system.worker-probe" has no handler/);
  });

  it('refuses a job with two handlers, naming both', () => {
    const found = complete().set('system.worker-probe', ['A.run', 'B.run']);
    expect(() => registry().check(found)).toThrow(/has 2 handlers: A.run, B.run/);
  });

  it('refuses a handler for a job the catalogue does not know', () => {
    const found = complete().set('payments.nope', ['C.run']);
    expect(() => registry().check(found)).toThrow(JobRegistryError);
  });
});
