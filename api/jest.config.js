import { availableParallelism, loadavg } from 'node:os';

// Jest runs in ES module mode (Nest 12 ships ES modules only); @swc/jest compiles TypeScript with
// legacy decorators and decorator metadata, as tsc does for the build.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const tier = (name, pattern) => ({
  displayName: name,
  rootDir: '..',
  roots: ['<rootDir>/api', '<rootDir>/migrations', '<rootDir>/scripts'],
  testMatch: [pattern],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
});

// Integration and e2e runs share one migrated template per run (api/test/test-database.ts); the global
// teardown drops it. scripts/test.mjs runs several Jest processes on one template at the same time and
// drops it itself once all have ended (KHELA_TEST_KEEP_TEMPLATE), so none pulls it from under another.
const databaseTier = (name, pattern) => ({
  ...tier(name, pattern),
  // Every answer of a test app must keep the OpenAPI contract (api/test/openapi/response-contract.ts); each
  // file's default time bound follows the load as it starts (api/test/hang-bound-timeout.ts).
  setupFilesAfterEnv: ['<rootDir>/api/test/openapi/contract-after-each.ts', '<rootDir>/api/test/hang-bound-timeout.ts'],
  globalSetup: '<rootDir>/api/test/global-setup.mjs',
  ...(process.env.KHELA_TEST_KEEP_TEMPLATE ? {} : { globalTeardown: '<rootDir>/api/test/global-teardown.mjs' }),
});

// The default hang bound of a test, as api/test/test-env.ts hangBound: 30 s idle, up to 4x on a busy machine.
const loadPerCore = loadavg()[0] / availableParallelism();

export default {
  // A global option (Jest ignores it inside projects): integration and e2e tests boot real servers.
  testTimeout: Math.round(30_000 * Math.min(4, Math.max(1, loadPerCore))),
  projects: [
    tier('unit', '**/*.spec.ts'),
    databaseTier('integration', '**/*.integration-spec.ts'),
    databaseTier('e2e', '**/*.e2e-spec.ts'),
  ],
};
