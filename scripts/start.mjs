// `npm start`: from a fresh clone to a running Khela with demo data, no configuration needed.
// Installs dependencies if missing, builds what is stale, finds or starts Postgres and Redis
// (scripts/services.mjs), then runs the api in ROLE=all; the api migrates and seeds on boot (idempotent).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { apiEntry, ensureBuilt, ensureInstalled, repoRoot, supervise } from './lib.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';

if (!(await runOnSupportedNode())) process.exit(1);
// Stopping. A signal before the api runs (installing, building, finding services) ends start-up here;
// once it runs, `supervise` forwards the signal to it and the cleanup below follows its exit.
let api = null;
let services = null;
const demoChildren = [];
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (api) return;
    for (const child of demoChildren) child.kill('SIGTERM');
    const code = 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15);
    Promise.resolve(services?.stop()).finally(() => process.exit(code));
  });
}
// `npm start` runs this file under `sh -c`, and a SIGTERM to npm's PID reaches only that shell, which dies
// without passing it on (issue 14: this process and the api stayed, holding the port); a SIGKILL to npm
// orphans us too. So losing the process that started us counts as a SIGTERM.
const launcher = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === launcher) return;
  clearInterval(orphanWatch);
  process.emit('SIGTERM', 'SIGTERM');
}, 500);
orphanWatch.unref();

await ensureInstalled();
if (!(await ensureBuilt('all'))) process.exit(1);
// Imported only now: services.mjs needs `pg`, which the install above provides.
const { resolveServices, exitWithServiceError } = await import('./services.mjs');

const port = Number(process.env.PORT || 3000);
if (!(await portIsFree(port))) {
  console.error(`\nPort ${port} is already in use (another Khela?). Stop that program or pick another port: PORT=${port + 1} npm start\n`);
  process.exit(1);
}

// `npm start` is the demo: development mode with the demo data (published logins). The api refuses
// SEED_DEMO=true with NODE_ENV=production, so `NODE_ENV=production npm start` runs without the demo data.
const nodeEnv = process.env.NODE_ENV || 'development';
const seedDemo = process.env.SEED_DEMO || (nodeEnv === 'production' ? 'false' : 'true');
services = await resolveServices().catch(exitWithServiceError);
const demoPhone = await startDemoPhone();
const demoGames = await startDemoGames();
for (const demo of [demoPhone, demoGames]) if (demo) demoChildren.push(demo.child);
const { child, exited } = supervise(process.execPath, [apiEntry], {
  env: {
    ...process.env,
    NODE_ENV: nodeEnv,
    ROLE: process.env.ROLE || 'all',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SEED_DEMO: seedDemo,
    PORT: String(port),
    STORAGE_DIR: process.env.STORAGE_DIR || '.data/storage',
    ...(demoPhone ? { SMS_GATEWAY_URL: demoPhone.url } : {}),
    ...(demoGames ? { GAME_SIM_URL: demoGames.url, GAME_SIM_SECRET: demoGames.secret } : {}),
  },
});

api = child;

waitUntilReady(port, child).then((ready) => ready && printWelcome(port));
const code = await exited;
for (const demo of demoChildren) demo.kill('SIGTERM');
await services.stop();
process.exit(code);

/**
 * Codes reach players only by SMS or e-mail (staff never see them), so the demo needs a phone: with no
 * SMS_GATEWAY_URL, the SMS gateway simulator stands in for every player's phone and shows what they
 * received at its own address. Not in production, where a real gateway is configured.
 */
async function startDemoPhone() {
  if (process.env.SMS_GATEWAY_URL || nodeEnv === 'production') return null;
  const phonePort = Number(process.env.SMS_SIMULATOR_PORT || 4200);
  if (!(await portIsFree(phonePort))) {
    console.log(`Port ${phonePort} is taken: no demo phone, so verification codes go nowhere (set SMS_SIMULATOR_PORT).`);
    return null;
  }
  const entry = join(repoRoot, 'api/dist/api/src/modules/players/messaging/sms-simulator/main.js');
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, SMS_SIMULATOR_PORT: String(phonePort) },
  });
  return { child, url: `http://127.0.0.1:${phonePort}`, port: phonePort };
}

/**
 * Every demo game is served by the game provider simulator (api/src/modules/games/provider-simulator/): its
 * pages run in /gamerun's frame and it calls this api's wallet API, signed with GAME_SIM_SECRET, which the
 * demo seed registers as provider `sim`. Not in production, nor when GAME_SIM_URL names another provider.
 */
async function startDemoGames() {
  if (process.env.GAME_SIM_URL || nodeEnv === 'production') return null;
  const simPort = Number(process.env.GAME_SIM_PORT || 4300);
  if (!(await portIsFree(simPort))) {
    console.log(`Port ${simPort} is taken: no game provider simulator, so demo games do not open (set GAME_SIM_PORT).`);
    return null;
  }
  const secret = process.env.GAME_SIM_SECRET || 'khela-demo-game-simulator-secret';
  const entry = join(repoRoot, 'api/dist/api/src/modules/games/provider-simulator/main.js');
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(simPort), KHELA_API_URL: `http://127.0.0.1:${port}`, GAME_SIM_SECRET: secret },
  });
  return { child, url: `http://localhost:${simPort}`, port: simPort, secret };
}

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
    ...(demoPhone ? [`  Demo phone    http://localhost:${demoPhone.port}/  (the SMS players receive: verification and reset codes)`] : []),
    ...(demoGames ? [`  Demo games    ${demoGames.url}/  (game provider simulator: the demo games, paid through the wallet API)`] : []),
    '',
    ...(['true', '1'].includes(seedDemo) ? demoLogins() : ['No demo data (SEED_DEMO is off).']),
    '',
    'Press Ctrl-C to stop (or send SIGTERM to npm or to this process).',
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
