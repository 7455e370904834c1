// `npm test`: everything CI runs, ending with one line `N passed, M failed`.
//   npm test                          every tier
//   npm test -- unit integration      only those tiers (typecheck, lint, unit, web, integration, e2e, ledger)
//   npm test -- wallet                only the test files whose path matches (a case-insensitive regular
//                                     expression on the path from the repository root), in every tier
//   npm test -- integration wallet    both: the integration files whose path matches
// Independent stages run at the same time (see `plan` below); each stage's output is kept together and
// printed when it ends (and written to .test-results/<stage>.log), unless one stage runs alone: then it
// prints as it goes. Stages keep going after a failure so one run shows every problem; the exit code is
// non-zero on any. Typecheck and lint count as one check each, every test as one, every verified test
// database as one; a stage that cannot start (or dies without a report) counts as one failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { cliEntry, ensureBuilt, ensureInstalled, repoRoot } from './lib.mjs';
import { runOnSupportedNode } from './node-runtime.mjs';

const runStarted = Date.now();
const allTiers = ['typecheck', 'lint', 'unit', 'web', 'integration', 'e2e', 'ledger'];
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const named = args.filter((a) => allTiers.includes(a));
const patterns = args.filter((a) => !allTiers.includes(a)).map(toRegExp);
// The ledger check runs over the databases integration and e2e tests leave, so it follows them.
const tiers = named.length ? new Set(named) : new Set(allTiers);
if (tiers.has('integration') || tiers.has('e2e')) tiers.add('ledger');
// With a pattern, typecheck and lint run only when named (they check the whole tree, not files).
if (patterns.length && !named.length) for (const t of ['typecheck', 'lint']) tiers.delete(t);

/** A pattern is a case-insensitive regular expression; one that does not parse is taken literally. */
function toRegExp(pattern) {
  try {
    return new RegExp(pattern, 'i');
  } catch {
    return new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  }
}

// Slow multi-process fault tests (integration tier): their own Jest run beside the rest of the tier.
const faultsDir = 'api/test/faults/';

const resultsDir = join(repoRoot, '.test-results');
const results = [];
let interrupted = false;
// Ctrl-C reaches the children too (same process group); wait for them, then print what finished.
process.on('SIGINT', () => {
  interrupted = true;
});

const testEnv = {
  ...process.env,
  TEST_DATABASE_ADMIN_URL: process.env.TEST_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  // One id for every Jest run of this run (integration, fault tests, e2e): they share the migrated template
  // khela_test_template_<id> (api/test/test-database.ts). Jest's global teardown would drop it when the first
  // run ends, under the others' feet: this runner drops it itself once all have ended (api/jest.config.js).
  KHELA_TEST_RUN_ID: process.env.KHELA_TEST_RUN_ID || randomBytes(4).toString('hex'),
  KHELA_TEST_KEEP_TEMPLATE: '1',
  // Nest 12 is ES modules only, so Jest runs in ESM mode (STACK-NOTES.md).
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
  // Output goes through pipes; keep Jest's and Vitest's colours when we print to a terminal.
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const duration = (ms) => (ms < 60_000 ? seconds(ms) : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

/**
 * A stage's output. A stage running alone prints as it goes; stages running beside others collect theirs
 * and print it in one piece when they end. Either way it is also written to .test-results/<stage>.log.
 */
function createOutput(name, live) {
  const logFile = join(resultsDir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.log`);
  writeFileSync(logFile, '');
  const chunks = [];
  const write = (chunk) => {
    appendFileSync(logFile, chunk);
    if (live) process.stdout.write(chunk);
    else chunks.push(chunk);
  };
  return {
    live,
    logFile,
    write,
    log: (line) => write(`${line}\n`),
    flush: () => chunks.splice(0).join(''),
  };
}

/** Runs a command into a stage's output; resolves with its exit code (127 when it cannot start). */
function exec(output, command, commandArgs, options = {}) {
  return new Promise((done) => {
    let child;
    try {
      child = spawn(command, commandArgs, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    } catch (error) {
      output.log(`could not run ${command}: ${error.message}`);
      return done(127);
    }
    child.stdout.on('data', output.write);
    child.stderr.on('data', output.write);
    child.once('error', (error) => {
      output.log(`could not run ${command}: ${error.message}`);
      done(127);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

const stages = new Map();
let running = new Set();

/**
 * Declares a stage: `work(output)` starts once every stage in `after` has ended, and resolves with
 * `{ passed, failed, note }` (recorded in the summary) or `{ hidden: true, ok }` (a step others wait on,
 * like the build, that does not count by itself). A stage that throws counts as one failure.
 */
function stage(name, { after = [], live = false }, work) {
  const promise = (async () => {
    await Promise.all(after.map((n) => stages.get(n)?.promise));
    const output = createOutput(name, live);
    const started = Date.now();
    running.add(name);
    if (!live) console.log(`▶ ${name} started`);
    else console.log(`\n━━━ ${name} ━━━`);
    let result;
    try {
      result = interrupted ? { passed: 0, failed: 1, note: '(interrupted)' } : await work(output);
    } catch (error) {
      output.log(String(error?.stack ?? error));
      result = { passed: 0, failed: 1, note: `(could not run: ${error?.message ?? error})` };
    }
    running.delete(name);
    const took = Date.now() - started;
    if (!live) {
      console.log(`\n━━━ ${name} ━━━`);
      process.stdout.write(output.flush());
    }
    if (result.hidden) {
      console.log(`${result.ok ? '✓' : '✗'} ${name} (${seconds(took)})\n`);
      return result;
    }
    results.push({ tier: name, passed: result.passed, failed: result.failed, took, failures: result.failures ?? [] });
    const note = result.note ? ` ${result.note}` : '';
    console.log(`${result.failed ? '✗' : '✓'} ${name}: ${result.passed} passed, ${result.failed} failed (${seconds(took)})${note}\n`);
    return result;
  })();
  stages.set(name, { promise });
}

/**
 * One pass/fail check from commands' exit codes (typecheck, lint): each runs even when one before it
 * failed, so one run shows every problem.
 */
async function check(output, commands) {
  let failures = 0;
  for (const [bin, ...commandArgs] of commands) {
    output.log(`$ ${bin.split('/').pop()} ${commandArgs.join(' ')}`);
    if ((await exec(output, process.execPath, [join(repoRoot, 'node_modules', bin), ...commandArgs], { env: process.env })) !== 0)
      failures++;
  }
  return { passed: failures ? 0 : 1, failed: failures ? 1 : 0 };
}

// What `npm run typecheck` and `npm run lint` run (package.json), with caches kept between runs in
// node_modules/.cache/khela-test: an unchanged tree is checked again in seconds instead of a minute.
// The caches are keyed on file contents and configuration (TypeScript's build info, ESLint's and Prettier's
// content strategy), so they never hide a problem; a fresh clone (CI) starts without them.
const cacheDir = 'node_modules/.cache/khela-test';
const tsc = (project, extra = []) => ['typescript/bin/tsc', '-p', project, ...extra];
const tscNoEmit = (project, name) => tsc(project, ['--noEmit', '--incremental', '--tsBuildInfoFile', `${cacheDir}/${name}.tsbuildinfo`]);
const typecheckCommands = [
  // --noEmit: the contracts' dist is built before the stages start and read by the test processes meanwhile
  tsc('libs/contracts', ['--noEmit']),
  tscNoEmit('api/tsconfig.json', 'api'),
  tscNoEmit('web-player', 'web-player'),
  tscNoEmit('web-backoffice', 'web-backoffice'),
];
const lintCommands = [
  ['eslint/bin/eslint.js', '.', '--cache', '--cache-strategy', 'content', '--cache-location', `${cacheDir}/eslint`],
  ['prettier/bin/prettier.cjs', '--check', '.', '--cache', '--cache-strategy', 'content', '--cache-location', `${cacheDir}/prettier`],
  ['dependency-cruiser/bin/dependency-cruiser.mjs', 'api/src', '--config', '.dependency-cruiser.cjs'],
  // The OpenAPI document, written from the sources: Redocly's rules, and every operation's answer and body.
  ['../scripts/lint-openapi.mjs'],
];

/**
 * Counts tests from a Jest or Vitest JSON report (same shape). A file that fails before any test runs
 * (syntax error, failing import) counts as one failure; a crash that writes no report counts as one.
 */
function countReport(file, exitCode) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: '(no report: the run did not start or crashed)' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed'),
  ).length;
  const failed = report.numFailedTests + brokenFiles;
  return { passed: report.numPassedTests, failed: failed === 0 && exitCode !== 0 ? 1 : failed, failures: failedTests(report) };
}

/** One line per failed test, for the summary: its file, its title and the first line of its error. */
function failedTests(report) {
  const firstLine = (text = '') => {
    const lines = stripVTControlCharacters(text)
      .split('\n')
      .map((l) => l.trim());
    const line = lines.find((l) => l && !l.startsWith('●') && l !== 'Test suite failed to run') ?? '';
    const shown = line.replace(/^(Error|AssertionError|TypeError): /, '');
    return shown.length > 240 ? `${shown.slice(0, 240)}…` : shown;
  };
  const out = [];
  for (const file of report.testResults ?? []) {
    const where = relative(repoRoot, file.name).split(sep).join('/');
    const failedHere = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedHere) out.push(`${where} › ${a.title}: ${firstLine(a.failureMessages?.[0])}`);
    if (file.status === 'failed' && !failedHere.length) out.push(`${where}: ${firstLine(file.message)}`);
  }
  return out;
}

const jestBin = join(repoRoot, 'node_modules/jest/bin/jest.js');
/** One Jest run of a project (unit, integration, e2e); `files` limits it to those paths. */
async function jest(output, { report, project, files, extraArgs = [], env = testEnv }) {
  const reportFile = join(resultsDir, `${report}.json`);
  const selection = files ? ['--runTestsByPath', ...files.map((f) => join(repoRoot, f))] : [];
  const code = await exec(
    output,
    process.execPath,
    [jestBin, '--selectProjects', project, '--ci', '--passWithNoTests', '--json', '--outputFile', reportFile, ...extraArgs, ...selection],
    { cwd: join(repoRoot, 'api'), env },
  );
  return countReport(reportFile, code);
}

async function vitest(output, workspace, files) {
  const reportFile = join(resultsDir, `${workspace}.json`);
  // Vitest filters are path substrings; a file's path from its workspace selects it.
  const filters = files ? files.map((f) => relative(workspace, f).split(sep).join('/')) : [];
  const code = await exec(
    output,
    process.execPath,
    [
      join(repoRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...filters,
    ],
    { cwd: join(repoRoot, workspace), env: { ...process.env, ...(testEnv.FORCE_COLOR ? { FORCE_COLOR: '1' } : {}) } },
  );
  return countReport(reportFile, code);
}

/** Test files under `roots` whose name matches, as paths from the repository root with forward slashes. */
function findFiles(roots, match) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (match.test(entry.name)) found.push(relative(repoRoot, path).split(sep).join('/'));
    }
  };
  for (const root of roots) if (existsSync(join(repoRoot, root))) walk(join(repoRoot, root));
  return found.sort();
}

// Where each tier's test files are (as api/jest.config.js and the web apps' Vitest config say).
const apiRoots = ['api', 'migrations', 'scripts'];
const tierFiles = {
  unit: () => findFiles(apiRoots, /\.spec\.ts$/),
  integration: () => findFiles(apiRoots, /\.integration-spec\.ts$/),
  e2e: () => findFiles(apiRoots, /\.e2e-spec\.ts$/),
  'web-player': () => findFiles(['web-player/src'], /\.(test|spec)\.tsx?$/),
  'web-backoffice': () => findFiles(['web-backoffice/src'], /\.(test|spec)\.tsx?$/),
};
/** With patterns: the matching files of a tier. Without: null (the tier's own configuration finds them). */
function selected(tier) {
  if (!patterns.length) return null;
  return tierFiles[tier]().filter((file) => patterns.some((p) => p.test(file)));
}

/** Debian's chromium drives the browser tests (playwright-core). As root on Debian we can install it. */
async function ensureChromium(output) {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    output.log('Chromium is missing: installing the Debian `chromium` package (apt-get).');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await exec(output, 'apt-get', ['update'], { env })) === 0 &&
      (await exec(output, 'apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env })) === 0
    ) {
      if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    }
  }
  output.log(
    'The browser tests need Chromium and it is not installed. Install it (Debian/Ubuntu: `sudo apt-get install chromium`)\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test -- e2e` again.',
  );
  return null;
}

/**
 * Integration and e2e files that leave money behind keep their `khela_test_*` database; the ledger
 * verifier replays each one, then every such database is dropped.
 */
async function ledger(output) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: testEnv.TEST_DATABASE_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return { passed: 0, failed: 1, note: `(cannot reach ${testEnv.TEST_DATABASE_ADMIN_URL}: ${error.message})` };
  }
  try {
    // The verifier runs from the compiled api (api/src/cli.ts); the build stage has made it current.
    if (!(await stages.get('build')?.promise)?.ok) return { passed: 0, failed: 1, note: '(api build failed)' };
    const names = await idleTestDatabases(admin, output);
    const urls = [];
    for (const name of names) {
      const url = new URL(testEnv.TEST_DATABASE_ADMIN_URL);
      url.pathname = `/${name}`;
      // A database left before migrations ran (or after they were reverted) holds no money to verify.
      if (await hasLedger(pg, url.toString())) urls.push(url.toString());
      else output.log(`${name}: no ledger tables, nothing to verify`);
    }
    // One process for every database (booting the compiled api per database costs ~2 s each). It boots the
    // application once, on the first database, to list the registered projections: that needs a Redis too.
    let passed = 0;
    let failed = 0;
    if (urls.length) {
      const env = { ...process.env, REDIS_URL: testEnv.TEST_REDIS_URL, REDIS_PREFIX: `test-verify-${testEnv.KHELA_TEST_RUN_ID}` };
      // counted from what this verifier printed (the stage's log file is shared with other runs in this checkout)
      let printed = '';
      const capture = { ...output, write: (chunk) => ((printed += chunk.toString()), output.write(chunk)) };
      await exec(capture, process.execPath, [cliEntry, 'ledger:verify', ...urls], { env });
      passed = Math.min(urls.length, (printed.match(/^ledger:verify OK$/gm) ?? []).length);
      failed = urls.length - passed;
    }
    // No FORCE: a database someone connected to in the meantime is left alone rather than yanked away.
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch((e) => output.log(`kept ${name}: ${e.message}`));
    return { passed, failed, note: names.length ? '' : '(no leftover test databases)' };
  } finally {
    await admin.end();
  }
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
async function idleTestDatabases(admin, output) {
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
  if (busy.length) output.log(`skipping ${busy.length} test database(s) still in use: ${busy.join(', ')}`);
  return rows.filter((r) => !r.busy).map((r) => r.datname);
}

/** The run's template database (built by the first test file that needed one); every Jest run has ended. */
async function dropTemplate() {
  const template = `khela_test_template_${testEnv.KHELA_TEST_RUN_ID.replace(/[^a-z0-9]/g, '')}`;
  try {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: testEnv.TEST_DATABASE_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    console.log(`could not drop ${template}: ${error.message}`);
  }
}

/**
 * The stages and what each waits for. On two cores: the integration tier starts at once, and beside it
 * the CPU-bound steps run one after another (build, typecheck, lint, api unit, web unit); once the tier
 * and the steps are done, the browser tests and the fault tests (killed processes and outages, one file at
 * a time) run beside each other, and the ledger verifier last. Returns whether any stage uses test databases.
 */
function plan() {
  const files = {};
  for (const tier of ['unit', 'integration', 'e2e']) files[tier] = tiers.has(tier) ? selected(tier) : [];
  for (const app of ['web-player', 'web-backoffice']) files[app] = tiers.has('web') ? selected(app) : [];
  const has = (key) => files[key] === null || files[key].length > 0;
  if (patterns.length && !['unit', 'integration', 'e2e', 'web-player', 'web-backoffice'].some(has)) {
    return { empty: true };
  }

  const checks = [];
  const stagesPlanned = [];
  if (tiers.has('typecheck')) stagesPlanned.push('typecheck');
  if (tiers.has('lint')) stagesPlanned.push('lint');
  if (has('unit')) stagesPlanned.push('unit (api)');
  if (has('web-player')) stagesPlanned.push('web-player');
  if (has('web-backoffice')) stagesPlanned.push('web-backoffice');
  let integrationFiles = files.integration;
  let faultFiles = null;
  if (files.integration === null) {
    faultFiles = null; // Jest selects them by path
  } else {
    faultFiles = files.integration.filter((f) => f.startsWith(faultsDir));
    integrationFiles = files.integration.filter((f) => !f.startsWith(faultsDir));
  }
  const runIntegration = tiers.has('integration') && (integrationFiles === null || integrationFiles.length > 0);
  const runFaults = tiers.has('integration') && (faultFiles === null || faultFiles.length > 0);
  const runE2e = has('e2e');
  // With a pattern, only when integration or e2e files ran (or the tier was named).
  const runLedger = tiers.has('ledger') && (!patterns.length || named.includes('ledger') || runIntegration || runFaults || runE2e);
  if (runIntegration) stagesPlanned.push('integration');
  if (runFaults) stagesPlanned.push('integration: faults');
  if (runE2e) stagesPlanned.push('e2e');
  // A stage alone prints as it goes (ledger verify always runs after the rest).
  const live = stagesPlanned.length <= 1;

  if (runIntegration) {
    stage('integration', { live }, (output) =>
      jest(output, {
        report: 'integration',
        project: 'integration',
        files: integrationFiles,
        extraArgs: [
          '--maxWorkers=2',
          '--forceExit',
          ...(integrationFiles ? [] : ['--testPathIgnorePatterns', `/node_modules/|/${faultsDir}`]),
        ],
      }),
    );
  }
  // The CPU-bound checks, one after another.
  const chain = (name, work, chainLive = live) => {
    stage(name, { after: checks.slice(-1), live: chainLive }, work);
    checks.push(name);
  };
  // The browser tests drive the built web apps served by the api, as `npm start` does, and the ledger
  // verifier runs the compiled api: build what changed since the last build, once per run, first in the
  // chain so the browser tests can start as soon as the integration tier is done.
  if (runE2e || runLedger) {
    chain(
      'build',
      async (output) => {
        const ok = await ensureBuilt(runE2e ? 'all' : 'api', { exec: (c, a) => exec(output, c, a), log: output.log });
        return { hidden: true, ok };
      },
      // A lone integration run prints as it goes; the build beside it keeps its output together.
      live && !runIntegration && !runFaults,
    );
  }
  if (tiers.has('typecheck')) chain('typecheck', (output) => check(output, typecheckCommands));
  if (tiers.has('lint')) chain('lint', (output) => check(output, lintCommands));
  if (has('unit'))
    chain('unit (api)', (output) => jest(output, { report: 'unit', project: 'unit', files: files.unit, extraArgs: ['--maxWorkers=2'] }));
  if (has('web-player')) chain('web-player', (output) => vitest(output, 'web-player', files['web-player']));
  if (has('web-backoffice')) chain('web-backoffice', (output) => vitest(output, 'web-backoffice', files['web-backoffice']));
  if (runFaults) {
    // After the integration tier and the checks, beside the browser tests. Not beside the integration tier:
    // that tier and the checks keep both cores busy (measured: ~480 CPU-seconds in ~270 s), while the browser
    // tests leave about a third of them idle, waiting on their apps and browsers. The fault tests judge
    // latency against a control measured in the same run (redis-stop) or within the machine's hang bound.
    stage('integration: faults', { after: [...(runIntegration ? ['integration'] : []), ...checks.slice(-1)], live }, (output) =>
      jest(output, {
        report: 'integration-faults',
        project: 'integration',
        files: faultFiles,
        // One fault file at a time: each runs several api and worker processes under load.
        extraArgs: ['--maxWorkers=1', '--forceExit', ...(faultFiles ? [] : ['--testPathPatterns', faultsDir])],
      }),
    );
  }
  if (runE2e) {
    stage('e2e', { after: ['build', ...(runIntegration ? ['integration'] : [])], live }, async (output) => {
      if (!(await stages.get('build').promise).ok) return { passed: 0, failed: 1, note: '(build failed)' };
      const chromium = await ensureChromium(output);
      if (!chromium) return { passed: 0, failed: 1, note: '(no Chromium)' };
      return jest(output, {
        report: 'e2e',
        project: 'e2e',
        files: files.e2e,
        // Two files at a time (each its own database, app and browser), beside the fault tests: a file spends
        // much of its time waiting on its app and the browser, not on the CPU.
        extraArgs: ['--maxWorkers=2', '--forceExit'],
        env: { ...testEnv, CHROMIUM_PATH: chromium },
      });
    });
  }
  const dbStages = ['integration', 'integration: faults', 'e2e'].filter((n) => stages.has(n));
  if (runLedger) stage('ledger verify', { after: ['build', ...dbStages], live: true }, ledger);
  return { usesDatabases: dbStages.length > 0 };
}

/** Every minute, which stages are still running (their output comes when they end). */
const heartbeat = setInterval(() => {
  if (running.size) console.log(`… ${duration(Date.now() - runStarted)}: running ${[...running].join(', ')}`);
}, 60_000);
heartbeat.unref();

try {
  // On an older system Node, the whole run (this runner and every child) goes on on a fetched Node 24.
  if (!(await runOnSupportedNode())) {
    results.push({ tier: `node ${process.version} (package.json asks for a newer one)`, passed: 0, failed: 1 });
  } else if (!(await ensureInstalled({ exitOnFailure: false }))) {
    // As `npm start` does: a fresh clone (or a changed lockfile) gets its dependencies first.
    results.push({ tier: 'install', passed: 0, failed: 1 });
  } else if (!(await ensureBuilt('contracts'))) {
    // Every tier imports @khela/contracts from its dist: built once, before any stage starts, so no test
    // process reads it while a build (re)writes it.
    results.push({ tier: 'build contracts', passed: 0, failed: 1 });
  } else {
    rmSync(resultsDir, { recursive: true, force: true });
    mkdirSync(resultsDir, { recursive: true });
    const { empty, usesDatabases } = plan();
    if (empty) {
      console.log(`No test file matches ${patterns.map(String).join(' or ')} (tiers: ${allTiers.join(', ')}).`);
      results.push({ tier: 'pattern', passed: 0, failed: 1 });
    }
    await Promise.all([...stages.values()].map((s) => s.promise));
    if (usesDatabases) await dropTemplate();
  }
} catch (error) {
  console.error(error);
  results.push({ tier: 'test runner', passed: 0, failed: 1 });
} finally {
  clearInterval(heartbeat);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`Summary (Node ${process.version}, ${duration(Date.now() - runStarted)}${interrupted ? ', interrupted' : ''}):`);
  for (const r of results) {
    const took = r.took === undefined ? '' : ` (${seconds(r.took)})`;
    console.log(`  ${r.failed ? '✗' : '✓'} ${r.tier}: ${r.passed} passed, ${r.failed} failed${took}`);
    // which tests failed and why, a line each (the stage's log has the rest)
    for (const line of (r.failures ?? []).slice(0, 10)) console.log(`      ${line}`);
    if ((r.failures ?? []).length > 10) console.log(`      … and ${r.failures.length - 10} more`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
