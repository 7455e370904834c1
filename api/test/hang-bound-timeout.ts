// Integration and e2e tiers (api/jest.config.js setupFilesAfterEnv): each test file's default bound for its
// tests and hooks, from the machine's load as the file starts. The config's testTimeout is taken once, as the
// run starts, usually on a quiet machine before the run's own stages (lint, unit, browsers) load it: a
// loaded clean-clone run failed 27 tests on a 38 s bound taken at load 2.5 while the load had risen to 20.
import { jest } from '@jest/globals';
import { hangBound } from './test-env.js';

jest.setTimeout(hangBound(30_000));
