import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { GetWalletQuery, GrantBonusCommand, OpenWalletCommand } from '../wallet/index.js';
import { DemoPaymentMethodsSeed } from './seed/demo-payment-methods.seed.js';

jest.setTimeout(hangBound(40_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const system = { actor: { kind: 'system', id: 'payouts-test' } } as const;

interface Player {
  id: string;
  username: string;
  token: string;
  phone: string;
}

/** Issue 22: the payout batch per channel, its CSV, and the bulk "mark paid" through each withdrawal's own decision. */
describe('payments: withdrawal payout batch', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let queries: QueryBus;
  let sessions: SessionStore;
  const staff: Record<string, { id: string; token: string }> = {};
  const methodIds: Record<string, number> = {};
  const run = randomUUID().slice(0, 6);
  let seq = 0;
  const w: Record<'small' | 'large' | 'nagad', { id: string; player: Player }> = {} as never;

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, text, body: (type.includes('json') && text ? JSON.parse(text) : {}) as Json };
  };
  const decide = (path: string, token: string, body: unknown, key = randomUUID()) =>
    call('POST', path, token, body, { 'idempotency-key': key });
  const held = async (playerId: string) => (await queries.execute(new GetWalletQuery(playerId)))!.balances.held;
  const status = async (id: string) =>
    (await sql.query<{ status: string }>(`SELECT status FROM withdrawal_requests WHERE id = $1`, [id])).rows[0]!.status;

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const phone = `0171${String(4000000 + seq * 7919).padStart(7, '0')}`;
    const username = `pay${seq}${run}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, phone, `PAY${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(
      new GrantBonusCommand({ playerId: id, grantId: `fund-${id}`, amount: 5_000_000n, to: 'main', reason: 'test funds' }, system),
    );
    return { id, username, phone, token: (await sessions.issue('player', id)).token };
  };

  const withdraw = async (brand: 'bKash' | 'Nagad', amount: string) => {
    const p = await makePlayer();
    const res = await call('POST', '/api/submit-withdraw', p.token, {
      remote_id: p.id,
      amount,
      account_number: p.phone,
      payment_id: methodIds[brand],
      provider: brand,
    });
    expect(res.status).toBe(200);
    const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM withdrawal_requests WHERE player_id = $1`, [p.id]);
    await waitFor(async () => (await status(rows[0]!.id)) === 'pending', 10_000);
    return { id: rows[0]!.id, player: p };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { PAYMENTS_CHECKER_THRESHOLD: '10000.00' } });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    queries = app.app.get(QueryBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    for (const brand of ['bKash', 'Nagad'])
      methodIds[brand] = (
        await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = $1 AND account_type = 'Agent'`, [brand])
      ).rows[0]!.id;
    for (const [name, role] of [
      ['a', 'finance'],
      ['b', 'finance'],
      ['support', 'support'],
      ['risk', 'risk'],
    ]) {
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`po-${name}-${run}`, role],
      );
      staff[name!] = { id: rows[0]!.id, token: (await sessions.issue('staff', rows[0]!.id)).token };
    }
    w.small = await withdraw('bKash', '1500');
    w.large = await withdraw('bKash', '12000');
    w.nagad = await withdraw('Nagad', '800');
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('lists what may be paid now per channel; one over the threshold waits for its first approval', async () => {
    const { status: code, body } = await call('GET', '/api/admin/payments/payouts', staff.a!.token);
    expect(code).toBe(200);
    expect(body.awaiting_first_approval).toBe(1);
    expect(body.channels.map((c: Json) => [c.channel, c.count, c.total, c.items.map((i: Json) => i.id)])).toEqual([
      ['bkash', 1, '1500.00', [w.small.id]],
      ['nagad', 1, '800.00', [w.nagad.id]],
    ]);
    expect(body.channels[0].items[0]).toMatchObject({
      player: { id: w.small.player.id, username: w.small.player.username },
      method: { id: methodIds.bKash, name: 'bKash', account_type: 'Agent' },
      account_number: w.small.player.phone,
      amount: '1500.00',
      first_approver: null,
    });
    // the first approval (maker) puts the large one in the batch, showing who approved it
    const first = await decide(`/api/admin/payments/withdrawals/${w.large.id}/approve`, staff.a!.token, {});
    expect(first.body).toMatchObject({ status: 'pending', needs_second_approval: true });
    const after = (await call('GET', '/api/admin/payments/payouts?channel=bKash', staff.a!.token)).body;
    expect(after.awaiting_first_approval).toBe(0);
    expect(after.channels).toHaveLength(1);
    expect(after.channels[0]).toMatchObject({ channel: 'bkash', count: 2, total: '13500.00' });
    expect(after.channels[0].items[1]).toMatchObject({ id: w.large.id, first_approver: staff.a!.id });
  });

  it('gives the batch as a CSV for the payout team', async () => {
    const res = await call('GET', '/api/admin/payments/payouts?channel=nagad&format=csv', staff.a!.token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('withdrawal_id,channel,account_type,account_number,amount,player,requested_at_dhaka,payout_reference');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${w.nagad.id},Nagad,Agent,${w.nagad.player.phone},800.00,${w.nagad.player.username},\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2},$`,
      ),
    );
  });

  it('marks a batch paid with references: each through its own decision, maker-checker kept, money out through the ledger, audited', async () => {
    const items = [
      { id: w.small.id, payout_reference: 'BKP-SMALL-1' },
      { id: w.large.id, payout_reference: 'BKP-LARGE-1' },
    ];
    const byA = await decide('/api/admin/payments/payouts/mark-paid', staff.a!.token, { items });
    expect(byA.status).toBe(200);
    expect(byA.body).toMatchObject({ paid: 1, already_paid: 0, refused: 1 });
    expect(byA.body.results).toEqual([
      { id: w.small.id, result: 'paid', message: 'Approved: the withdrawal is paid out.' },
      // its first approver cannot also be its second
      { id: w.large.id, result: 'refused', message: 'A second, different finance user must confirm this request.' },
    ]);
    const byB = await decide('/api/admin/payments/payouts/mark-paid', staff.b!.token, { items });
    expect(byB.body.results.map((r: Json) => r.result)).toEqual(['already_paid', 'paid']);

    await waitFor(async () => (await held(w.small.player.id)) === 0n && (await held(w.large.player.id)) === 0n, 10_000);
    const { rows: paidOut } = await sql.query(
      `SELECT data->>'withdrawalId' AS id, data->>'channel' AS channel FROM ledger_events WHERE type = 'WithdrawalPaidOut' ORDER BY position`,
    );
    expect(paidOut).toEqual([
      { id: w.small.id, channel: 'bkash' },
      { id: w.large.id, channel: 'bkash' },
    ]);
    const { rows: audit } = await sql.query(
      `SELECT action, target_id, actor_id::text, after->>'payout_reference' AS reference FROM staff_audit_log
        WHERE target_kind = 'withdrawal' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'payments.withdrawal.first_approval', target_id: w.large.id, actor_id: staff.a!.id, reference: null },
      { action: 'payments.withdrawal.approve', target_id: w.small.id, actor_id: staff.a!.id, reference: 'BKP-SMALL-1' },
      { action: 'payments.withdrawal.second_approval', target_id: w.large.id, actor_id: staff.b!.id, reference: 'BKP-LARGE-1' },
    ]);
    const { rows: refs } = await sql.query(`SELECT payout_reference FROM withdrawal_requests WHERE id = $1`, [w.small.id]);
    expect(refs).toEqual([{ payout_reference: 'BKP-SMALL-1' }]);
    // paid ones leave the batch
    expect((await call('GET', '/api/admin/payments/payouts', staff.a!.token)).body.channels.map((c: Json) => c.channel)).toEqual(['nagad']);
  });

  it('the same request again (same Idempotency-Key) answers as the first and pays nothing twice', async () => {
    const key = randomUUID();
    const items = [{ id: w.nagad.id, payout_reference: 'NGD-1' }];
    const first = await decide('/api/admin/payments/payouts/mark-paid', staff.a!.token, { items }, key);
    const again = await decide('/api/admin/payments/payouts/mark-paid', staff.a!.token, { items }, key);
    expect(first.body.results[0].result).toBe('paid');
    expect(again.body).toEqual(first.body);
    await waitFor(async () => (await held(w.nagad.player.id)) === 0n, 10_000);
    const { rows } = await sql.query(
      `SELECT count(*)::int AS n FROM ledger_events WHERE type = 'WithdrawalPaidOut' AND data->>'withdrawalId' = $1`,
      [w.nagad.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('role checks: support sees no payouts; risk reads but cannot mark paid; players and guests 401', async () => {
    expect((await call('GET', '/api/admin/payments/payouts', staff.support!.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/payments/payouts?format=csv', staff.support!.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/payments/payouts', staff.risk!.token)).status).toBe(200);
    const items = [{ id: randomUUID(), payout_reference: 'X-1' }];
    expect((await decide('/api/admin/payments/payouts/mark-paid', staff.risk!.token, { items })).status).toBe(403);
    expect((await call('GET', '/api/admin/payments/payouts', w.small.player.token)).status).toBe(401);
    expect((await call('GET', '/api/admin/payments/payouts')).status).toBe(401);
  });

  it('refuses bad input with 400 and its message, writing nothing; unknown and undecidable items are refused one by one', async () => {
    const before = (await sql.query(`SELECT count(*)::int AS n FROM staff_audit_log WHERE target_kind = 'withdrawal'`)).rows[0];
    const path = '/api/admin/payments/payouts/mark-paid';
    const id = randomUUID();
    const cases: [unknown, string][] = [
      [{ items: [] }, 'Send 1 to 500 withdrawals, each once, as items: [{ id, payout_reference }].'],
      [{ items: 'x' }, 'Send 1 to 500 withdrawals, each once, as items: [{ id, payout_reference }].'],
      [
        {
          items: [
            { id, payout_reference: 'A' },
            { id, payout_reference: 'B' },
          ],
        },
        'Send 1 to 500 withdrawals, each once, as items: [{ id, payout_reference }].',
      ],
      [{ items: [{ id: 'not-a-uuid', payout_reference: 'A' }] }, 'Each item needs the withdrawal id.'],
      [{ items: [{ id, payout_reference: '   ' }] }, 'Each item needs its payout reference (1 to 100 characters).'],
    ];
    for (const [body, message] of cases) {
      const res = await decide(path, staff.a!.token, body);
      expect({ status: res.status, message: res.body.message ?? JSON.stringify(res.body) }).toEqual({ status: 400, message });
    }
    expect((await call('POST', path, staff.a!.token, { items: [{ id, payout_reference: 'A' }] })).status).toBe(400); // no Idempotency-Key
    expect((await call('GET', '/api/admin/payments/payouts?channel=%3Cx%3E', staff.a!.token)).status).toBe(400);
    expect((await call('GET', '/api/admin/payments/payouts?format=pdf', staff.a!.token)).body.message).toBe('format must be json or csv');
    const unknown = await decide(path, staff.a!.token, { items: [{ id, payout_reference: 'A' }] });
    expect(unknown.body.results).toEqual([{ id, result: 'refused', message: 'Withdrawal request not found.' }]);
    expect((await sql.query(`SELECT count(*)::int AS n FROM staff_audit_log WHERE target_kind = 'withdrawal'`)).rows[0]).toEqual(before);
  });
});
