import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../../../app.module.js';
import { loadConfig } from '../../config/load-config.js';
import { createOpenApiDocument } from './openapi-document.js';

/**
 * The OpenAPI document without a database or Redis: Nest's preview mode builds the module graph and the
 * routes but instantiates no provider, so nothing connects (the URLs below are placeholders).
 */
export async function previewOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'test',
    ROLE: 'api',
    DATABASE_URL: 'postgres://preview@127.0.0.1:1/preview',
    REDIS_URL: 'redis://127.0.0.1:1',
    LOG_LEVEL: 'silent',
  } as NodeJS.ProcessEnv);
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
  try {
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
