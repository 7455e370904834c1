import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import pg from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { projectionsCaughtUp, waitFor } from '../../../test/ledger/ledger-harness.js';
import { DB_POOL } from '../../platform/database/database.module.js';
import { inTransaction } from '../../platform/database/transaction.js';
import { EventOutbox } from '../../platform/events/index.js';
import { SessionStore } from '../auth/index.js';
import { GetWalletQuery, GrantBonusCommand, OpenWalletCommand } from '../wallet/index.js';
import { DemoPaymentMethodsSeed } from './seed/demo-payment-methods.seed.js';
import { hangBound } from '../../../test/test-env.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'staff-wallet-test' } } as const;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
interface Player {
  id: string;
  token: string;
  phone: string;
}

describe('finance: player wallet, statement, adjustments, reports', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let queries: QueryBus;
  let sessions: SessionStore;
  let clerkA: string;
  let clerkB: string;
  let support: string;
  let content: string;
  let bkashAgentId: number;
  let seq = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        // staff money moves need a key; each call here is a new decision (repeats: staff-idempotency.integration-spec.ts)
        ...(method === 'POST' && path.startsWith('/api/admin/') ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      type,
      disposition: res.headers.get('content-disposition'),
      text,
      body: (type.includes('json') && text ? JSON.parse(text) : {}) as Json,
    };
  };

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const phone = `0181${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [`wal${seq}${prefix.slice(-4)}`, `wal${seq}@example.test`, phone, `WAL${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };
  const makeStaff = async (username: string, role: string): Promise<string> => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
      [username, role],
    );
    return (await sessions.issue('staff', rows[0]!.id)).token;
  };
  const fund = (p: Player, minor: bigint, grantId: string) =>
    commands.execute(new GrantBonusCommand({ playerId: p.id, grantId, amount: minor, to: 'main', reason: 'test funds' }, system));
  const main = async (p: Player) => (await queries.execute(new GetWalletQuery(p.id)))!.balances.main;
  const caughtUp = () => waitFor(() => projectionsCaughtUp(app.app.get<Pool>(DB_POOL)), 15_000);
  const today = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { REDIS_PREFIX: prefix, PAYMENTS_CHECKER_THRESHOLD: '10000.00' } });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    queries = app.app.get(QueryBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    clerkA = await makeStaff(`wfin-a-${prefix.slice(-5)}`, 'finance');
    clerkB = await makeStaff(`wfin-b-${prefix.slice(-5)}`, 'finance');
    support = await makeStaff(`wsup-${prefix.slice(-5)}`, 'support');
    content = await makeStaff(`wcon-${prefix.slice(-5)}`, 'content');
  }, hangBound(90_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('wallet balances, statement paging and filters, and the CSV export', async () => {
    const p = await makePlayer();
    for (let i = 1; i <= 5; i += 1) await fund(p, BigInt(i) * 10_000n, `st-${p.id}-${i}`);
    expect(
      (await call('POST', `/api/admin/players/${p.id}/adjustments`, clerkA, { amount: '-50.00', reason: 'fee correction' })).status,
    ).toBe(200);
    await caughtUp();

    const wallet = await call('GET', `/api/admin/players/${p.id}/wallet`, clerkA);
    expect(wallet.body).toEqual({
      currency: 'BDT',
      main: '1450.00',
      held: '0.00',
      exposure: '0.00',
      bonus: '0.00',
      cash_rewards: '0.00',
      withdrawable: '1450.00',
    });

    const first = await call('GET', `/api/admin/players/${p.id}/statement?per_page=4`, clerkA);
    expect(first.body).toMatchObject({ total: 6, page: 1, per_page: 4, last_page: 2 });
    expect(first.body.data[0]).toMatchObject({ type: 'StaffAdjusted', amount: '-50.00', balance_after: '1450.00' });
    const second = await call('GET', `/api/admin/players/${p.id}/statement?per_page=4&page=2`, clerkA);
    expect(second.body.data).toHaveLength(2);

    const adjusted = await call('GET', `/api/admin/players/${p.id}/statement?type=StaffAdjusted&from=${today()}&to=${today()}`, clerkA);
    expect(adjusted.body.total).toBe(1);
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await call('GET', `/api/admin/players/${p.id}/statement?to=${yesterday}`, clerkA)).body.total).toBe(0);
    expect((await call('GET', `/api/admin/players/${p.id}/statement?from=31-01-2026`, clerkA)).status).toBe(400);

    const csv = await call('GET', `/api/admin/players/${p.id}/statement?format=csv`, clerkA);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.disposition).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('position,occurred_at,account,type,amount,balance_after,currency');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/,main,StaffAdjusted,-50\.00,1450\.00,BDT$/);
    const filtered = await call('GET', `/api/admin/players/${p.id}/statement?format=csv&type=StaffAdjusted`, clerkA);
    expect(filtered.text.trim().split('\r\n')).toHaveLength(2);
    expect((await call('GET', `/api/admin/players/999999999/wallet`, clerkA)).status).toBe(404);
  });

  it('an adjustment below the threshold is applied at once and audited with before and after', async () => {
    const p = await makePlayer();
    await fund(p, 100_000n, `below-${p.id}`);
    expect((await call('POST', `/api/admin/players/${p.id}/adjustments`, clerkA, { amount: '500.00', reason: 'ab' })).body.message).toBe(
      'Give a reason of 3 to 500 characters.',
    );
    const answer = await call('POST', `/api/admin/players/${p.id}/adjustments`, clerkA, { amount: '500.00', reason: ' goodwill credit ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      outcome: 'applied',
      adjustment: { status: 'applied', amount: '500.00', reason: 'goodwill credit', balance_before: '1000.00', balance_after: '1500.00' },
    });
    expect(await main(p)).toBe(150_000n);
    const audit = await sql.query<{ before: Json; after: Json; actor_username: string }>(
      `SELECT before, after, actor_username FROM staff_audit_log WHERE action = 'payments.adjustment.apply' AND target_id = $1`,
      [p.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.before).toEqual({ main: '1000.00' });
    expect(audit.rows[0]!.after).toMatchObject({ main: '1500.00', amount: '500.00', reason: 'goodwill credit' });
  });

  it('at or above the threshold a second, different finance user confirms; reject moves nothing', async () => {
    const p = await makePlayer();
    const pending = await call('POST', `/api/admin/players/${p.id}/adjustments`, clerkA, { amount: '10000.00', reason: 'promo refund' });
    expect(pending.body).toMatchObject({ outcome: 'pending', message: 'Awaiting second confirmation by a different finance user.' });
    const id = pending.body.adjustment.id as string;
    expect(await main(p)).toBe(0n);
    const listed = await call('GET', '/api/admin/adjustments?status=pending', clerkB);
    expect(listed.body.data.map((a: Json) => a.id)).toContain(id);

    const same = await call('POST', `/api/admin/adjustments/${id}/confirm`, clerkA);
    expect(same).toMatchObject({ status: 409, body: { message: 'A second, different finance user must confirm this adjustment.' } });
    expect(await main(p)).toBe(0n);
    const confirmed = await call('POST', `/api/admin/adjustments/${id}/confirm`, clerkB);
    expect(confirmed.body).toMatchObject({ outcome: 'applied', adjustment: { status: 'applied', balance_after: '10000.00' } });
    expect(await main(p)).toBe(1_000_000n);
    // a repeated confirm moves nothing twice
    expect((await call('POST', `/api/admin/adjustments/${id}/confirm`, clerkB)).status).toBe(200);
    expect(await main(p)).toBe(1_000_000n);

    const second = await call('POST', `/api/admin/players/${p.id}/adjustments`, clerkB, { amount: '-10000.00', reason: 'reverse it' });
    const rejected = await call('POST', `/api/admin/adjustments/${second.body.adjustment.id}/reject`, clerkA, { reason: 'not needed' });
    expect(rejected.body).toMatchObject({ outcome: 'rejected', adjustment: { status: 'rejected', reject_reason: 'not needed' } });
    expect((await call('POST', `/api/admin/adjustments/${second.body.adjustment.id}/confirm`, clerkA)).status).toBe(409);
    expect(await main(p)).toBe(1_000_000n);
  });

  it('an adjustment left applying by a crash (claimed with its event, no money moved) is finished by its reactor: moved once, applied, audited', async () => {
    const p = await makePlayer();
    const pending = await call('POST', `/api/admin/players/${p.id}/adjustments`, clerkA, { amount: '10000.00', reason: 'crash refund' });
    expect(pending.body.outcome).toBe('pending');
    const id = pending.body.adjustment.id as string;
    const username = `wfin-b-${prefix.slice(-5)}`; // clerk B
    const { rows: staff } = await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = $1`, [username]);
    const checkerId = staff[0]!.id;
    // what clerk B's confirm commits before its process dies: the claim and its event; the money has not moved
    await inTransaction(sql, async (tx) => {
      await tx.query(`UPDATE staff_adjustments SET status = 'applying', decided_by = $2 WHERE id = $1 AND status = 'pending'`, [
        id,
        checkerId,
      ]);
      await app.app.get(EventOutbox).append(tx, [
        {
          type: 'payments.adjustment-approved',
          streamId: `adjustment-${id}`,
          data: {
            adjustmentId: id,
            playerId: p.id,
            amountMinor: '1000000',
            actor: { id: checkerId, username, roles: ['finance'] },
          },
        },
      ]);
    });
    await waitFor(
      async () => (await sql.query(`SELECT status FROM staff_adjustments WHERE id = $1`, [id])).rows[0].status === 'applied',
      15_000,
    );
    expect(await main(p)).toBe(1_000_000n);
    const moved = await sql.query(`SELECT 1 FROM ledger_events WHERE type = 'StaffAdjusted' AND data->>'adjustmentId' = $1`, [id]);
    expect(moved.rowCount).toBe(1);
    const audit = await sql.query<{ actor_id: string; after: Json }>(
      `SELECT actor_id::text, after FROM staff_audit_log WHERE action = 'payments.adjustment.apply' AND target_id = $1`,
      [p.id],
    );
    expect(audit.rows).toEqual([{ actor_id: checkerId, after: expect.objectContaining({ main: '10000.00', amount: '10000.00' }) }]);
    // clerk B's retry after the crash answers applied and moves nothing more
    expect((await call('POST', `/api/admin/adjustments/${id}/confirm`, clerkB)).body).toMatchObject({ outcome: 'applied' });
    expect(await main(p)).toBe(1_000_000n);
  });

  it('a debit larger than the balance is refused and nothing is written', async () => {
    const p = await makePlayer();
    await fund(p, 10_000n, `small-${p.id}`);
    const auditBefore = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_audit_log WHERE target_id = $1`, [p.id]))
      .rows[0]!.n;
    const refusedDebit = await call('POST', `/api/admin/players/${p.id}/adjustments`, clerkA, { amount: '-123.45', reason: 'chargeback' });
    expect(refusedDebit).toMatchObject({
      status: 409,
      body: { message: 'Insufficient funds: the main balance is 100.00, less than the debit of 123.45.' },
    });
    expect(await main(p)).toBe(10_000n);
    expect((await sql.query(`SELECT 1 FROM staff_adjustments WHERE player_id = $1`, [p.id])).rowCount).toBe(0);
    const auditAfter = (
      await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_audit_log WHERE target_id = $1 AND action LIKE 'payments.%'`, [
        p.id,
      ])
    ).rows[0]!.n;
    expect(auditAfter).toBeLessThanOrEqual(auditBefore);
  });

  it('reports sum approved deposits and withdrawals per day and channel, count rejections, and bucket pending by age', async () => {
    const depositor = await makePlayer();
    const depositOnce = async (trx: string, amount: string) => {
      await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, depositor.token);
      const res = await call('POST', '/api/submit-deposit', depositor.token, {
        remote_id: depositor.id,
        account_number: depositor.phone,
        transaction_id: trx,
        amount,
        payment_id: bkashAgentId,
        promotion_id: 0,
      });
      expect(res.status).toBe(200);
      return res.body.id as string;
    };
    const status = async (id: string) =>
      (await sql.query<{ status: string }>(`SELECT status FROM deposit_requests WHERE id = $1`, [id])).rows[0]!.status;
    for (const [trx, amount] of [
      [`RPTA${seq}XYZ1`, '1000.00'],
      [`RPTB${seq}XYZ2`, '2500.50'],
    ] as const) {
      const id = await depositOnce(trx, amount);
      await call('POST', `/api/admin/payments/deposits/${id}/approve`, clerkA);
      await waitFor(async () => (await status(id)) === 'approved', 10_000);
    }
    const rejectedDeposit = await depositOnce(`RPTC${seq}XYZ3`, '300.00');
    await call('POST', `/api/admin/payments/deposits/${rejectedDeposit}/reject`, clerkA, { reason: 'No such transaction.' });

    const withdrawer = await makePlayer();
    await fund(withdrawer, 500_000n, `wd-${withdrawer.id}`);
    const withdraw = (amount: string) =>
      call('POST', '/api/submit-withdraw', withdrawer.token, {
        remote_id: withdrawer.id,
        account_number: withdrawer.phone,
        amount,
        payment_id: bkashAgentId,
      });
    const paid = await withdraw('700');
    expect(paid.status).toBe(200);
    await call('POST', `/api/admin/payments/withdrawals/${paid.body.id}/approve`, clerkA, { payout_reference: 'BK-R1' });
    const refusedWd = await withdraw('600');
    await call('POST', `/api/admin/payments/withdrawals/${refusedWd.body.id}/reject`, clerkA, { reason: 'Wrong number.' });
    const open = await withdraw('550');
    expect(open.status).toBe(200);
    await sql.query(`UPDATE withdrawal_requests SET created_at = now() - interval '2 hours' WHERE id = $1`, [open.body.id]);
    const waitingDeposit = await depositOnce(`RPTD${seq}XYZ4`, '400.00');

    const daily = await call('GET', `/api/admin/payments/reports/daily?from=${today()}&to=${today()}`, clerkB);
    expect(daily.status).toBe(200);
    const bkash = daily.body.rows.find((r: Json) => r.day === today() && r.method === 'bKash' && r.account_type === 'Agent');
    expect(bkash).toMatchObject({
      deposits: { count: 2, sum: '3500.50' },
      withdrawals: { count: 1, sum: '700.00' },
      rejected_deposits: 1,
      rejected_withdrawals: 1,
    });
    expect(daily.body.totals).toMatchObject({ deposits: { count: 2, sum: '3500.50' }, withdrawals: { count: 1, sum: '700.00' } });
    expect((await call('GET', `/api/admin/payments/reports/daily?from=${today()}&to=2020-01-01`, clerkB)).status).toBe(400);

    const pending = await call('GET', '/api/admin/payments/reports/pending', clerkB);
    const bucket = (name: string) => pending.body.buckets.find((b: Json) => b.bucket === name);
    expect(bucket('under_15m').deposits).toEqual({ count: 1, sum: '400.00' });
    expect(bucket('1_4h').withdrawals).toEqual({ count: 1, sum: '550.00' });
    expect(pending.body.totals).toEqual({ deposits: { count: 1, sum: '400.00' }, withdrawals: { count: 1, sum: '550.00' } });
    expect(waitingDeposit).toBeTruthy();
  });

  it('support and content get 403, a player token or none 401', async () => {
    const p = await makePlayer();
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/admin/players/${p.id}/wallet`],
      ['GET', `/api/admin/players/${p.id}/statement`],
      ['POST', `/api/admin/players/${p.id}/adjustments`, { amount: '10.00', reason: 'sneaky' }],
      ['GET', '/api/admin/adjustments?status=pending'],
      ['GET', '/api/admin/payments/reports/daily'],
      ['GET', '/api/admin/payments/reports/pending'],
    ];
    for (const [method, path, body] of routes) {
      expect([path, (await call(method, path, support, body)).status]).toEqual([path, 403]);
      expect([path, (await call(method, path, content, body)).status]).toEqual([path, 403]);
      expect([path, (await call(method, path, p.token, body)).status]).toEqual([path, 401]);
      expect([path, (await call(method, path, undefined, body)).status]).toEqual([path, 401]);
    }
    expect(await main(p)).toBe(0n);
  });
});
