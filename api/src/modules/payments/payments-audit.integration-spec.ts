import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { SessionStore } from '../auth/index.js';
import type { AuditContext } from '../backoffice/index.js';
import { GrantBonusCommand, OpenWalletCommand } from '../wallet/index.js';
import { ReviewDeposit } from './commands/review-deposit/review-deposit.js';
import { ReviewWithdrawal } from './commands/review-withdrawal/review-withdrawal.js';
import { DemoPaymentMethodsSeed } from './seed/demo-payment-methods.seed.js';
import { hangBound } from '../../../test/test-env.js';

jest.setTimeout(hangBound(30_000));

const system = { actor: { kind: 'system', id: 'payments-audit-test' } } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  username: string;
  token: string;
  phone: string;
}

/** Issue 10, finding 11: every finance decision's audit row tells the whole decision, and maker-checker steps apart. */
describe('payments: the audit trail of finance decisions', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  const clerks: Record<'a' | 'b', { id: string; username: string; token: string }> = {} as never;
  let bkashAgentId: number;
  let seq = 0;
  const run = randomUUID().slice(0, 6);

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        // staff money moves carry an idempotency key; each call here is a new decision
        ...(method === 'POST' && path.startsWith('/api/admin/') ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const phone = `0181${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const username = `aud${seq}${run}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, phone, `AUD${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, username, phone, token: (await sessions.issue('player', id)).token };
  };

  const makeFinance = async (username: string) => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY['finance']) RETURNING id::text`,
      [username],
    );
    return { id: rows[0]!.id, username, token: (await sessions.issue('staff', rows[0]!.id)).token };
  };

  const submitDeposit = async (p: Player, trx: string, amount: string) => {
    expect((await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token)).status).toBe(200);
    const res = await call('POST', '/api/submit-deposit', p.token, {
      remote_id: p.id,
      account_number: p.phone,
      transaction_id: trx,
      amount,
      payment_id: bkashAgentId,
      promotion_id: 0,
    });
    expect(res.status).toBe(200);
    return res.body.id as string;
  };

  const submitWithdrawal = async (p: Player, amount: string) => {
    await commands.execute(
      new GrantBonusCommand({ playerId: p.id, grantId: `fund-${p.id}`, amount: 5_000_000n, to: 'main', reason: 'test funds' }, system),
    );
    const res = await call('POST', '/api/submit-withdraw', p.token, {
      remote_id: p.id,
      amount,
      account_number: p.phone,
      payment_id: bkashAgentId,
      provider: 'bKash',
    });
    expect(res.status).toBe(200);
    const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM withdrawal_requests WHERE player_id = $1`, [p.id]);
    return rows[0]!.id;
  };

  const auditOf = async (kind: 'deposit' | 'withdrawal', id: string) =>
    (
      await sql.query<{ action: string; actor_id: string; actor_username: string; before: Json; after: Json }>(
        `SELECT action, actor_id::text, actor_username, before, after FROM staff_audit_log WHERE target_kind = $1 AND target_id = $2 ORDER BY id`,
        [kind, id],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { PAYMENTS_CHECKER_THRESHOLD: '10000.00' } });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    clerks.a = await makeFinance(`aud-a-${run}`);
    clerks.b = await makeFinance(`aud-b-${run}`);
  }, hangBound(60_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('a deposit below the threshold: one approval, with amount, player and transaction id before and after', async () => {
    const p = await makePlayer();
    const trx = `AUDSMALL${seq}${run}`.toUpperCase();
    const id = await submitDeposit(p, trx, '1500.00');
    expect((await call('POST', `/api/admin/payments/deposits/${id}/approve`, clerks.a.token)).body.status).toBe('approving');
    const deposit = { amount: '1500.00', player_id: p.id, player_username: p.username, transaction_id: trx, method: 'bKash' };
    expect(await auditOf('deposit', id)).toEqual([
      {
        action: 'payments.deposit.approve',
        actor_id: clerks.a.id,
        actor_username: clerks.a.username,
        before: { ...deposit, status: 'pending', first_approver_id: null },
        after: { ...deposit, status: 'approving', first_approver_id: null, approved_by: clerks.a.id },
      },
    ]);
  });

  it('a deposit at the threshold: first and second approvals are two actions by two clerks, each with before and after', async () => {
    const p = await makePlayer();
    const trx = `AUDBIG${seq}${run}`.toUpperCase();
    const id = await submitDeposit(p, trx, '10000.00');
    expect((await call('POST', `/api/admin/payments/deposits/${id}/approve`, clerks.a.token)).body).toMatchObject({
      status: 'pending',
      needs_second_approval: true,
    });
    // the same clerk again is refused and leaves no row
    expect((await call('POST', `/api/admin/payments/deposits/${id}/confirm`, clerks.a.token)).status).toBe(409);
    expect((await call('POST', `/api/admin/payments/deposits/${id}/confirm`, clerks.b.token)).body.status).toBe('approving');
    const deposit = { amount: '10000.00', player_id: p.id, player_username: p.username, transaction_id: trx, method: 'bKash' };
    expect(await auditOf('deposit', id)).toEqual([
      {
        action: 'payments.deposit.first_approval',
        actor_id: clerks.a.id,
        actor_username: clerks.a.username,
        before: { ...deposit, status: 'pending', first_approver_id: null },
        after: { ...deposit, status: 'pending', first_approver_id: clerks.a.id, needs_second_approval: true },
      },
      {
        action: 'payments.deposit.second_approval',
        actor_id: clerks.b.id,
        actor_username: clerks.b.username,
        before: { ...deposit, status: 'pending', first_approver_id: clerks.a.id },
        after: { ...deposit, status: 'approving', first_approver_id: clerks.a.id, approved_by: clerks.b.id },
      },
    ]);
    await waitFor(
      async () => (await sql.query(`SELECT status FROM deposit_requests WHERE id = $1`, [id])).rows[0].status === 'approved',
      10_000,
    );
  });

  it('a rejected deposit keeps amount, player, transaction id and the reason', async () => {
    const p = await makePlayer();
    const trx = `AUDREJ${seq}${run}`.toUpperCase();
    const id = await submitDeposit(p, trx, '800.00');
    expect(
      (await call('POST', `/api/admin/payments/deposits/${id}/reject`, clerks.b.token, { reason: 'No such transaction at bKash.' })).status,
    ).toBe(200);
    const [row] = await auditOf('deposit', id);
    expect(row).toMatchObject({
      action: 'payments.deposit.reject',
      actor_username: clerks.b.username,
      before: { amount: '800.00', player_id: p.id, transaction_id: trx, status: 'pending' },
      after: { amount: '800.00', player_id: p.id, transaction_id: trx, status: 'rejected', reason: 'No such transaction at bKash.' },
    });
  });

  it('a withdrawal at the threshold: first and second approvals are distinct actions with amount, player and payout account', async () => {
    const p = await makePlayer();
    const id = await submitWithdrawal(p, '12000');
    expect((await call('POST', `/api/admin/payments/withdrawals/${id}/approve`, clerks.a.token, {})).body).toMatchObject({
      needs_second_approval: true,
    });
    const second = await call('POST', `/api/admin/payments/withdrawals/${id}/confirm`, clerks.b.token, { payout_reference: 'BK-PAY-77' });
    expect(second.body.status).toBe('approved');
    const withdrawal = { amount: '12000.00', player_id: p.id, player_username: p.username, method: 'bKash', account_number: p.phone };
    expect(await auditOf('withdrawal', id)).toEqual([
      {
        action: 'payments.withdrawal.first_approval',
        actor_id: clerks.a.id,
        actor_username: clerks.a.username,
        before: { ...withdrawal, status: 'pending', first_approver_id: null },
        after: { ...withdrawal, status: 'pending', first_approver_id: clerks.a.id, needs_second_approval: true },
      },
      {
        action: 'payments.withdrawal.second_approval',
        actor_id: clerks.b.id,
        actor_username: clerks.b.username,
        before: { ...withdrawal, status: 'pending', first_approver_id: clerks.a.id },
        after: {
          ...withdrawal,
          status: 'approved',
          first_approver_id: clerks.a.id,
          approved_by: clerks.b.id,
          payout_reference: 'BK-PAY-77',
        },
      },
    ]);
  });

  it('a withdrawal below the threshold is one approval; a decision without an actor is refused before anything changes', async () => {
    const p = await makePlayer();
    const id = await submitWithdrawal(p, '600');
    const nobody: AuditContext = { actorId: null, actorUsername: null, actorRoles: [], ip: null, requestId: null, recorded: false };
    await expect(app.app.get(ReviewWithdrawal).approve(id, clerks.a.id, 'approve', 'BK-1', nobody)).rejects.toMatchObject({ status: 401 });
    await expect(app.app.get(ReviewWithdrawal).reject(id, clerks.a.id, 'no actor', nobody)).rejects.toMatchObject({ status: 401 });
    expect((await sql.query(`SELECT status FROM withdrawal_requests WHERE id = $1`, [id])).rows[0].status).toBe('pending');
    expect(await auditOf('withdrawal', id)).toEqual([]);

    const deposit = await submitDeposit(p, `AUDNOBODY${seq}${run}`.toUpperCase(), '700.00');
    await expect(app.app.get(ReviewDeposit).approve(deposit, clerks.a.id, 'approve', nobody)).rejects.toMatchObject({ status: 401 });
    expect((await sql.query(`SELECT status FROM deposit_requests WHERE id = $1`, [deposit])).rows[0].status).toBe('pending');
    expect(await auditOf('deposit', deposit)).toEqual([]);

    expect((await call('POST', `/api/admin/payments/withdrawals/${id}/approve`, clerks.a.token, { payout_reference: 'BK-1' })).status).toBe(
      200,
    );
    expect((await auditOf('withdrawal', id)).map((r) => [r.action, r.after.amount, r.after.status])).toEqual([
      ['payments.withdrawal.approve', '600.00', 'approved'],
    ]);
  });
});
