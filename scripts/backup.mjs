// `npm run backup [-- --dir <folder>]`: a pg_dump (custom format) of the configured database and a manifest
// beside it (issue 23; README, Operations, Backups and the restore drill); then prunes the folder
// (scripts/backup-prune.mjs): keeps the newest good backup of each of the last --keep-daily days
// ($BACKUP_KEEP_DAILY, default 14) and --keep-monthly months ($BACKUP_KEEP_MONTHLY, default 12), Dhaka time,
// always the newest good one, and never deletes a backup whose manifest does not verify (it says so).
// --no-prune skips pruning; --prune-only prunes without taking a backup (no database needed).
//
// The database is DATABASE_URL, else the one `npm start` uses (scripts/services.mjs). The folder is --dir,
// else BACKUP_DIR, else .data/backups. Two files per backup, both readable by this user only (they hold
// players' personal data):
//   khela-<db>-<time>.dump            pg_dump -Fc of one snapshot
//   khela-<db>-<time>.manifest.json   when, from where, the migration head, the ledger totals and the row counts
//                                     of that same snapshot, and the dump's size and SHA-256
// The figures and the dump agree because they come from one snapshot: this script opens a REPEATABLE READ
// transaction, exports its snapshot (pg_export_snapshot), counts inside it, and runs `pg_dump --snapshot`
// on it while the transaction stays open; writes committed meanwhile are in neither. The manifest is written
// last and only after pg_dump succeeded: a dump without a manifest is an unfinished backup.
// `npm run restore-drill` restores a backup into a fresh database and checks it against its manifest.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { manifestFormat, sha256File } from './backup-files.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';

export { manifestFormat, sha256File };

const usage =
  'usage: node scripts/backup.mjs [--dir <folder>] [--keep-daily <n>] [--keep-monthly <n>] [--no-prune | --prune-only]\n' +
  '  --dir: default $BACKUP_DIR, else .data/backups; --keep-daily: default $BACKUP_KEEP_DAILY, else 14;\n' +
  '  --keep-monthly: default $BACKUP_KEEP_MONTHLY, else 12';

function parseArgs(argv) {
  const options = {
    dir: process.env.BACKUP_DIR || '.data/backups',
    keepDaily: process.env.BACKUP_KEEP_DAILY,
    keepMonthly: process.env.BACKUP_KEEP_MONTHLY,
    prune: true,
    pruneOnly: false,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir' && argv[i + 1]) options.dir = argv[++i];
    else if (argv[i] === '--keep-daily' && argv[i + 1]) options.keepDaily = argv[++i];
    else if (argv[i] === '--keep-monthly' && argv[i + 1]) options.keepMonthly = argv[++i];
    else if (argv[i] === '--no-prune') options.prune = false;
    else if (argv[i] === '--prune-only') options.pruneOnly = true;
    else {
      console.error(usage);
      process.exit(2);
    }
  }
  if (options.pruneOnly && !options.prune) {
    console.error(usage);
    process.exit(2);
  }
  return options;
}

/** Runs a tool with its output on our stderr; rejects with its exit code and last lines of output. */
export function runTool(command, args, env) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-4000);
      process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => fail(new Error(`could not run ${command}: ${error.message}`)));
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${basename(command)} exited with ${code ?? signal}${output ? `:\n${output.trim()}` : ''}`)),
    );
  });
}

const stamp = (date) => date.toISOString().replace(/[:.]/g, '-');

/** Takes one backup of `databaseUrl` into `dir`; returns the manifest and the paths written. */
export async function backup({ databaseUrl, dir, log = (line) => console.log(line) }) {
  const { default: pg } = await import('pg');
  const { collectFigures } = await import('./backup-figures.mjs');
  const { findPgTool, redactUrl, serverMajor, toolConnection } = await import('./pg-binaries.mjs');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'khela-backup' });
  client.on('error', () => undefined); // a lost connection surfaces as the failing query's error
  await client.connect();
  let tmpDump;
  try {
    const major = await serverMajor(client);
    const pgDump = await findPgTool('pg_dump', major);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query(
      `SELECT pg_export_snapshot() AS snapshot, now() AS taken_at, current_database() AS database,
              current_setting('server_version') AS server_version`,
    );
    const { snapshot, taken_at: takenAt, database, server_version: serverVersion } = rows[0];
    const figures = await collectFigures(client);
    const name = `khela-${database}-${stamp(takenAt)}`;
    const dumpPath = join(dir, `${name}.dump`);
    const manifestPath = join(dir, `${name}.manifest.json`);
    tmpDump = `${dumpPath}.partial`;
    log(`Backing up ${database} (PostgreSQL ${serverVersion}) with ${pgDump}, snapshot ${snapshot}...`);
    const started = Date.now();
    const { dbname, env } = toolConnection(databaseUrl);
    await runTool(pgDump, ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${tmpDump}`, `--dbname=${dbname}`], env);
    await client.query('COMMIT');
    chmodSync(tmpDump, 0o600);
    const bytes = statSync(tmpDump).size;
    const sha256 = await sha256File(tmpDump);
    renameSync(tmpDump, dumpPath);
    tmpDump = undefined;
    const manifest = {
      format: manifestFormat,
      takenAt: takenAt.toISOString(),
      finishedAt: new Date().toISOString(),
      source: { database, server: redactUrl(databaseUrl), serverVersion },
      pgDump: { path: pgDump, major },
      dump: { file: basename(dumpPath), bytes, sha256, seconds: Math.round((Date.now() - started) / 100) / 10 },
      ...figures,
    };
    writeFileSync(`${manifestPath}.partial`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    renameSync(`${manifestPath}.partial`, manifestPath);
    log(
      `Backup written: ${dumpPath} (${bytes} bytes, ${manifest.dump.seconds} s)\n` +
        `Manifest: ${manifestPath} (migration head ${figures.migrations.head}, ${figures.ledger.events} ledger events, ` +
        `${Object.keys(figures.rowCounts).length} tables)`,
    );
    return { manifest, dumpPath, manifestPath };
  } finally {
    if (tmpDump) rmSync(tmpDump, { force: true });
    await client.end().catch(() => undefined);
  }
}

async function main() {
  if (!(await runOnSupportedNode())) process.exit(1);
  const options = parseArgs(process.argv.slice(2));
  const { defaultKeepDaily, defaultKeepMonthly, keepCount, pruneBackups } = await import('./backup-prune.mjs');
  let keepDaily, keepMonthly;
  try {
    keepDaily = keepCount(options.keepDaily, '--keep-daily / BACKUP_KEEP_DAILY', defaultKeepDaily);
    keepMonthly = keepCount(options.keepMonthly, '--keep-monthly / BACKUP_KEEP_MONTHLY', defaultKeepMonthly);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const dir = resolve(options.dir);
  if (!options.pruneOnly) {
    const { resolveServices, exitWithServiceError } = await import('./services.mjs');
    const services = await resolveServices({ redis: false }).catch(exitWithServiceError);
    try {
      await backup({ databaseUrl: services.databaseUrl, dir });
    } catch (error) {
      const { PgToolError } = await import('./pg-binaries.mjs');
      console.error(`\nBackup FAILED: ${error instanceof PgToolError ? error.message : (error?.stack ?? error)}`);
      process.exitCode = 1;
      return; // nothing is pruned after a failed backup
    } finally {
      await services.stop();
    }
  }
  if (!options.prune) return;
  try {
    await pruneBackups({ dir, keepDaily, keepMonthly });
  } catch (error) {
    console.error(`\nPruning FAILED (the backup itself is written): ${error?.stack ?? error}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) await main();
