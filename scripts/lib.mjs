// Small helpers shared by the scripts. Node built-ins only: start.mjs imports this before `npm ci` has run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installEnv } from './node-runtime.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const apiEntry = join(repoRoot, 'api/dist/api/src/main.js');
export const cliEntry = join(repoRoot, 'api/dist/api/src/cli.js');

/** Runs a command with inherited output; resolves with its exit code (128 + n when killed by a signal). */
export function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.once('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      done(127);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 128 + (signalNumbers[signal] ?? 1) : 1)));
  });
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };

/**
 * Runs a long-lived child (the api) and forwards SIGINT/SIGTERM to it, so it can drain before we stop the
 * services it uses. Resolves with its exit code. A second Ctrl-C is forwarded too (the api exits at once).
 */
export function supervise(command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  const forward = (signal) => () => child.exitCode === null && child.kill(signal);
  const handlers = { SIGINT: forward('SIGINT'), SIGTERM: forward('SIGTERM'), SIGHUP: forward('SIGTERM') };
  for (const [signal, handler] of Object.entries(handlers)) process.on(signal, handler);
  const exited = new Promise((done) => {
    child.once('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      done(127);
    });
    child.once('exit', (code, signal) => {
      for (const [s, handler] of Object.entries(handlers)) process.removeListener(s, handler);
      done(code ?? (signal ? 128 + (signalNumbers[signal] ?? 1) : 1));
    });
  });
  return { child, exited };
}

/**
 * A fresh clone has no node_modules, and a pull may bring a lockfile newer than what is installed: install
 * exactly what the lockfile says (or resolve, without one). npm records what it installed in
 * node_modules/.package-lock.json, so an older one means the lockfile changed since. A failed install
 * exits with npm's code, unless `exitOnFailure` is false: then it returns false (the test runner still
 * prints its summary).
 */
export async function ensureInstalled({ exitOnFailure = true } = {}) {
  const lockfile = existsSync(join(repoRoot, 'package-lock.json'));
  const installed = join(repoRoot, 'node_modules/.package-lock.json');
  const upToDate = () =>
    existsSync(installed) && (!lockfile || statSync(installed).mtimeMs >= statSync(join(repoRoot, 'package-lock.json')).mtimeMs);
  if (upToDate()) return true;
  // Two runs in one checkout (npm test in two terminals) must not both run `npm ci`: each empties
  // node_modules first, under the other's feet. The second waits for the first, then finds it done.
  const code = await withRepoLock('install', 'installing dependencies', async () => {
    if (upToDate()) return 0;
    console.log(`Installing dependencies (npm ${lockfile ? 'ci' : 'install'}); this happens once.`);
    return run(npm, [lockfile ? 'ci' : 'install'], { env: { ...process.env, ...installEnv() } });
  });
  if (code !== 0 && exitOnFailure) process.exit(code);
  return code === 0;
}

/**
 * Runs `work` while holding a lock of this checkout shared by every script (a directory under .data/locks,
 * made atomically, holding the owner's pid). A lock whose owner has died is taken over.
 */
export async function withRepoLock(name, doing, work) {
  const dir = join(repoRoot, '.data/locks', name);
  mkdirSync(dirname(dir), { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = lockOwner(dir);
      // dead, or died between making the lock and writing its pid (a lock that new has no pid for a moment)
      if (owner ? !isAlive(owner) : lockAgeMs(dir) > 10_000) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!told) console.log(`Waiting for another run in this checkout (pid ${owner || '?'}) ${doing}...`);
      told = true;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function lockOwner(dir) {
  try {
    return Number(readFileSync(join(dir, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function lockAgeMs(dir) {
  try {
    return Date.now() - statSync(dir).mtimeMs;
  } catch {
    return Infinity; // gone already: the next attempt makes it
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

// What each build target reads and writes. A target is rebuilt when any input is newer than its output.
const targets = {
  contracts: {
    inputs: ['libs/contracts/src', 'libs/contracts/tsconfig.json', 'libs/contracts/build-schemas.mjs', 'tsconfig.json'],
    // written last by the build (after tsc): the JSON Schemas of the contract types
    output: 'libs/contracts/dist/schemas.json',
    workspace: 'libs/contracts',
  },
  api: {
    inputs: [
      'api/src',
      'migrations',
      'api/tsconfig.json',
      'api/tsconfig.build.json',
      'api/build.mjs',
      'api/package.json',
      'libs/contracts/src',
      'tsconfig.json',
      'package-lock.json',
    ],
    output: 'api/dist/api/src/cli.js',
    workspace: 'api',
  },
  'web-player': {
    inputs: [
      'web-player/src',
      'web-player/public',
      'web-player/index.html',
      'web-player/vite.config.ts',
      'web-player/tsconfig.json',
      'web-player/package.json',
      'libs/contracts/src',
      'libs/web-kit/src',
      'libs/web-kit/vite-config.ts',
      'libs/web-kit/precompress.ts',
      'package-lock.json',
    ],
    output: 'web-player/dist/index.html',
    workspace: 'web-player',
  },
  'web-backoffice': {
    inputs: [
      'web-backoffice/src',
      'web-backoffice/public',
      'web-backoffice/index.html',
      'web-backoffice/vite.config.ts',
      'web-backoffice/tsconfig.json',
      'web-backoffice/package.json',
      'libs/contracts/src',
      'libs/web-kit/src',
      'libs/web-kit/vite-config.ts',
      'libs/web-kit/precompress.ts',
      'package-lock.json',
    ],
    output: 'web-backoffice/dist/index.html',
    workspace: 'web-backoffice',
  },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer directory
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale({ inputs, output }) {
  const out = join(repoRoot, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > built);
}

/**
 * Builds what is missing or older than its sources (`which`: 'contracts', 'api' = contracts + api, 'all' = everything).
 * Skipping up-to-date targets saves ~10 s on every `npm start` and the whole build (~1 min) on an `npm test`
 * whose sources did not change; `npm run build` always rebuilds everything. `exec` runs each build command
 * and `log` prints (the test runner passes its own, to keep a stage's output together).
 * Returns false when a build fails (its errors are already printed).
 */
export async function ensureBuilt(which = 'all', options = {}) {
  // one build at a time in a checkout: two runs writing the same dist at once leave it half-written
  return withRepoLock('build', 'building', () => buildStale(which, options));
}

async function buildStale(which, { exec = run, log = console.log }) {
  const names = which === 'contracts' ? ['contracts'] : which === 'api' ? ['contracts', 'api'] : Object.keys(targets);
  let rebuildRest = false;
  for (const name of names) {
    // Everything else reads the contracts' dist, so a contracts rebuild rebuilds the rest.
    if (!rebuildRest && !isStale(targets[name])) continue;
    if (name === 'contracts') rebuildRest = true;
    log(`Building ${name}...`);
    const code = await exec(npm, ['run', 'build', '-w', targets[name].workspace]);
    if (code !== 0) {
      log(`Building ${name} failed (exit ${code}).`);
      return false;
    }
  }
  return true;
}
