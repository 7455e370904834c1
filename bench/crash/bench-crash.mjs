// Crash under load (issue 19, Benchmark): one api process drives the shared crash round and pushes its
// multiplier to 5,000 sockets while bets and cash-outs arrive over HTTP; multiplier delivery p99 under 150 ms.
// Plain ESM over the built api (`npm run bench:crash` builds it first).
//
//   node bench/crash/bench-crash.mjs [--sockets 5000] [--bettors 500] [--rounds 3] [--point 1.50] [--slice 8]
//
// 1. Recreates `khela_bench_crash`, migrates it, writes `bettors` players with sessions (auth_sessions rows,
//    as SessionStore.issue writes them) and funded wallets (the wallet's own command executor).
// 2. Starts the api as production runs it (bench/shared/api-process.mjs) with CRASH_ROUNDS=on, 5 s betting
//    phases and a short chain, and the bare socket.io server bench/crash/echo-server.mjs ticking the same
//    payload at the same rate. Connects `sockets` anonymous /player sockets to each and joins `crash:live`
//    (RSS of each server before and after: memory per connection).
// 3. Rounds taken in turn (api, then bare): on the api, one whole crash round: every bettor bets in its
//    betting phase (POST /api/originals/crash/bets), and once it runs, cashes out at a random moment in the
//    first 3 s (POST /api/originals/crash/cashout). The bench sets each round's stored point to `point` while
//    it is in its betting phase, so every round runs the same length (1.50x: about 6.8 s) and no round ends
//    before its cash-outs. On the bare server, a slice of `slice` seconds of ticks.
//    Delivery latency: a tick's `sent_at` (the server's clock as it emitted) to its arrival on a socket (same
//    machine, same clock). Counted: cash-outs answered 200 and the rate they settled at (first request to last
//    answer), their answer time, bets refused.
// 4. Prints every slice, the median and spread over rounds, the load average, and memory per connection.
// The database and the bench's Redis keys are removed at the end.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  apiDist,
  clearRedisPrefix,
  databaseUrl,
  dropDatabase,
  freePort,
  loadNow,
  median,
  recreateDatabase,
  redisUrl,
  requireBuiltApi,
  rssKb,
  startApi,
} from '../shared/api-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '5000' },
    bettors: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '3' },
    point: { type: 'string', default: '1.50' },
    slice: { type: 'string', default: '8' },
  },
});
const socketCount = Number(args.sockets);
const bettorCount = Number(args.bettors);
const rounds = Number(args.rounds);
const pointHundredths = Math.round(Number(args.point) * 100);
const sliceSeconds = Number(args.slice);
const benchDb = 'khela_bench_crash';
const redisPrefix = `bench-crash-${process.pid}`;
requireBuiltApi();

console.log(
  `bench:crash  ${socketCount} sockets, ${bettorCount} bettors, ${rounds} rounds (point ${args.point}x), bare slices ${sliceSeconds} s; load ${loadNow()}`,
);

// ---- 1. Database, bettors with sessions and money ------------------------------------------------------------
await recreateDatabase(benchDb, { migrate: true });
const failed = async (error) => {
  console.error(error);
  setTimeout(() => process.exit(2), 10_000).unref(); // the clean-up below must not hang the run
  await dropDatabase(benchDb).catch(() => undefined);
  await clearRedisPrefix(redisPrefix).catch(() => undefined);
  process.exit(2);
};
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);
const sql = new pg.Pool({ connectionString: databaseUrl(benchDb), max: 8 });
const load = (path) => import(join(apiDist, path));
const { LedgerStore } = await load('api/src/modules/ledger/append/ledger-store.js');
const { LedgerAppendSignal } = await load('api/src/modules/ledger/append/ledger-append-signal.js');
const { LedgerAccounts } = await load('api/src/modules/ledger/accounts/ledger-accounts.js');
const { verifyLedger, describeVerification } = await load('api/src/modules/ledger/verify/verify-ledger.js');
const { WalletCommandExecutor } = await load('api/src/modules/wallet/commands/wallet-command-executor.js');
const { WalletStreamReader } = await load('api/src/modules/wallet/persistence/wallet-stream.reader.js');
const { RealtimeNotifier } = await load('api/src/platform/realtime/realtime-notifier.js');
const { RedisConnections } = await load('api/src/platform/redis/redis.module.js');
const signal = new LedgerAppendSignal(sql);
const redis = new RedisConnections(redisUrl());
const executor = new WalletCommandExecutor(
  new LedgerStore(sql, signal),
  new LedgerAccounts(sql),
  new WalletStreamReader(sql),
  new RealtimeNotifier({ REDIS_PREFIX: redisPrefix }, redis),
);
const system = { actor: { kind: 'system', id: 'bench-crash' } };
const { rows: bettorRows } = await sql.query(
  `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
   SELECT 'benchcrash' || g, 'x', 'benchcrash' || g || '@example.test', '0182' || lpad(g::text, 7, '0'), 'BDT', 'BK' || g, now(), '1990-01-01'
   FROM generate_series(1, $1::int) g RETURNING id::text`,
  [bettorCount],
);
const inBatches = async (items, size, fn) => {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
};
await inBatches(bettorRows, 8, async ({ id }) => {
  await executor.execute({ kind: 'OpenWallet', playerId: id, currency: 'BDT' }, system);
  await executor.execute(
    { kind: 'CreditDeposit', playerId: id, depositId: `${id}-funding`, channel: 'bkash', amount: 1_000_000_00n },
    system,
  );
});
signal.onApplicationShutdown();
await redis.closeAll();
const tokens = bettorRows.map(() => randomBytes(32).toString('base64url'));
await sql.query(
  `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at)
   SELECT 'player', s, h, now() + interval '1 day' FROM unnest($1::text[], $2::bytea[]) AS t(s, h)`,
  [bettorRows.map((r) => r.id), tokens.map((t) => createHash('sha256').update(t).digest())],
);
await sql.query('VACUUM ANALYZE');

// ---- 2. The api (driving rounds) and the bare reference -----------------------------------------------------
const api = await startApi({
  database: benchDb,
  redisPrefix,
  label: 'bench-crash',
  env: { CRASH_ROUNDS: 'on', CRASH_BETTING_MS: '5000', CRASH_CHAIN_LENGTH: '100000', DB_POOL_SIZE: '20' },
});
const barePort = await freePort();
const bareProcess = spawn(process.execPath, [join(here, 'echo-server.mjs'), String(barePort), '100'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => bareProcess.exitCode === null && bareProcess.kill('SIGKILL'));
await new Promise((r) => bareProcess.stdout.once('data', r));
console.log(`api ready (log ${api.logFile}); bare socket.io server on ${barePort}`);
// the bare server first: it is quiet until its slices, while the api's rounds tick from the start
const targets = {
  bare: { url: `http://127.0.0.1:${barePort}`, pid: bareProcess.pid, sockets: [] },
  api: { url: api.url, pid: api.pid, sockets: [] },
};
const ticking = (on) => fetch(`${targets.bare.url}/ticking/${on ? 'on' : 'off'}`, { method: 'POST' });

// Delivery latencies of the slice in progress, per target (a socket of the other target is ignored).
let recording = null;
const onTick = (name) => (tick) => {
  if (recording?.name === name) recording.latencies.push(Date.now() - tick.sent_at);
};
const connect = (url) =>
  new Promise((resolveSocket, reject) => {
    const socket = io(`${url}/player`, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 120_000 });
    socket.once('connect', () => resolveSocket(socket));
    socket.once('connect_error', reject);
  });
const memory = {};
for (const [name, target] of Object.entries(targets)) {
  const before = rssKb(target.pid);
  // all connected first, then all joined: a socket hears ticks only once it joined, so connecting is not
  // slowed by the fan-out to the sockets already in
  await inBatches([...Array(socketCount).keys()], 50, async () => target.sockets.push(await connect(target.url)));
  await inBatches(target.sockets, 200, async (socket) => {
    const joined = await socket.timeout(120_000).emitWithAck('join', { room: 'crash:live' });
    if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`);
    socket.on('crash:tick', onTick(name));
  });
  await new Promise((r) => setTimeout(r, 3000));
  memory[name] = ((rssKb(target.pid) - before) * 1024) / socketCount;
  console.log(`${name}: ${socketCount} sockets in crash:live; RSS +${(memory[name] / 1024).toFixed(1)} KiB per socket`);
}

// The api's round phases, read from its database every 50 ms: the bench's own sockets lag behind under load
// (they are what is measured), and a bet sent on a late betting push would miss the phase.
const liveRound = async () =>
  (await sql.query(`SELECT id::text AS round_id, state FROM crash_rounds WHERE state <> 'crashed'`)).rows[0] ?? null;
const waitFor = async (check) => {
  for (;;) {
    const found = await check();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
};
const nextRound = async (state, roundId) =>
  state === 'crashed'
    ? waitFor(async () => (await sql.query(`SELECT state FROM crash_rounds WHERE id = $1`, [roundId])).rows[0]?.state === 'crashed')
    : waitFor(async () => {
        const round = await liveRound();
        return round && round.state === state && (!roundId || round.round_id === roundId) ? round : null;
      });
// every round gets the bench's point while it is in its betting phase
const pinPoints = setInterval(
  () =>
    void sql
      .query(`UPDATE crash_rounds SET crash_point = $1 WHERE state = 'betting' AND crash_point <> $1`, [pointHundredths])
      .catch(() => undefined),
  100,
);

// Bets and cash-outs are idempotent (the key; one cash-out a bet), so a request whose connection was reset is
// sent again; its time counts from the first attempt. At most `httpConcurrency` requests at once.
const httpConcurrency = 64;
let inFlight = 0;
const queue = [];
const slot = () => (inFlight < httpConcurrency ? (inFlight++, Promise.resolve()) : new Promise((r) => queue.push(r)));
const free = () => (queue.length ? queue.shift()() : inFlight--);
let retried = 0;
const post = async (path, token, body) => {
  const started = performance.now();
  await slot();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(`${api.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await res.text();
        return { status: res.status, ms: performance.now() - started };
      } catch (error) {
        if (attempt >= 3) throw error;
        retried++;
      }
    }
  } finally {
    free();
  }
};
const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

// ---- 3. Slices ----------------------------------------------------------------------------------------------
let keySeq = 0;
async function apiRound() {
  // a betting phase from its start, so every bet has the whole phase
  const previous = await liveRound();
  const betting = await waitFor(async () => {
    const round = await liveRound();
    return round && round.state === 'betting' && round.round_id !== previous?.round_id ? round : null;
  });
  recording = { name: 'api', latencies: [] };
  // each bettor cashes out at a random moment in the first 3 s of the run, once its own bet was answered (under
  // load the last bets are answered after the start)
  const running = nextRound('running', betting.round_id);
  let first = Infinity;
  const bettors = tokens.map(async (t) => {
    const bet = await post('/api/originals/crash/bets', t, { stake: '10.00', idempotency_key: `bench-${process.pid}-${++keySeq}` });
    if (bet.status !== 200) return { bet, cashOut: null };
    const round = await running;
    await new Promise((r) => setTimeout(r, Math.random() * 3000));
    first = Math.min(first, performance.now());
    return { bet, cashOut: await post('/api/originals/crash/cashout', t, { round_id: round.round_id }) };
  });
  const answered = await Promise.all(bettors);
  const placed = answered.map((a) => a.bet);
  const cashOuts = answered.filter((a) => a.cashOut).map((a) => a.cashOut);
  const settledSeconds = (performance.now() - first) / 1000;
  await running;
  await nextRound('crashed', betting.round_id);
  const slice = recording;
  recording = null;
  const ok = cashOuts.filter((c) => c.status === 200);
  return {
    round: betting.round_id,
    betsOk: placed.filter((p) => p.status === 200).length,
    statuses: [...placed, ...cashOuts].reduce((m, c) => ({ ...m, [c.status]: (m[c.status] ?? 0) + 1 }), {}),
    cashOutsOk: ok.length,
    cashOutsPerSecond: ok.length / settledSeconds,
    cashOutP99: pct(
      ok.map((c) => c.ms),
      99,
    ),
    p50: pct(slice.latencies, 50),
    p99: pct(slice.latencies, 99),
    ticks: slice.latencies.length,
  };
}
async function bareSlice() {
  await ticking(true);
  recording = { name: 'bare', latencies: [] };
  await new Promise((r) => setTimeout(r, sliceSeconds * 1000));
  const slice = recording;
  recording = null;
  await ticking(false);
  return { p50: pct(slice.latencies, 50), p99: pct(slice.latencies, 99), ticks: slice.latencies.length };
}

const results = { api: [], bare: [] };
for (let r = 1; r <= rounds; r++) {
  const a = await apiRound();
  results.api.push(a);
  console.log(
    `round ${r} api  (game ${a.round}): ticks p50 ${a.p50} ms p99 ${a.p99} ms over ${a.ticks} deliveries; bets ${a.betsOk}/${bettorCount}, ` +
      `cash-outs ${a.cashOutsOk}/${a.betsOk} at ${a.cashOutsPerSecond.toFixed(0)}/s (answer p99 ${a.cashOutP99.toFixed(0)} ms); HTTP statuses ${JSON.stringify(a.statuses)}; load ${loadNow()}`,
  );
  const b = await bareSlice();
  results.bare.push(b);
  console.log(`round ${r} bare: ticks p50 ${b.p50} ms p99 ${b.p99} ms over ${b.ticks} deliveries; load ${loadNow()}`);
}

// ---- 4. Summary ----------------------------------------------------------------------------------------------
const spread = (values) => `median ${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
console.log('\nsummary');
console.log(
  `  api  tick delivery p50 ${spread(results.api.map((x) => x.p50))} ms, p99 ${spread(results.api.map((x) => x.p99))} ms (budget p99 < 150)`,
);
console.log(`  bare tick delivery p50 ${spread(results.bare.map((x) => x.p50))} ms, p99 ${spread(results.bare.map((x) => x.p99))} ms`);
console.log(`  cash-outs settled per second ${spread(results.api.map((x) => x.cashOutsPerSecond))}`);
console.log(`  HTTP requests sent again after a reset connection: ${retried}`);
console.log(`  memory per connection: api ${(memory.api / 1024).toFixed(1)} KiB, bare ${(memory.bare / 1024).toFixed(1)} KiB`);

clearInterval(pinPoints);
for (const target of Object.values(targets)) for (const s of target.sockets) s.close();
await api.stop();
bareProcess.kill('SIGTERM');
const verification = await verifyLedger(sql);
console.log(`  ledger: ${describeVerification(verification)}`);
const { rows: unpaid } = await sql.query(`SELECT count(*)::int AS n FROM crash_bets WHERE settled_at IS NULL AND stake_state <> 'refused'`);
console.log(`  crash bets left unpaid: ${unpaid[0].n}`);
await sql.end();
await dropDatabase(benchDb);
await clearRedisPrefix(redisPrefix);
process.exit(verification.differences.length || unpaid[0].n ? 1 : 0);
