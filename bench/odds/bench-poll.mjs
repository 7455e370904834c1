// The exchange poll path (issue 17): requests per second of `GET /api/event/{id}` (the 300 ms poll of every
// player on /odds-view) against `GET /api/health` from the same api process, interleaved round by round.
//   node scripts/node-runtime.mjs node bench/odds/bench-poll.mjs [--rounds 3] [--seconds 5] [--connections 32]
// Needs a built api (`npm run build -w libs/contracts && npm run build -w api`). Uses BENCH_ADMIN_URL (or
// DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and REDIS_URL; recreates khela_bench_odds.
// The api runs as production runs it (own process, NODE_ENV=production, ROLE=api) with the simulated feed
// moving every 250 ms, so the event changes (and its ETag) while it is polled, as in play.
// The load comes from bench/http/load-generator.mjs (autocannon, its own process).
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const dist = join(root, 'api/dist');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 3);
const seconds = arg('seconds', 5);
const connections = arg('connections', 32);
if (!existsSync(join(dist, 'api/src/main.js')))
  throw new Error('build the api first: npm run build -w libs/contracts && npm run build -w api');

const adminUrl = new URL(process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const dbUrl = new URL(adminUrl);
dbUrl.pathname = '/khela_bench_odds';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS khela_bench_odds WITH (FORCE)');
await admin.query('CREATE DATABASE khela_bench_odds');
await admin.end();

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
const logFile = join(mkdtempSync(join(tmpdir(), 'bench-odds-')), 'api.log');
const api = spawn(process.execPath, [join(dist, 'api/src/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-odds-${process.pid}`,
    ROLE: 'api',
    PORT: String(port),
    SEED_DEMO: 'false',
    MIGRATE_ON_START: 'true',
    SERVE_WEB: 'false',
    EXCHANGE_FEED: 'simulator', // production leaves it off unless set
    EXCHANGE_FEED_TICK_MS: '250',
    STAFF_TOTP_KEY: 'bench-only-key-bench-only-key-0123456789',
  },
  stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
});
children.push(api);
for (const started = Date.now(); ;) {
  if (api.exitCode !== null) throw new Error(`the api exited (log: ${logFile})`);
  if (
    await fetch(`${apiUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (Date.now() - started > 180_000) throw new Error('the api did not answer within 180 s');
  await new Promise((r) => setTimeout(r, 200));
}

// An event in play (the simulator always has cricket in play at most hours); else any event.
const lists = await Promise.all(
  ['cricket', 'soccer', 'tennis'].map((s) => fetch(`${apiUrl}/api/sports-events/${s}`).then((r) => r.json())),
);
const today = await fetch(`${apiUrl}/api/sports-events/cricket?list=today`).then((r) => r.json());
const event = lists.flatMap((l) => l.events)[0] ?? today.events[0];
const eventPath = `/api/event/${event.EventId}`;
const first = await fetch(`${apiUrl}${eventPath}`);
const bodyBytes = (await first.text()).length;
console.log(`api ready (log ${logFile}); polling ${eventPath} (${event.Event}, ${event.status}), body ${bodyBytes} bytes`);

const generator = fork(join(root, 'bench/http/load-generator.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
children.push(generator);
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const drive = async (path, headers = {}, secs = seconds) => {
  const before = cpuSeconds(api.pid);
  const result = await new Promise((r) => {
    generator.once('message', r);
    generator.send({ url: apiUrl + path, method: 'GET', headers, connections, seconds: secs });
  });
  return { ...result, cpuUs: ((cpuSeconds(api.pid) - before) * 1e6) / Math.max(1, result.requests) };
};
const etagNow = async () => (await fetch(`${apiUrl}${eventPath}`)).headers.get('etag');

await drive('/api/health', {}, 2);
await drive(eventPath, {}, 2);
const rows = [];
for (let round = 1; round <= rounds; round++) {
  const load = loadavg()[0];
  const health = await drive('/api/health');
  const full = await drive(eventPath);
  // A poller that holds the latest body: If-None-Match with the ETag of now (stale after the next change: 200 then).
  const revalidate = await drive(eventPath, { 'if-none-match': await etagNow() });
  rows.push({ load, health, full, revalidate });
  const f = (s) =>
    `${Math.round(s.rps)} req/s p99 ${s.p99} ms cpu ${Math.round(s.cpuUs)} µs/req${s.non2xx ? ` (${s.non2xx} not 2xx)` : ''}`;
  console.log(
    `round ${round} (load ${load.toFixed(1)}): health ${f(health)} | event 200 ${f(full)} | event If-None-Match ${f(revalidate)}`,
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(2)}..${Math.max(...xs).toFixed(2)}`;
for (const key of ['full', 'revalidate']) {
  const ratios = rows.map((r) => r[key].rps / r.health.rps);
  console.log(
    `${key === 'full' ? 'event (200)' : 'event (If-None-Match)'} / health: median ${median(ratios).toFixed(2)} (${spread(ratios)}), event rps median ${Math.round(median(rows.map((r) => r[key].rps)))}`,
  );
}
console.log(`health rps median ${Math.round(median(rows.map((r) => r.health.rps)))}`);
process.exit(0);
