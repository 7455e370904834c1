/**
 * The fault tests' machinery (issue 11, "Fault tests in the repo"): the api and the worker as real child
 * processes that can be killed with SIGKILL and started again, a Redis server of the test's own that can
 * be stopped and started without touching the Redis other tests share, and a seeded random source so a
 * failing run can be repeated (`FAULT_SEED=<printed seed>`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../../src/platform/paths.js';
import { hangBound } from '../test-env.js';

const swcHooks = join(repoRoot, 'api/test/events/register-swc.mjs');
const mainEntry = join(repoRoot, 'api/src/main.ts');

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it holds; throws naming `what` after `timeoutMs`. */
export async function waitFor(probe: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Fails a fault test with `summary` as the first line of the error, the one line the test runner's summary
 * shows (what went wrong, with counts and the worst case), and every detail below it for the log.
 */
export function failFault(summary: string, details: readonly string[] = []): never {
  const shown = details.slice(0, 50);
  const more = details.length > shown.length ? [`... and ${details.length - shown.length} more`] : [];
  throw new Error([summary, ...shown.map((d) => `  ${d}`), ...more].join('\n'));
}

/** mulberry32: a small seeded generator, so kill points and fault times repeat with the same seed. */
export class SeededRandom {
  private state: number;
  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }
  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

/** The run's seed: FAULT_SEED when set (to repeat a run), else a fresh one; printed either way. */
export function faultSeed(testName: string): SeededRandom {
  const seed = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : randomBytes(4).readUInt32BE(0);
  process.stdout.write(`[faults] ${testName}: seed ${seed} (repeat with FAULT_SEED=${seed})\n`);
  return new SeededRandom(seed);
}

/** A number from the environment (durations and sizes a developer may change), else the default. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

/** Keeps the last lines a child printed, to show when something goes wrong. */
class OutputTail {
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly max = 80) {}
  push(chunk: string): void {
    const parts = (this.partial + chunk).split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts);
    if (this.lines.length > this.max) this.lines = this.lines.slice(-this.max);
  }
  text(): string {
    return [...this.lines, this.partial].join('\n');
  }
}

/**
 * A `redis-server` of this test's own (no persistence), on a fixed port across restarts, so the
 * processes' clients reconnect to it. `kill` is a crash (its data is gone, as after a restart without
 * persistence); `pause`/`resume` (SIGSTOP/SIGCONT) freeze it with its connections open.
 */
export class PrivateRedis {
  private child: ChildProcess | undefined;
  private readonly output = new OutputTail(40);
  constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let seen = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output.push(chunk.toString());
        seen += chunk.toString();
        if (seen.includes('Ready to accept connections')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        this.child = undefined;
        reject(new Error(`redis-server on port ${this.port} exited (${code ?? signal}) before it was ready:\n${this.output.text()}`));
      });
    });
  }

  /** SIGKILL: Redis is gone, with everything it held. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGCONT'); // a paused server must run to die
    child.kill('SIGKILL');
    await exited;
  }

  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  resume(): void {
    this.child?.kill('SIGCONT');
  }
}

export type Role = 'api' | 'worker';

/**
 * The Khela api (ROLE=api) or worker (ROLE=worker) as a child process, started from the TypeScript
 * sources through swc module hooks (as the relay crash test starts its worker). `kill()` is a kill -9;
 * `start()` again brings up a fresh process with the same settings (and, for the api, the same port).
 */
export class KhelaProcess {
  private child: ChildProcess | undefined;
  private output = new OutputTail();
  starts = 0;
  /** Exits nobody asked for (not `kill()` or `stop()`), with the last lines the process printed. */
  readonly unexpectedExits: string[] = [];

  constructor(
    readonly role: Role,
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /**
   * Spawns the process and waits until it serves (api: /api/health answers; worker: it logged "worker started").
   * The boot compiles the sources (swc hooks), so a busy machine gets longer (hangBound).
   */
  async start(timeoutMs = hangBound(60_000)): Promise<void> {
    if (this.child) throw new Error(`${this.role} is already running`);
    this.output = new OutputTail();
    this.starts += 1;
    const child = spawn(process.execPath, ['--import', swcHooks, mainEntry], {
      cwd: join(repoRoot, 'api'),
      env: { ...this.env, ROLE: this.role, PORT: String(this.port), INSTANCE_ID: `fault-${this.role}-${this.starts}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // FAULT_LOG_DIR keeps every line each process printed, one file per start (the tail keeps only the last ones)
    const logDir = process.env.FAULT_LOG_DIR;
    if (logDir) {
      mkdirSync(logDir, { recursive: true });
      const file = createWriteStream(join(logDir, `${this.role}-${this.starts}.log`));
      child.stdout!.pipe(file);
      child.stderr!.pipe(file);
    }
    let workerStarted = false;
    let early = ''; // what it printed until it started (a line may come in two chunks)
    let exited: string | undefined;
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      this.output.push(text);
      if (!workerStarted) {
        early += text;
        workerStarted = early.includes('"worker started"');
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
    child.once('exit', (code, signal) => {
      exited = String(code ?? signal);
      if (this.child !== child) return; // killed or stopped on purpose
      this.child = undefined;
      const report = `${this.role} (start ${this.starts}) exited by itself (${exited}):\n${this.output.text().split('\n').slice(-40).join('\n')}`;
      this.unexpectedExits.push(report);
      process.stdout.write(`[faults] ${report}\n`);
    });
    await waitFor(
      async () => {
        if (exited !== undefined) throw new Error(`${this.role} exited (${exited}) while starting:\n${this.output.text()}`);
        if (this.role === 'worker') return workerStarted;
        try {
          return (await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
        } catch {
          return false;
        }
      },
      timeoutMs,
      `the ${this.role} process to start`,
    );
  }

  /** kill -9, and wait until the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM (graceful), falling back to SIGKILL after 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** The last lines the process printed (for failure messages). */
  tail(): string {
    return this.output.text();
  }
}

/** What both processes share: one database, one Redis, one prefix; the api gets a fixed port of its own. */
export async function khelaProcesses(options: {
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
}): Promise<{ api: KhelaProcess; worker: KhelaProcess }> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: `fault-${randomBytes(4).toString('hex')}`,
    // info: the worker says "worker started" at info; errors of the run stay visible in the tail
    LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'info',
    SERVE_WEB: 'false',
    MIGRATE_ON_START: 'false',
    SEED_DEMO: 'false',
    STORAGE_DIR: `.data/test-storage/fault-${randomBytes(4).toString('hex')}`,
    DB_POOL_SIZE: '8',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...options.env,
  };
  return { api: new KhelaProcess('api', env, await freePort()), worker: new KhelaProcess('worker', env, 0) };
}
