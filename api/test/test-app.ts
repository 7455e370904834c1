import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createHttpApp, createWorker } from '../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../src/platform/config/load-config.js';
import { createOpenApiDocument } from '../src/platform/http/openapi/openapi-document.js';
import { ResponseContract, watchResponses } from './openapi/response-contract.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { hangBound, testRedisUrl } from './test-env.js';

/** A Redis key prefix of this test's own, so parallel test files never see each other's keys or queues. */
export const uniqueRedisPrefix = () => `test-${randomBytes(5).toString('hex')}`;

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: uniqueRedisPrefix(),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    MIGRATE_ON_START: 'false',
    STORAGE_DIR: `.data/test-storage/${randomBytes(4).toString('hex')}`,
    DB_POOL_SIZE: '5',
    // Production's fail-fast bounds on Postgres and Redis (a 503 when a dependency does not answer in time)
    // grow with the machine's load, as a test's own bounds do: at load 20 on 2 cores a route-matrix request
    // of a clean-clone run waited over 5 s for a pooled connection and answered 503. A test of the 503 itself
    // (redis-outage) sets production's values.
    DB_POOL_WAIT_MS: String(hangBound(5000)),
    REDIS_COMMAND_TIMEOUT_MS: String(hangBound(1000)),
    PORT: '0',
    // The exchange feed moves only when a test tells it (SimulatedExchangeFeed.emitAt): no timer per test app.
    EXCHANGE_FEED_TICK_MS: '0',
    // No crash round driver per test app (a test of crash rounds drives them itself) and a short chain.
    CRASH_ROUNDS: 'off',
    CRASH_CHAIN_LENGTH: '2000',
    ...overrides,
  } as NodeJS.ProcessEnv);
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

let contract: ResponseContract | undefined;

/** Boots the real HTTP application (ROLE api or all) on a free port against the given database. */
export async function startTestApp(options: { databaseUrl: string; role?: 'api' | 'all'; env?: Record<string, string> }): Promise<TestApp> {
  const config = testConfig({ DATABASE_URL: options.databaseUrl, ROLE: options.role ?? 'all', ...options.env });
  const { app } = await createHttpApp(config);
  // Every answer is checked against the OpenAPI document (README "API contract").
  contract ??= new ResponseContract(createOpenApiDocument(app));
  watchResponses(app.getHttpServer(), contract);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** Boots a worker-only process image (ROLE worker) against the given database. */
export async function startTestWorker(options: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<{ app: INestApplicationContext; config: AppConfig; close(): Promise<void> }> {
  const config = testConfig({ DATABASE_URL: options.databaseUrl, ROLE: 'worker', ...options.env });
  const { app } = await createWorker(config);
  return { app, config, close: () => app.close() };
}

/** Removes every Redis key under a test prefix. */
export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export { createTestDatabase, type TestDatabase };
