// Game provider wallet benchmark (issue 13, Benchmark; ARCHITECTURE.md section 7). Plain ESM over the built
// api (`npm run build -w libs/contracts && npm run build -w api` first), so it measures the code that ships.
//
//   node bench/provider/bench-provider.mjs [--players 1000] [--connections 10] [--concurrency 64] [--seconds 10]
//                                          [--rounds 3] [--duplicates 0.1] [--cpu-prof <dir>]
//
// 1. Recreates `khela_bench_provider`, migrates it, opens and funds N players' wallets, then starts the api
//    as its own process (ROLE=api, DB_POOL_SIZE=--connections, demo seed: catalogue and provider `sim`
//    signing with HMAC-SHA256) and gives each player a launch token for a slot.
// 2. Recreates `khela_bench_provider_pgbench` with the bare wallet statement's tables (bench/wallet's script:
//    one conditional UPDATE feeding an INSERT through a CTE, 100,000 accounts).
// 3. Rounds of four slices, one after the other, so that both sides see the same machine load:
//      peak   --concurrency slot rounds at a time over HTTP (closed loop): a signed bet, for 10% of bets the
//             same bytes again (a provider retrying; must get the first answer byte for byte), then a signed
//             win naming the bet that closes the round (0 on a loss), each call waiting for its answer;
//      bare   pgbench -c --connections running the bare wallet statement;
//      80%    rounds started at a fixed rate, 80% of this round's peak (open loop: a call's latency counts
//             from when its round was due, so a server falling behind shows in the percentiles);
//      read   signed `user/balance` calls, --concurrency at a time: the same stack without a money move.
// 4. Prints every round, then the median and spread (min..max) of each figure, the ratio to the bare
//    statement and the p99 at 80% against the budget (>= 0.50 x bare; p99 < 50 ms). Checks the money:
//    every player's balance equals what the answered calls imply, and the ledger verifies.
//
// Client and api are separate processes on one machine (2 cores here): the client's signing and HTTP cost
// CPU the api and Postgres then lack, as pgbench's own client costs some during its slices.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify, parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'api/dist');
if (!existsSync(join(dist, 'api/src/modules/games/provider-simulator/wallet-client.js'))) {
  console.error('bench:provider needs the built api: run `npm run build -w libs/contracts && npm run build -w api` first.');
  process.exit(1);
}
const load = (path) => import(join(dist, path));
const { createDataSource } = await load('api/src/platform/database/data-source.js');
const { migrateUp } = await load('api/src/platform/database/migrate.js');
const { LedgerStore } = await load('api/src/modules/ledger/append/ledger-store.js');
const { LedgerAppendSignal } = await load('api/src/modules/ledger/append/ledger-append-signal.js');
const { LedgerAccounts } = await load('api/src/modules/ledger/accounts/ledger-accounts.js');
const { verifyLedger, describeVerification } = await load('api/src/modules/ledger/verify/verify-ledger.js');
const { WalletCommandExecutor } = await load('api/src/modules/wallet/commands/wallet-command-executor.js');
const { WalletStreamReader } = await load('api/src/modules/wallet/persistence/wallet-stream.reader.js');
const { RealtimeNotifier } = await load('api/src/platform/realtime/realtime-notifier.js');
const { RedisConnections } = await load('api/src/platform/redis/redis.module.js');
const { LaunchTokensRepository } = await load('api/src/modules/games/persistence/launch-tokens.repository.js');
const { httpTransport, signBody } = await load('api/src/modules/games/provider-simulator/wallet-client.js');

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    duplicates: { type: 'string', default: '0.1' },
    'cpu-prof': { type: 'string' },
  },
});
const playerCount = Number(args.players);
const connections = Number(args.connections);
const concurrency = Number(args.concurrency);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const duplicateShare = Number(args.duplicates);
const cpuProfDir = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;

const adminUrl = new URL(process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const urlOf = (database) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const benchDb = 'khela_bench_provider';
const pgbenchDb = 'khela_bench_provider_pgbench';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-provider-${process.pid}`;
const provider = 'sim';
const secret = 'bench-provider-secret-0123456789';
const gameCode = 'RTG-TIGER-FORTUNE'; // a demo slot the seeded provider `sim` serves
const funding = 10_000_000_00n; // 10,000,000.00 BDT each: no stake is ever refused for money

async function recreate(database) {
  if (!/bench/.test(database)) throw new Error(`refusing to recreate ${database}: bench databases must have "bench" in their name`);
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
}

const freePort = () =>
  new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load1 = () => loadavg()[0].toFixed(1);

// ---- 1. Bench database: migrated, players with funded wallets --------------------------------------
console.log(
  `bench:provider  ${playerCount} players, ${connections} connections, ${concurrency} rounds at a time, ` +
    `${rounds} rounds of ${seconds} s slices, ${Math.round(duplicateShare * 100)}% retried duplicates; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
await recreate(benchDb);
const dataSource = createDataSource({ url: urlOf(benchDb), poolSize: 2 });
await dataSource.initialize();
await migrateUp(dataSource);
await dataSource.destroy();

const pool = new pg.Pool({ connectionString: urlOf(benchDb), max: connections });
const signal = new LedgerAppendSignal(pool);
const redis = new RedisConnections(redisUrl);
const executor = new WalletCommandExecutor(
  new LedgerStore(pool, signal),
  new LedgerAccounts(pool),
  new WalletStreamReader(pool),
  new RealtimeNotifier({ REDIS_PREFIX: redisPrefix }, redis),
);
const system = { actor: { kind: 'system', id: 'bench-provider' } };
const players = [];
for (let i = 0; i < playerCount; i += connections) {
  const batch = Array.from({ length: Math.min(connections, playerCount - i) }, (_, j) => i + j);
  players.push(
    ...(await Promise.all(
      batch.map(async (n) => {
        const username = `benchp${n}`;
        const { rows } = await pool.query(
          `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
           VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
          [username, `${username}@example.test`, `0181${String(1000000 + n).padStart(7, '0')}`, `BP${n}`],
        );
        const id = rows[0].id;
        await executor.execute({ kind: 'OpenWallet', playerId: id, currency: 'BDT' }, system);
        await executor.execute(
          { kind: 'CreditDeposit', playerId: id, depositId: `${id}-funding`, channel: 'bkash', amount: funding },
          system,
        );
        return { id, username, token: '', expected: funding };
      }),
    )),
  );
}
// Fresh statistics for the tables just filled (as `pgbench -i` does for its own).
await pool.query('VACUUM ANALYZE');
signal.onApplicationShutdown();

// ---- The api, its own process ----------------------------------------------------------------------
const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
const api = spawn(
  process.execPath,
  [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), join(dist, 'api/src/main.js')],
  {
    env: {
      ...process.env,
      NODE_ENV: 'development', // the demo seed (catalogue, provider `sim`) is refused in production
      DATABASE_URL: urlOf(benchDb),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      ROLE: 'api',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      SEED_DEMO: 'true',
      MIGRATE_ON_START: 'true',
      DB_POOL_SIZE: String(connections),
      GAME_SIM_URL: 'http://127.0.0.1:9', // only the launch URL names it; the bench is the provider
      GAME_SIM_SECRET: secret,
      GAME_LAUNCH_TOKEN_TTL_MS: String(24 * 3600_000),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const apiExited = new Promise((resolveExit) => api.once('exit', (code, sig) => resolveExit({ code, sig })));
const stopApi = async () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  return apiExited;
};
// Whatever ends the bench (a failed setup step, Ctrl-C) ends the api with it: no api left running.
process.on('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
});
process.on('SIGINT', () => process.exit(130));
// The api migrates (nothing left to do) and seeds the demo data before it listens.
for (let started = Date.now(); ;) {
  if (api.exitCode !== null) throw new Error(`the api exited with ${api.exitCode} while starting`);
  const up = await fetch(`${apiUrl}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (Date.now() - started > 180_000) throw new Error('the api did not answer /api/health within 180 s');
  await new Promise((r) => setTimeout(r, 200));
}

const tokens = new LaunchTokensRepository(pool);
for (const player of players) {
  player.token = await tokens.issue({
    providerCode: provider,
    gameCode,
    playerId: player.id,
    username: player.username,
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
}

// ---- 2. The bare statement's database ----------------------------------------------------------------
function pgbenchBinary() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(base, v, 'bin/pgbench'))) return join(base, v, 'bin/pgbench');
  return 'pgbench';
}
await recreate(pgbenchDb);
const setup = new pg.Client({ connectionString: urlOf(pgbenchDb) });
await setup.connect();
await setup.query(`CREATE TABLE bench_wallets (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))`);
await setup.query(`INSERT INTO bench_wallets SELECT g, 1000000000 FROM generate_series(1, 100000) g`);
await setup.query(
  `CREATE TABLE bench_ledger (id bigserial PRIMARY KEY, wallet_id int NOT NULL, amount bigint NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
);
await setup.query('VACUUM ANALYZE');
await setup.end();
const script = join(mkdtempSync(join(tmpdir(), 'bench-provider-')), 'bare-wallet.sql');
writeFileSync(
  script,
  `\\set id random(1, 100000)
WITH debited AS (UPDATE bench_wallets SET balance = balance - 1 WHERE id = :id AND balance >= 1 RETURNING id)
INSERT INTO bench_ledger (wallet_id, amount) SELECT id, -1 FROM debited;
`,
);
const pgbenchArgs = [
  '-h',
  adminUrl.hostname,
  '-p',
  adminUrl.port || '5432',
  '-U',
  decodeURIComponent(adminUrl.username || 'postgres'),
  '-n',
  '-c',
  String(connections),
  '-j',
  String(Math.min(connections, 2)),
  '-T',
  String(seconds),
  '-M',
  'prepared',
  '-f',
  script,
  pgbenchDb,
];
const pgbenchEnv = { ...process.env, ...(adminUrl.password ? { PGPASSWORD: decodeURIComponent(adminUrl.password) } : {}) };
async function bareSlice() {
  const { stdout } = await promisify(execFile)(pgbenchBinary(), pgbenchArgs, { env: pgbenchEnv, encoding: 'utf8' });
  return Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? NaN);
}

// ---- 3. Slot rounds over signed HTTP -------------------------------------------------------------------
const counts = { calls: 0, refused: 0, failed: 0, resent: 0, duplicatesSent: 0, duplicatesEqual: 0, duplicatesDiffering: 0 };
const refusals = new Map();
let sequence = 0;

/**
 * One signed call; answers the body text (the wallet always answers HTTP 200). A call that got no answer
 * (the server closed an idle keep-alive connection as it was reused) is sent again with the same bytes, as
 * the simulator's client does: the wallet's idempotency makes that safe.
 */
async function send(call, body) {
  const request = { url: `${apiUrl}/api/provider/${provider}/${call}`, body, signature: signBody(body, secret), timeoutMs: 30_000 };
  for (let attempt = 1; ; attempt++) {
    try {
      return await httpTransport(request);
    } catch (error) {
      if (attempt === 3) throw error;
      counts.resent += 1;
    }
  }
}
const isOk = (text, what) => {
  const { status } = JSON.parse(text);
  if (status === 'RS_OK') return true;
  counts.refused += 1;
  refusals.set(`${what} ${status}`, (refusals.get(`${what} ${status}`) ?? 0) + 1);
  return false;
};

/**
 * One slot round of a random player: bet, sometimes the same bet bytes again, win (closes the round).
 * `latencies` gets each call's time; the first counts from `dueAt` (when the round should have started).
 */
async function playRound(latencies, dueAt) {
  const player = players[Math.floor(Math.random() * players.length)];
  const n = (sequence += 1);
  const base = { user: player.username, token: player.token, game_code: gameCode, round: `bench-${n}`, currency: 'BDT' };
  const stake = 100 + Math.floor(Math.random() * 900); // 1.00 .. 9.99
  const win = Math.random() < 0.5 ? 0 : stake * 2;
  let from = dueAt ?? performance.now();
  const timed = async (call, body) => {
    const text = await send(call, body);
    const now = performance.now();
    latencies.push(now - from);
    from = now;
    counts.calls += 1;
    return text;
  };
  try {
    const bet = JSON.stringify({ request_uuid: randomUUID(), ...base, transaction_uuid: `bet-${n}`, amount: stake });
    const first = await timed('transaction/bet', bet);
    if (!isOk(first, 'bet')) return;
    player.expected -= BigInt(stake);
    if (Math.random() < duplicateShare) {
      counts.duplicatesSent += 1;
      if ((await timed('transaction/bet', bet)) === first) counts.duplicatesEqual += 1;
      else counts.duplicatesDiffering += 1;
    }
    const closing = { ...base, transaction_uuid: `win-${n}`, reference_transaction_uuid: `bet-${n}`, amount: win, round_closed: true };
    const won = await timed('transaction/win', JSON.stringify({ request_uuid: randomUUID(), ...closing }));
    if (isOk(won, 'win')) player.expected += BigInt(win);
  } catch (error) {
    counts.failed += 1; // no answer: the money check below shows whether the wallet moved anything
    if (counts.failed <= 3) console.error(`call failed: ${error.message}`);
  }
}

/** CPU seconds the api process has used, user and system (from /proc; Linux only, NaN elsewhere). */
function apiCpu() {
  try {
    const fields = readFileSync(`/proc/${api.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 }; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return { user: NaN, system: NaN };
  }
}
const apiCpuSeconds = () => {
  const { user, system } = apiCpu();
  return user + system;
};

const summarize = (latencies, callsBefore, elapsed) => {
  latencies.sort((a, b) => a - b);
  return {
    callsPerSecond: (counts.calls - callsBefore) / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
};

/** Closed loop: `concurrency` rounds in play at all times for the slice. */
async function peakSlice() {
  const latencies = [];
  const callsBefore = counts.calls;
  const roundsBefore = sequence;
  const cpuBefore = apiCpu();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await playRound(latencies);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = apiCpu();
  const apiSystem = cpuAfter.system - cpuBefore.system;
  const apiUsed = cpuAfter.user - cpuBefore.user + apiSystem;
  const client = process.cpuUsage(clientBefore);
  return {
    ...summarize(latencies, callsBefore, elapsed),
    roundsPerSecond: (sequence - roundsBefore) / elapsed,
    // share of one core the api got, and its CPU per call: what the machine's load leaves it, and what a call costs
    apiCore: apiUsed / elapsed,
    apiCpuMsPerCall: (apiUsed * 1000) / (counts.calls - callsBefore),
    apiSystemShare: apiSystem / apiUsed,
    clientCore: (client.user + client.system) / 1e6 / elapsed,
  };
}

/**
 * The read call on the same stack (closed loop, `concurrency` at a time): `user/balance` signed, its token
 * and player looked up and the balance read, no transaction. Shows what the money calls add to it.
 */
async function balanceSlice() {
  const latencies = [];
  const callsBefore = counts.calls;
  const cpuBefore = apiCpuSeconds();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const player = players[Math.floor(Math.random() * players.length)];
        const body = JSON.stringify({ request_uuid: randomUUID(), user: player.username, token: player.token, game_code: gameCode });
        const from = performance.now();
        const text = await send('user/balance', body);
        latencies.push(performance.now() - from);
        counts.calls += 1;
        isOk(text, 'balance');
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ...summarize(latencies, callsBefore, elapsed),
    apiCpuMsPerCall: ((apiCpuSeconds() - cpuBefore) * 1000) / (counts.calls - callsBefore),
  };
}

/** Open loop: rounds started on schedule at `roundsPerSecond`, however long earlier ones take. */
async function rateSlice(roundsPerSecond) {
  const latencies = [];
  const callsBefore = counts.calls;
  const inPlay = [];
  const started = performance.now();
  let startedRounds = 0;
  for (;;) {
    const now = performance.now();
    if (now - started >= seconds * 1000) break;
    const due = Math.floor(((now - started) / 1000) * roundsPerSecond);
    for (; startedRounds < due; startedRounds++) inPlay.push(playRound(latencies, started + (startedRounds * 1000) / roundsPerSecond));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inPlay);
  const elapsed = (performance.now() - started) / 1000;
  return summarize(latencies, callsBefore, elapsed);
}

// Warm-up: the api's first calls compile and prepare what the slices then reuse; a refusal here means the
// setup is wrong (provider, game or token), so stop before measuring anything.
{
  const latencies = [];
  await playRound(latencies);
  if (counts.refused || counts.failed) {
    console.error('the warm-up round was refused:', [...refusals.keys()].join(', ') || 'no answer');
    await stopApi();
    process.exit(1);
  }
  await Promise.all(Array.from({ length: concurrency }, () => playRound(latencies)));
}

const results = [];
for (let r = 1; r <= rounds; r++) {
  const loadAtStart = load1();
  const peak = await peakSlice();
  const bare = await bareSlice();
  const paced = await rateSlice(0.8 * peak.roundsPerSecond);
  const balance = await balanceSlice();
  const result = { round: r, load: loadAtStart, peak, bare, paced, balance, ratio: peak.callsPerSecond / bare };
  results.push(result);
  console.log(
    `round ${r} (load ${loadAtStart}): peak ${peak.callsPerSecond.toFixed(0)} calls/s (p99 ${peak.p99.toFixed(1)} ms, ` +
      `api ${(peak.apiCore * 100).toFixed(0)}% of a core, ${peak.apiCpuMsPerCall.toFixed(2)} ms CPU per call, ${(peak.apiSystemShare * 100).toFixed(0)}% of it in the kernel; client ${(peak.clientCore * 100).toFixed(0)}%), ` +
      `bare ${bare.toFixed(0)} tps, ratio ${(result.ratio * 100).toFixed(1)}%, ` +
      `at 80% ${paced.callsPerSecond.toFixed(0)} calls/s p50/p95/p99 ${paced.p50.toFixed(1)} / ${paced.p95.toFixed(1)} / ${paced.p99.toFixed(1)} ms, ` +
      `user/balance ${balance.callsPerSecond.toFixed(0)} calls/s (${balance.apiCpuMsPerCall.toFixed(2)} ms CPU per call)`,
  );
}

// ---- 4. Does the money add up? ----------------------------------------------------------------------------
const profileWritten = await stopApi();
const { rows } = await pool.query(
  `SELECT a.owner_id, b.balance FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id WHERE a.kind = 'main'`,
);
const balances = new Map(rows.map((r) => [r.owner_id, BigInt(r.balance)]));
const mismatched = players.filter((p) => balances.get(p.id) !== p.expected);
const verification = await verifyLedger(pool, { catchUpProjections: true });
await pool.end();
await redis.closeAll();
// The api's queues and channels lived under this run's prefix: leave nothing behind in Redis.
const cleaner = new Redis(redisUrl);
for await (const keys of cleaner.scanStream({ match: `${redisPrefix}:*`, count: 500 })) if (keys.length) await cleaner.del(...keys);
await cleaner.quit();

// ---- Report ------------------------------------------------------------------------------------------------
const spread = (pick, digits = 0) => {
  const values = results.map(pick);
  return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)} .. ${Math.max(...values).toFixed(digits)})`;
};
const medianRatio = median(results.map((x) => x.ratio));
const medianP99 = median(results.map((x) => x.paced.p99));
console.log('');
console.log(`median (min .. max) over ${rounds} rounds`);
console.log(`  peak            ${spread((x) => x.peak.callsPerSecond)} calls/s   (${concurrency} rounds at a time, closed loop)`);
console.log(`  peak p99        ${spread((x) => x.peak.p99, 1)} ms`);
console.log(`  api CPU         ${spread((x) => x.peak.apiCpuMsPerCall, 2)} ms per call, ${spread((x) => x.peak.apiCore * 100)}% of a core`);
console.log(`  bare statement  ${spread((x) => x.bare)} tps   (pgbench -c ${connections})`);
console.log(`  ratio vs bare   ${spread((x) => x.ratio * 100, 1)} %   (budget >= 50%) ${medianRatio >= 0.5 ? 'met' : 'MISSED'}`);
console.log(`  80% of peak     ${spread((x) => x.paced.callsPerSecond)} calls/s`);
console.log(`  p50 at 80%      ${spread((x) => x.paced.p50, 1)} ms`);
console.log(`  p99 at 80%      ${spread((x) => x.paced.p99, 1)} ms   (budget < 50 ms) ${medianP99 < 50 ? 'met' : 'MISSED'}`);
console.log(
  `  user/balance    ${spread((x) => x.balance.callsPerSecond)} calls/s, ${spread((x) => x.balance.apiCpuMsPerCall, 2)} ms api CPU per call`,
);
console.log(
  `calls             ${counts.calls} answered, ${counts.refused} refused (${[...refusals].map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'}), ${counts.failed} without answer, ${counts.resent} sent again after no answer`,
);
console.log(
  `duplicates        ${counts.duplicatesSent} re-sent, ${counts.duplicatesEqual} answered byte for byte as the first, ${counts.duplicatesDiffering} differing`,
);
console.log(
  `money             ${mismatched.length === 0 ? 'adds up' : `${mismatched.length} players differ`}; ${describeVerification(verification).split('\n')[0]}`,
);
console.log(
  `load at the end   ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (cpuProfDir) console.log(`api CPU profile   ${cpuProfDir} (api exited ${profileWritten.code ?? profileWritten.sig})`);
if (mismatched.length || counts.duplicatesDiffering || !verification.ok) {
  console.log(describeVerification(verification));
  process.exit(1);
}
