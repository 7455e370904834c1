import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MetricsServer } from '../../src/platform/metrics/index.js';
import { repoRoot } from '../../src/platform/paths.js';
import {
  CreditDepositCommand,
  CreditWinCommand,
  DebitStakeCommand,
  GrantBonusCommand,
  HoldForWithdrawalCommand,
  OpenWalletCommand,
  PayOutHeldCommand,
  RollBackStakeCommand,
  type WalletCommandResult,
} from '../../src/modules/wallet/index.js';
import { clearRedisPrefix, createTestDatabase, startTestWorker, uniqueRedisPrefix, type TestDatabase } from '../test-app.js';
import { adminDatabaseUrl, databaseUrl, hangBound, testRedisUrl } from '../test-env.js';
import { parseMetrics, sampleOf } from './metrics-text.js';

jest.setTimeout(hangBound(240_000));

const system = { actor: { kind: 'system', id: 'restore-drill-test' } } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the scripts' JSON, read field by field
type Json = Record<string, any>;

interface Ran {
  code: number;
  output: string;
}

/** Runs one of the operator scripts as an operator would (its own Node process, from the repository root). */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts', script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => done({ code: code ?? 1, output }));
  });
}

/**
 * `npm run backup` then `npm run restore-drill` (scripts/backup.mjs, scripts/restore-drill.mjs) against a
 * database holding money moved through the wallet's commands, with bets still being placed while the backup
 * runs: the manifest's figures must describe exactly the dump (one exported snapshot), or the drill's
 * comparison fails. Then the drill must fail when the manifest, the restored data or the dump file is wrong.
 */
describe('backup and restore drill (issue 23)', () => {
  const prefix = uniqueRedisPrefix();
  const dir = mkdtempSync(join(tmpdir(), 'khela-backup-test-'));
  let db: TestDatabase;
  // a worker process image: the wallet's commands, with projections and reactors running as in production
  let app: Awaited<ReturnType<typeof startTestWorker>>;
  let sql: pg.Pool;
  let admin: pg.Client;
  let env: Record<string, string>;
  let manifestPath: string;
  let manifest: Json;
  const keptDatabases: string[] = [];

  const ok = (result: WalletCommandResult) => {
    if (!result.ok) throw new Error(`wallet command refused: ${result.error} ${result.message}`);
  };
  const exec = async (command: object) => ok(await app.app.get(CommandBus).execute(command as never));

  const makePlayer = async (seq: number) => {
    const username = `drill${seq}${prefix.slice(-5)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0174${String(4000000 + seq).padStart(7, '0')}`, `DRL${seq}${prefix.slice(-5)}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await exec(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return id;
  };

  const backupGauges = async () => {
    const m = parseMetrics(await (await fetch(`http://127.0.0.1:${app.app.get(MetricsServer).port()}/metrics`)).text());
    return { age: sampleOf(m, 'khela_backup_newest_good_age_seconds', {}), unverified: sampleOf(m, 'khela_backup_unverified', {}) };
  };
  const report = (path: string): Json => JSON.parse(readFileSync(path, 'utf8'));
  const stepOf = (r: Json, name: string): Json => r.steps.find((s: Json) => s.name === name);
  const databaseExists = async (name: string) => (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount === 1;

  beforeAll(async () => {
    db = await createTestDatabase();
    // its metrics read the backup folder the test writes to (khela_backup_newest_good_age_seconds)
    app = await startTestWorker({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix, METRICS_PORT: '0', BACKUP_DIR: dir } });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    admin = new pg.Client({ connectionString: adminDatabaseUrl });
    await admin.connect();
    env = { DATABASE_URL: db.url, REDIS_URL: testRedisUrl, BACKUP_DIR: '' };

    // Money through the real command path: deposits, stakes won, lost and rolled back, a bonus, a paid withdrawal.
    for (let seq = 1; seq <= 4; seq += 1) {
      const id = await makePlayer(seq);
      await exec(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: 500_000n }, system));
      await exec(new GrantBonusCommand({ playerId: id, grantId: `bonus-${id}`, amount: 10_000n, to: 'bonus', reason: 'welcome' }, system));
      for (let bet = 0; bet < 5; bet += 1) {
        const transactionId = `bet-${id}-${bet}`;
        await exec(new DebitStakeCommand({ playerId: id, provider: 'sim', transactionId, amount: 2_500n }, system));
        if (bet % 2 === 0) await exec(new CreditWinCommand({ playerId: id, provider: 'sim', transactionId, amount: 4_000n }, system));
        if (bet === 3) await exec(new RollBackStakeCommand({ playerId: id, provider: 'sim', stakeTransactionId: transactionId }, system));
      }
      await exec(new HoldForWithdrawalCommand({ playerId: id, withdrawalId: `wd-${id}`, amount: 100_000n }, system));
      await exec(new PayOutHeldCommand({ playerId: id, withdrawalId: `wd-${id}`, channel: 'bkash' }, system));
    }
  }, hangBound(120_000));

  afterAll(async () => {
    for (const name of keptDatabases) await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin?.end();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
    // The source database keeps its valid ledger: the test runner verifies it, then drops it.
  });

  it('backs up one snapshot while bets keep landing: dump and manifest agree, later bets are in neither', async () => {
    const bettor = await makePlayer(9);
    await exec(new CreditDepositCommand({ playerId: bettor, depositId: `dep-${bettor}`, channel: 'nagad', amount: 1_000_000n }, system));
    let placing = true;
    let placed = 0;
    const betting = (async () => {
      while (placing) {
        const transactionId = randomUUID();
        await exec(new DebitStakeCommand({ playerId: bettor, provider: 'sim', transactionId, amount: 100n }, system));
        await exec(new CreditWinCommand({ playerId: bettor, provider: 'sim', transactionId, amount: 100n }, system));
        placed += 1;
      }
    })();
    while (placed < 5) await new Promise((r) => setTimeout(r, 10));
    // no backup yet: the newest good backup's age is +Inf, which the BackupTooOld alert fires on
    expect(await backupGauges()).toEqual({ age: Infinity, unverified: 0 });
    const ran = await runScript('backup.mjs', ['--dir', dir], env);
    const placedDuringBackup = placed;
    placing = false;
    await betting;
    expect(ran.output).toContain('Backup written');
    expect(ran.code).toBe(0);

    const manifests = readdirSync(dir).filter((f) => f.endsWith('.manifest.json'));
    expect(manifests).toHaveLength(1);
    manifestPath = join(dir, manifests[0]!);
    manifest = report(manifestPath);
    expect(manifest.source.database).toBe(db.name);
    expect(manifest.source.server).toMatch(new RegExp(`/${db.name}$`)); // the configured database, no password
    expect(manifest.migrations.head).toMatch(/^[A-Za-z0-9]+\d{13}$/);
    expect(Number(manifest.ledger.events)).toBeGreaterThan(50);
    expect(manifest.ledger.totals.map((t: Json) => t.account)).toEqual(expect.arrayContaining(['player/main/BDT', 'player/bonus/BDT']));
    const playerMain = manifest.ledger.totals.find((t: Json) => t.account === 'player/main/BDT');
    expect(BigInt(playerMain.balance)).toBe(BigInt(playerMain.net)); // balance rows agree with the postings in one snapshot
    expect(manifest.rowCounts.players).toBe('5');
    expect(readdirSync(dir).some((f) => f.endsWith('.partial'))).toBe(false);
    // bets went on after the snapshot: the live ledger has moved past what the manifest (and the dump) hold
    expect(placedDuringBackup).toBeGreaterThan(5);
    const live = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_events`);
    expect(BigInt(live.rows[0]!.n)).toBeGreaterThan(BigInt(manifest.ledger.events));
    // the worker's metric: a fresh good backup, seconds old
    const gauges = await backupGauges();
    expect(gauges.age).toBeGreaterThanOrEqual(0);
    expect(gauges.age).toBeLessThan(120);
    expect(gauges.unverified).toBe(0);
  });

  it('restores it into a fresh database and passes: migrations, totals, row counts, ledger:verify; --keep keeps it', async () => {
    const reportPath = join(dir, 'pass.report.json');
    const ran = await runScript('restore-drill.mjs', ['--manifest', manifestPath, '--keep', '--report', reportPath], env);
    const r = report(reportPath);
    keptDatabases.push(r.database);
    expect(ran.output).toContain('RESULT: PASS');
    expect(ran.code).toBe(0);
    expect(r.ok).toBe(true);
    expect(r.steps.map((s: Json) => [s.name, s.result])).toEqual([
      ['dump file', 'PASS'],
      ['restore', 'PASS'],
      ['migrations', 'PASS'],
      ['figures', 'PASS'],
      ['ledger:verify', 'PASS'],
    ]);
    expect(r.database).toMatch(/^khela_restore_drill_test_/);
    expect(await databaseExists(r.database)).toBe(true);
  });

  it('fails on restored data made wrong (a balance moved without the ledger): figures and ledger:verify both say so', async () => {
    const kept = keptDatabases[0]!;
    const restored = new pg.Client({ connectionString: databaseUrl(kept) });
    await restored.connect();
    try {
      await restored.query(
        `UPDATE account_balances SET balance = balance + 700
          WHERE account_id = (SELECT id FROM ledger_accounts WHERE owner_kind = 'player' AND kind = 'main' ORDER BY id LIMIT 1)`,
      );
    } finally {
      await restored.end();
    }
    const reportPath = join(dir, 'tampered-data.report.json');
    const ran = await runScript('restore-drill.mjs', ['--manifest', manifestPath, '--check', kept, '--report', reportPath], env);
    const r = report(reportPath);
    expect(ran.output).toContain('RESULT: FAIL');
    expect(ran.code).toBe(1);
    expect(stepOf(r, 'migrations').result).toBe('PASS');
    expect(stepOf(r, 'figures').result).toBe('FAIL');
    // (the projection tables differ too: the first drill's ledger:verify caught them up in this database)
    expect(stepOf(r, 'figures').details).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ledger total player\/main\/BDT balance: manifest \d+, restored \d+$/)]),
    );
    expect(stepOf(r, 'ledger:verify').result).toBe('FAIL');
    // for the right reason (the replay disagrees with the balance row), not because it could not run
    expect(stepOf(r, 'ledger:verify').details.join('\n')).toMatch(/balance row says \d+, replay gives \d+/);
    expect(await databaseExists(kept)).toBe(true); // --check never drops what it did not create
  });

  it('fails when the manifest disagrees with the dump, and still drops its drill database', async () => {
    const tampered = structuredClone(manifest);
    const main = tampered.ledger.totals.find((t: Json) => t.account === 'player/main/BDT');
    main.net = String(BigInt(main.net) + 1n);
    tampered.rowCounts.players = '6';
    const tamperedPath = join(dir, 'tampered.manifest.json');
    writeFileSync(tamperedPath, JSON.stringify(tampered));
    const reportPath = join(dir, 'tampered-manifest.report.json');
    const ran = await runScript('restore-drill.mjs', ['--manifest', tamperedPath, '--report', reportPath], env);
    const r = report(reportPath);
    expect(ran.code).toBe(1);
    expect(r.ok).toBe(false);
    expect(stepOf(r, 'restore').result).toBe('PASS');
    expect(stepOf(r, 'figures').details).toEqual([
      `ledger total player/main/BDT net: manifest ${main.net}, restored ${BigInt(main.net) - 1n}`,
      'players rows: manifest 6, restored 5',
    ]);
    expect(stepOf(r, 'ledger:verify').result).toBe('PASS'); // the data itself is sound: only the comparison caught it
    expect(await databaseExists(r.database)).toBe(false);
  });

  it('fails before restoring a dump file damaged after the backup', async () => {
    const damagedDir = mkdtempSync(join(dir, 'damaged-'));
    const dump = join(damagedDir, manifest.dump.file);
    copyFileSync(join(dir, manifest.dump.file), dump);
    const bytes = readFileSync(dump);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff; // one byte flipped: same size, different content
    writeFileSync(dump, bytes);
    const damagedManifest = join(damagedDir, 'copy.manifest.json');
    copyFileSync(manifestPath, damagedManifest);
    const reportPath = join(dir, 'damaged.report.json');
    const ran = await runScript('restore-drill.mjs', ['--manifest', damagedManifest, '--report', reportPath], env);
    const r = report(reportPath);
    expect(ran.code).toBe(1);
    expect(r.steps.map((s: Json) => [s.name, s.result])).toEqual([
      ['dump file', 'FAIL'],
      ['restore', 'SKIP'],
      ['migrations', 'SKIP'],
      ['figures', 'SKIP'],
      ['ledger:verify', 'SKIP'],
    ]);
    expect(stepOf(r, 'dump file').details[0]).toContain(manifest.dump.sha256);
    expect(await databaseExists(r.database)).toBe(false);
  });
});
