import { describe, expect, it } from '@jest/globals';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { JobRegistry, JobRegistryError } from './job-registry.js';

const registry = () => new JobRegistry({} as DiscoveryService, new MetadataScanner(), new Reflector());

describe('JobRegistry.check', () => {
  it('accepts exactly one handler per catalogued job', () => {
    expect(() => registry().check(new Map([['system.worker-probe', ['A.run']]]))).not.toThrow();
  });

  it('refuses a catalogued job without a handler', () => {
    expect(() => registry().check(new Map())).toThrow(/"system.worker-probe" has no handler/);
  });

  it('refuses a job with two handlers, naming both', () => {
    expect(() => registry().check(new Map([['system.worker-probe', ['A.run', 'B.run']]]))).toThrow(/has 2 handlers: A.run, B.run/);
  });

  it('refuses a handler for a job the catalogue does not know', () => {
    const found = new Map([
      ['system.worker-probe', ['A.run']],
      ['payments.nope', ['C.run']],
    ]);
    expect(() => registry().check(found)).toThrow(JobRegistryError);
  });
});
