// Wallet benchmark (issue 3 item 7, ARCHITECTURE.md section 7). Plain ESM over the built api
// (`npm run build -w libs/contracts && npm run build -w api` first), so it measures the code that ships.
//
//   node bench/wallet/bench-wallet.mjs [--wallets 1000] [--clients 8] [--concurrency 64] [--seconds 10]
//                                      [--duplicates 0.1] [--skip-pgbench]
//
// 1. Recreates an empty bench database, migrates it, opens and funds N wallets.
// 2. For a fixed time, drives stake-debit + win-credit pairs through the wallet command path (decide ->
//    group commit -> one ledger_append_batch statement per batch -> balance push) on a pool of K
//    (--clients) database connections: first with --concurrency requests at a time, then with K (one
//    per connection). A share of requests is re-sent with the same id, as a retrying provider would,
//    and must come back as duplicates.
// 3. In the same run, against the same Postgres with the same client count (K connections), runs two pgbench
//    references: TPC-B (scale 10) and a bare wallet script (one conditional UPDATE feeding an INSERT
//    through a CTE, over 100,000 accounts). Prints ops/s, latency percentiles and the ratios.
// 4. Checks the money adds up: every wallet's balance equals what the accepted commands imply, and
//    the ledger verifier passes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'api/dist');
if (!existsSync(join(dist, 'api/src/modules/wallet/index.js'))) {
  console.error('bench:wallet needs the built api: run `npm run build -w libs/contracts && npm run build -w api` first.');
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

const { values: args } = parseArgs({
  options: {
    wallets: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '10' },
    duplicates: { type: 'string', default: '0.1' },
    'skip-pgbench': { type: 'boolean', default: false },
  },
});
const wallets = Number(args.wallets);
const clients = Number(args.clients);
const concurrency = Number(args.concurrency);
const seconds = Number(args.seconds);
const duplicateShare = Number(args.duplicates);

const adminUrl = new URL(process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const urlOf = (database) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const benchDb = 'khela_bench_wallet';
const pgbenchDb = 'khela_bench_pgbench';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function recreate(database) {
  if (!/bench/.test(database)) throw new Error(`refusing to recreate ${database}: bench databases must have "bench" in their name`);
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// ---- 1. Empty database, funded wallets ---------------------------------------------------------
console.log(`bench:wallet  wallets ${wallets}, clients ${clients}, ${seconds} s, ${Math.round(duplicateShare * 100)}% retried duplicates`);
await recreate(benchDb);
const dataSource = createDataSource({ url: urlOf(benchDb), poolSize: 2 });
await dataSource.initialize();
await migrateUp(dataSource);
await dataSource.destroy();

const pool = new pg.Pool({ connectionString: urlOf(benchDb), max: clients });
const signal = new LedgerAppendSignal(pool);
const accounts = new LedgerAccounts(pool);
const redis = new RedisConnections(redisUrl);
const notifier = new RealtimeNotifier({ REDIS_PREFIX: `bench-${process.pid}` }, redis);
const executor = new WalletCommandExecutor(new LedgerStore(pool, signal), accounts, new WalletStreamReader(pool), notifier);
const system = { actor: { kind: 'system', id: 'bench' } };
const funding = 100_000_00n; // 100,000.00 each: enough that no stake is refused
const players = Array.from({ length: wallets }, (_, i) => `bench-${i}`);
for (let i = 0; i < players.length; i += clients) {
  await Promise.all(
    players.slice(i, i + clients).map(async (playerId) => {
      await executor.execute({ kind: 'OpenWallet', playerId, currency: 'BDT' }, system);
      await executor.execute(
        { kind: 'CreditDeposit', playerId, depositId: `${playerId}-funding`, channel: 'bkash', amount: funding },
        system,
      );
    }),
  );
}

// Fresh statistics for the tables just filled, as `pgbench -i` does for its own: without them the
// planner still sees the nearly empty tables of the migration and keeps sequential-scan plans.
await pool.query('VACUUM ANALYZE');

// ---- 2. Stake + win pairs through the command path ----------------------------------------------
// Two loads, one after the other: `concurrency` requests at a time (many players on one api process,
// multiplexed onto its pool of `clients` connections: the budget's load), then `clients` requests at a
// time (one per connection, each waiting for its own answer: the latency-bound floor).
const expected = new Map(players.map((p) => [p, funding]));
const counts = { duplicatesSent: 0, duplicatesAnswered: 0, refused: 0, wrongDuplicates: 0 };
const provider = { actor: { kind: 'provider', id: 'evo' } };
let sequence = 0;

async function drive(requestsAtATime) {
  const latencies = [];
  let operations = 0;
  const timed = async (command) => {
    const started = process.hrtime.bigint();
    const result = await executor.execute(command, provider);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    operations += 1;
    return result;
  };
  const client = async (deadline) => {
    while (Date.now() < deadline) {
      const playerId = players[Math.floor(Math.random() * players.length)];
      const id = `t${(sequence += 1)}`;
      const stake = BigInt(100 + Math.floor(Math.random() * 900)); // 1.00 .. 9.99
      const win = Math.random() < 0.5 ? 0n : stake * 2n;
      const stakeCommand = { kind: 'DebitStake', playerId, provider: 'evo', transactionId: id, amount: stake };
      const staked = await timed(stakeCommand);
      if (!staked.ok) {
        counts.refused += 1;
        continue;
      }
      expected.set(playerId, expected.get(playerId) - stake);
      if (Math.random() < duplicateShare) {
        counts.duplicatesSent += 1;
        const again = await timed(stakeCommand); // a provider retrying after a timeout
        if (again.ok && again.duplicate && again.position === staked.position) counts.duplicatesAnswered += 1;
        else counts.wrongDuplicates += 1;
      }
      if (win > 0n) {
        const won = await timed({ kind: 'CreditWin', playerId, provider: 'evo', transactionId: `${id}-win`, amount: win });
        if (won.ok) expected.set(playerId, expected.get(playerId) + win);
        else counts.refused += 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: requestsAtATime }, () => client(started + seconds * 1000)));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { opsPerSecond: operations / elapsed, operations, elapsed, latencies };
}

const loaded = await drive(concurrency);
const oneEach = await drive(clients);

// ---- 4. Does the money add up? --------------------------------------------------------------------
const { rows } = await pool.query(
  `SELECT a.owner_id, b.balance FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id WHERE a.kind = 'main'`,
);
const mismatched = rows.filter((r) => BigInt(r.balance) !== expected.get(r.owner_id));
const verification = await verifyLedger(pool, { catchUpProjections: true });
signal.onApplicationShutdown();
await pool.end();
await redis.closeAll();

// ---- 3. pgbench references --------------------------------------------------------------------------
function pgbenchBinary() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(base, v, 'bin/pgbench'))) return join(base, v, 'bin/pgbench');
  return 'pgbench';
}
const connection = ['-h', adminUrl.hostname, '-p', adminUrl.port || '5432', '-U', decodeURIComponent(adminUrl.username || 'postgres')];
const env = { ...process.env, ...(adminUrl.password ? { PGPASSWORD: decodeURIComponent(adminUrl.password) } : {}) };
const tpsOf = (output) => Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1] ?? NaN);
const pgbench = (extra) =>
  tpsOf(
    execFileSync(
      pgbenchBinary(),
      [...connection, '-n', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), ...extra, pgbenchDb],
      { env, encoding: 'utf8' },
    ),
  );

let bareTps = NaN;
let tpcbTps = NaN;
if (!args['skip-pgbench']) {
  await recreate(pgbenchDb);
  execFileSync(pgbenchBinary(), [...connection, '-i', '-q', '-s', '10', pgbenchDb], { env, stdio: 'ignore' });
  const setup = new pg.Client({ connectionString: urlOf(pgbenchDb) });
  await setup.connect();
  await setup.query(`CREATE TABLE bench_wallets (id int PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0))`);
  await setup.query(`INSERT INTO bench_wallets SELECT g, 1000000000 FROM generate_series(1, 100000) g`);
  await setup.query(
    `CREATE TABLE bench_ledger (id bigserial PRIMARY KEY, wallet_id int NOT NULL, amount bigint NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
  );
  await setup.query(`VACUUM ANALYZE`);
  await setup.end();
  const script = join(mkdtempSync(join(tmpdir(), 'bench-wallet-')), 'bare-wallet.sql');
  writeFileSync(
    script,
    `\\set id random(1, 100000)
WITH debited AS (UPDATE bench_wallets SET balance = balance - 1 WHERE id = :id AND balance >= 1 RETURNING id)
INSERT INTO bench_ledger (wallet_id, amount) SELECT id, -1 FROM debited;
`,
  );
  bareTps = pgbench(['-M', 'prepared', '-f', script]);
  tpcbTps = pgbench(['-M', 'prepared']);
}

// ---- Report ---------------------------------------------------------------------------------------------
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
const ms = (n) => `${n.toFixed(2)} ms`;
console.log('');
const describeRun = (label, run) => {
  console.log(`${label}${fmt(run.opsPerSecond)} ops/s   (${run.operations} operations in ${run.elapsed.toFixed(1)} s)`);
  const { latencies } = run;
  console.log(
    `  latency         p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}`,
  );
};
const commandOps = loaded.opsPerSecond;
describeRun(`command path      `, loaded);
console.log(`                  (${concurrency} requests at a time over ${clients} connections)`);
describeRun(`one per connection ${''}`, oneEach);
console.log(`                  (${clients} requests at a time, each waiting for its answer)`);
console.log(`pgbench bare      ${fmt(bareTps)} tps   (conditional UPDATE feeding an INSERT, 100,000 accounts)`);
console.log(`pgbench TPC-B     ${fmt(tpcbTps)} tps   (scale 10)`);
console.log(`ratio vs bare     ${Number.isFinite(bareTps) ? ((commandOps / bareTps) * 100).toFixed(0) + '%' : 'n/a'}   (target >= 70%)`);
console.log(`  one per conn.   ${Number.isFinite(bareTps) ? ((oneEach.opsPerSecond / bareTps) * 100).toFixed(0) + '%' : 'n/a'}`);
console.log(`ratio vs TPC-B    ${Number.isFinite(tpcbTps) ? ((commandOps / tpcbTps) * 100).toFixed(0) + '%' : 'n/a'}`);
console.log(
  `duplicates        ${counts.duplicatesSent} re-sent, ${counts.duplicatesAnswered} answered as duplicates, ${counts.wrongDuplicates} wrong`,
);
console.log(`refused           ${counts.refused}`);
console.log(
  `money             ${mismatched.length === 0 ? 'adds up' : `${mismatched.length} wallets differ`}; ${describeVerification(verification).split('\n')[0]}`,
);
if (mismatched.length || counts.wrongDuplicates || !verification.ok) {
  console.log(describeVerification(verification));
  process.exit(1);
}
