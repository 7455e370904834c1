// The exchange's socket fan-out (issue 17), a first measure with the simulated feed: N socket.io clients on
// one api process, spread over the match odds rooms of the markets in play, for a while; then delivery
// latency (receipt time minus the market's `lastUpdated`, stamped when the store took the change; same
// host clock), pushes per second, and the api's memory per client (RSS after the joins minus before).
//   node scripts/node-runtime.mjs node bench/odds/bench-sockets.mjs [--clients 1000] [--seconds 20]
// Needs a built api. The simulated feed changes an in-play market about once a second (sizes) and on each
// ball / goal / point: fewer updates than the budget's 50 markets at 4 a second (that needs a load feed).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../../api/dist');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const clients = arg('clients', 1000);
const seconds = arg('seconds', 20);
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

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const apiUrl = `http://127.0.0.1:${port}`;
const logFile = join(mkdtempSync(join(tmpdir(), 'bench-sockets-')), 'api.log');
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
    EXCHANGE_FEED_TICK_MS: '250',
    STAFF_TOTP_KEY: 'bench-only-key-bench-only-key-0123456789',
  },
  stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
});
process.on('exit', () => api.kill('SIGTERM'));
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
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))[1]);
const markets = (
  await Promise.all(['cricket', 'soccer', 'tennis'].map((s) => fetch(`${apiUrl}/api/sports-events/${s}`).then((r) => r.json())))
).flatMap((l) => l.events.map((e) => e.MarketId));
if (markets.length === 0) throw new Error('no market in play right now');
const before = rssKb();
console.log(`api ready (log ${logFile}); ${markets.length} markets in play; api RSS ${Math.round(before / 1024)} MB`);

const latencies = [];
let pushes = 0;
let measuring = false;
const sockets = [];
for (let i = 0; i < clients; i++) {
  const socket = io(`${apiUrl}/player`, { transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on('exchange:market', (push) => {
    if (!measuring || push.snapshot) return;
    pushes++;
    latencies.push(Date.now() - Date.parse(push.market.lastUpdated));
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('join', { room: `market:${markets[i % markets.length]}` });
}
await new Promise((r) => setTimeout(r, 2000));
const after = rssKb();
measuring = true;
const load = loadavg()[0];
await new Promise((r) => setTimeout(r, seconds * 1000));
measuring = false;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(
  `${clients} clients over ${markets.length} markets, ${seconds} s at load ${load.toFixed(1)}: ${pushes} pushes (${Math.round(pushes / seconds)}/s), ` +
    `latency p50 ${pct(50)} ms p99 ${pct(99)} ms max ${latencies.at(-1)} ms; api RSS +${Math.round((after - before) / 1024)} MB ` +
    `(${Math.round(((after - before) * 1024) / clients)} bytes per client)`,
);
sockets.forEach((s) => s.close());
process.exit(0);
