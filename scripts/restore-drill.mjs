// `npm run restore-drill [-- options]`: proves a backup restores (issue 23; README, Operations, Backups and the
// restore drill). A backup nobody has restored is a hope, not a backup.
//
//   1. the dump file: its size and SHA-256 equal the manifest's (a copy damaged in transit or storage fails here);
//   2. restore: pg_restore into a FRESH database, created here (`khela_restore_drill_test_<time>`: throwaway
//      databases carry "test" in their name, the rule the test harness enforces, so nothing can mistake it for
//      a live one), in one transaction, stopping at the first error;
//   3. migrations: every migration this checkout's app knows is applied in the restored `schema_migrations`,
//      none is applied that the app does not know, and the head is the manifest's;
//   4. figures: the ledger totals and counts and every table's row count, recomputed on the restored database
//      by the same code that wrote the manifest (scripts/backup-figures.mjs), equal the manifest's;
//   5. `ledger:verify` on the restored database (the command `npm run ledger:verify` runs: replay every event,
//      check sums, balances and projections);
// then prints PASS or FAIL per step and overall, exits 1 on any failure, and drops the drill database unless
// --keep. It needs what ledger:verify needs (the built api, Postgres and Redis; a Redis prefix of its own,
// so it never touches the live queues or caches).
//
// Options:
//   --manifest <file>   the backup to drill (default: the newest *.manifest.json in --dir)
//   --dir <folder>      where backups are (default: $BACKUP_DIR, else .data/backups)
//   --server <url>      the Postgres server to restore on, as a URL of any database on it (default:
//                       $RESTORE_DRILL_SERVER_URL, else the configured database's server)
//   --keep              keep the drill database (its name is printed) to look into it
//   --check <database>  skip the restore: check an already restored database against the manifest (never dropped)
//   --report <file>     also write the result as JSON (for a cron job or monitoring to read)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runOnSupportedNode } from './node-runtime.mjs';

const usage =
  'usage: node scripts/restore-drill.mjs [--manifest <file> | --dir <folder>] [--server <url>] [--keep] [--check <database>] [--report <file>]';

function parseArgs(argv) {
  const options = { dir: process.env.BACKUP_DIR || '.data/backups', server: process.env.RESTORE_DRILL_SERVER_URL, keep: false };
  const valued = { '--manifest': 'manifest', '--dir': 'dir', '--server': 'server', '--check': 'check', '--report': 'report' };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--keep') options.keep = true;
    else if (valued[argv[i]] && argv[i + 1]) options[valued[argv[i]]] = argv[++i];
    else {
      console.error(usage);
      process.exit(2);
    }
  }
  return options;
}

/** The newest complete backup in `dir` (a manifest is written last, so a dump without one is skipped). */
function newestManifest(dir) {
  if (!existsSync(dir)) throw new DrillError(`No backup folder ${dir}. Take a backup first (npm run backup) or pass --manifest.`);
  const manifests = readdirSync(dir)
    .filter((f) => f.endsWith('.manifest.json'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!manifests.length) throw new DrillError(`No *.manifest.json in ${dir}. Take a backup first (npm run backup) or pass --manifest.`);
  return manifests[0];
}

class DrillError extends Error {}

/** Throwaway databases carry "test" in their name (api/test/test-env.ts enforces the same rule). */
function assertThrowawayName(name) {
  if (!/test/.test(name))
    throw new DrillError(`Refusing to create or drop database "${name}": a drill database must have "test" in its name.`);
}

function databaseUrlOn(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** host:port of a server URL (no database, no password): where the drill ran. */
const serverOf = (url) => new URL(url).host;

const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;

/**
 * Runs the drill; returns { ok, steps, database, ... }. Never throws for a failed check: each step records
 * PASS, FAIL (with its details) or SKIP (an earlier step failed). `log` prints progress lines.
 */
export async function restoreDrill({ manifestPath, serverUrl, redisUrl, keep = false, check, log = (line) => console.log(line) }) {
  const { default: pg } = await import('pg');
  const { collectFigures, compareFigures } = await import('./backup-figures.mjs');
  const { findPgTool, serverMajor, toolConnection } = await import('./pg-binaries.mjs');
  const { runTool, sha256File, manifestFormat } = await import('./backup.mjs');
  const { cliEntry, repoRoot } = await import('./lib.mjs');

  const started = Date.now();
  const steps = [];
  const step = (name, ok, summary, details = []) => {
    steps.push({ name, result: ok === null ? 'SKIP' : ok ? 'PASS' : 'FAIL', summary, details });
    return ok;
  };
  const skipRest = (names) => names.forEach((name) => step(name, null, 'not run: an earlier step failed'));

  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.format !== manifestFormat)
    throw new DrillError(`${manifestPath} is not a Khela backup manifest (format ${manifest.format}).`);
  const dumpPath = join(dirname(manifestPath), manifest.dump.file);
  const database = check ?? `khela_restore_drill_test_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  assertThrowawayName(database);
  if (database === manifest.source.database) throw new DrillError(`Refusing to drill into the backup's own source database ${database}.`);
  const admin = new pg.Client({ connectionString: databaseUrlOn(serverUrl, 'postgres'), application_name: 'khela-restore-drill' });
  admin.on('error', () => undefined);
  await admin.connect();
  const url = databaseUrlOn(serverUrl, database);
  // A drill stopped by Ctrl-C or a crash leaves its database behind: name them, but never drop them here
  // (one may be a --keep someone is looking into, or another drill running now).
  const { rows: leftovers } = await admin.query(
    `SELECT datname FROM pg_database WHERE datname LIKE 'khela\\_restore\\_drill\\_test\\_%' AND datname <> $1 ORDER BY 1`,
    [database],
  );
  if (leftovers.length) {
    log(`Note: earlier drill databases are still on this server (kept or interrupted): ${leftovers.map((r) => r.datname).join(', ')}`);
  }
  let created = false;
  try {
    // 1 + 2: the file, then the restore (skipped with --check)
    const later = ['migrations', 'figures', 'ledger:verify'];
    if (!check) {
      const bytes = existsSync(dumpPath) ? statSync(dumpPath).size : null;
      const sha256 = bytes === null ? null : await sha256File(dumpPath);
      const fileOk = bytes === manifest.dump.bytes && sha256 === manifest.dump.sha256;
      step(
        'dump file',
        fileOk,
        bytes === null ? `${dumpPath} is missing` : `${dumpPath}, ${bytes} bytes`,
        fileOk || bytes === null
          ? []
          : [`manifest: ${manifest.dump.bytes} bytes, SHA-256 ${manifest.dump.sha256}`, `file:     ${bytes} bytes, SHA-256 ${sha256}`],
      );
      if (!fileOk) {
        skipRest(['restore', ...later]);
        return finish();
      }
      const restoreStarted = Date.now();
      try {
        const major = await serverMajor(admin);
        const pgRestore = await findPgTool('pg_restore', major);
        const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [database]);
        if (rowCount) throw new DrillError(`database ${database} already exists; a drill restores into a fresh one`);
        await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
        created = true;
        log(`Restoring ${manifest.dump.file} into ${database} with ${pgRestore}...`);
        const { dbname, env } = toolConnection(url);
        // --no-owner / --no-privileges: the drill's server need not have the source's roles.
        await runTool(
          pgRestore,
          ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', '--no-password', `--dbname=${dbname}`, dumpPath],
          env,
        );
        step('restore', true, `pg_restore (PostgreSQL ${major}) into ${database} in ${seconds(restoreStarted)} s`);
      } catch (error) {
        step('restore', false, `into ${database} failed after ${seconds(restoreStarted)} s`, [String(error.message ?? error)]);
        skipRest(later);
        return finish();
      }
    }

    // 3 + 4: migrations and figures, before ledger:verify, which catches the projections up (it writes to them)
    const client = new pg.Client({ connectionString: url, application_name: 'khela-restore-drill' });
    client.on('error', () => undefined);
    let actual;
    let appliedNames;
    try {
      await client.connect();
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      actual = await collectFigures(client);
      appliedNames = (await client.query(`SELECT name FROM schema_migrations ORDER BY timestamp, id`)).rows.map((r) => r.name);
      await client.query('COMMIT');
    } catch (error) {
      step('migrations', false, `cannot read the restored database ${database}`, [String(error.message ?? error)]);
      skipRest(['figures', 'ledger:verify']);
      return finish();
    } finally {
      await client.end().catch(() => undefined);
    }
    const { migrations } = await import(pathToFileURL(join(repoRoot, 'api/dist/migrations/index.js')).href);
    const known = migrations.map((Migration) => new Migration().name ?? Migration.name);
    const applied = new Set(appliedNames);
    const pending = known.filter((name) => !applied.has(name));
    const unknown = appliedNames.filter((name) => !known.includes(name));
    const headOk = actual.migrations.head === manifest.migrations.head;
    step(
      'migrations',
      !pending.length && !unknown.length && headOk,
      `${appliedNames.length} applied, head ${actual.migrations.head}; this app knows ${known.length}`,
      [
        ...pending.map((name) => `not applied in the backup (the app would have to migrate it): ${name}`),
        ...unknown.map((name) => `applied in the backup but unknown to this app (a newer version took it): ${name}`),
        ...(headOk ? [] : [`head: manifest ${manifest.migrations.head}, restored ${actual.migrations.head}`]),
      ],
    );
    const differences = compareFigures(manifest, actual);
    step(
      'figures',
      !differences.length,
      `${actual.ledger.events} ledger events, ${actual.ledger.postings} postings, ${actual.ledger.totals.length} account totals, ` +
        `${Object.keys(actual.rowCounts).length} tables' row counts` +
        (differences.length ? `: ${differences.length} differ from the manifest` : ': all equal the manifest'),
      differences,
    );

    // 5: ledger:verify, the operator's own command, on the restored database
    const verifyStarted = Date.now();
    const printed = await captureTool(process.execPath, [cliEntry, 'ledger:verify', url], {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `restore-drill-${process.pid}-${Date.now().toString(36)}`, // <= 40 characters
      CRASH_ROUNDS: 'off',
      EXCHANGE_FEED_TICK_MS: '0',
    });
    const verified = printed.code === 0 && /^ledger:verify OK$/m.test(printed.output);
    step(
      'ledger:verify',
      verified,
      `${verified ? 'OK' : 'FAILED'} in ${seconds(verifyStarted)} s`,
      verified ? [] : verifierSaid(printed.output),
    );
    return finish();
  } finally {
    if (created && !keep) {
      assertThrowawayName(database);
      await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(database)} WITH (FORCE)`).catch((error) => {
        log(`could not drop ${database}: ${error.message}`);
      });
    }
    await admin.end().catch(() => undefined);
  }

  function finish() {
    const ok = steps.every((s) => s.result === 'PASS');
    return {
      ok,
      manifest: manifestPath,
      takenAt: manifest.takenAt,
      source: manifest.source,
      server: serverOf(serverUrl),
      database,
      kept: Boolean(check) || (created && keep),
      seconds: seconds(started),
      steps,
    };
  }
}

/** Runs a command, collecting its output (stdout and stderr together); never rejects. */
async function captureTool(command, args, env) {
  const { spawn } = await import('node:child_process');
  return new Promise((done) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => done({ code: 127, output: `could not run ${command}: ${error.message}` }));
    child.once('exit', (code) => done({ code: code ?? 1, output }));
  });
}

/**
 * What ledger:verify said, for the report: its own lines (the differences, or why it could not run), without
 * the app's JSON log lines below error level (a boot warning such as an unset STAFF_TOTP_KEY is not the news).
 */
function verifierSaid(output) {
  const lines = output
    .trim()
    .split('\n')
    .filter((line) => {
      const level = /^\{"level":(\d+)/.exec(line);
      return !level || Number(level[1]) >= 50;
    });
  return lines.slice(-25);
}

export function describeDrill(report) {
  const lines = [
    `Restore drill of ${report.manifest}`,
    `  backup taken ${report.takenAt} from ${report.source.database} (${report.source.server}); restored on ${report.server}`,
  ];
  for (const s of report.steps) {
    lines.push(`  [${s.result}] ${s.name}: ${s.summary}`);
    for (const detail of s.details) lines.push(`         ${detail}`);
  }
  const where = report.kept ? `database ${report.database} kept` : `drill database ${report.database} dropped`;
  lines.push(`RESULT: ${report.ok ? 'PASS' : 'FAIL'} in ${report.seconds} s (${where})`);
  return lines.join('\n');
}

async function main() {
  if (!(await runOnSupportedNode())) process.exit(1);
  const options = parseArgs(process.argv.slice(2));
  const { ensureBuilt, ensureInstalled } = await import('./lib.mjs');
  await ensureInstalled();
  // the app's migration list and ledger:verify come from the compiled api
  if (!(await ensureBuilt('api'))) process.exit(1);
  const { resolveServices, exitWithServiceError } = await import('./services.mjs');
  const services = await resolveServices({ redis: true, postgres: !options.server }).catch(exitWithServiceError);
  try {
    const manifestPath = resolve(options.manifest ?? newestManifest(resolve(options.dir)));
    const report = await restoreDrill({
      manifestPath,
      serverUrl: options.server ?? services.databaseUrl,
      redisUrl: services.redisUrl,
      keep: options.keep,
      check: options.check,
    });
    console.log(describeDrill(report));
    if (options.report) writeFileSync(options.report, `${JSON.stringify(report, null, 2)}\n`);
    if (!report.ok) process.exitCode = 1;
  } catch (error) {
    const { PgToolError } = await import('./pg-binaries.mjs');
    const known = error instanceof DrillError || error instanceof PgToolError;
    console.error(`\nRestore drill FAILED: ${known ? error.message : (error?.stack ?? error)}`);
    process.exitCode = 1;
  } finally {
    await services.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) await main();
