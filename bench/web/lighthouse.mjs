// Player-site web benchmark (issue 5, ARCHITECTURE.md section 7). Plain ESM over the built apps
// (`npm run bench:web` builds contracts, api and web-player first), so it measures what ships.
//
//   node bench/web/lighthouse.mjs [--runs 3] [--label "text for the README row"] [--no-readme]
//                                 [--reference DIR [--candidate DIR] [--reference-no-preload | --reference-no-first-view]]
//
// With --reference (a copy of an earlier web-player/dist), the two builds are measured interleaved in one run on
// the same api: each is served by a front of its own in this process (the api's own memory-assets handler,
// compression and static files, everything else proxied to the api), and the runs alternate reference,
// candidate, reference, ... (`--runs` each), so a change in the machine's load hits both alike. Medians and
// spread (min-max) of each, with the load average at every run, are printed and kept in results.json. Each front
// serves the home page as the api does (its first view written in, the first banner preloaded);
// --reference-no-preload serves the reference's with neither, as the api did before issue 15, and
// --reference-no-first-view with the preload only, as before issue 14's first view.
//
// 1. Recreates the database khela_bench_web and starts the built api on it (node
//    api/dist/api/src/main.js: migrations on start, SEED_DEMO, SERVE_WEB, a free port, its own Redis
//    prefix and storage directory).
// 2. Runs Lighthouse 13 with the default (mobile, simulated throttling) settings on the home page,
//    `--runs` times, with Debian's Chromium, and keeps the run with the median performance score.
// 3. Sums the gzip sizes of every script the built index.html loads (module script + modulepreloads).
// 4. Prints the figures and what Lighthouse flags, writes bench/web/results.json, appends a row to the
//    figures table of bench/web/README.md, then stops the api and drops the database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const mainJs = join(root, 'api/dist/api/src/main.js');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    label: { type: 'string', default: '' },
    'no-readme': { type: 'boolean', default: false },
    // What-if: measure through a local proxy that gzips text answers (the api itself does not compress).
    'gzip-proxy': { type: 'boolean', default: false },
    // Interleaved comparison: the earlier build's dist directory, and (default web-player/dist) the new one's.
    reference: { type: 'string' },
    candidate: { type: 'string' },
    // The reference's home page without the first banner's preload (as the api served it before issue 15).
    'reference-no-preload': { type: 'boolean', default: false },
    // The reference's home page with the preload but without the first view (as the api served it before issue 14's).
    'reference-no-first-view': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));
const webDist = resolve(args.candidate ?? join(root, 'web-player/dist'));
const referenceDist = args.reference ? resolve(args.reference) : undefined;
if (referenceDist && args['gzip-proxy']) {
  console.error('--reference and --gzip-proxy do not go together');
  process.exit(1);
}

for (const [path, build] of [
  [mainJs, 'npm run build -w libs/contracts && npm run build -w api'],
  [join(webDist, 'index.html'), 'npm run build -w web-player'],
  ...(referenceDist ? [[join(referenceDist, 'index.html'), 'a copy of an earlier web-player/dist']] : []),
]) {
  if (!existsSync(path)) {
    console.error(`bench:web needs ${path}: run \`${build}\` first (or \`npm run bench:web\`).`);
    process.exit(1);
  }
}

const budgets = { performance: 90, accessibility: 95, tbtMs: 200, homeJsGzipKb: 170 };
const adminUrl = new URL(process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const urlOf = (database) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const benchDb = 'khela_bench_web';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function admin(sql) {
  if (!/bench/.test(benchDb)) throw new Error(`refusing to touch ${benchDb}: bench databases must have "bench" in their name`);
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The gzip size of every script index.html loads on its own: the module entry and its modulepreloads. */
function homeScripts(dist = webDist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const paths = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const module = /^<script\b/.test(tag) && /\btype="module"/.test(tag) && /\bsrc="([^"]+)"/.exec(tag);
    const preload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag) && /\bhref="([^"]+)"/.exec(tag);
    const src = (module || preload || [])[1];
    if (src && src.startsWith('/')) paths.add(src);
  }
  return [...paths].map((src) => {
    const bytes = readFileSync(join(dist, src));
    return { src, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

async function waitUntilReady(url, api, log) {
  const deadline = Date.now() + 180_000; // migrations and the demo seed on a fresh database, at load 30: over 60 s
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the api exited with ${api.exitCode}:\n${log.join('')}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the api did not become ready in 180 s:\n${log.join('')}`);
}

/** A proxy in front of the api that gzips text answers when the browser accepts it (the --gzip-proxy what-if). */
async function startGzipProxy(target) {
  const port = await freePort();
  const server = createHttpServer((req, res) => {
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      const gzip =
        /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
        /text|javascript|json|svg|css/.test(type) &&
        !answer.headers['content-encoding'];
      const headers = { ...answer.headers };
      if (gzip) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
      }
      res.writeHead(answer.statusCode ?? 502, headers);
      (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/**
 * A front for one build (the --reference comparison): the api's own handlers for the web files (memory-assets:
 * hashed files from memory, brotli or gzip; compression and express.static for the rest; index.html at /), and
 * every other path (api, storage, socket.io) proxied to the api. Both builds go through one of these.
 */
async function startFront(dist, target, { preload, firstView }) {
  const { default: express } = await import('express');
  const { default: compression } = await import('compression');
  const web = join(root, 'api/dist/api/src/platform/web');
  const { memoryAssets } = await import(pathToFileURL(join(web, 'memory-assets.js')).href);
  // As the api serves the home page (serve-web-apps.ts): its first view (logo, general settings and Main banners,
  // as the api's routes answer in English) written in, and its first banner preloaded; each as far as the api has it.
  const { withBannerPreload, withHomeFirstView } = await import(pathToFileURL(join(web, 'serve-web-apps.js')).href);
  const answer = async (path) => (await fetch(`${target}${path}`, { headers: { 'accept-language': 'en' } })).json();
  const port = await freePort();
  const app = express();
  app.use(memoryAssets(dist), compression(), express.static(dist, { index: false }));
  app.get('/', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    if (!preload || !withBannerPreload) return res.type('html').send(html);
    const [logo, general, sliders] = await Promise.all(['/api/logo', '/api/general', '/api/sliders?slider_type=Main'].map(answer));
    if (firstView && withHomeFirstView)
      return res.type('html').send(withHomeFirstView(html, { language: 'en', at: Date.now(), logo, general, sliders }));
    res.type('html').send(withBannerPreload(html, sliders[0]?.thubmnail));
  });
  app.use((req, res) => {
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const server = await new Promise((done) => {
    const s = app.listen(port, '127.0.0.1', () => done(s));
  });
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${Math.min(...values)}-${Math.max(...values)}`;

const ms = (value) => Math.round(value);

/** The README row's note on an interleaved run: the reference's medians and both builds' spreads, and the load. */
function referenceNote(summaries) {
  if (summaries.length < 2) return '';
  const [ref, cand] = summaries;
  const runs = (s) => `performance ${s.performance.spread}, TBT ${s.tbtMs.spread} ms, LCP ${s.lcpMs.spread} ms`;
  return (
    ` (interleaved, ${cand.runs.length} runs each, load avg ${ref.loadAverage.spread} / ${cand.loadAverage.spread}; ` +
    `reference medians: performance ${ref.performance.median}, TBT ${ref.tbtMs.median} ms, LCP ${(ref.lcpMs.median / 1000).toFixed(2)} s, ` +
    `CLS ${ref.cls.median}, home JS ${ref.homeJsGzipKb} KB; spread reference ${runs(ref)}, candidate ${runs(cand)})`
  );
}
const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Audits of a category that lost points, worst first, with Lighthouse's own figures. */
function flagged(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      title: audit.title,
      value: audit.displayValue ?? '',
      savingsMs: audit.metricSavings?.LCP ?? audit.details?.overallSavingsMs ?? undefined,
      items: (Array.isArray(audit.details?.items) ? audit.details.items : [])
        .slice(0, 5)
        .map((item) => item.url ?? item.node?.snippet ?? item.label ?? ''),
    }));
}

// ---- 1. Database and api --------------------------------------------------------------------------
await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await admin(`CREATE DATABASE ${benchDb}`);
const storageDir = mkdtempSync(join(tmpdir(), 'khela-bench-web-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const apiLog = [];
const api = spawn(process.execPath, [mainJs], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development', // the demo seed is refused with production (load-config.ts); the api reads NODE_ENV for nothing else on this path
    DATABASE_URL: urlOf(benchDb),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: 'bench-web',
    PORT: String(port),
    SEED_DEMO: 'true',
    SERVE_WEB: 'true',
    MIGRATE_ON_START: 'true',
    STORAGE_DIR: storageDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
api.stdout.on('data', (chunk) => apiLog.push(String(chunk)));
api.stderr.on('data', (chunk) => apiLog.push(String(chunk)));

let chrome;
let proxy;
const fronts = [];
let exitCode = 0;
try {
  await waitUntilReady(baseUrl, api, apiLog);
  // The demo seed writes its art on start; ask for the home data once so the first measured run is not the first hit.
  for (const path of ['/', '/api/general', '/api/sliders?slider_type=Main', '/api/logo']) await fetch(`${baseUrl}${path}`);

  // ---- 2. Lighthouse ------------------------------------------------------------------------------
  if (args['gzip-proxy']) proxy = await startGzipProxy(baseUrl);
  // With --reference: the two builds, each behind a front of its own, measured alternately.
  const builds = referenceDist
    ? [
        {
          name: 'reference',
          dist: referenceDist,
          front: await startFront(referenceDist, baseUrl, {
            preload: !args['reference-no-preload'],
            firstView: !args['reference-no-preload'] && !args['reference-no-first-view'],
          }),
        },
        { name: 'candidate', dist: webDist, front: await startFront(webDist, baseUrl, { preload: true, firstView: true }) },
      ]
    : [{ name: 'candidate', dist: webDist, front: undefined }];
  fronts.push(...builds.map((b) => b.front).filter(Boolean));
  for (const build of builds) {
    build.url = `${build.front?.url ?? proxy?.url ?? baseUrl}/`;
    build.results = [];
    if (build.front) for (const path of ['/', ...homeScripts(build.dist).map((s) => s.src)]) await fetch(`${build.front.url}${path}`);
  }
  console.log(
    `bench:web  Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, default throttling, ` +
      `${runs} run(s) of ${builds.map((b) => `${b.name} ${b.url}`).join(' and ')}${builds.length > 1 ? ', alternating' : ''}` +
      `${proxy ? ' (WHAT-IF: through a gzip proxy)' : ''}`,
  );
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  for (let i = 0, failures = 0; i < runs * builds.length; i += 1) {
    const build = builds[i % builds.length];
    const { lhr } = await lighthouse(build.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (lhr.runtimeError) {
      // NO_NAVSTART and friends come and go on a loaded machine: Lighthouse's own advice is to run again.
      failures += 1;
      console.log(`  run ${i + 1} (${build.name}): Lighthouse ${lhr.runtimeError.code}, running again`);
      if (failures > 3) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      i -= 1;
      continue;
    }
    const figures = {
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      bestPractices: score(lhr.categories['best-practices']),
      tbtMs: ms(lhr.audits['total-blocking-time'].numericValue),
      lcpMs: ms(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: ms(lhr.audits['first-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndexMs: ms(lhr.audits['speed-index'].numericValue),
      loadAverage: Number(loadavg()[0].toFixed(1)),
    };
    console.log(
      `  run ${i + 1}${builds.length > 1 ? ` (${build.name})` : ''}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
        `best practices ${figures.bestPractices}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms, FCP ${figures.fcpMs} ms, CLS ${figures.cls}, ` +
        `load avg ${figures.loadAverage}`,
    );
    build.results.push({ figures, lhr });
  }
  const summaries = builds.map((build) => {
    const list = build.results.map((r) => r.figures);
    const summary = { name: build.name, dist: build.dist, runs: list };
    for (const key of ['performance', 'tbtMs', 'lcpMs', 'fcpMs', 'cls', 'loadAverage'])
      summary[key] = { median: median(list.map((f) => f[key])), spread: spread(list.map((f) => f[key])) };
    const scripts = homeScripts(build.dist);
    summary.homeJsGzipKb = Number((scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1));
    return summary;
  });
  if (builds.length > 1) {
    console.log('');
    for (const s of summaries)
      console.log(
        `${s.name.padEnd(10)} median (spread) performance ${s.performance.median} (${s.performance.spread}), TBT ${s.tbtMs.median} ms (${s.tbtMs.spread}), ` +
          `LCP ${s.lcpMs.median} ms (${s.lcpMs.spread}), FCP ${s.fcpMs.median} ms (${s.fcpMs.spread}), CLS ${s.cls.median} (${s.cls.spread}), ` +
          `home JS ${s.homeJsGzipKb} KB gz; load avg ${s.loadAverage.median} (${s.loadAverage.spread})`,
      );
  }
  const results = builds.at(-1).results;
  results.sort((a, b) => a.figures.performance - b.figures.performance);
  const medianRun = results[Math.floor(results.length / 2)];
  const { lhr } = medianRun;

  // ---- 3. Home page JavaScript --------------------------------------------------------------------
  const scripts = homeScripts();
  const homeJsGzipKb = Number((scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1));
  const homeJsRawKb = Number((scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1));
  const transferredJsKb = Number(
    (
      (lhr.audits['network-requests'].details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024
    ).toFixed(1),
  );

  // ---- 4. Report ----------------------------------------------------------------------------------
  const figures = { ...medianRun.figures, homeJsGzipKb, homeJsRawKb, transferredJsKb };
  // Interleaved: each figure is the candidate's own median over its runs (not one run's).
  if (builds.length > 1) for (const key of ['performance', 'tbtMs', 'lcpMs', 'fcpMs', 'cls']) figures[key] = summaries.at(-1)[key].median;
  const issues = {
    performance: flagged(lhr, 'performance'),
    accessibility: flagged(lhr, 'accessibility'),
    'best-practices': flagged(lhr, 'best-practices'),
  };
  const checks = {
    performance: figures.performance >= budgets.performance,
    accessibility: figures.accessibility >= budgets.accessibility,
    tbt: figures.tbtMs < budgets.tbtMs,
    homeJs: homeJsGzipKb < budgets.homeJsGzipKb,
  };

  console.log('');
  console.log(
    `median run     performance ${figures.performance} (budget >= ${budgets.performance})  accessibility ${figures.accessibility} (>= ${budgets.accessibility})  best practices ${figures.bestPractices}`,
  );
  console.log(
    `               TBT ${figures.tbtMs} ms (< ${budgets.tbtMs})  LCP ${figures.lcpMs} ms  FCP ${figures.fcpMs} ms  CLS ${figures.cls}  Speed Index ${figures.speedIndexMs} ms`,
  );
  console.log(
    `home page JS   ${homeJsGzipKb} KB gzipped (< ${budgets.homeJsGzipKb}), ${homeJsRawKb} KB raw, ${scripts.length} files; ${transferredJsKb} KB of script went over the wire`,
  );
  for (const s of scripts) console.log(`                 ${s.src}  ${(s.gzip / 1024).toFixed(1)} KB gz`);
  for (const [category, list] of Object.entries(issues)) {
    if (list.length === 0) continue;
    console.log(`flagged (${category}):`);
    for (const audit of list) {
      console.log(`  - ${audit.title}${audit.value ? ` (${audit.value})` : ''} [${audit.id}, score ${audit.score}]`);
      for (const item of audit.items.filter(Boolean)) console.log(`      ${String(item).slice(0, 160)}`);
    }
  }
  const failed = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  console.log(failed.length ? `OVER BUDGET: ${failed.join(', ')}` : 'all web budgets met');

  const when = new Date().toISOString();
  writeFileSync(
    join(here, 'results.json'),
    `${JSON.stringify(
      {
        measuredAt: when,
        url: '/',
        gzipProxy: Boolean(proxy),
        lighthouse: lhr.lighthouseVersion,
        chromium: lhr.environment?.hostUserAgent,
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
        runs: results.map((r) => r.figures),
        ...(builds.length > 1 ? { interleaved: summaries } : {}),
        figures,
        budgets,
        checks,
        scripts,
        issues,
      },
      null,
      2,
    )}\n`,
  );

  if (!args['no-readme']) {
    const readme = join(here, 'README.md');
    const row =
      `| ${when.slice(0, 16).replace('T', ' ')} | ${args.label || '-'}${proxy ? ' (what-if: gzip proxy)' : ''}${referenceNote(summaries)} | ${figures.performance} | ${figures.accessibility} | ` +
      `${figures.bestPractices} | ${figures.tbtMs} ms | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.cls} | ${homeJsGzipKb} KB |`;
    const text = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
    const lines = text.split('\n');
    // the figures table's last row (the table under "| measured (UTC) |"; later sections have tables too)
    const header = lines.findIndex((line) => line.startsWith('| measured (UTC) |'));
    let last = header;
    while (last !== -1 && lines[last + 1]?.startsWith('|')) last += 1;
    if (last === -1) {
      console.error('bench/web/README.md has no figures table; the row was not written:\n' + row);
    } else {
      lines.splice(last + 1, 0, row);
      writeFileSync(readme, lines.join('\n'));
    }
  }
  exitCode = 0;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  await proxy?.close();
  for (const front of fronts) await front.close();
  if (api.exitCode === null) {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (api.exitCode === null) api.kill('SIGKILL');
  }
  await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`).catch((e) => console.error(`could not drop ${benchDb}: ${e.message}`));
  rmSync(storageDir, { recursive: true, force: true });
}
process.exit(exitCode);
