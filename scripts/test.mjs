// `npm test`: everything CI runs, in order, ending with one line `N passed, M failed`.
//   npm test                       every tier
//   npm test -- unit integration   only those tiers (typecheck, lint, unit, web, integration, e2e, ledger)
// Tiers keep going after a failure so one run shows every problem; the exit code is non-zero on any.
// Typecheck and lint count as one check each, every test as one, every verified test database as one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cliEntry, ensureBuilt, npm, repoRoot, run } from './lib.mjs';

const allTiers = ['typecheck', 'lint', 'unit', 'web', 'integration', 'e2e', 'ledger'];
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((t) => !allTiers.includes(t));
if (unknown.length) {
  console.error(`Unknown tier(s): ${unknown.join(', ')}. Tiers: ${allTiers.join(', ')}.`);
  process.exit(2);
}
// The ledger check runs over the databases integration and e2e tests leave, so it follows them.
const tiers = requested.length ? new Set(requested) : new Set(allTiers);
if (tiers.has('integration') || tiers.has('e2e')) tiers.add('ledger');

const resultsDir = join(repoRoot, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const testEnv = {
  ...process.env,
  TEST_DATABASE_ADMIN_URL: process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  // One id for the integration and e2e Jest runs: each builds the run's template khela_test_template_<id>
  // (api/test/test-database.ts); set here so both tiers share it.
  KHELA_TEST_RUN_ID: process.env.KHELA_TEST_RUN_ID || randomBytes(4).toString('hex'),
  // Nest 12 is ES modules only, so Jest runs in ESM mode (STACK-NOTES.md).
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
};

const results = [];
const record = (tier, passed, failed, started, note = '') => {
  results.push({ tier, passed, failed });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n${failed ? '✗' : '✓'} ${tier}: ${passed} passed, ${failed} failed (${seconds} s)${note ? ` ${note}` : ''}\n`);
};
const banner = (tier) => console.log(`\n━━━ ${tier} ━━━`);

/** One pass/fail check from a command's exit code (typecheck, lint). */
async function check(tier, command, args, env = testEnv) {
  banner(tier);
  const started = Date.now();
  const code = await run(command, args, { env });
  record(tier, code === 0 ? 1 : 0, code === 0 ? 0 : 1, started);
}

/**
 * Counts tests from a Jest or Vitest JSON report (same shape). A file that fails before any test runs
 * (syntax error, failing import) counts as one failure; a crash that writes no report counts as one.
 */
function countReport(file, exitCode) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed'),
  ).length;
  const failed = report.numFailedTests + brokenFiles;
  return { passed: report.numPassedTests, failed: failed === 0 && exitCode !== 0 ? 1 : failed };
}

const jestBin = join(repoRoot, 'node_modules/jest/bin/jest.js');
async function jest(tier, project, extraArgs, env = testEnv) {
  const started = Date.now();
  const report = join(resultsDir, `${project}.json`);
  const code = await run(
    process.execPath,
    [jestBin, '--selectProjects', project, '--ci', '--passWithNoTests', '--json', '--outputFile', report, ...extraArgs],
    { cwd: join(repoRoot, 'api'), env },
  );
  const { passed, failed } = countReport(report, code);
  record(tier, passed, failed, started);
}

/** Test files of a tier, found where api/jest.config.js looks (api, migrations, scripts). */
function testFiles(suffix) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(suffix)) found.push(path);
    }
  };
  for (const root of ['api', 'migrations', 'scripts']) if (existsSync(join(repoRoot, root))) walk(join(repoRoot, root));
  return found;
}

/** Debian's chromium drives the browser tests (playwright-core). As root on Debian we can install it. */
async function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log('Chromium is missing: installing the Debian `chromium` package (apt-get).');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) === 0
    ) {
      if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    }
  }
  console.error(
    'The browser tests need Chromium and it is not installed. Install it (Debian/Ubuntu: `sudo apt-get install chromium`)\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test -- e2e` again.',
  );
  return null;
}

async function e2e() {
  const started = Date.now();
  if (testFiles('.e2e-spec.ts').length === 0) return record('e2e', 0, 0, started, '(no e2e tests yet)');
  banner('e2e: build');
  // The browser tests drive the built web apps served by the api, as `npm start` does.
  if ((await run(npm, ['run', 'build'])) !== 0) return record('e2e', 0, 1, started, '(build failed)');
  const chromium = await ensureChromium();
  if (!chromium) return record('e2e', 0, 1, started, '(no Chromium)');
  banner('e2e');
  await jest('e2e', 'e2e', ['--maxWorkers=1', '--forceExit'], { ...testEnv, CHROMIUM_PATH: chromium });
}

/**
 * Integration and e2e files that leave money behind keep their `khela_test_*` database; the ledger
 * verifier replays each one, then every such database is dropped.
 */
async function ledger() {
  banner('ledger verify');
  const started = Date.now();
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: testEnv.TEST_DATABASE_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return record('ledger verify', 0, 1, started, `(cannot reach ${testEnv.TEST_DATABASE_ADMIN_URL}: ${error.message})`);
  }
  try {
    // The verifier runs from the compiled api (api/src/cli.ts); rebuild it if its sources changed.
    if (!(await ensureBuilt('api'))) return record('ledger verify', 0, 1, started, '(api build failed)');
    const names = await idleTestDatabases(admin);
    const urls = [];
    for (const name of names) {
      const url = new URL(testEnv.TEST_DATABASE_ADMIN_URL);
      url.pathname = `/${name}`;
      // A database left before migrations ran (or after they were reverted) holds no money to verify.
      if (await hasLedger(pg, url.toString())) urls.push(url.toString());
      else console.log(`${name}: no ledger tables, nothing to verify`);
    }
    // One process for every database (booting the compiled api per database costs ~2 s each). It boots the
    // application once, on the first database, to list the registered projections: that needs a Redis too.
    let passed = 0;
    let failed = 0;
    if (urls.length) {
      const env = { ...process.env, REDIS_URL: testEnv.TEST_REDIS_URL, REDIS_PREFIX: `test-verify-${testEnv.KHELA_TEST_RUN_ID}` };
      const output = await runCapturing(process.execPath, [cliEntry, 'ledger:verify', ...urls], env);
      passed = (output.match(/^ledger:verify OK$/gm) ?? []).length;
      failed = urls.length - passed;
    }
    // No FORCE: a database someone connected to in the meantime is left alone rather than yanked away.
    for (const name of names)
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch((e) => console.log(`kept ${name}: ${e.message}`));
    record('ledger verify', passed, failed, started, names.length ? '' : '(no leftover test databases)');
  } finally {
    await admin.end();
  }
}

/** Like run(), but also returns what the command printed (it is echoed as it arrives). */
function runCapturing(command, args, env = process.env) {
  return new Promise((done) => {
    let output = '';
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.once('error', () => done(output));
    child.once('close', () => done(output));
  });
}

async function hasLedger(pg, url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query(`SELECT to_regclass('public.ledger_events') IS NOT NULL AS present`);
    return rows[0].present;
  } catch {
    return true; // let the verifier report why it cannot read this database
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * This run's test databases: `khela_test_<run id>_*` (api/test/test-database.ts names them so), not the
 * run's template. Databases of other runs on the same Postgres are never touched. Our finished test
 * files' connections may take a moment to close.
 */
async function idleTestDatabases(admin) {
  const prefix = `khela\\_test\\_${testEnv.KHELA_TEST_RUN_ID}\\_%`;
  const query = `SELECT d.datname, EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname) AS busy
                   FROM pg_database d WHERE d.datname LIKE $1 ORDER BY 1`;
  let rows = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    ({ rows } = await admin.query(query, [prefix]));
    if (!rows.some((r) => r.busy)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const busy = rows.filter((r) => r.busy).map((r) => r.datname);
  if (busy.length) console.log(`skipping ${busy.length} test database(s) still in use: ${busy.join(', ')}`);
  return rows.filter((r) => !r.busy).map((r) => r.datname);
}

async function vitest(workspace) {
  const report = join(resultsDir, `${workspace}.json`);
  const code = await run(
    process.execPath,
    [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: join(repoRoot, workspace), env: process.env },
  );
  return countReport(report, code);
}

if (tiers.has('typecheck')) await check('typecheck', npm, ['run', 'typecheck']);
if (tiers.has('lint')) await check('lint', npm, ['run', 'lint']);
if (tiers.has('unit')) {
  banner('unit (api)');
  await jest('unit (api)', 'unit', ['--maxWorkers=2']);
}
if (tiers.has('web')) {
  banner('unit (web apps)');
  const started = Date.now();
  const player = await vitest('web-player');
  const backoffice = await vitest('web-backoffice');
  record('unit (web apps)', player.passed + backoffice.passed, player.failed + backoffice.failed, started);
}
if (tiers.has('integration')) {
  banner('integration');
  await jest('integration', 'integration', ['--maxWorkers=2', '--forceExit']);
}
if (tiers.has('e2e')) await e2e();
if (tiers.has('ledger')) await ledger();

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('Summary:');
for (const r of results) console.log(`  ${r.failed ? '✗' : '✓'} ${r.tier}: ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
