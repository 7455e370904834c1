// HTTP benchmark of the busiest authenticated call: the balance every logged-in player's site polls
// (`POST /api/balance` every 10 s, spec section 3), against `GET /api/health` (no token, no database) on
// the same process. Measures what bearer-session verification and the balance read cost per request.
// Plain ESM over the built api (`npm run build -w libs/contracts && npm run build -w api` first).
//
//   node bench/http/bench-balance.mjs [--connections 32] [--seconds 10]
//
// Recreates `khela_bench_http`, starts the api in this process (ROLE=api, LOG_LEVEL=warn: request logging
// off; it migrates and seeds the demo player as it starts) on a free port, logs the demo player in, then
// drives each route with N concurrent keep-alive clients for a fixed time and prints requests/s and
// p50/p95/p99. Client and server share the process (and the machine's two cores): compare the two routes
// with each other, not with other machines.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'api/dist');
if (!existsSync(join(dist, 'api/src/bootstrap.js'))) {
  console.error('bench:http needs the built api: run `npm run build -w libs/contracts && npm run build -w api` first.');
  process.exit(1);
}
const { createHttpApp } = await import(join(dist, 'api/src/bootstrap.js'));
const { loadConfig } = await import(join(dist, 'api/src/platform/config/load-config.js'));

const { values: args } = parseArgs({
  options: { connections: { type: 'string', default: '32' }, seconds: { type: 'string', default: '10' } },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);

const adminUrl = new URL(process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const database = 'khela_bench_http';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const admin = new pg.Client({ connectionString: Object.assign(new URL(adminUrl), { pathname: '/postgres' }).toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
await admin.end();

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development', // the demo seed is refused with production (load-config.ts); the api reads NODE_ENV for nothing else on this path
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `bench-http-${process.pid}`,
  ROLE: 'api',
  PORT: '0',
  LOG_LEVEL: 'warn',
  SERVE_WEB: 'false',
  SEED_DEMO: 'true',
  MIGRATE_ON_START: 'true',
  STAFF_TOTP_KEY: process.env.STAFF_TOTP_KEY ?? 'bench-only-key-bench-only-key-0123456789',
});
// Migrates and seeds the demo data while starting, as `npm start` does.
const { app } = await createHttpApp(config);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demoplayer1', password: 'Khela1234' }),
});
const { token } = await login.json();
if (!token) throw new Error(`login failed: ${login.status}`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function drive(label, request) {
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const t = process.hrtime.bigint();
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (n) => `${n.toFixed(2)} ms`;
  console.log(
    `${label.padEnd(28)} ${(latencies.length / elapsed).toFixed(0).padStart(6)} req/s   p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}   failures ${failures}`,
  );
  return latencies.length / elapsed;
}

console.log(
  `bench:http  ${connections} concurrent clients, ${seconds} s each, one api process (2-core machine: client and server share it)`,
);
const health = await drive('GET /api/health', () => fetch(`${base}/api/health`));
const balance = await drive('POST /api/balance (bearer)', () =>
  fetch(`${base}/api/balance`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
);
console.log(`balance / health            ${((balance / health) * 100).toFixed(0)}%`);
console.log(`players served at one poll per 10 s: about ${Math.floor(balance * 10).toLocaleString('en')}`);
await app.close();
