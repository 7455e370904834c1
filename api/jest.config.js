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

// sanitize-html (CommonJS) require()s htmlparser2 and its helpers, which ship only as ES modules.
// Node 20 loads that natively (require(esm)), Jest's module runtime only from Node 24.9: on older Node
// those packages are compiled to CommonJS when required (swc picks the module format per load).
const esmOnlyDeps = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];
const esmOnlyDepsPattern = `node_modules/(${esmOnlyDeps.join('|')})/.+\\.js$`;

const tier = (name, pattern) => ({
  displayName: name,
  rootDir: '..',
  roots: ['<rootDir>/api', '<rootDir>/migrations', '<rootDir>/scripts'],
  testMatch: [pattern],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc, [esmOnlyDepsPattern]: ['@swc/jest', { jsc: { target: 'es2023' } }] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyDeps.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
});

export default {
  // A global option (Jest ignores it inside projects): integration and e2e tests boot real servers.
  testTimeout: 30000,
  projects: [
    tier('unit', '**/*.spec.ts'),
    {
      ...tier('integration', '**/*.integration-spec.ts'),
      globalSetup: '<rootDir>/api/test/global-setup.mjs',
      globalTeardown: '<rootDir>/api/test/global-teardown.mjs',
    },
    {
      ...tier('e2e', '**/*.e2e-spec.ts'),
      globalSetup: '<rootDir>/api/test/global-setup.mjs',
      globalTeardown: '<rootDir>/api/test/global-teardown.mjs',
    },
  ],
};
