// Writes the OpenAPI document to a file without a database or Redis (preview-document.ts). `npm test`'s
// lint stage lints the file (scripts/lint-openapi.mjs), which runs this through swc:
//   node --import ./api/test/events/register-swc.mjs api/src/platform/http/openapi/write-openapi.ts <out.json>
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { previewOpenApiDocument } from './preview-document.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: write-openapi.ts <out.json>');
  process.exit(2);
}
writeFileSync(out, `${JSON.stringify(await previewOpenApiDocument(), null, 1)}\n`);
