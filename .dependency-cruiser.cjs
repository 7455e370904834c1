/**
 * Module boundaries of the api (CONVENTIONS.md item 10): a module uses another only through that
 * module's index.ts, and domain/ folders stay pure. ESLint checks domain imports of packages too.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: 'Use the other module through its index.ts (commands, queries, events), never its files.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/([^/]+)/.+', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'pure-domain',
      comment: 'domain/ holds pure rules: no Nest, TypeORM, drivers, or other folders with I/O.',
      severity: 'error',
      from: { path: '^api/src/modules/[^/]+/domain/' },
      to: {
        path: [
          '^api/src/platform/',
          '^api/src/modules/[^/]+/(persistence|http|jobs|commands|queries|events)/',
          'node_modules/(@nestjs|typeorm|pg|ioredis|bullmq|socket\\.io)',
        ],
      },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'The platform is below the modules; it must not import them.',
      severity: 'error',
      from: { path: '^api/src/platform/', pathNot: '\\.(integration-|e2e-)?spec\\.ts$' },
      to: { path: '^api/src/modules/' },
    },
    { name: 'no-circular', severity: 'error', from: { path: '^api/src/modules/' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(spec|integration-spec|e2e-spec)\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
