import { availableParallelism, loadavg } from 'node:os';

/** Where the test tiers find Postgres and Redis. CI and `npm test` set these; the defaults fit a dev box. */
export const adminDatabaseUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each run (set by the Jest global setup or the test runner) builds its own migrated template. */
export const testRunId = (): string => (process.env.KHELA_TEST_RUN_ID ?? 'adhoc').replace(/[^a-z0-9]/g, '');
export const templateDatabase = (): string => `khela_test_template_${testRunId()}`;

/** Refuses any database whose name lacks "test": the harness creates and drops databases. */
export function assertTestDatabaseName(name: string): void {
  if (!/test/.test(name)) throw new Error(`Refusing to touch database "${name}": test databases must have "test" in their name.`);
}

export function databaseUrl(name: string): string {
  assertTestDatabaseName(name);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A test's (or a file's) hang bound for jest.setTimeout: `ms` on an idle machine, up to four times that
 * when the machine is busy as the file starts (load average per core, from 1 to 4). It only decides when
 * Jest gives up on a test that stopped making progress; what a test asserts about latency stays as it is.
 * At load 20 on 2 cores, tests that pass in a minute idle ran past fixed bounds with every answer right.
 */
export function hangBound(ms: number): number {
  const loadPerCore = loadavg()[0]! / availableParallelism();
  return Math.round(ms * Math.min(4, Math.max(1, loadPerCore)));
}
