// HTTP throughput of the shared stack (issue 15, Budgets): the api started as production runs it against a
// bare `node:http` server answering the same JSON, both driven by the same separate load-generator process.
// Plain ESM over the built api (`npm run build -w libs/contracts && npm run build -w api` first).
//
//   node bench/http/bench-http.mjs [--connections 32] [--seconds 5] [--rounds 3] [--cpu-prof <dir>] [--api-dist <dir>]
//
// (--api-dist: another build's api/dist, e.g. an older commit built in a git worktree, for before/after runs)
// 1. Recreates `khela_bench_http`, migrates it, and creates what the balance poll needs directly (no demo
//    seed): one player, its wallet opened and funded through the wallet's command path, and a bearer
//    session (a row in auth_sessions holding the token's hash, as SessionStore.issue writes it).
// 2. Starts the api as its own process as production does: `node api/dist/api/src/main.js` with
//    NODE_ENV=production, ROLE=api, LOG_LEVEL=info, SERVE_WEB as configured (default on: the web apps'
//    static handlers are mounted when their dist folders exist), its log going to a file. `--cpu-prof <dir>`
//    starts it with `node --cpu-prof` (the profile is written when the bench stops it; summarize it with
//    bench/http/profile-top.mjs). Starts bench/http/bare-server.mjs, and bench/http/load-generator.mjs
//    (autocannon) as a third process.
// 3. Rounds of six slices, one after another so both servers see the same machine load:
//      api health, bare health, api balance (bearer), bare balance, api balance at 80% of this round's peak,
//      bare balance at that same rate (what the machine and the generator add to any p99)
//    (open loop in the load generator: requests due at evenly spaced times, latency counted from when each was due).
// 4. Prints every round (with each server's CPU per request, from /proc), the median and spread (min..max) of each figure, and the ratios against the budgets:
//    health >= 0.35 x bare, balance >= 0.25 x bare, balance p99 < 50 ms at 80% of its peak.
//
// All three processes share the machine (2 cores here, shared with other people: the load average is
// printed); the ratios of slices taken in turn are the figures to read, not the absolute rates.
import { fork, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
// --api-dist <dir>: another build of the api (e.g. an older commit's, built in a git worktree) to compare.
const distArg = process.argv.indexOf('--api-dist');
const dist = distArg > 0 ? resolve(process.argv[distArg + 1]) : join(root, 'api/dist');
if (!existsSync(join(dist, 'api/src/main.js'))) {
  console.error('bench:http needs the built api: run `npm run build -w libs/contracts && npm run build -w api` first.');
  process.exit(1);
}
const load = (path) => import(join(dist, path));
const { createDataSource } = await load('api/src/platform/database/data-source.js');
const { migrateUp } = await load('api/src/platform/database/migrate.js');
const { LedgerStore } = await load('api/src/modules/ledger/append/ledger-store.js');
const { LedgerAppendSignal } = await load('api/src/modules/ledger/append/ledger-append-signal.js');
const { LedgerAccounts } = await load('api/src/modules/ledger/accounts/ledger-accounts.js');
const { WalletCommandExecutor } = await load('api/src/modules/wallet/commands/wallet-command-executor.js');
const { WalletStreamReader } = await load('api/src/modules/wallet/persistence/wallet-stream.reader.js');
const { RealtimeNotifier } = await load('api/src/platform/realtime/realtime-notifier.js');
const { RedisConnections } = await load('api/src/platform/redis/redis.module.js');

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
    'api-dist': { type: 'string' },
    // node flags of the api process only (e.g. V8 heap flags), not of the bare server or the load generator
    'node-options': { type: 'string' },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const cpuProfDir = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;

const adminUrl = new URL(process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const urlOf = (database) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const benchDb = 'khela_bench_http';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-http-${process.pid}`;
const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const freePort = () =>
  new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(
  `bench:http  ${connections} connections, ${rounds} rounds of ${seconds} s slices; api node flags: ${args['node-options'] ?? 'none'}; load ${loadNow()}`,
);

// ---- 1. Database, player, wallet, session -------------------------------------------------------------
const admin = new pg.Client({ connectionString: urlOf('postgres') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${benchDb}`);
await admin.end();
const dataSource = createDataSource({ url: urlOf(benchDb), poolSize: 2 });
await dataSource.initialize();
await migrateUp(dataSource);
await dataSource.destroy();

const pool = new pg.Pool({ connectionString: urlOf(benchDb), max: 2 });
const signal = new LedgerAppendSignal(pool);
const redis = new RedisConnections(redisUrl);
const executor = new WalletCommandExecutor(
  new LedgerStore(pool, signal),
  new LedgerAccounts(pool),
  new WalletStreamReader(pool),
  new RealtimeNotifier({ REDIS_PREFIX: redisPrefix }, redis),
);
const system = { actor: { kind: 'system', id: 'bench-http' } };
const { rows } = await pool.query(
  `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
   VALUES ('benchhttp', 'x', 'benchhttp@example.test', '01810000001', 'BDT', 'BH1', now(), '1990-01-01') RETURNING id::text`,
);
const playerId = rows[0].id;
await executor.execute({ kind: 'OpenWallet', playerId, currency: 'BDT' }, system);
await executor.execute(
  { kind: 'CreditDeposit', playerId, depositId: `${playerId}-funding`, channel: 'bkash', amount: 10_000_000_00n },
  system,
);
const token = randomBytes(32).toString('base64url');
await pool.query(
  `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at) VALUES ('player', $1, $2, now() + interval '1 day')`,
  [playerId, createHash('sha256').update(token).digest()],
);
signal.onApplicationShutdown();
await pool.end();
await redis.closeAll();

// ---- 2. The three processes -----------------------------------------------------------------------------
const children = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
process.on('SIGINT', () => process.exit(130));

const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const logFile = join(mkdtempSync(join(tmpdir(), 'bench-http-')), 'api.log');
if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
const api = spawn(
  process.execPath,
  [
    ...(args['node-options']?.split(/\s+/).filter(Boolean) ?? []),
    ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []),
    join(dist, 'api/src/main.js'),
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: urlOf(benchDb),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      ROLE: 'api',
      PORT: String(apiPort),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      MIGRATE_ON_START: 'false',
      STAFF_TOTP_KEY: process.env.STAFF_TOTP_KEY ?? 'bench-only-key-bench-only-key-0123456789',
    },
    // Production logs to stdout, read by whatever runs it; here a file, so nothing in this process reads it.
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  },
);
children.push(api);
const apiExited = new Promise((r) => api.once('exit', (code, sig) => r({ code, sig })));

const barePort = await freePort();
const bareUrl = `http://127.0.0.1:${barePort}`;
const bare = spawn(process.execPath, [join(here, 'bare-server.mjs'), String(barePort)], { stdio: ['ignore', 'pipe', 'inherit'] });
children.push(bare);
await new Promise((r) => bare.stdout.once('data', r));

const generator = fork(join(here, 'load-generator.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
children.push(generator);
/** CPU seconds (user + system) a process has used, from /proc (Linux only; NaN elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}
/** One slice; also the server's CPU per answered request (µs), which the machine's load changes less than req/s. */
const drive = async (slice) => {
  const pid = slice.url.startsWith(apiUrl) ? api.pid : bare.pid;
  const before = cpuSeconds(pid);
  const result = await new Promise((r) => {
    generator.once('message', r);
    generator.send({ connections, seconds, ...slice });
  });
  return { ...result, cpuUs: ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, result.requests) };
};

for (let started = Date.now(); ;) {
  if (api.exitCode !== null) throw new Error(`the api exited with ${api.exitCode} while starting (log: ${logFile})`);
  const up = await fetch(`${apiUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (Date.now() - started > 180_000) throw new Error('the api did not answer /api/health within 180 s');
  await new Promise((r) => setTimeout(r, 200));
}
const check = await fetch(`${apiUrl}/api/balance`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
console.log(`api ready: POST /api/balance answers ${check.status} ${await check.text()}; log ${logFile}`);
if (check.status !== 200) process.exit(1);

// ---- 3. Rounds ------------------------------------------------------------------------------------------
const healthReq = { method: 'GET', headers: {} };
const balanceReq = { method: 'POST', headers: { authorization: `Bearer ${token}` } };
const results = [];
const fmt = (s) =>
  `${Math.round(s.rps).toString().padStart(6)} req/s  p50 ${s.p50} p99 ${s.p99} ms  cpu ${Math.round(s.cpuUs)} µs/req${s.errors || s.non2xx ? `  errors ${s.errors} non2xx ${s.non2xx}` : ''}`;
// A short warm-up of each route on both servers (JIT, connection pools) before the first measured slice.
for (const [base, req, path] of [
  [apiUrl, healthReq, '/api/health'],
  [apiUrl, balanceReq, '/api/balance'],
  [bareUrl, healthReq, '/api/health'],
  [bareUrl, balanceReq, '/api/balance'],
])
  await drive({ url: base + path, ...req, seconds: 2 });

for (let round = 1; round <= rounds; round++) {
  const r = { load: loadavg()[0] };
  r.apiHealth = await drive({ url: `${apiUrl}/api/health`, ...healthReq });
  r.bareHealth = await drive({ url: `${bareUrl}/api/health`, ...healthReq });
  r.apiBalance = await drive({ url: `${apiUrl}/api/balance`, ...balanceReq });
  r.bareBalance = await drive({ url: `${bareUrl}/api/balance`, ...balanceReq });
  r.at80 = await drive({ url: `${apiUrl}/api/balance`, ...balanceReq, rate: Math.max(1, Math.floor(r.apiBalance.rps * 0.8)) });
  // The same rate on the bare server: what the machine (and the load generator) add to any p99.
  r.bareAt80 = await drive({ url: `${bareUrl}/api/balance`, ...balanceReq, rate: Math.max(1, Math.floor(r.apiBalance.rps * 0.8)) });
  results.push(r);
  console.log(`round ${round} (load ${r.load.toFixed(1)})`);
  console.log(`  api  GET /api/health         ${fmt(r.apiHealth)}`);
  console.log(`  bare GET /api/health         ${fmt(r.bareHealth)}`);
  console.log(`  api  POST /api/balance       ${fmt(r.apiBalance)}`);
  console.log(`  bare POST /api/balance       ${fmt(r.bareBalance)}`);
  console.log(`  api  balance at 80% (${Math.floor(r.apiBalance.rps * 0.8)}/s) ${fmt(r.at80)}`);
  console.log(`  bare balance at the same rate   ${fmt(r.bareAt80)}`);
}

// ---- 4. Summary -----------------------------------------------------------------------------------------
const summary = (label, values, unit = '', digits = 0) =>
  console.log(
    `${label.padEnd(34)} ${median(values).toFixed(digits).padStart(8)}${unit}   (${Math.min(...values).toFixed(digits)}..${Math.max(...values).toFixed(digits)})`,
  );
const healthRatios = results.map((r) => r.apiHealth.rps / r.bareHealth.rps);
const balanceRatios = results.map((r) => r.apiBalance.rps / r.bareBalance.rps);
const p99s = results.map((r) => r.at80.p99);
console.log(`\nmedian (min..max) of ${rounds} rounds; load now ${loadNow()}`);
summary(
  'api  GET /api/health req/s',
  results.map((r) => r.apiHealth.rps),
);
summary(
  'bare GET /api/health req/s',
  results.map((r) => r.bareHealth.rps),
);
summary(
  'api  POST /api/balance req/s',
  results.map((r) => r.apiBalance.rps),
);
summary(
  'bare POST /api/balance req/s',
  results.map((r) => r.bareBalance.rps),
);
summary(
  'api  balance p99 at peak',
  results.map((r) => r.apiBalance.p99),
  ' ms',
);
summary('api  balance p99 at 80% of peak', p99s, ' ms');
summary(
  'bare balance p99 at the same rate',
  results.map((r) => r.bareAt80.p99),
  ' ms',
);
for (const [label, key] of [
  ['api  health CPU per request', 'apiHealth'],
  ['bare health CPU per request', 'bareHealth'],
  ['api  balance CPU per request', 'apiBalance'],
  ['bare balance CPU per request', 'bareBalance'],
])
  summary(
    label,
    results.map((r) => r[key].cpuUs),
    ' µs',
  );
summary('health / bare', healthRatios, '', 3);
summary('balance / bare', balanceRatios, '', 3);
const verdict = (ok) => (ok ? 'meets' : 'MISSES');
console.log(`\nbudget: health >= 0.35 x bare: ${median(healthRatios).toFixed(3)} ${verdict(median(healthRatios) >= 0.35)}`);
console.log(`budget: balance >= 0.25 x bare: ${median(balanceRatios).toFixed(3)} ${verdict(median(balanceRatios) >= 0.25)}`);
console.log(`budget: balance p99 < 50 ms at 80% of peak: ${median(p99s)} ms ${verdict(median(p99s) < 50)}`);
console.log(
  `players served at one balance poll per 10 s: about ${Math.floor(median(results.map((r) => r.apiBalance.rps)) * 10).toLocaleString('en')}`,
);

generator.kill('SIGTERM');
bare.kill('SIGTERM');
api.kill('SIGTERM');
await apiExited;
if (cpuProfDir) console.log(`cpu profile of the api in ${cpuProfDir} (node bench/http/profile-top.mjs <file>)`);
process.exit(0);
