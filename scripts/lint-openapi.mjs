// `node scripts/lint-openapi.mjs [out.json]` (npm test's lint stage runs it): writes the api's OpenAPI
// document from the sources (no database: api/src/platform/http/openapi/write-openapi.ts), lints it with
// Redocly's rules (the engine of Redocly CLI: @redocly/openapi-core, recommended set, problems below as
// errors) and checks it is a contract: every operation has a summary and a success answer with a schema
// (@ApiAnswer), every write has a request body unless it declares none. Exit 1 on any error.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createConfig, formatProblems, getTotals, lintFromString } from '@redocly/openapi-core';
import { repoRoot } from './lib.mjs';

const out = process.argv[2] ?? join(repoRoot, '.test-results/openapi.json');
mkdirSync(dirname(out), { recursive: true });
const written = spawnSync(
  process.execPath,
  ['--import', './api/test/events/register-swc.mjs', 'api/src/platform/http/openapi/write-openapi.ts', out],
  { cwd: repoRoot, stdio: 'inherit' },
);
if (written.status !== 0) {
  console.error('openapi: could not write the document (see above)');
  process.exit(1);
}
const source = readFileSync(out, 'utf8');
const document = JSON.parse(source);

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // A contract: these are errors here, not warnings.
    'operation-summary': 'error',
    'operation-2xx-response': 'error',
    'operation-4xx-response': 'error',
    'operation-operationId-unique': 'error',
    'no-unused-components': 'off', // contract types the HTTP API does not answer (socket payloads, provider calls)
    'info-license': 'off', // not published
    'info-license-url': 'off',
  },
});
const [result] = await lintFromString({ source, absoluteRef: out, config }).then((problems) => [problems]);
const totals = getTotals(result);
if (result.length) formatProblems(result, { format: 'stylish', totals, version: 'lint-openapi', maxProblems: 200 });

// The contract rules Redocly has no rule for.
const contractErrors = [];
const writes = new Set(['post', 'put', 'patch']);
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (!operation?.responses) continue;
    const where = `${method.toUpperCase()} ${path}`;
    const success = Object.entries(operation.responses).filter(([code]) => code.startsWith('2'));
    if (!success.length) contractErrors.push(`${where}: no success answer`);
    for (const [code, response] of success) {
      // Nest's own default answer has an empty description and no schema: the route lacks @ApiAnswer.
      if (!response.description) contractErrors.push(`${where}: ${code} has no schema: add @ApiAnswer(<contract type>) to the handler`);
    }
    if (writes.has(method) && !operation.requestBody && !operation['x-no-body'])
      contractErrors.push(`${where}: no request body schema: give the @Body() a DTO class, or add @ApiNoBody() when it reads none`);
  }
}
for (const line of contractErrors) console.error(`contract: ${line}`);

const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(
  `openapi: ${operations} operations, ${totals.errors} Redocly errors, ${totals.warnings} warnings, ${contractErrors.length} contract errors (${out})`,
);
process.exit(totals.errors || contractErrors.length ? 1 : 0);
