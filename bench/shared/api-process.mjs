// Start-up shared by the benches that run the api as production does (bench:chat, bench:odds sockets):
// a bench database recreated and migrated, the api as its own process (`node api/dist/api/src/main.js`,
// NODE_ENV=production, its own Redis prefix, its log in a file), waited for on /api/health; CPU seconds of
// a process from /proc; the bench's Redis keys removed at the end. Plain ESM over the built api.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const apiDist = join(root, 'api/dist');

export function requireBuiltApi(dist = apiDist) {
  if (!existsSync(join(dist, 'api/src/main.js')))
    throw new Error('build the api first: npm run build -w libs/contracts && npm run build -w api');
}

export const adminUrl = () =>
  new URL(process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
export const databaseUrl = (database) => Object.assign(adminUrl(), { pathname: `/${database}` }).toString();
export const redisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export const freePort = () =>
  new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    for (const statement of sql) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops and creates the bench database; with `migrate`, runs the migrations with the api's own runner. */
export async function recreateDatabase(name, { migrate = false, dist = apiDist } = {}) {
  await admin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  if (!migrate) return;
  const { createDataSource } = await import(join(dist, 'api/src/platform/database/data-source.js'));
  const { migrateUp } = await import(join(dist, 'api/src/platform/database/migrate.js'));
  const dataSource = createDataSource({ url: databaseUrl(name), poolSize: 2 });
  await dataSource.initialize();
  await migrateUp(dataSource);
  await dataSource.destroy();
}

export const dropDatabase = (name) => admin([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);

/** Deletes every Redis key under the bench's prefix (SCAN, not KEYS: the Redis is shared). */
export async function clearRedisPrefix(prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl());
  let cursor = '0';
  let removed = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) removed += await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
  return removed;
}

/** CPU seconds (user + system) a process has used, from /proc (Linux only; NaN elsewhere). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/** Resident memory of a process in KiB, from /proc. */
export const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/**
 * Starts the api as production runs it, on a free port, and waits until /api/health answers.
 * Answers { url, pid, logFile, stop() }. `cpuProfDir` starts it with `node --cpu-prof` (written on stop).
 */
export async function startApi({
  database,
  redisPrefix,
  role = 'api',
  migrate = false,
  env = {},
  cpuProfDir,
  dist = apiDist,
  label = 'bench',
}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(mkdtempSync(join(tmpdir(), `${label}-`)), 'api.log');
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), join(dist, 'api/src/main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl(database),
        REDIS_URL: redisUrl(),
        REDIS_PREFIX: redisPrefix,
        ROLE: role,
        PORT: String(port),
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        MIGRATE_ON_START: migrate ? 'true' : 'false',
        SERVE_WEB: 'false',
        STAFF_TOTP_KEY: process.env.STAFF_TOTP_KEY ?? 'bench-only-key-bench-only-key-0123456789',
        ...env,
      },
      // Production logs to stdout, read by whatever runs it; here a file, so nothing in this process reads it.
      stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
    },
  );
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode} while starting (log: ${logFile})`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 180_000) throw new Error(`the api did not answer /api/health within 180 s (log: ${logFile})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
