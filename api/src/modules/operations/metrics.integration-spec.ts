import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  startTestWorker,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { MetricsServer } from '../../platform/metrics/index.js';
import { requestContext, currentRequestId } from '../../platform/logging/request-context.js';
import { JobQueue, jobRequestIdField } from '../../platform/queues/job-queue.js';
import { SessionStore } from '../auth/index.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { OpenWalletCommand } from '../wallet/index.js';
import { LedgerVerificationRunsRepository, type LedgerVerificationRun } from './persistence/ledger-verification-runs.repository.js';
import { familyOf, parseMetrics, sampleOf, type MetricSamples } from '../../../test/ops/metrics-text.js';
import { checkAlertRules, checkDashboard, metricsNamedIn } from '../../../test/ops/ops-files.js';

jest.setTimeout(hangBound(60_000));

const token = 'metrics-test-token-0123456789';
const system = { actor: { kind: 'system', id: 'metrics-test' } } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies read field by field
type Json = Record<string, any>;

/**
 * The Prometheus endpoint after a scripted flow, on a real app (ROLE=all: api and worker in one process,
 * so it reports both the process's own metrics and the platform-wide ones): a deposit asked for and
 * approved by finance (credited by the reactors), another left pending, a player socket connected, the
 * ledger verification job run through BullMQ (once passing, once on a balance made wrong on purpose).
 */
describe('operations: Prometheus metrics on METRICS_PORT', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let metricsUrl: string;
  let socket: Socket | undefined;
  let seq = 0;

  const call = async (method: string, path: string, bearer?: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method === 'POST' && path.startsWith('/api/admin/') ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const scrape = async (): Promise<MetricSamples> => {
    const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return parseMetrics(await res.text());
  };

  const makePlayer = async () => {
    seq += 1;
    const phone = `0181${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [`metrics${seq}${prefix.slice(-4)}`, `metrics${seq}@example.test`, phone, `MET${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await app.app.get(CommandBus).execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };

  const askDeposit = async (player: { id: string; phone: string; token: string }, methodId: number, trx: string) => {
    expect((await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000`, player.token)).status).toBe(200);
    const { status, body } = await call('POST', '/api/submit-deposit', player.token, {
      remote_id: player.id,
      account_number: player.phone,
      transaction_id: trx,
      amount: '1000.00',
      payment_id: methodId,
      promotion_id: 0,
    });
    expect(status).toBe(200);
    return String(body.id);
  };

  const runVerification = async () => {
    const before = Number((await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_verification_runs`)).rows[0]!.n);
    await app.app.get(JobQueue).enqueue('operations.verify-ledger', { trigger: 'manual' }, randomUUID());
    await waitFor(
      async () => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_verification_runs`)).rows[0]!.n > before,
      20_000,
    );
    const { rows } = await sql.query<{ ok: boolean; trigger: string; differences: string[]; checked: Json | null; error: string | null }>(
      `SELECT ok, trigger, differences, checked, error FROM ledger_verification_runs ORDER BY id DESC LIMIT 1`,
    );
    return rows[0]!;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'all',
      env: { REDIS_PREFIX: prefix, METRICS_PORT: '0', METRICS_TOKEN: token },
    });
    metricsUrl = `http://127.0.0.1:${app.app.get(MetricsServer).port()}/metrics`;
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    await app.app.get(DemoPaymentMethodsSeed).seed();
  }, hangBound(60_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    socket?.disconnect();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('is refused without the token, and is not served on the public port', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: token } })).status).toBe(401);
    const otherPath = await fetch(metricsUrl.replace('/metrics', '/api/health'), { headers: { authorization: `Bearer ${token}` } });
    expect(otherPath.status).toBe(404);
    for (const auth of [undefined, `Bearer ${token}`]) {
      const onPublic = await fetch(`${app.url}/metrics`, { headers: auth ? { authorization: auth } : {} });
      expect(onPublic.status).toBe(404);
      expect(await onPublic.text()).not.toContain('khela_');
    }
  });

  it('reports HTTP, sockets, pool, event loop, queues, reactors, ledger appends and payments after a deposit flow', async () => {
    const methodId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    const { rows: staff } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY['finance']) RETURNING id::text`,
      [`fin-metrics-${prefix.slice(-5)}`],
    );
    const finance = (await app.app.get(SessionStore).issue('staff', staff[0]!.id)).token;

    // a deposit approved and credited, and one left waiting for finance
    const payer = await makePlayer();
    const approvedId = await askDeposit(payer, methodId, `METRICSA${prefix.slice(-6)}`);
    expect((await call('POST', `/api/admin/payments/deposits/${approvedId}/approve`, finance)).status).toBe(200);
    await waitFor(
      async () => (await sql.query(`SELECT 1 FROM deposit_requests WHERE id = $1 AND status = 'approved'`, [approvedId])).rowCount === 1,
      15_000,
    );
    await askDeposit(await makePlayer(), methodId, `METRICSP${prefix.slice(-6)}`);
    expect((await call('GET', '/api/no-such-route/12345')).status).toBe(404);

    // a player's socket
    socket = io(`${app.url}/player`, { path: '/socket.io', transports: ['websocket'], auth: { token: payer.token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });

    // a withdrawal waiting for finance for 45 minutes (a row as payments leaves it once the money is held)
    await sql.query(
      `INSERT INTO withdrawal_requests (player_id, player_username, account_number, amount_minor, status, created_at)
       VALUES ('metrics-test-player', 'metrics-test', '01700000000', 50000, 'pending', now() - interval '45 minutes')`,
    );

    // a dead letter of a reactor this app does not run (the relay leaves it alone)
    await sql.query(
      `INSERT INTO event_delivery_failures (reactor, event_id, source, tx_id, position, stream_id, event_type, status, attempts)
       VALUES ('metrics-test.reactor', $1, 'outbox', '1', 1, 'metrics-test', 'metrics-test.thing', 'dead', 8)`,
      [randomUUID()],
    );

    const verification = await runVerification();
    expect(verification).toMatchObject({ ok: true, trigger: 'manual', differences: [], error: null });
    expect(verification.checked).toMatchObject({ events: expect.any(Number) });

    const m = await scrape();
    // HTTP per route template, never the raw URL; status as a label
    expect(
      sampleOf(m, 'khela_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/admin/payments/deposits/:id/approve',
        status: '200',
      }),
    ).toBe(1);
    expect(sampleOf(m, 'khela_http_request_duration_seconds_count', { method: 'POST', route: '/api/submit-deposit', status: '200' })).toBe(
      2,
    );
    expect(
      sampleOf(m, 'khela_http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(m, 'khela_http_request_duration_seconds_bucket', {
        method: 'POST',
        route: '/api/submit-deposit',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(m.samples.some((s) => s.name.startsWith('khela_http_') && /\d{3,}/.test(s.labels.route ?? ''))).toBe(false);
    // sockets per namespace, this process
    expect(sampleOf(m, 'khela_socket_connections', { namespace: '/player' })).toBe(1);
    expect(sampleOf(m, 'khela_socket_connections', { namespace: '/staff' })).toBe(0);
    // event-loop lag and the Postgres pool
    expect(sampleOf(m, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(sampleOf(m, 'nodejs_eventloop_lag_p99_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(sampleOf(m, 'khela_db_pool_connections', { state: 'max' })).toBe(5);
    expect(sampleOf(m, 'khela_db_pool_connections', { state: 'waiting' })).toBe(0);
    // BullMQ per queue and state: the verification job ran on the system queue
    for (const state of ['waiting', 'active', 'delayed', 'failed', 'prioritized'])
      expect(sampleOf(m, 'khela_queue_jobs', { queue: 'system', state })).toBeGreaterThanOrEqual(0);
    expect(sampleOf(m, 'khela_queue_jobs', { queue: 'messaging', state: 'failed' })).toBe(0);
    // reactors: the deposit's settlement is delivered, nothing waits; the dead letter is counted
    expect(sampleOf(m, 'khela_event_reactor_lag_events', { reactor: 'payments.settle-deposit', source: 'outbox' })).toBe(0);
    expect(sampleOf(m, 'khela_event_reactor_lag_seconds', { reactor: 'payments.settle-deposit', source: 'outbox' })).toBe(0);
    expect(sampleOf(m, 'khela_event_delivery_failures', { reactor: 'metrics-test.reactor', status: 'dead' })).toBe(1);
    // ledger appends: the wallet openings and the deposit's credit went through the group commit
    expect(sampleOf(m, 'khela_ledger_appended_events_total', { path: 'batch' })).toBeGreaterThanOrEqual(3);
    expect(sampleOf(m, 'khela_ledger_append_batch_size_count', {})).toBeGreaterThanOrEqual(3);
    // payments waiting, by age: the second deposit, asked for seconds ago
    expect(sampleOf(m, 'khela_payments_pending', { kind: 'deposit', status: 'pending', age: '0-5m' })).toBe(1);
    expect(sampleOf(m, 'khela_payments_pending_oldest_seconds', { kind: 'deposit', status: 'pending' })).toBeLessThan(300);
    expect(sampleOf(m, 'khela_payments_pending', { kind: 'withdrawal', status: 'pending', age: '30m-2h' })).toBe(1);
    expect(sampleOf(m, 'khela_payments_pending_oldest_seconds', { kind: 'withdrawal', status: 'pending' })).toBeGreaterThanOrEqual(2700);
    // the verification just run
    expect(sampleOf(m, 'khela_ledger_verification_ok', {})).toBe(1);
    expect(sampleOf(m, 'khela_ledger_verification_differences', {})).toBe(0);
    expect(Math.abs(sampleOf(m, 'khela_ledger_verification_last_run_timestamp_seconds', {})! - Date.now() / 1000)).toBeLessThan(60);
    expect(sampleOf(m, 'khela_metrics_collect_failures_total', {})).toBeUndefined();
    // every metric the alert rules and the dashboard name is in this scrape
    const named = [...checkAlertRules().rules.map((r) => r.expr), ...checkDashboard().queries.map((q) => q.expr)].flatMap(metricsNamedIn);
    expect([...new Set(named)].filter((name) => !m.help.has(familyOf(name, m.help)))).toEqual([]);
  });

  it('a ledger that disagrees with itself fails the nightly job: a failed run row, the metric at 0, an error logged', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    // one player balance row off by one poisha (the projection, not the ledger's facts, which are append-only)
    const { rows } = await sql.query<{ account_id: string }>(
      `SELECT b.account_id FROM account_balances b WHERE b.balance > 0 ORDER BY b.account_id LIMIT 1`,
    );
    const account = rows[0]!.account_id;
    await sql.query(`UPDATE account_balances SET balance = balance + 1 WHERE account_id = $1`, [account]);
    try {
      const failed = await runVerification();
      expect(failed.ok).toBe(false);
      expect(failed.differences.join('\n')).toContain(account);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('ledger:verify FAILED'));
      const m = await scrape();
      expect(sampleOf(m, 'khela_ledger_verification_ok', {})).toBe(0);
      expect(sampleOf(m, 'khela_ledger_verification_differences', {})).toBeGreaterThanOrEqual(1);
    } finally {
      await sql.query(`UPDATE account_balances SET balance = balance - 1 WHERE account_id = $1`, [account]);
      errors.mockRestore();
    }
    expect((await runVerification()).ok).toBe(true);
    expect(sampleOf(await scrape(), 'khela_ledger_verification_ok', {})).toBe(1);
    // the runs are an audit trail: never changed or removed
    await expect(sql.query(`DELETE FROM ledger_verification_runs`)).rejects.toThrow(/append-only/);
  });

  it("carries the enqueueing request's id into the job: the handler runs under it, its payload without it", async () => {
    const seen: Array<string | undefined> = [];
    const record = jest.spyOn(LedgerVerificationRunsRepository.prototype, 'record');
    record.mockImplementation(async function (this: LedgerVerificationRunsRepository, run: LedgerVerificationRun) {
      seen.push(currentRequestId());
      record.mockRestore();
      return LedgerVerificationRunsRepository.prototype.record.call(this, run);
    });
    const key = randomUUID();
    await requestContext.run({ requestId: 'ops-request-0123456789' }, () =>
      app.app.get(JobQueue).enqueue('operations.verify-ledger', { trigger: 'manual' }, key),
    );
    const job = await app.app.get(JobQueue).queue('system').getJob(`operations.verify-ledger.${key}`);
    expect(job!.data).toEqual({ trigger: 'manual', [jobRequestIdField]: 'ops-request-0123456789' });
    await waitFor(async () => seen.length === 1, 20_000);
    expect(seen).toEqual(['ops-request-0123456789']);
    const { rows } = await sql.query(`SELECT trigger, job_id FROM ledger_verification_runs ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toEqual({ trigger: 'manual', job_id: `operations.verify-ledger.${key}` });
  });

  it('splits by role: a worker serves the platform-wide figures and no sockets; an api process only its own', async () => {
    const env = { REDIS_PREFIX: prefix, METRICS_PORT: '0' };
    const worker = await startTestWorker({ databaseUrl: db.url, env });
    const api = await startTestApp({ databaseUrl: db.url, role: 'api', env });
    try {
      const scrapeOf = async (port: number | undefined) => parseMetrics(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text());
      const fromWorker = await scrapeOf(worker.app.get(MetricsServer).port());
      expect(fromWorker.help.has('khela_queue_jobs')).toBe(true);
      expect(fromWorker.help.has('khela_ledger_verification_ok')).toBe(true);
      expect(sampleOf(fromWorker, 'khela_payments_pending', { kind: 'deposit', status: 'pending', age: '0-5m' })).toBe(1);
      expect(fromWorker.samples.filter((s) => s.name === 'khela_socket_connections')).toEqual([]);
      expect(fromWorker.help.has('khela_http_request_duration_seconds')).toBe(false);
      const fromApi = await scrapeOf(api.app.get(MetricsServer).port());
      expect(sampleOf(fromApi, 'khela_socket_connections', { namespace: '/player' })).toBe(0);
      expect(fromApi.help.has('khela_http_request_duration_seconds')).toBe(true);
      expect(fromApi.help.has('khela_db_pool_connections')).toBe(true);
      for (const family of [
        'khela_queue_jobs',
        'khela_event_reactor_lag_seconds',
        'khela_payments_pending',
        'khela_ledger_verification_ok',
      ])
        expect(fromApi.help.has(family)).toBe(false);
    } finally {
      await api.close();
      await worker.close();
    }
  });
});
