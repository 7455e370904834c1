// Writes the OpenAPI document to a file without a database or Redis: Nest's preview mode builds the module
// graph and routes but instantiates no provider. `npm test`'s lint stage lints the file (scripts/
// lint-openapi.mjs), which runs this through swc:
//   node --import ./api/test/events/register-swc.mjs api/src/platform/http/openapi/write-openapi.ts <out.json>
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { AppModule } from '../../../app.module.js';
import { loadConfig } from '../../config/load-config.js';
import { createOpenApiDocument } from './openapi-document.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: write-openapi.ts <out.json>');
  process.exit(2);
}
// Placeholders: nothing connects in preview mode.
const config = loadConfig({
  NODE_ENV: 'test',
  ROLE: 'api',
  DATABASE_URL: 'postgres://preview@127.0.0.1:1/preview',
  REDIS_URL: 'redis://127.0.0.1:1',
  LOG_LEVEL: 'silent',
} as NodeJS.ProcessEnv);
const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
writeFileSync(out, `${JSON.stringify(createOpenApiDocument(app), null, 1)}\n`);
await app.close();
