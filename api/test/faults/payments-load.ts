/**
 * The payments load of the fault tests: players submit deposits and withdrawals over HTTP, a finance
 * user approves the deposits and pays out or releases the withdrawals, all at once, each request retried
 * the way a real client retries (after a timeout, a lost connection or a 5xx: the same request again,
 * and for staff decisions the same Idempotency-Key). Afterwards `expectPaymentsSettled` checks the
 * outcome in the database: every deposit credited once, every withdrawal paid out or released once,
 * nothing left half-way, and the ledger verifies.
 */
import { CommandBus } from '@nestjs/cqrs';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { demoStaff } from '../../src/modules/backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { describeVerification, verifyLedger } from '../../src/modules/ledger/index.js';
import { DemoPaymentMethodsSeed } from '../../src/modules/payments/seed/demo-payment-methods.seed.js';
import { AdjustByStaffCommand, OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { createTestDatabase, startTestApp, type TestDatabase } from '../test-app.js';
import { hangBound } from '../test-env.js';
import {
  envNumber,
  failFault,
  khelaProcesses,
  PrivateRedis,
  sleep,
  waitFor,
  type KhelaProcess,
  type SeededRandom,
} from './fault-harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, field by field
type Json = Record<string, any>;

export interface Player {
  id: string;
  username: string;
  phone: string;
  token: string;
}

export interface PaymentsWorld {
  /** The test's own connections (application_name khela-fault-observer, spared when connections are terminated). */
  sql: pg.Pool;
  financeToken: string;
  depositors: Player[];
  withdrawers: Player[];
  methodId: number;
}

export const observerApplicationName = 'khela-fault-observer';
export const depositMinor = 100_000n; // 1,000.00
export const withdrawalMinor = 100_000n; // 1,000.00
export const startingBalanceMinor = 300_000n; // 3,000.00 for the players who withdraw

/** Sessions as the auth module stores them: only the sha256 of the token. */
async function issueSession(sql: pg.Pool, kind: 'player' | 'staff', subjectId: string, lifetimeHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql.query(
    `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [kind, subjectId, createHash('sha256').update(token).digest(), lifetimeHours],
  );
  return token;
}

/**
 * Demo staff and payment methods, `depositors` players with an open wallet and `withdrawers` players with
 * 3,000.00 in main (a staff adjustment: no turnover to complete), each with a verified phone and a birth
 * date. Written by an application booted in this process for the purpose and closed again, so the child
 * processes start on a ready world.
 */
export async function preparePaymentsWorld(options: {
  databaseUrl: string;
  redisUrl: string;
  depositors: number;
  withdrawers: number;
}): Promise<PaymentsWorld> {
  const sql = new pg.Pool({ connectionString: options.databaseUrl, max: 4, application_name: observerApplicationName });
  sql.on('error', () => undefined); // an idle connection may be dropped by the test itself
  const setup = await startTestApp({ databaseUrl: options.databaseUrl, role: 'api', env: { REDIS_URL: options.redisUrl } });
  try {
    await setup.app.get(DemoStaffSeed).seed();
    await setup.app.get(DemoPaymentMethodsSeed).seed();
    const commands = setup.app.get(CommandBus);
    const finance = demoStaff.find((s) => s.username === 'finance1')!;
    const financeId = (await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = $1`, [finance.username])).rows[0]!
      .id;
    const methodId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    const tag = randomBytes(3).toString('hex');
    const makePlayer = async (n: number, funded: boolean): Promise<Player> => {
      const username = `fault${tag}${n}`;
      const phone = `0171${String(1000000 + n).padStart(7, '0')}`;
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
         VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
        [username, `${username}@example.test`, phone, `F${tag}${n}`.toUpperCase()],
      );
      const id = rows[0]!.id;
      const context = { actor: { kind: 'system' as const, id: 'fault-test-setup' } };
      const opened = await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, context));
      if (!opened.ok) throw new Error(`wallet of ${username} not opened: ${opened.error}`);
      if (funded) {
        const adjusted = await commands.execute(
          new AdjustByStaffCommand(
            {
              playerId: id,
              adjustmentId: `fault-setup-${tag}-${n}`,
              staffId: financeId,
              amount: startingBalanceMinor,
              reason: 'fault test',
            },
            { actor: { kind: 'staff', id: financeId } },
          ),
        );
        if (!adjusted.ok) throw new Error(`starting balance of ${username} refused: ${adjusted.error}`);
      }
      return { id, username, phone, token: await issueSession(sql, 'player', id, 24) };
    };
    const batch = async (from: number, count: number, funded: boolean) => {
      const out: Player[] = [];
      for (let i = 0; i < count; i += 20) {
        out.push(...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, (_, j) => makePlayer(from + i + j, funded)))));
      }
      return out;
    };
    const depositors = await batch(0, options.depositors, false);
    const withdrawers = await batch(options.depositors, options.withdrawers, true);
    return { sql, financeToken: await issueSession(sql, 'staff', financeId, 12), depositors, withdrawers, methodId };
  } finally {
    await setup.close();
  }
}

/** One HTTP exchange as the client saw it. */
export interface Attempt {
  flow: string;
  step: string;
  status: number | null;
  error: string | null;
  /** ms since the load started, and how long the exchange took */
  at: number;
  ms: number;
  body: Json;
}

export interface FlowResult {
  flow: string;
  kind: 'deposit' | 'payout' | 'release';
  playerId: string;
  /** The deposit or withdrawal id, once the client learnt it. */
  id: string | null;
  done: boolean;
  failure: string | null;
}

export interface LoadOptions {
  /** A client gives one exchange this long before it aborts it and retries. */
  requestTimeoutMs: number;
  /** How long a client keeps retrying one flow before it gives up (the flow then fails the test). */
  clientRetryMs: number;
}

// A client keeps retrying as long as a killed api may take to come back: its boot compiles the api's sources
// (swc hooks), which at load 25 on 2 cores took over a minute (CI: 66 flows gave up after 60 s of ECONNREFUSED).
// Its patience with one exchange grows with the machine's load too: with a fixed 10 s, at load ~20 answers took
// longer than that, every client aborted and sent its request again, and the repeats kept the api too busy to
// answer anything (a clean-clone run: 1,272 deposit timeouts, and two fault files never reached their first fault).
export const defaultLoadOptions = (): LoadOptions => ({
  requestTimeoutMs: envNumber('FAULT_REQUEST_TIMEOUT_MS', hangBound(10_000)),
  clientRetryMs: envNumber('FAULT_CLIENT_RETRY_MS', hangBound(60_000)),
});

class GiveUp extends Error {}

/**
 * Runs every flow at once against `baseUrl()` (a function: a restarted api keeps its port, but the
 * driver asks every time). `onProgress` sees each finished staff decision, so a test can place its faults
 * at seeded points of the load.
 */
export class PaymentsLoad {
  readonly attempts: Attempt[] = [];
  readonly results: FlowResult[] = [];
  decisionsAnswered = 0;
  /** When the load started (Date.now()); every attempt's `at` counts from here. */
  started = 0;

  constructor(
    private readonly world: PaymentsWorld,
    private readonly baseUrl: () => string,
    private readonly random: SeededRandom,
    private readonly options: LoadOptions = defaultLoadOptions(),
  ) {}

  async run(): Promise<void> {
    this.started = Date.now();
    const { depositors, withdrawers } = this.world;
    const flows: Promise<void>[] = [
      ...depositors.map((p, i) => this.flow(`deposit-${i}`, 'deposit', p, (r) => this.deposit(r, p, i))),
      ...withdrawers.map((p, i) => {
        const kind = i % 2 === 0 ? 'payout' : 'release';
        return this.flow(`${kind}-${i}`, kind, p, (r) => this.withdrawal(r, p, i, kind));
      }),
    ];
    await Promise.all(flows);
  }

  private async flow(name: string, kind: FlowResult['kind'], player: Player, work: (result: FlowResult) => Promise<void>): Promise<void> {
    const result: FlowResult = { flow: name, kind, playerId: player.id, id: null, done: false, failure: null };
    this.results.push(result);
    try {
      await work(result);
      result.done = true;
    } catch (error) {
      result.failure = error instanceof Error ? error.message : String(error);
    }
  }

  private async send(
    flow: string,
    step: string,
    method: string,
    path: string,
    options: { token: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Attempt> {
    const begun = Date.now();
    const attempt: Attempt = { flow, step, status: null, error: null, at: begun - this.started, ms: 0, body: {} };
    try {
      const res = await fetch(`${this.baseUrl()}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(this.options.requestTimeoutMs),
      });
      attempt.status = res.status;
      const text = await res.text();
      try {
        attempt.body = text ? (JSON.parse(text) as Json) : {};
      } catch {
        attempt.body = { text };
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      // AbortSignal.timeout rejects with a DOMException named TimeoutError (not an Error instance)
      attempt.error = (error as { name?: string }).name === 'TimeoutError' ? 'timeout' : (cause?.code ?? String(error));
    }
    attempt.ms = Date.now() - begun;
    this.attempts.push(attempt);
    return attempt;
  }

  /** Waits before the next try (100 ms doubling to 1 s, seeded jitter); gives up past the client's patience. */
  private async backOff(tries: number, flowStarted: number, last: Attempt): Promise<void> {
    if (Date.now() - flowStarted > this.options.clientRetryMs)
      throw new GiveUp(
        `gave up after ${this.options.clientRetryMs} ms of retries at ${last.step}: last answer ${last.status ?? last.error} ${JSON.stringify(last.body)}`,
      );
    await sleep(Math.min(1000, 100 * 2 ** Math.min(tries, 4)) * (0.5 + this.random.next()));
  }

  /** Network error, timeout or 5xx: the client does not know what happened and tries the same again. */
  private static uncertain(a: Attempt): boolean {
    return a.status === null || a.status >= 500;
  }

  /** The player's own records (GET /api/transaction/show), as a client looks after an uncertain submit. */
  private async findOwn(flow: string, player: Player, match: (r: Json) => boolean): Promise<string | null> {
    const listed = await this.send(flow, 'lookup', 'GET', '/api/transaction/show', { token: player.token });
    if (listed.status !== 200) return null;
    const found = (listed.body.transactions as Json[]).find(match);
    return found ? String(found.id) : null;
  }

  private async deposit(result: FlowResult, player: Player, i: number): Promise<void> {
    const started = Date.now();
    const flow = result.flow;
    let tries = 0;
    for (;;) {
      const a = await this.send(flow, 'handout', 'GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000`, {
        token: player.token,
      });
      if (a.status === 200) break;
      if (!PaymentsLoad.uncertain(a)) throw new Error(`handout answered ${a.status} ${JSON.stringify(a.body)}`);
      await this.backOff(tries++, started, a);
    }
    const transactionId = `FAULT${player.id}X${i}`;
    const body = {
      remote_id: player.id,
      account_number: player.phone,
      transaction_id: transactionId,
      amount: '1000.00',
      payment_id: this.world.methodId,
      promotion_id: 0,
    };
    tries = 0;
    let everUncertain = false;
    while (!result.id) {
      const a = await this.send(flow, 'submit-deposit', 'POST', '/api/submit-deposit', { token: player.token, body });
      if (a.status === 200) {
        result.id = String(a.body.id);
        break;
      }
      if (a.status === 409 && everUncertain) {
        // an earlier try went through: find it among the player's own deposits
        result.id = await this.findOwn(flow, player, (r) => r.action === 'deposit' && r.transaction_id === transactionId);
        if (result.id) break;
      } else if (!PaymentsLoad.uncertain(a)) throw new Error(`submit-deposit answered ${a.status} ${JSON.stringify(a.body)}`);
      everUncertain = true;
      await this.backOff(tries++, started, a);
    }
    await this.decide(result, started, `/api/admin/payments/deposits/${result.id}/approve`, undefined);
  }

  private async withdrawal(result: FlowResult, player: Player, i: number, kind: 'payout' | 'release'): Promise<void> {
    const started = Date.now();
    const flow = result.flow;
    const body = { remote_id: player.id, account_number: player.phone, amount: '1000.00', payment_id: this.world.methodId };
    let tries = 0;
    let everUncertain = false;
    while (!result.id) {
      const a = await this.send(flow, 'submit-withdraw', 'POST', '/api/submit-withdraw', { token: player.token, body });
      if (a.status === 200) {
        result.id = String(a.body.id);
        break;
      }
      if (a.status === 409 && everUncertain) {
        result.id = await this.findOwn(flow, player, (r) => r.action === 'withdraw');
        if (result.id) break;
      } else if (!PaymentsLoad.uncertain(a)) throw new Error(`submit-withdraw answered ${a.status} ${JSON.stringify(a.body)}`);
      everUncertain = true;
      await this.backOff(tries++, started, a);
    }
    await this.decide(
      result,
      started,
      `/api/admin/payments/withdrawals/${result.id}/${kind === 'payout' ? 'approve' : 'reject'}`,
      kind === 'payout' ? { payout_reference: `PAYOUT-${i}` } : { reason: 'Fault test: released' },
    );
  }

  /** A finance decision: one Idempotency-Key for the decision, the same on every retry. */
  private async decide(result: FlowResult, started: number, path: string, body: unknown): Promise<void> {
    const key = `fault-${result.flow}-${randomBytes(8).toString('hex')}`;
    let tries = 0;
    for (;;) {
      const a = await this.send(result.flow, 'decision', 'POST', path, {
        token: this.world.financeToken,
        headers: { 'idempotency-key': key },
        ...(body !== undefined ? { body } : {}),
      });
      if (a.status === 200) {
        this.decisionsAnswered += 1;
        return;
      }
      // 409 "still being processed" is the idempotency layer asking for a retry with the same key; "still being
      // set up" a withdrawal whose hold has not finished (its request's connection died before the hold)
      const busy = a.status === 409 && /still being processed|still being set up/.test(String(a.body.message));
      if (!busy && !PaymentsLoad.uncertain(a)) throw new Error(`${path} answered ${a.status} ${JSON.stringify(a.body)}`);
      await this.backOff(tries++, started, a);
    }
  }

  /** A line per flow the client could not finish, for the failure message. */
  failures(): string[] {
    return this.results.filter((r) => !r.done).map((r) => `${r.flow} (${r.kind} ${r.id ?? 'no id'}): ${r.failure}`);
  }

  /** How the answers went, for the log: status (or error) -> count. */
  summary(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const a of this.attempts) {
      const k = `${a.step} ${a.status ?? a.error}`;
      out[k] = (out[k] ?? 0) + 1;
    }
    return out;
  }
}

/**
 * The outcome the issue asks for, after the faults and the clients' retries: every flow finished at the
 * client; within `settleMs` every deposit approved (none 'pending' or 'approving'), every withdrawal
 * 'approved' (paid out) or 'rejected' (released) as decided, with its money moved; each credited, held, paid out or released by
 * exactly one ledger event; balances as the decisions say; the ledger verifies; neither process died by
 * itself.
 */
export async function expectPaymentsSettled(stack: PaymentsStack, load: PaymentsLoad, settleMs: number): Promise<void> {
  const { world } = stack;
  const { sql } = world;
  // every problem is collected, then asserted at once, so a failing run tells the whole story
  const problems: string[] = load.failures().map((f) => `client gave up: ${f}`);
  const depositIds = load.results.filter((r) => r.kind === 'deposit' && r.id).map((r) => r.id!);
  const withdrawalIds = load.results.filter((r) => r.kind !== 'deposit' && r.id).map((r) => r.id!);

  const unsettled = async () =>
    (
      await sql.query<{ kind: string; id: string; status: string }>(
        `SELECT 'deposit' AS kind, id::text, status FROM deposit_requests WHERE id::text = ANY($1) AND status <> 'approved'
         UNION ALL
         SELECT 'withdrawal', id::text, status FROM withdrawal_requests WHERE id::text = ANY($2) AND status NOT IN ('approved', 'rejected')
         UNION ALL
         -- decided, but the money not moved yet (the payout or release reactor follows the decision)
         SELECT 'withdrawal', w.id::text, w.status || ' (money not moved)' FROM withdrawal_requests w
          WHERE w.id::text = ANY($2) AND w.status IN ('approved', 'rejected')
            AND NOT EXISTS (SELECT 1 FROM ledger_events e
                             WHERE e.type = CASE w.status WHEN 'approved' THEN 'WithdrawalPaidOut' ELSE 'WithdrawalHoldReleased' END
                               AND e.data->>'withdrawalId' = w.id::text)`,
        [depositIds, withdrawalIds],
      )
    ).rows;
  try {
    await waitFor(async () => (await unsettled()).length === 0, settleMs, 'every deposit and withdrawal to settle');
  } catch {
    for (const u of await unsettled()) problems.push(`${u.kind} ${u.id} stuck in '${u.status}' ${settleMs} ms after the load`);
  }

  const ledgerCount = async (type: string, field: string, id: string) =>
    Number(
      (await sql.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_events WHERE type = $1 AND data->>$2 = $3`, [type, field, id]))
        .rows[0]!.n,
    );
  const wrong = problems;
  // the ledger and balances of every flow its client finished (an unfinished one is reported above)
  const finished = load.results.filter((r) => r.done);
  for (const r of finished) {
    if (r.kind === 'deposit') {
      const credited = await ledgerCount('DepositCredited', 'depositId', r.id!);
      if (credited !== 1) wrong.push(`deposit ${r.id} credited ${credited} times`);
      continue;
    }
    const status = (await sql.query<{ status: string }>(`SELECT status FROM withdrawal_requests WHERE id::text = $1`, [r.id])).rows[0]
      ?.status;
    const expected = r.kind === 'payout' ? 'approved' : 'rejected';
    if (status !== expected) wrong.push(`withdrawal ${r.id} is ${status}, decided ${expected}`);
    const counts = {
      held: await ledgerCount('WithdrawalHeld', 'withdrawalId', r.id!),
      paid: await ledgerCount('WithdrawalPaidOut', 'withdrawalId', r.id!),
      released: await ledgerCount('WithdrawalHoldReleased', 'withdrawalId', r.id!),
    };
    const want = { held: 1, paid: r.kind === 'payout' ? 1 : 0, released: r.kind === 'release' ? 1 : 0 };
    if (JSON.stringify(counts) !== JSON.stringify(want))
      wrong.push(`withdrawal ${r.id} (${r.kind}): ledger ${JSON.stringify(counts)}, want ${JSON.stringify(want)}`);
  }

  // balances: depositors hold their deposit, withdrawers their start less what was paid out, nothing held
  const { rows: balances } = await sql.query<{ owner_id: string; kind: string; balance: string }>(
    `SELECT a.owner_id, a.kind, b.balance::text FROM ledger_accounts a JOIN account_balances b ON b.account_id = a.id
      WHERE a.owner_kind = 'player' AND a.kind IN ('main', 'held') AND a.owner_id = ANY($1)`,
    [finished.map((r) => r.playerId)],
  );
  const balanceOf = (playerId: string, kind: string) =>
    BigInt(balances.find((b) => b.owner_id === playerId && b.kind === kind)?.balance ?? '0');
  for (const r of finished) {
    const main = r.kind === 'deposit' ? depositMinor : r.kind === 'payout' ? startingBalanceMinor - withdrawalMinor : startingBalanceMinor;
    if (balanceOf(r.playerId, 'main') !== main || balanceOf(r.playerId, 'held') !== 0n)
      wrong.push(`${r.flow}: main ${balanceOf(r.playerId, 'main')} held ${balanceOf(r.playerId, 'held')}, want main ${main} held 0`);
  }

  const verification = await verifyLedger(sql, { catchUpProjections: true });
  if (!verification.ok) problems.push(`ledger:verify: ${describeVerification(verification)}`);
  // and no process fell over by itself on the way (printed in full as they happen)
  for (const exit of stack.unexpectedExits()) problems.push(exit.split('\n')[0]!);

  if (problems.length) {
    const kinds = new Map<string, number>();
    for (const p of problems) {
      const kind = p
        .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>')
        .replace(/\b(deposit|payout|release)-\d+/g, '$1-<n>')
        .replace(/\d{4,}/g, 'N');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const grouped = [...kinds].map(([k, n]) => `${n} x ${k}`);
    failFault(`not settled after the faults: ${problems.length} problems (${grouped.slice(0, 3).join('; ')})`, problems);
  }
}

/** Everything one fault test runs against: its Redis, database, world, api and worker processes. */
export interface PaymentsStack {
  redis: PrivateRedis;
  db: TestDatabase;
  world: PaymentsWorld;
  api: KhelaProcess;
  worker: KhelaProcess;
  /** Processes that died without being killed (a crash on a dropped connection is a defect). */
  unexpectedExits(): string[];
  close(): Promise<void>;
}

/**
 * Starts a private Redis, a migrated test database with the world in it, then the api and the worker as
 * child processes. Sizes from the environment: FAULT_DEPOSITS (default 120) and FAULT_WITHDRAWALS
 * (default 80) make the issue's 200 concurrent decisions.
 */
export async function startPaymentsStack(env: Record<string, string> = {}): Promise<PaymentsStack> {
  const redis = await PrivateRedis.start();
  let db: TestDatabase | undefined;
  let world: PaymentsWorld | undefined;
  let processes: { api: KhelaProcess; worker: KhelaProcess } | undefined;
  try {
    db = await createTestDatabase();
    world = await preparePaymentsWorld({
      databaseUrl: db.url,
      redisUrl: redis.url,
      depositors: envNumber('FAULT_DEPOSITS', 120),
      withdrawers: envNumber('FAULT_WITHDRAWALS', 80),
    });
    processes = await khelaProcesses({
      databaseUrl: db.url,
      redisUrl: redis.url,
      // a failing reactor retries within seconds, not a minute: the test waits for settlement
      env: { EVENTS_RETRY_MAX_MS: '4000', ...env },
    });
    await Promise.all([processes.api.start(), processes.worker.start()]);
  } catch (error) {
    // leave no process behind (a redis-server or a child would outlive the test run)
    await Promise.all([processes?.api.kill(), processes?.worker.kill()]);
    await redis.kill();
    await world?.sql.end();
    await db?.drop();
    throw error;
  }
  const { api, worker } = processes;
  return {
    redis,
    db,
    world,
    api,
    worker,
    unexpectedExits: () => [...api.unexpectedExits, ...worker.unexpectedExits],
    async close() {
      await Promise.all([api.kill(), worker.kill()]);
      await redis.kill();
      await world.sql.end();
      await db.drop();
    },
  };
}

/**
 * Runs the load and, at `count` seeded points of it (after a seeded number of answered staff decisions,
 * plus a seeded delay of up to 300 ms), the fault. Answers once the load and every fault are done; a
 * fault whose point the load never reached runs right after it, while settlement goes on.
 */
export async function runLoadWithFaults(
  load: PaymentsLoad,
  random: SeededRandom,
  options: { count: number; decisions: number; label: string; fault: (n: number) => Promise<void> },
): Promise<void> {
  const points = Array.from({ length: options.count }, () => random.int(1, Math.floor(options.decisions * 0.8))).sort((a, b) => a - b);
  const delays = points.map(() => random.int(0, 300));
  process.stdout.write(`[faults] ${options.label} after ${points.map((p, i) => `${p} decisions +${delays[i]} ms`).join(', ')}\n`);
  let finished = false;
  const running = load.run().finally(() => (finished = true));
  for (const [i, after] of points.entries()) {
    await waitFor(() => finished || load.decisionsAnswered >= after, hangBound(180_000), `${after} answered decisions`);
    // decisions come in a burst: a fault placed after the last answer still meets the settlement behind them
    if (finished) process.stdout.write(`[faults] fault ${i + 1} comes after the last answer (${load.decisionsAnswered} decisions)\n`);
    await sleep(delays[i]!);
    await options.fault(i);
  }
  await running;
  const slowest = Math.max(0, ...load.attempts.map((a) => a.ms));
  process.stdout.write(`[faults] answers: ${JSON.stringify(load.summary())}; slowest exchange ${slowest} ms\n`);
}

/**
 * How long after the load the test waits for every request to settle (FAULT_SETTLE_MS, default 45 s on an idle
 * machine, up to 4x on a busy one as every hang bound: at load 25 the killed worker's restart alone took longer).
 */
export const settleMs = (): number => envNumber('FAULT_SETTLE_MS', hangBound(45_000));
