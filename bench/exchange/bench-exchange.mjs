// npm run bench:exchange [--players 200] [--concurrency 64] [--connections 10] [--seconds 10] [--rounds 3]
//   [--dist api/dist] [--compare <dist>] [--cpu-prof <dir>] [--count-queries]
// (`--dist`: another build of the api, e.g. the before-commit's for an interleaved comparison; `--cpu-prof`: the
// api runs under `node --cpu-prof`, its profile written there on stop; `--count-queries`: statements the api
// sends to Postgres per order in the timed rounds, counted by a preload, bench/shared/count-queries.mjs;
// `--compare`: a second api from another build (the reference, e.g. the before-commit's) on the same database
// and market, driven in the same rounds, the two alternating which goes first: an interleaved before / after)
//
// Exchange orders through HTTP with auth on one hot market (issue 18):
// 1. A bench database (recreated, migrated), N players with funded wallets (the wallet command path, in
//    this process) and session tokens; the api as production runs it (its own process, the simulated feed).
// 2. The hot market: the match odds of a cricket match starting later today (pre-match: no bet delay).
//    Each order is a back or lay of 10.00 on its first runner, half at the price that crosses (matched
//    against the house's quotes and other players' orders), half at the player's own side of the book
//    (resting, matched by later crossing orders); every order moves the player's exposure hold through
//    the ledger in the market's transaction.
// 3. Interleaved rounds: `--concurrency` orders at a time for `--seconds`, then pgbench's bare wallet
//    statement (one conditional UPDATE feeding an INSERT, as bench:wallet's) with `-c --connections` (the
//    api's pool size) on the same Postgres, again and again, so both see the same machine; then orders at
//    80% of the median peak rate for the p99 there. Prints each round, the median and the spread, the
//    ratio to the bare statement (budget >= 0.50) and the p99 at 80% (budget < 50 ms); ledger:verify at the end.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  adminUrl,
  apiDist,
  clearRedisPrefix,
  cpuSeconds,
  databaseUrl,
  dropDatabase,
  loadNow,
  median,
  recreateDatabase,
  requireBuiltApi,
  startApi,
} from '../shared/api-process.mjs';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '64' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    dist: { type: 'string' },
    compare: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'count-queries': { type: 'boolean', default: false },
  },
});
const dist = args.dist ? resolve(args.dist) : apiDist;
const players = Number(args.players);
const concurrency = Number(args.concurrency);
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const benchDb = 'khela_bench_exchange';
const pgbenchDb = 'khela_bench_exchange_pgbench';
const redisPrefix = `bench-exchange-${process.pid}`;

requireBuiltApi(dist);
const load = (path) => import(join(dist, path));
console.log(
  `bench:exchange  players ${players}, ${concurrency} orders at a time, ${connections} connections, ${rounds} x ${seconds} s; load ${loadNow()}; api ${dist}`,
);

// ---- 1. Database, funded players, tokens ------------------------------------------------------------------
await recreateDatabase(benchDb, { migrate: true, dist });
const sql = new pg.Pool({ connectionString: databaseUrl(benchDb), max: 4 });
const { rows: playerRows } = await sql.query(
  `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
   SELECT 'benchx' || g, 'x', 'benchx' || g || '@example.test', '0182' || lpad(g::text, 7, '0'), 'BDT', 'BX' || g, now(), '1990-01-01'
   FROM generate_series(1, $1::int) g RETURNING id::text`,
  [players],
);
const ids = playerRows.map((r) => r.id);
{
  const { LedgerStore } = await load('api/src/modules/ledger/append/ledger-store.js');
  const { LedgerAppendSignal } = await load('api/src/modules/ledger/append/ledger-append-signal.js');
  const { LedgerAccounts } = await load('api/src/modules/ledger/accounts/ledger-accounts.js');
  const { WalletCommandExecutor } = await load('api/src/modules/wallet/commands/wallet-command-executor.js');
  const { WalletStreamReader } = await load('api/src/modules/wallet/persistence/wallet-stream.reader.js');
  const { RealtimeNotifier } = await load('api/src/platform/realtime/realtime-notifier.js');
  const { RedisConnections } = await load('api/src/platform/redis/redis.module.js');
  const pool = new pg.Pool({ connectionString: databaseUrl(benchDb), max: 4 });
  const redis = new RedisConnections(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const executor = new WalletCommandExecutor(
    new LedgerStore(pool, new LedgerAppendSignal(pool)),
    new LedgerAccounts(pool),
    new WalletStreamReader(pool),
    new RealtimeNotifier({ REDIS_PREFIX: redisPrefix }, redis),
  );
  const system = { actor: { kind: 'system', id: 'bench-exchange' } };
  for (let i = 0; i < ids.length; i += 8)
    await Promise.all(
      ids.slice(i, i + 8).map(async (playerId) => {
        await executor.execute({ kind: 'OpenWallet', playerId, currency: 'BDT' }, system);
        await executor.execute(
          { kind: 'CreditDeposit', playerId, depositId: `${playerId}-funding`, channel: 'bkash', amount: 100_000_000n },
          system,
        );
      }),
    );
  // the append signal notifies after a commit without waiting: let the last notices go before the pool ends
  await new Promise((r) => setTimeout(r, 200));
  await pool.end();
  await redis.onApplicationShutdown?.();
}
const tokens = ids.map(() => randomBytes(32).toString('base64url'));
await sql.query(
  `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at)
   SELECT 'player', s, h, now() + interval '1 day' FROM unnest($1::text[], $2::bytea[]) AS t(s, h)`,
  [ids, tokens.map((t) => createHash('sha256').update(t).digest())],
);
await sql.query('VACUUM ANALYZE');

// ---- 2. The api and the hot market ------------------------------------------------------------------------
const queryCountFile = join(mkdtempSync(join(tmpdir(), 'bench-exchange-queries-')), 'count');
const api = await startApi({
  database: benchDb,
  redisPrefix,
  label: 'bench-exchange',
  dist,
  cpuProfDir: args['cpu-prof'],
  env: {
    ...(args['count-queries']
      ? {
          NODE_OPTIONS: `--import ${new URL('../shared/count-queries.mjs', import.meta.url).href}`,
          COUNT_QUERIES_FILE: queryCountFile,
        }
      : {}),
    EXCHANGE_FEED: 'simulator',
    EXCHANGE_SIM_SEED: 'bench',
    DB_POOL_SIZE: String(connections),
    EXCHANGE_HOUSE_MARKET_LIMIT: '1000000000',
  },
});
console.log(`api ready (log ${api.logFile})`);
// the reference build's api: same database, its own Redis prefix (its own caches and pushes), same pool size
const reference = args.compare
  ? await startApi({
      database: benchDb,
      redisPrefix: `${redisPrefix}-ref`,
      label: 'bench-exchange-ref',
      dist: resolve(args.compare),
      env: {
        EXCHANGE_FEED: 'simulator',
        EXCHANGE_SIM_SEED: 'bench',
        DB_POOL_SIZE: String(connections),
        EXCHANGE_HOUSE_MARKET_LIMIT: '1000000000',
      },
    })
  : undefined;
if (reference) console.log(`reference api ready (${resolve(args.compare)}, log ${reference.logFile})`);
const get = async (path) => (await fetch(`${api.url}${path}`)).json();
const { events } = await get('/api/sports-events/cricket?list=today');
let market;
for (const event of events) {
  const [m] = await get(`/api/match-odds/${event.MarketId}`);
  const runner = m?.runners[0];
  if (m && m.status === 'OPEN' && !m.inplay && runner?.ex.availableToBack[0] && runner.ex.availableToLay[0]) {
    market = m;
    break;
  }
}
if (!market) throw new Error('no cricket match open before its start today: run again later');
const runner = market.runners[0];
const bestBack = runner.ex.availableToBack[0].price;
const bestLay = runner.ex.availableToLay[0].price;
console.log(`hot market ${market.marketId} (${runner.SelectionName}: back ${bestBack}, lay ${bestLay})`);

let sequence = 0;
async function placeOne(url) {
  const n = sequence++;
  const player = n % ids.length;
  const side = n % 2 === 0 ? 'back' : 'lay';
  // even pairs cross (a back at the lay price, a lay at the back price), odd pairs rest on their own side
  const crossing = Math.floor(n / 2) % 2 === 0;
  const price = side === 'back' ? (crossing ? bestLay : bestBack) : crossing ? bestBack : bestLay;
  const started = performance.now();
  const send = () =>
    fetch(`${url}/api/exchange/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[player]}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        market_id: market.marketId,
        selection_id: runner.selectionId,
        side,
        price,
        stake: '10.00',
        idempotency_key: `bench-${process.pid}-${n}`,
      }),
    });
  // A kept-alive socket the api closes as idle (after a pgbench round longer than its keep-alive timeout)
  // while this request is sent on it: sent again, up to 3 times (same idempotency key, so never placed twice).
  const closedUnder = (error) => ['UND_ERR_SOCKET', 'ECONNRESET'].includes(error?.cause?.code);
  let res;
  for (let attempt = 1; !res; attempt += 1)
    res = await send().catch((error) => {
      if (!closedUnder(error) || attempt >= 3) throw error;
      return undefined;
    });
  await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res.status === 200, status: res.status };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
/** Orders for `secs`: `workers` at a time, each sending its next when its answer came (or at `rate` per second in all). */
async function drive(secs, workers, rate, url = api.url) {
  const pid = url === api.url ? api.pid : reference.pid;
  const cpuBefore = cpuSeconds(pid);
  const times = [];
  const statuses = new Map();
  const end = performance.now() + secs * 1000;
  let next = performance.now();
  const interval = rate ? 1000 / rate : 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        if (rate) {
          const at = next;
          next += interval;
          if (at > end) break;
          const wait = at - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        const { ms, ok, status } = await placeOne(url);
        if (ok) times.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    opsPerSec: times.length / secs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statuses: Object.fromEntries(statuses),
    // the api process's CPU per order answered (user + system): with a contended machine, what it can do at most is its CPU share / this
    cpuMsPerOrder: ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, times.length),
  };
}

// ---- 3. The pgbench reference -----------------------------------------------------------------------------
function pgbenchBinary() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(base, v, 'bin/pgbench'))) return join(base, v, 'bin/pgbench');
  return 'pgbench';
}
const admin = adminUrl();
const connection = ['-h', admin.hostname, '-p', admin.port || '5432', '-U', decodeURIComponent(admin.username || 'postgres')];
const pgEnv = { ...process.env, ...(admin.password ? { PGPASSWORD: decodeURIComponent(admin.password) } : {}) };
await recreateDatabase(pgbenchDb);
{
  const setup = new pg.Client({ connectionString: databaseUrl(pgbenchDb) });
  await setup.connect();
  await setup.query(`CREATE TABLE bench_wallets (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))`);
  await setup.query(`INSERT INTO bench_wallets SELECT g, 1000000000 FROM generate_series(1, 100000) g`);
  await setup.query(
    `CREATE TABLE bench_ledger (id bigserial PRIMARY KEY, wallet_id int NOT NULL, amount bigint NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
  );
  await setup.query('VACUUM ANALYZE');
  await setup.end();
}
const script = join(mkdtempSync(join(tmpdir(), 'bench-exchange-')), 'bare-wallet.sql');
writeFileSync(
  script,
  `\\set id random(1, 100000)
WITH debited AS (UPDATE bench_wallets SET balance = balance - 1 WHERE id = :id AND balance >= 1 RETURNING id)
INSERT INTO bench_ledger (wallet_id, amount) SELECT id, -1 FROM debited;
`,
);
const bare = () =>
  Number(
    /tps = ([\d.]+) \(without initial connection time\)/.exec(
      execFileSync(
        pgbenchBinary(),
        [
          ...connection,
          '-n',
          '-M',
          'prepared',
          '-c',
          String(connections),
          '-j',
          String(Math.min(connections, 2)),
          '-T',
          String(seconds),
          '-f',
          script,
          pgbenchDb,
        ],
        { env: pgEnv, encoding: 'utf8' },
      ),
    )?.[1] ?? NaN,
  );

// ---- 4. Interleaved rounds, then 80% of peak --------------------------------------------------------------
await drive(2, concurrency); // warm-up: plans cached, the book not empty
if (reference) await drive(2, concurrency, undefined, reference.url);
/** The api's statements so far (with --count-queries): it writes its count on SIGUSR2. */
async function queriesSoFar() {
  process.kill(api.pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 300));
  return JSON.parse(readFileSync(queryCountFile, 'utf8'));
}
const queriesBefore = args['count-queries'] ? await queriesSoFar() : undefined;
let ordersInRounds = 0;
const results = [];
const referenceResults = [];
for (let round = 1; round <= rounds; round += 1) {
  let orders;
  if (reference) {
    // alternate which goes first, so neither always meets the other's after-effects (vacuum, checkpoints)
    const ref = round % 2 === 0 ? await drive(seconds, concurrency, undefined, reference.url) : undefined;
    orders = await drive(seconds, concurrency);
    const refResult = ref ?? (await drive(seconds, concurrency, undefined, reference.url));
    referenceResults.push(refResult);
    console.log(
      `round ${round} reference: orders ${refResult.opsPerSec.toFixed(0)}/s (p50 ${refResult.p50.toFixed(2)} / p99 ${refResult.p99.toFixed(2)} ms, answers ${JSON.stringify(refResult.statuses)}); api CPU ${refResult.cpuMsPerOrder.toFixed(1)} ms/order`,
    );
  } else orders = await drive(seconds, concurrency);
  const tps = bare();
  results.push({ round, orders, tps, load: loadNow() });
  ordersInRounds += Object.values(orders.statuses).reduce((a, b) => a + b, 0);
  const f = (n) => n.toFixed(2);
  console.log(
    `round ${round}: orders ${orders.opsPerSec.toFixed(0)}/s (p50 ${f(orders.p50)} / p95 ${f(orders.p95)} / p99 ${f(orders.p99)} ms, answers ${JSON.stringify(orders.statuses)}); api CPU ${orders.cpuMsPerOrder.toFixed(1)} ms/order; ` +
      `bare statement ${tps.toFixed(0)} tps; ratio ${(orders.opsPerSec / tps).toFixed(2)}; load ${results.at(-1).load}`,
  );
}
if (queriesBefore) {
  const after = await queriesSoFar();
  console.log(`statements per order: ${((after.count - queriesBefore.count) / ordersInRounds).toFixed(2)} (${ordersInRounds} orders)`);
  const perOrder = Object.entries(after.byStatement)
    .map(([statement, n]) => [statement, (n - (queriesBefore.byStatement[statement] ?? 0)) / ordersInRounds])
    .filter(([, n]) => n >= 0.01)
    .sort((a, b) => b[1] - a[1]);
  for (const [statement, n] of perOrder) console.log(`  ${n.toFixed(2)}  ${statement}`);
}
const peak = median(results.map((r) => r.orders.opsPerSec));
const at80 = await drive(seconds, concurrency, peak * 0.8);
const referencePeak = reference ? median(referenceResults.map((r) => r.opsPerSec)) : NaN;
const referenceAt80 = reference ? await drive(seconds, concurrency, referencePeak * 0.8, reference.url) : undefined;
const ratios = results.map((r) => r.orders.opsPerSec / r.tps);
const spread = (values, digits) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
console.log('');
console.log(
  `orders/s         median ${peak.toFixed(0)} (spread ${spread(
    results.map((r) => r.orders.opsPerSec),
    0,
  )})`,
);
console.log(
  `bare statement   median ${median(results.map((r) => r.tps)).toFixed(0)} tps (spread ${spread(
    results.map((r) => r.tps),
    0,
  )})`,
);
console.log(
  `ratio            median ${median(ratios).toFixed(2)} (spread ${spread(ratios, 2)}; budget >= 0.50) ${median(ratios) >= 0.5 ? 'OK' : 'UNDER BUDGET'}`,
);
console.log(
  `at 80% of peak   ${at80.opsPerSec.toFixed(0)}/s, p50 ${at80.p50.toFixed(2)} / p95 ${at80.p95.toFixed(2)} / p99 ${at80.p99.toFixed(2)} ms ` +
    `(budget p99 < 50 ms) ${at80.p99 < 50 ? 'OK' : 'OVER BUDGET'}`,
);

if (reference) {
  const gains = results.map((r, i) => r.orders.opsPerSec / referenceResults[i].opsPerSec);
  console.log(
    `reference        median ${referencePeak.toFixed(0)} orders/s (spread ${spread(
      referenceResults.map((r) => r.opsPerSec),
      0,
    )}); at 80% of its peak ${referenceAt80.opsPerSec.toFixed(0)}/s, p50 ${referenceAt80.p50.toFixed(2)} / p99 ${referenceAt80.p99.toFixed(2)} ms`,
  );
  console.log(`this / reference median ${median(gains).toFixed(2)}x (spread ${spread(gains, 2)}, per round)`);
}

// ---- 5. Money adds up; clean up ----------------------------------------------------------------------------
const { rows: held } = await sql.query(
  `SELECT (SELECT coalesce(sum(held), 0) FROM exchange_exposures)::text AS exposures,
          (SELECT coalesce(sum(b.balance), 0) FROM ledger_accounts a JOIN account_balances b ON b.account_id = a.id
            WHERE a.owner_kind = 'player' AND a.kind = 'exposure')::text AS ledger`,
);
console.log(
  `exposure held: ${held[0].exposures} poisha in exchange_exposures, ${held[0].ledger} in the ledger ${held[0].exposures === held[0].ledger ? 'OK' : 'MISMATCH'}`,
);
const { verifyLedger, describeVerification } = await load('api/src/modules/ledger/verify/verify-ledger.js');
console.log(describeVerification(await verifyLedger(sql)));
await api.stop();
await reference?.stop();
await sql.end();
await dropDatabase(benchDb);
await dropDatabase(pgbenchDb);
await clearRedisPrefix(redisPrefix);
// With --compare the process did not exit by itself after this point (some handle stays open; which one
// was not found); everything is done and cleaned up here.
process.exit(0);
