// Throughput of one api process against two behind the same round-robin proxy (issue 23, "Scale-out proven":
// report throughput with one and two api processes). Plain ESM over the built api
// (`npm run build -w libs/contracts && npm run build -w api` first; `npm run bench:scale-out` does both).
//
//   node bench/scale-out/bench-scale-out.mjs [--connections 32] [--seconds 5] [--rounds 3]
//
// 1. Recreates `khela_bench_scale_out`, migrates it, and creates one player with a funded wallet (through the
//    wallet's command path) and a bearer session, as bench:http does.
// 2. Starts two api processes as production runs them (ROLE=api, one database, one Redis prefix), the proxy
//    (bench/scale-out/proxy-process.mjs) and the load generator (bench/http/load-generator.mjs), each its own
//    process.
// 3. Rounds of two slices, taken in turn so both see the same machine: the proxy in front of api 1 only, then
//    in front of both (new connections alternate between them), each slice `POST /api/balance` (a session
//    lookup, a balance read: Postgres and Redis) over keep-alive connections, closed loop (autocannon).
// 4. Prints every round (req/s, p50/p99, CPU per request of the apis together and of the proxy) and the
//    median and spread (min..max) of each figure and of the two/one ratio.
//
// Everything shares one machine (2 cores here, shared with other work: the load average is printed), so
// the ratio of slices taken in turn is the figure to read; a second process can only add what the cores
// the first one leaves idle allow.
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  apiDist,
  clearRedisPrefix,
  cpuSeconds,
  databaseUrl,
  dropDatabase,
  loadNow,
  median,
  recreateDatabase,
  redisUrl,
  requireBuiltApi,
  startApi,
} from '../shared/api-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
requireBuiltApi();
const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const database = 'khela_bench_scale_out';
const redisPrefix = `bench-scale-out-${process.pid}`;
console.log(`bench:scale-out  ${connections} connections, ${rounds} rounds of ${seconds} s slices; load ${loadNow()}`);

// ---- 1. Database, player, wallet, session -----------------------------------------------------------------
await recreateDatabase(database, { migrate: true });
const load = (path) => import(join(apiDist, path));
const { LedgerStore } = await load('api/src/modules/ledger/append/ledger-store.js');
const { LedgerAppendSignal } = await load('api/src/modules/ledger/append/ledger-append-signal.js');
const { LedgerAccounts } = await load('api/src/modules/ledger/accounts/ledger-accounts.js');
const { WalletCommandExecutor } = await load('api/src/modules/wallet/commands/wallet-command-executor.js');
const { WalletStreamReader } = await load('api/src/modules/wallet/persistence/wallet-stream.reader.js');
const { RealtimeNotifier } = await load('api/src/platform/realtime/realtime-notifier.js');
const { RedisConnections } = await load('api/src/platform/redis/redis.module.js');
const pool = new pg.Pool({ connectionString: databaseUrl(database), max: 2 });
const signal = new LedgerAppendSignal(pool);
const redis = new RedisConnections(redisUrl());
const executor = new WalletCommandExecutor(
  new LedgerStore(pool, signal),
  new LedgerAccounts(pool),
  new WalletStreamReader(pool),
  new RealtimeNotifier({ REDIS_PREFIX: redisPrefix }, redis),
);
const system = { actor: { kind: 'system', id: 'bench-scale-out' } };
const { rows } = await pool.query(
  `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
   VALUES ('benchscale', 'x', 'benchscale@example.test', '01810000002', 'BDT', 'BS1', now(), '1990-01-01') RETURNING id::text`,
);
const playerId = rows[0].id;
await executor.execute({ kind: 'OpenWallet', playerId, currency: 'BDT' }, system);
await executor.execute({ kind: 'CreditDeposit', playerId, depositId: `${playerId}-funding`, channel: 'bkash', amount: 1_000_000n }, system);
const token = randomBytes(32).toString('base64url');
await pool.query(
  `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at) VALUES ('player', $1, $2, now() + interval '1 day')`,
  [playerId, createHash('sha256').update(token).digest()],
);
signal.onApplicationShutdown();
await pool.end();
await redis.closeAll();

// ---- 2. Two apis, the proxy, the load generator ------------------------------------------------------------
const apis = await Promise.all(
  ['api-1', 'api-2'].map((id) => startApi({ database, redisPrefix, env: { INSTANCE_ID: id }, label: `bench-scale-out-${id}` })),
);
const apiPorts = apis.map((api) => Number(new URL(api.url).port));
const proxy = fork(join(here, 'proxy-process.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const generator = fork(join(here, '../http/load-generator.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
process.on('exit', () => {
  for (const child of [proxy, generator]) if (child.exitCode === null) child.kill('SIGKILL');
});
const ask = (child, message) =>
  new Promise((resolveAnswer) => {
    child.once('message', resolveAnswer);
    if (message) child.send(message);
  });
const { port: proxyPort } = await ask(proxy);
const proxyUrl = `http://127.0.0.1:${proxyPort}`;
const balance = { url: `${proxyUrl}/api/balance`, method: 'POST', headers: { authorization: `Bearer ${token}` } };

/** One slice through the proxy with `backends` behind it: rate and latency, and the CPU it cost each process. */
async function slice(backends, secondsOfSlice = seconds) {
  await ask(proxy, { backends });
  const before = { apis: apis.map((a) => cpuSeconds(a.pid)), proxy: cpuSeconds(proxy.pid) };
  const connectionsBefore = await ask(proxy, { count: true });
  const result = await ask(generator, { connections, seconds: secondsOfSlice, ...balance });
  const connectionsAfter = await ask(proxy, { count: true });
  const apiCpu = apis.reduce((sum, a, i) => sum + cpuSeconds(a.pid) - before.apis[i], 0);
  const requests = Math.max(1, result.requests);
  const split = apiPorts.map((port) => (connectionsAfter[port] ?? 0) - (connectionsBefore[port] ?? 0));
  return { ...result, apiCpuUs: (apiCpu * 1e6) / requests, proxyCpuUs: ((cpuSeconds(proxy.pid) - before.proxy) * 1e6) / requests, split };
}

const check = await fetch(`${apis[1].url}/api/balance`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
console.log(`apis ready: POST /api/balance on api 2 answers ${check.status} ${await check.text()}`);
if (check.status !== 200) process.exit(1);
// warm-up: each api's JIT and pools, through the proxy
await slice([apiPorts[0]], 2);
await slice([apiPorts[1]], 2);

// ---- 3. Rounds -----------------------------------------------------------------------------------------------
const fmt = (s) =>
  `${Math.round(s.rps).toString().padStart(6)} req/s  p50 ${s.p50} p99 ${s.p99} ms  apis ${Math.round(s.apiCpuUs)} µs/req  proxy ${Math.round(s.proxyCpuUs)} µs/req  connections ${s.split.join('/')}${s.errors || s.non2xx ? `  errors ${s.errors} non2xx ${s.non2xx}` : ''}`;
const results = [];
for (let round = 1; round <= rounds; round++) {
  const r = { load: loadavg()[0] };
  // the order alternates between rounds, so neither configuration always runs first
  if (round % 2) {
    r.one = await slice([apiPorts[0]]);
    r.two = await slice(apiPorts);
  } else {
    r.two = await slice(apiPorts);
    r.one = await slice([apiPorts[0]]);
  }
  results.push(r);
  console.log(`round ${round} (load ${r.load.toFixed(1)})`);
  console.log(`  one api   ${fmt(r.one)}`);
  console.log(`  two apis  ${fmt(r.two)}`);
}

// ---- 4. Summary ------------------------------------------------------------------------------------------------
const summary = (label, values, unit = '', digits = 0) =>
  console.log(
    `${label.padEnd(30)} ${median(values).toFixed(digits).padStart(8)}${unit}   (${Math.min(...values).toFixed(digits)}..${Math.max(...values).toFixed(digits)})`,
  );
console.log(`\nmedian (min..max) of ${rounds} rounds; load now ${loadNow()}`);
summary(
  'one api   req/s',
  results.map((r) => r.one.rps),
);
summary(
  'two apis  req/s',
  results.map((r) => r.two.rps),
);
summary(
  'two / one',
  results.map((r) => r.two.rps / r.one.rps),
  '',
  2,
);
summary(
  'one api   p99',
  results.map((r) => r.one.p99),
  ' ms',
);
summary(
  'two apis  p99',
  results.map((r) => r.two.p99),
  ' ms',
);
summary(
  'one api   api CPU per request',
  results.map((r) => r.one.apiCpuUs),
  ' µs',
);
summary(
  'two apis  api CPU per request',
  results.map((r) => r.two.apiCpuUs),
  ' µs',
);
summary(
  'proxy CPU per request',
  results.flatMap((r) => [r.one.proxyCpuUs, r.two.proxyCpuUs]),
  ' µs',
);

generator.kill('SIGTERM');
proxy.kill('SIGTERM');
await Promise.all(apis.map((api) => api.stop()));
await clearRedisPrefix(redisPrefix);
await dropDatabase(database);
process.exit(0);
