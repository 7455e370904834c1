import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../src/platform/paths.js';
import { createTestDatabase, uniqueRedisPrefix, type TestDatabase } from '../test-app.js';
import { testRedisUrl, hangBound } from '../test-env.js';

jest.setTimeout(hangBound(120_000));

const swcHooks = join(repoRoot, 'api/test/events/register-swc.mjs');

/** A TCP port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs an api entry point (TypeScript, as the fault tests do) to its exit, or kills it after `ms`. */
function run(entry: string, args: string[], env: Record<string, string>, ms = 60_000) {
  return new Promise<{ code: number | null; stderr: string; stdout: string; timedOut: boolean }>((resolve) => {
    const child = spawn(process.execPath, ['--import', swcHooks, join(repoRoot, entry), ...args], {
      cwd: join(repoRoot, 'api'),
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout, timedOut });
    });
  });
}

/**
 * Issue 10, finding 10: `SEED_DEMO=true` with `NODE_ENV=production` would create `admin` with a published
 * password and TOTP secret. The process refuses to start, before it touches the database or opens a port;
 * `npm run seed` (cli.ts seed) is refused the same way in production.
 */
describe('production never gets the demo data', () => {
  let db: TestDatabase;
  let sql: pg.Pool;
  const prefix = uniqueRedisPrefix();

  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
    sql = new pg.Pool({ connectionString: db.url, max: 1 });
  });

  afterAll(async () => {
    await sql?.end();
    await db?.drop();
  });

  const tables = async () =>
    (await sql.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)).rows.map((r) => r.name);

  it.each(['all', 'api', 'worker'])(
    'ROLE=%s with SEED_DEMO=true and NODE_ENV=production: exits 1 naming SEED_DEMO, migrates and seeds nothing',
    async (role) => {
      const port = await freePort();
      const result = await run('api/src/main.ts', [], {
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        MIGRATE_ON_START: 'true',
        ROLE: role,
        PORT: String(port),
        DATABASE_URL: db.url,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'warn',
      });
      expect(result.timedOut).toBe(false);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/SEED_DEMO: .*NODE_ENV=production/);
      expect(await tables()).toEqual([]); // nothing migrated, so certainly no staff account
    },
  );

  it('cli seed with NODE_ENV=production is refused and writes nothing', async () => {
    const result = await run('api/src/cli.ts', ['seed'], {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: prefix,
    });
    expect(result.timedOut).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/SEED_DEMO/);
    expect(await tables()).toEqual([]);
  });
});
