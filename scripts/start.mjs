// `npm start`: from a fresh clone to a running Khela with demo data, no configuration needed.
// Installs dependencies if missing, builds what is stale, finds or starts Postgres and Redis
// (scripts/services.mjs), then runs the api in ROLE=all; the api migrates and seeds on boot (idempotent).
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { apiEntry, ensureBuilt, ensureInstalled, repoRoot, supervise } from './lib.mjs';

await ensureInstalled();
if (!(await ensureBuilt('all'))) process.exit(1);
// Imported only now: services.mjs needs `pg`, which the install above provides.
const { resolveServices, exitWithServiceError } = await import('./services.mjs');

const port = Number(process.env.PORT || 3000);
if (!(await portIsFree(port))) {
  console.error(`\nPort ${port} is already in use (another Khela?). Stop that program or pick another port: PORT=${port + 1} npm start\n`);
  process.exit(1);
}

const services = await resolveServices().catch(exitWithServiceError);
const { child, exited } = supervise(process.execPath, [apiEntry], {
  env: {
    ...process.env,
    ROLE: process.env.ROLE || 'all',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SEED_DEMO: process.env.SEED_DEMO || 'true',
    PORT: String(port),
    STORAGE_DIR: process.env.STORAGE_DIR || '.data/storage',
  },
});

waitUntilReady(port, child).then((ready) => ready && printWelcome(port));
const code = await exited;
await services.stop();
process.exit(code);

function portIsFree(p) {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(p, () => server.close(() => done(true)));
  });
}

/** Polls /api/ready (Postgres and Redis answer, migrations and seed done) while the api is alive. */
async function waitUntilReady(p, api) {
  while (api.exitCode === null && api.signalCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${p}/api/ready`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

function printWelcome(p) {
  const base = `http://localhost:${p}`;
  const lines = [
    '',
    'Khela is running.',
    `  Player site   ${base}/`,
    `  Back-office   ${base}/backoffice`,
    `  API           ${base}/api`,
    `  API docs      ${base}/api/docs`,
    '',
    ...demoLogins(),
    '',
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

/** Demo accounts come from scripts/demo-logins.json, which the identity module's seeders keep in step. */
function demoLogins() {
  let logins;
  try {
    logins = JSON.parse(readFileSync(join(repoRoot, 'scripts/demo-logins.json'), 'utf8'));
  } catch {
    logins = {};
  }
  const format = (entry) =>
    typeof entry === 'string'
      ? entry
      : Object.entries(entry)
          .map(([k, v]) => `${k}: ${v}`)
          .join('   ');
  const players = logins.players ?? [];
  const staff = logins.staff ?? [];
  if (!players.length && !staff.length) return ['Demo logins: (demo logins arrive with the identity module)'];
  return [
    'Demo logins:',
    ...(players.length ? ['  Players (player site)', ...players.map((e) => `    ${format(e)}`)] : []),
    ...(staff.length ? ['  Staff (back-office)', ...staff.map((e) => `    ${format(e)}`)] : []),
  ];
}
