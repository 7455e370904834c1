// Memory of one api process holding idle player sockets (issue 15, Budgets: "one api process at 5,000 idle
// sockets under 400 MB RSS"). Plain ESM over the built api (`npm run bench:sockets` builds contracts and api).
//
//   node scripts/node-runtime.mjs node bench/sockets/bench-sockets.mjs [--sockets 5000] [--hold 30] [--batch 100]
//                                                                     [--polling-first] [--api-dist <dir>]
//                                                                     [--node-options "<flags for the api's node>"]
//
// (--api-dist: another build's api/dist, e.g. a commit built elsewhere with `node api/build.mjs --out <dir>`)
// 1. Recreates `khela_bench_sockets`, migrates it, and writes `--sockets` players, each with a bearer session
//    (an `auth_sessions` row holding the SHA-256 of a random token, what SessionStore.issue writes): every
//    socket is a different logged-in player, in its own session and player rooms, as in production.
// 2. Starts the api as production does (bench/shared/api-process.mjs: `node api/dist/api/src/main.js`,
//    NODE_ENV=production, ROLE=api, LOG_LEVEL=info, its log in a file), serving the built web apps when they
//    exist (SERVE_WEB, the production default: their hashed files are held in memory, compressed).
// 3. This process (not the api's) opens the sockets on /player with each player's token, `--batch` handshakes
//    at a time, with the player site's transports (WebSocket first, long-polling only if it cannot open;
//    `--polling-first`: long-polling, then the upgrade to WebSocket, as the site did before), and keeps them open and idle for `--hold` seconds (past socket.io's
//    25 s heartbeat), sampling the api's RSS (VmRSS in /proc/<pid>/status) every second.
// 4. Prints the RSS before the sockets, with them (median and max of the samples), the peak (VmHWM), the
//    memory per socket, and the verdict against the budget; then closes the sockets, prints the RSS after,
//    stops the api, drops the database and the bench's Redis keys. Exit code 0 when the budget is met.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  clearRedisPrefix,
  databaseUrl,
  dropDatabase,
  loadNow,
  median,
  recreateDatabase,
  requireBuiltApi,
  rssKb,
  startApi,
} from '../shared/api-process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '5000' },
    hold: { type: 'string', default: '30' },
    batch: { type: 'string', default: '100' },
    'polling-first': { type: 'boolean', default: false },
    'api-dist': { type: 'string' },
    'node-options': { type: 'string' },
    'heap-snapshots': { type: 'string' },
  },
});
const socketCount = Number(args.sockets);
const holdSeconds = Number(args.hold);
const batch = Number(args.batch);
// the player site's (web-player/src/lib/player-socket.ts), or socket.io's default, which the site used before
const transports = args['polling-first'] ? ['polling', 'websocket'] : ['websocket', 'polling'];
const budgetMb = 400;
const benchDb = 'khela_bench_sockets';
const redisPrefix = `bench-sockets-${process.pid}`;
// --heap-snapshots <dir>: the api writes a heap snapshot there at 1,000 sockets and at --sockets (SIGUSR2,
// --heapsnapshot-signal); `node bench/sockets/heap-diff.mjs <a> <b> <sockets between>` compares them. A snapshot
// doubles the api's memory for a moment: the RSS figures of such a run are not the budget's.
const snapshotDir = args['heap-snapshots'] ? resolve(args['heap-snapshots']) : undefined;
const snapshotAt = new Set([Math.min(1000, socketCount), socketCount]);
const dist = args['api-dist'] ? resolve(args['api-dist']) : join(root, 'api/dist');
requireBuiltApi(dist);

const mb = (kb) => (kb / 1024).toFixed(1);
const peakKb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const tick = () => new Promise((r) => setTimeout(r, 1000));
/** RSS samples taken once a second for `seconds` seconds (the api's memory moves with GC: one sample is noise). */
const sampleRss = async (pid, seconds) => {
  const samples = [];
  for (let i = 0; i < seconds; i++) {
    await tick();
    samples.push(rssKb(pid));
  }
  return samples;
};

const webServed = ['web-player', 'web-backoffice'].filter((app) => existsSync(join(root, app, 'dist/index.html')));
console.log(
  `bench:sockets  ${socketCount} idle player sockets (${transports.join(' then ')}), held ${holdSeconds} s; web apps served: ${webServed.join(', ') || 'none (not built)'}; api NODE_OPTIONS: ${args['node-options'] ?? 'none'}; load ${loadNow()}`,
);

// ---- 1. Database, players, sessions ------------------------------------------------------------------------
await recreateDatabase(benchDb, { migrate: true, dist });
const failed = async (error) => {
  console.error(error);
  await dropDatabase(benchDb).catch(() => undefined);
  await clearRedisPrefix(redisPrefix).catch(() => undefined);
  process.exit(2);
};
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);
const sql = new pg.Pool({ connectionString: databaseUrl(benchDb), max: 2 });
const { rows: players } = await sql.query(
  `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
   SELECT 'benchsock' || g, 'x', 'benchsock' || g || '@example.test', '0182' || lpad(g::text, 7, '0'), 'BDT', 'BS' || g, now(), '1990-01-01'
   FROM generate_series(1, $1::int) g RETURNING id::text`,
  [socketCount],
);
const tokens = players.map(() => randomBytes(32).toString('base64url'));
await sql.query(
  `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at)
   SELECT 'player', s, h, now() + interval '1 day' FROM unnest($1::text[], $2::bytea[]) AS t(s, h)`,
  [players.map((p) => p.id), tokens.map((t) => createHash('sha256').update(t).digest())],
);
await sql.end();

// ---- 2. The api as production starts it --------------------------------------------------------------------
const api = await startApi({
  database: benchDb,
  redisPrefix,
  label: 'bench-sockets',
  dist,
  env: {
    SERVE_WEB: 'true',
    ...(args['node-options'] || snapshotDir
      ? {
          NODE_OPTIONS: [args['node-options'], snapshotDir && `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}`]
            .filter(Boolean)
            .join(' '),
        }
      : {}),
  },
});
// what every process does once before players arrive: the home page
await fetch(`${api.url}/`).then((r) => r.text());
const before = await sampleRss(api.pid, 5);
console.log(
  `api ready (pid ${api.pid}, log ${api.logFile}); RSS before the sockets ${mb(median(before))} MB (${mb(Math.min(...before))}..${mb(Math.max(...before))})`,
);

// ---- 3. The sockets, opened from this process -------------------------------------------------------------
const sockets = [];
let dropped = 0;
const connect = (token) =>
  new Promise((resolveSocket, reject) => {
    const socket = io(`${api.url}/player`, {
      path: '/socket.io',
      transports,
      tryAllTransports: true,
      auth: { token },
      reconnection: false,
      forceNew: true,
      timeout: 120_000,
    });
    socket.once('connect', () => {
      socket.once('disconnect', () => dropped++);
      resolveSocket(socket);
    });
    socket.once('connect_error', reject);
  });
const upgraded = (socket) =>
  socket.io.engine.transport.name === 'websocket' ? Promise.resolve() : new Promise((r) => socket.io.engine.once('upgrade', r));
/** Asks the api for a heap snapshot (it runs with --heapsnapshot-signal) and waits until it is written. */
const heapSnapshot = async (pid, count) => {
  mkdirSync(snapshotDir, { recursive: true });
  const known = new Set(readdirSync(snapshotDir));
  process.kill(pid, 'SIGUSR2');
  let file;
  while (!(file = readdirSync(snapshotDir).find((f) => !known.has(f) && f.endsWith('.heapsnapshot')))) await tick();
  // the snapshot is written on the api's main thread: once it answers again, the file is complete
  await fetch(`${api.url}/api/health`).then((r) => r.text());
  const named = join(snapshotDir, `sockets-${count}.heapsnapshot`);
  renameSync(join(snapshotDir, file), named);
  console.log(`heap snapshot at ${count} sockets: ${named}`);
};
const openStarted = Date.now();
for (let i = 0; i < tokens.length; i += batch) {
  const opened = await Promise.all(tokens.slice(i, i + batch).map(connect));
  await Promise.all(opened.map(upgraded));
  sockets.push(...opened);
  if (snapshotDir && snapshotAt.has(sockets.length)) await heapSnapshot(api.pid, sockets.length);
}
const openSeconds = (Date.now() - openStarted) / 1000;
console.log(`${sockets.length} sockets open in ${openSeconds.toFixed(1)} s, all on WebSocket; load ${loadNow()}`);

const held = await sampleRss(api.pid, holdSeconds);
const withSockets = median(held);
const peak = peakKb(api.pid);
const connected = sockets.filter((s) => s.connected).length;
const droppedWhileIdle = dropped;

// ---- 4. Figures ----------------------------------------------------------------------------------------------
for (const socket of sockets) socket.disconnect();
const after = await sampleRss(api.pid, 5);
const perSocket = ((withSockets - median(before)) * 1024) / sockets.length;
console.log(`\napi RSS (VmRSS, /proc/${api.pid}/status), load ${loadNow()}`);
console.log(`  before the sockets                ${mb(median(before)).padStart(7)} MB`);
console.log(
  `  with ${sockets.length} idle sockets, ${holdSeconds} s  ${mb(withSockets).padStart(7)} MB median (${mb(Math.min(...held))}..${mb(Math.max(...held))})`,
);
console.log(`  peak of the run (VmHWM)           ${mb(peak).padStart(7)} MB`);
console.log(`  after closing them                ${mb(median(after)).padStart(7)} MB`);
console.log(`  per socket                        ${(perSocket / 1024).toFixed(1).padStart(7)} KiB`);
console.log(`  still connected at the end        ${connected} of ${sockets.length} (dropped while idle: ${droppedWhileIdle})`);
const met = Math.max(...held) < budgetMb * 1024 && connected === sockets.length;
console.log(
  `\nbudget: one api process at ${sockets.length} idle sockets under ${budgetMb} MB RSS: max ${mb(Math.max(...held))} MB, peak ${mb(peak)} MB: ${met ? 'meets' : 'MISSES'}`,
);

await api.stop();
await dropDatabase(benchDb);
await clearRedisPrefix(redisPrefix);
process.exit(met ? 0 : 1);
