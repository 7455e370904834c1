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
