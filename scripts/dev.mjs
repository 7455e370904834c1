// `npm run dev`: the api in watch mode (tsc -w recompiles, node --watch restarts) with demo data, plus
// both Vite dev servers with hot reload: player on http://localhost:5173, back-office on
// http://localhost:5174/backoffice/. Their vite.config.ts proxy /api and /socket.io to the api on :3000.
// Built from tsc and node's own watch mode, so no extra packages.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { apiEntry, ensureBuilt, ensureInstalled, repoRoot } from './lib.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';

const API_PORT = 3000; // the Vite proxies point here (web-*/vite.config.ts)

if (!(await runOnSupportedNode())) process.exit(1);
await ensureInstalled();
if (!(await ensureBuilt('api'))) process.exit(1);
const { resolveServices, exitWithServiceError } = await import('./services.mjs');

for (const port of [API_PORT, 5173, 5174]) {
  if (!(await portIsFree(port))) {
    console.error(`\nPort ${port} is in use (is \`npm start\` or another \`npm run dev\` running?). Stop it and try again.\n`);
    process.exit(1);
  }
}
const services = await resolveServices().catch(exitWithServiceError);

const colours = { contracts: 35, tsc: 34, api: 32, player: 36, backoffice: 33, ewallet: 31 };
const children = new Map();
let stopping = false;

/** Starts a child whose output lines are tagged with its name; if it dies on its own, dev stops. */
function start(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const tag = `\x1b[${colours[name]}m[${name}]\x1b[0m`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`${tag} ${line}`);
      options.onLine?.(line);
    });
  }
  child.once('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`${tag} exited (${signal ?? code}); stopping dev.`);
      void shutdown(code || 1);
    }
  });
  children.set(name, child);
  return child;
}

// DEV_EWALLET=1 also runs the e-wallet gateway simulator and points the api at it. Then deposits go
// through the gateway (spec: the methods list is either manual methods or the e-wallet form, not both).
const ewallet = process.env.DEV_EWALLET === '1' ? { port: 4100, secret: randomBytes(24).toString('hex') } : null;

const tscBin = join(repoRoot, 'node_modules/typescript/bin/tsc');
start('contracts', process.execPath, [tscBin, '-w', '-p', 'libs/contracts', '--preserveWatchOutput']);

// Start the api only after tsc's first watch compile, which rewrites every file and would restart it at once.
let apiStarted = false;
start('tsc', process.execPath, [tscBin, '-w', '-p', 'api/tsconfig.build.json', '--preserveWatchOutput'], {
  onLine: (line) => {
    if (apiStarted || !/Watching for file changes/.test(line)) return;
    apiStarted = true;
    if (ewallet) {
      start('ewallet', process.execPath, [join(repoRoot, 'api/dist/api/src/modules/payments/ewallet/simulator/main.js')], {
        env: { ...process.env, EWALLET_CALLBACK_SECRET: ewallet.secret, EWALLET_SIMULATOR_PORT: String(ewallet.port) },
      });
    }
    start('api', process.execPath, ['--watch', '--watch-preserve-output', apiEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        ROLE: 'all',
        PORT: String(API_PORT),
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        SEED_DEMO: 'true',
        SERVE_WEB: 'false', // Vite serves the web apps in dev
        STORAGE_DIR: process.env.STORAGE_DIR || '.data/storage',
        LOG_LEVEL: process.env.LOG_LEVEL || 'info',
        ...(ewallet ? { EWALLET_GATEWAY_URL: `http://127.0.0.1:${ewallet.port}`, EWALLET_CALLBACK_SECRET: ewallet.secret } : {}),
      },
    });
    console.log(
      '\nDev servers: player http://localhost:5173/  back-office http://localhost:5174/backoffice/  api http://localhost:3000/api/docs\n',
    );
  },
});
// What `npm run dev -w <app>` runs, started directly: npm does not pass our SIGTERM on to vite.
const viteBin = join(repoRoot, 'node_modules/vite/bin/vite.js');
start('player', process.execPath, [viteBin], { cwd: join(repoRoot, 'web-player') });
start('backoffice', process.execPath, [viteBin], { cwd: join(repoRoot, 'web-backoffice') });

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  const exits = [...children.values()].map((child) => new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r))));
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 10_000))]);
  await services.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function portIsFree(port) {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(port, () => server.close(() => done(true)));
  });
}
