import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { SessionStore } from '../auth/index.js';
import { GetWalletQuery, GrantBonusCommand, OpenWalletCommand } from '../wallet/index.js';
import { idempotencyMessages, scopedRequestId } from './http/staff-idempotency.js';
import { DemoPaymentMethodsSeed } from './seed/demo-payment-methods.seed.js';
import { claimLockName, StaffIdempotencyRepository } from './persistence/staff-idempotency.repository.js';
import { lockKeyOf } from '../../platform/database/session-locks.js';
import { hangBound } from '../../../test/test-env.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'staff-idempotency-test' } } as const;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
interface Player {
  id: string;
  token: string;
  phone: string;
}
interface Answer {
  status: number;
  text: string;
  body: Json;
  replayed: string | null;
}

/**
 * Audit finding 4: staff money moves are idempotent. Two identical requests sent together (a double
 * click, a retry racing the first) move money once and both get the first answer; a repeat later gets
 * it again; the key is required; the same key with another body is refused.
 */
describe('staff money moves: Idempotency-Key', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let queries: QueryBus;
  let sessions: SessionStore;
  let clerkA: string;
  let clerkAId: string;
  let clerkB: string;
  let bkashAgentId: number;
  let seq = 0;

  const call = async (
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as Json, replayed: res.headers.get('idempotent-replayed') };
  };
  /** A staff POST with the given key. */
  const decide = (path: string, token: string, key: string, body?: unknown, headers: Record<string, string> = {}) =>
    call('POST', path, token, body, { 'idempotency-key': key, ...headers });

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const phone = `0191${String(4000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [`idem${seq}${prefix.slice(-4)}`, `idem${seq}@example.test`, phone, `IDM${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };
  const makeFinance = async (username: string): Promise<{ id: string; token: string }> => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY['finance']) RETURNING id::text`,
      [username],
    );
    return { id: rows[0]!.id, token: (await sessions.issue('staff', rows[0]!.id)).token };
  };
  const fund = (p: Player, minor: bigint) =>
    commands.execute(
      new GrantBonusCommand({ playerId: p.id, grantId: `fund-${p.id}`, amount: minor, to: 'main', reason: 'test funds' }, system),
    );
  const balances = async (p: Player) => (await queries.execute(new GetWalletQuery(p.id)))!.balances;
  /** Ledger events of one player's wallet stream, by type. */
  const events = async (p: Player, type: string) =>
    (
      await sql.query<{ idempotency_key: string }>(
        `SELECT idempotency_key FROM ledger_events WHERE stream_id = $1 AND type = $2 ORDER BY position`,
        [`wallet-${p.id}`, type],
      )
    ).rows.map((r) => r.idempotency_key);
  const adjustmentRows = async (p: Player) =>
    (await sql.query<{ id: string; status: string }>(`SELECT id, status FROM staff_adjustments WHERE player_id = $1`, [p.id])).rows;
  const submitDeposit = async (p: Player, amount: string): Promise<string> => {
    await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token);
    const res = await call('POST', '/api/submit-deposit', p.token, {
      remote_id: p.id,
      account_number: p.phone,
      transaction_id: `IDEMTRX${seq}${prefix.slice(-5)}`,
      amount,
      payment_id: bkashAgentId,
      promotion_id: 0,
    });
    expect(res.status).toBe(200);
    return res.body.id as string;
  };
  const depositStatus = async (id: string) =>
    (await sql.query<{ status: string }>(`SELECT status FROM deposit_requests WHERE id = $1`, [id])).rows[0]!.status;

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
    const a = await makeFinance(`idem-a-${prefix.slice(-5)}`);
    clerkA = a.token;
    clerkAId = a.id;
    clerkB = (await makeFinance(`idem-b-${prefix.slice(-5)}`)).token;
  }, hangBound(90_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  describe('balance adjustments', () => {
    it('two identical requests sent together: one adjustment, one ledger event, the same answer twice; a repeat later answers it again', async () => {
      const p = await makePlayer();
      const key = randomUUID();
      const path = `/api/admin/players/${p.id}/adjustments`;
      const body = { amount: '3000.00', reason: 'goodwill credit' };
      const [first, second] = await Promise.all([decide(path, clerkA, key, body), decide(path, clerkA, key, body)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(first.body).toMatchObject({ outcome: 'applied', adjustment: { amount: '3000.00', status: 'applied' } });
      expect([first.replayed, second.replayed].sort()).toEqual([null, 'true']);

      expect((await balances(p)).main).toBe(300000n);
      expect(await adjustmentRows(p)).toHaveLength(1);
      // the adjustment id, and so its ledger key, derives from the staff member, the route and the key
      const adjustmentId = scopedRequestId(clerkAId, 'POST /api/admin/players/:id/adjustments', key);
      expect(first.body.adjustment.id).toBe(adjustmentId);
      expect(await events(p, 'StaffAdjusted')).toEqual([`staff-adjustment:${adjustmentId}`]);

      const later = await decide(path, clerkA, key, body);
      expect({ status: later.status, text: later.text, replayed: later.replayed }).toEqual({
        status: 200,
        text: first.text,
        replayed: 'true',
      });
      expect((await balances(p)).main).toBe(300000n);
      expect(await events(p, 'StaffAdjusted')).toHaveLength(1);
    });

    it('a key is required: missing or malformed is a 400 in English and Bangla, and nothing is written', async () => {
      const p = await makePlayer();
      const path = `/api/admin/players/${p.id}/adjustments`;
      const body = { amount: '100.00', reason: 'no key given' };
      expect(await call('POST', path, clerkA, body)).toMatchObject({ status: 400, body: { message: idempotencyMessages.missing } });
      expect(await decide(path, clerkA, 'short', body)).toMatchObject({ status: 400, body: { message: idempotencyMessages.malformed } });
      expect(await decide(path, clerkA, `${randomUUID()} bad`, body)).toMatchObject({ status: 400 });
      const bangla = await call('POST', path, clerkA, body, { 'accept-language': 'bn' });
      expect(bangla.status).toBe(400);
      expect(bangla.body.message).toMatch(/Idempotency-Key হেডার পাঠান/);
      // the key is checked before anything else, but never before the staff check: no token is still 401
      expect((await call('POST', path, '', body)).status).toBe(401);
      expect(await adjustmentRows(p)).toEqual([]);
      expect((await balances(p)).main).toBe(0n);
    });

    it('the same key with another body is a 422 and moves nothing more; each staff member has their own keys', async () => {
      const p = await makePlayer();
      const key = randomUUID();
      const path = `/api/admin/players/${p.id}/adjustments`;
      expect((await decide(path, clerkA, key, { amount: '200.00', reason: 'first decision' })).status).toBe(200);
      const other = await decide(path, clerkA, key, { amount: '900.00', reason: 'first decision' });
      expect(other).toMatchObject({ status: 422, body: { message: idempotencyMessages.mismatch } });
      const otherPlayer = await makePlayer();
      expect(
        (await decide(`/api/admin/players/${otherPlayer.id}/adjustments`, clerkA, key, { amount: '200.00', reason: 'first decision' }))
          .status,
      ).toBe(422);
      expect((await balances(p)).main).toBe(20000n);
      expect((await balances(otherPlayer)).main).toBe(0n);

      // clerk B's key space is their own: the same key is a new decision for them
      expect((await decide(path, clerkB, key, { amount: '200.00', reason: 'first decision' })).status).toBe(200);
      expect((await balances(p)).main).toBe(40000n);
    });

    it('a refusal frees the key (nothing happened): the same dialog can try again and then succeeds once', async () => {
      const p = await makePlayer();
      await fund(p, 10000n);
      const key = randomUUID();
      const path = `/api/admin/players/${p.id}/adjustments`;
      const tooMuch = await decide(path, clerkA, key, { amount: '-500.00', reason: 'fee' });
      expect(tooMuch.status).toBe(409);
      const fixed = await decide(path, clerkA, key, { amount: '-50.00', reason: 'fee' });
      expect(fixed.status).toBe(200);
      expect((await decide(path, clerkA, key, { amount: '-50.00', reason: 'fee' })).text).toBe(fixed.text);
      expect((await balances(p)).main).toBe(5000n);
    });

    it('an answer lost before it was kept (crash): the repeat finds the same adjustment and the ledger moves nothing twice', async () => {
      const p = await makePlayer();
      const key = randomUUID();
      const path = `/api/admin/players/${p.id}/adjustments`;
      const body = { amount: '700.00', reason: 'lost answer' };
      const first = await decide(path, clerkA, key, body);
      expect(first.status).toBe(200);
      // as if the process had died after the money moved but before the answer was stored
      await sql.query(`DELETE FROM staff_idempotency_keys WHERE idempotency_key = $1`, [key]);
      const again = await decide(path, clerkA, key, body);
      expect(again.status).toBe(200);
      expect(again.replayed).toBeNull();
      expect(again.body.adjustment.id).toBe(first.body.adjustment.id);
      expect(await adjustmentRows(p)).toHaveLength(1);
      expect(await events(p, 'StaffAdjusted')).toHaveLength(1);
      expect((await balances(p)).main).toBe(70000n);
    });

    it('a claim left running by a process that died is taken over at once; one a live process holds is not', async () => {
      const p = await makePlayer();
      const key = randomUUID();
      const path = `/api/admin/players/${p.id}/adjustments`;
      const body = { amount: '400.00', reason: 'dead claim' };
      const first = await decide(path, clerkA, key, body);
      expect(first.status).toBe(200);
      // as a kill -9 mid-request leaves it: 'running', claimed far into the future, no process on it
      await sql.query(
        `UPDATE staff_idempotency_keys SET status = 'running', response_status = NULL, response_body = NULL, completed_at = NULL,
                locked_until = now() + interval '1 hour' WHERE idempotency_key = $1`,
        [key],
      );
      const again = await decide(path, clerkA, key, body);
      expect(again.status).toBe(200);
      expect(again.replayed).toBeNull();
      expect(again.body.adjustment.id).toBe(first.body.adjustment.id);
      expect(await adjustmentRows(p)).toHaveLength(1);
      expect(await events(p, 'StaffAdjusted')).toHaveLength(1);
      expect((await balances(p)).main).toBe(40000n);

      // a claim whose process is alive (its session holds the lock): others wait for it, never run it too
      const liveKey = randomUUID();
      const request = { staffId: clerkAId, key: liveKey, route: 'POST /test/live', requestHash: 'h'.repeat(64) };
      await sql.query(
        `INSERT INTO staff_idempotency_keys (staff_id, idempotency_key, route, request_hash, status, locked_until)
         VALUES ($1, $2, $3, $4, 'running', now() - interval '1 hour')`,
        [request.staffId, request.key, request.route, request.requestHash],
      );
      const live = new pg.Client({ connectionString: db.url });
      await live.connect();
      try {
        const lockKey = lockKeyOf(claimLockName(clerkAId, liveKey)).toString();
        await live.query(`SELECT pg_advisory_lock($1::bigint)`, [lockKey]);
        const keys = app.app.get(StaffIdempotencyRepository);
        expect(await keys.claim(request, 300)).toEqual({ kind: 'busy' });
        // and the moment that process's connection ends (it died), the next claim takes it over
        await live.end();
        expect(await keys.claim(request, 2000)).toEqual({ kind: 'run' });
        await keys.release(request);
      } finally {
        await live.end().catch(() => undefined);
      }
    });

    it('confirming a pending adjustment twice at once applies it once', async () => {
      const p = await makePlayer();
      const created = await decide(`/api/admin/players/${p.id}/adjustments`, clerkA, randomUUID(), {
        amount: '12000.00',
        reason: 'big one',
      });
      expect(created.body.outcome).toBe('pending');
      const key = randomUUID();
      const confirmPath = `/api/admin/adjustments/${created.body.adjustment.id}/confirm`;
      const [a, b] = await Promise.all([decide(confirmPath, clerkB, key), decide(confirmPath, clerkB, key)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.text).toBe(a.text);
      expect(a.body.outcome).toBe('applied');
      expect(await events(p, 'StaffAdjusted')).toHaveLength(1);
      expect((await balances(p)).main).toBe(1200000n);
    });
  });

  describe('finance approvals', () => {
    it('a deposit approved twice at once with one key: one answer, credited once; a repeat later answers the same', async () => {
      const p = await makePlayer();
      const id = await submitDeposit(p, '1500');
      const key = randomUUID();
      const path = `/api/admin/payments/deposits/${id}/approve`;
      const [a, b] = await Promise.all([decide(path, clerkA, key), decide(path, clerkA, key)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.text).toBe(a.text);
      expect(a.body).toMatchObject({ id, status: 'approving', needs_second_approval: false });
      await waitFor(async () => (await depositStatus(id)) === 'approved', 15_000);
      expect((await balances(p)).main).toBe(150000n);
      expect(await events(p, 'DepositCredited')).toHaveLength(1);

      // later, after settlement, the repeat still answers what the first approval said
      const later = await decide(path, clerkA, key);
      expect({ status: later.status, text: later.text }).toEqual({ status: 200, text: a.text });
      expect(await decide(path, clerkA, key, { note: 'changed' })).toMatchObject({ status: 422 });
      expect((await call('POST', path, clerkA)).status).toBe(400);
      expect((await balances(p)).main).toBe(150000n);
    });

    it('a withdrawal paid out twice at once with one key: one payout, both answers equal; rejecting needs its own key', async () => {
      const p = await makePlayer();
      await fund(p, 200000n);
      const submitted = await call('POST', '/api/submit-withdraw', p.token, {
        remote_id: p.id,
        amount: '800',
        account_number: p.phone,
        payment_id: bkashAgentId,
      });
      expect(submitted.status).toBe(200);
      const id = submitted.body.id as string;
      const key = randomUUID();
      const path = `/api/admin/payments/withdrawals/${id}/approve`;
      const body = { payout_reference: 'BK-IDEM-1' };
      const [a, b] = await Promise.all([decide(path, clerkA, key, body), decide(path, clerkA, key, body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.text).toBe(a.text);
      expect(a.body.status).toBe('approved');
      // the payout itself follows the decision (WithdrawalMoneyReactor)
      await waitFor(async () => (await balances(p)).held === 0n);
      expect(await balances(p)).toMatchObject({ main: 120000n, held: 0n });
      expect(await events(p, 'WithdrawalPaidOut')).toHaveLength(1);
      expect((await decide(path, clerkA, key, body)).text).toBe(a.text);

      const reject = `/api/admin/payments/withdrawals/${id}/reject`;
      expect((await call('POST', reject, clerkB, { reason: 'too late' })).status).toBe(400);
      expect((await decide(reject, clerkB, randomUUID(), { reason: 'too late' })).status).toBe(409);
      expect(await balances(p)).toMatchObject({ main: 120000n, held: 0n });
    });
  });
});
