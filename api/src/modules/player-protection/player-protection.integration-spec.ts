import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
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
import { Clock } from '../../platform/clock/clock.js';
import { VetoPoint } from '../../platform/events/index.js';
import { SessionStore } from '../auth/index.js';
import { OpenWalletCommand } from '../wallet/index.js';
// the payments test's own fixtures (demo methods, the gateway simulator), as payments.integration-spec.ts uses them
import { startEwalletSimulator, type EwalletSimulator } from '../payments/ewallet/simulator/ewallet-simulator.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { dhakaTime, protectionMessages } from './domain/protection-messages.js';
import { hangBound } from '../../../test/test-env.js';

jest.setTimeout(hangBound(60_000));

const gatewaySecret = 'test-gateway-secret-0123456789';
const system = { actor: { kind: 'system', id: 'player-protection-test' } } as const;
const hour = 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  token: string;
  phone: string;
}

/**
 * Deposit limits end to end (issue 16): set through the player API, enforced at the
 * `payments.deposit-request` veto on the real deposit paths (manual request, e-wallet), refusals in
 * English and Bangla, the cooling-off of an increase with the app's Clock moved, and the rule for a
 * deposit asked for before a lower limit (honoured at approval).
 */
describe('player protection: deposit limits', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let gateway: EwalletSimulator;
  let bkashAgentId: number;
  let clerk: string;
  let seq = 0;
  /** How far the app's Clock is ahead of the real time (the database's now() stays real). */
  let offsetMs = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method === 'POST' && path.startsWith('/api/admin/') ? { 'idempotency-key': randomUUID() } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const phone = `0181${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [`limits${seq}${prefix.slice(-4)}`, `limits${seq}@example.test`, phone, `RG${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };

  const setLimit = (p: Player, period: string, limit: string | null, headers: Record<string, string> = {}) =>
    call('PUT', '/api/responsible-gaming/deposit-limits', p.token, { period, limit }, headers);
  const confirm = (p: Player, period: string, headers: Record<string, string> = {}) =>
    call('POST', '/api/responsible-gaming/deposit-limits/confirm', p.token, { period }, headers);
  /** A manual deposit request: a receiving number first, then the request. */
  const deposit = async (p: Player, amount: string, headers: Record<string, string> = {}) => {
    await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token);
    return call(
      'POST',
      '/api/submit-deposit',
      p.token,
      { account_number: p.phone, transaction_id: `RG${randomUUID().slice(0, 10)}`, amount, payment_id: bkashAgentId, promotion_id: 0 },
      headers,
    );
  };
  const status = async (id: string) =>
    (await sql.query<{ status: string }>(`SELECT status FROM deposit_requests WHERE id = $1`, [id])).rows[0]!.status;
  /** Finance approves; the settlement reactor credits it (the deposit is no longer open after that). */
  const approve = async (id: string) => {
    expect((await call('POST', `/api/admin/payments/deposits/${id}/approve`, clerk)).status).toBe(200);
    await waitFor(async () => (await status(id)) === 'approved', 15_000);
  };
  const createdAt = async (id: string) =>
    (await sql.query<{ created_at: Date }>(`SELECT created_at FROM deposit_requests WHERE id = $1`, [id])).rows[0]!.created_at;

  beforeAll(async () => {
    db = await createTestDatabase();
    gateway = await startEwalletSimulator({ secret: gatewaySecret });
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'all',
      env: {
        REDIS_PREFIX: prefix,
        PAYMENTS_CHECKER_THRESHOLD: '10000.00',
        EWALLET_GATEWAY_URL: gateway.url,
        EWALLET_CALLBACK_SECRET: gatewaySecret,
      },
    });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    // the app's one Clock (ClockModule is global), moved by the tests: everything deciding by time reads it
    const clock = app.app.get(Clock);
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY['finance']) RETURNING id::text`,
      [`rg-fin-${prefix.slice(-5)}`],
    );
    clerk = (await sessions.issue('staff', rows[0]!.id)).token;
  }, hangBound(90_000));

  beforeEach(() => {
    offsetMs = 0;
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await gateway?.close();
    await clearRedisPrefix(prefix);
  });

  it('registers on the deposit-request veto point', () => {
    expect(app.app.get(VetoPoint).namesFor('payments.deposit-request')).toContain('player-protection.deposit-limits');
  });

  it('without limits: three periods, none set, nothing pending; a player token is needed', async () => {
    const p = await makePlayer();
    const res = await call('GET', '/api/responsible-gaming/deposit-limits', p.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cooling_off_hours: 24 });
    expect(res.body.limits).toEqual([
      { period: 'day', hours: 24, limit: null, used: '0.00', remaining: null, pending: null },
      { period: 'week', hours: 168, limit: null, used: '0.00', remaining: null, pending: null },
      { period: 'month', hours: 720, limit: null, used: '0.00', remaining: null, pending: null },
    ]);
    expect((await call('GET', '/api/responsible-gaming/deposit-limits')).status).toBe(401);
  });

  it('a manual deposit over the 24-hour limit is refused, naming the limit, what is left and when, in English and Bangla', async () => {
    const p = await makePlayer();
    expect(await setLimit(p, 'day', '1500')).toMatchObject({
      status: 200,
      body: { outcome: 'applied', message: protectionMessages.applied },
    });
    // larger than the limit itself
    expect(await deposit(p, '2000')).toEqual({
      status: 403,
      body: { message: 'This deposit is larger than your 24-hour deposit limit of 1500.00.' },
    });
    expect(await deposit(p, '2000', { 'accept-language': 'bn' })).toEqual({
      status: 403,
      body: { message: 'এই ডিপোজিট আপনার ২৪ ঘণ্টার ডিপোজিট সীমা 1500.00-এর চেয়ে বড়।' },
    });
    expect(await sql.query(`SELECT 1 FROM deposit_requests WHERE player_id = $1`, [p.id])).toMatchObject({ rowCount: 0 });

    const first = await deposit(p, '1000');
    expect(first.status).toBe(200);
    await approve(first.body.id);
    const fitsAt = dhakaTime(new Date((await createdAt(first.body.id)).getTime() + 24 * hour));
    expect(await deposit(p, '600')).toEqual({
      status: 403,
      body: {
        message: `This deposit is over your 24-hour deposit limit of 1500.00. You can deposit 500.00 more now; this amount fits again from ${fitsAt} (Dhaka time).`,
      },
    });
    expect(await deposit(p, '600', { 'accept-language': 'bn-BD,bn;q=0.9' })).toEqual({
      status: 403,
      body: {
        message: `এই ডিপোজিট আপনার ২৪ ঘণ্টার ডিপোজিট সীমা 1500.00 ছাড়িয়ে যায়। এখন আপনি আর 500.00 জমা দিতে পারবেন; এই পরিমাণ আবার ${fitsAt} (ঢাকা সময়) থেকে জমা দেওয়া যাবে।`,
      },
    });
    const view = await call('GET', '/api/responsible-gaming/deposit-limits', p.token);
    expect(view.body.limits[0]).toEqual({
      period: 'day',
      hours: 24,
      limit: '1500.00',
      used: '1000.00',
      remaining: '500.00',
      pending: null,
    });
    // up to the limit is fine
    expect((await deposit(p, '500')).status).toBe(200);
  });

  it('the lowest applies: a 7-day limit under the daily one refuses first; the e-wallet request is refused the same way', async () => {
    const p = await makePlayer();
    await setLimit(p, 'day', '20000');
    await setLimit(p, 'week', '800');
    expect(await call('POST', '/api/ewa/request', p.token, { amount: '1000', type: 'bKash', provider: 'bKash', promotion: '' })).toEqual({
      status: 403,
      body: { message: 'This deposit is larger than your 7-day deposit limit of 800.00.' },
    });
    expect(await call('POST', '/api/ewa/request', p.token, { amount: '1000', provider: 'bKash' }, { 'accept-language': 'bn' })).toEqual({
      status: 403,
      body: { message: 'এই ডিপোজিট আপনার ৭ দিনের ডিপোজিট সীমা 800.00-এর চেয়ে বড়।' },
    });
    expect(await sql.query(`SELECT 1 FROM ewallet_payments WHERE player_id = $1`, [p.id])).toMatchObject({ rowCount: 0 });
    // a paid e-wallet deposit counts: 500 paid, then 400 more is over the 800
    const paid = await call('POST', '/api/ewa/request', p.token, { amount: '500', provider: 'bKash' });
    expect(paid.status).toBe(200);
    expect(await gateway.complete(paid.body.transaction as string, 'paid')).toBe(200);
    await waitFor(
      async () => (await sql.query(`SELECT 1 FROM deposit_requests WHERE player_id = $1 AND status = 'approved'`, [p.id])).rowCount === 1,
      15_000,
    );
    const again = await call('POST', '/api/ewa/request', p.token, { amount: '400', provider: 'bKash' });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/^This deposit is over your 7-day deposit limit of 800\.00\. You can deposit 300\.00 more now/);
  });

  it('an increase waits out the 24-hour cooling-off and the confirmation; a decrease applies at once (Clock moved)', async () => {
    const p = await makePlayer();
    await setLimit(p, 'day', '1500');
    const raised = await setLimit(p, 'day', '5000');
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ outcome: 'pending', message: protectionMessages.pending });
    const confirmableAt = raised.body.limits[0].pending.confirmable_at as string;
    expect(raised.body.limits[0]).toMatchObject({ limit: '1500.00', pending: { limit: '5000.00', confirmable: false } });
    expect(Date.parse(confirmableAt) - Date.parse(raised.body.limits[0].pending.requested_at)).toBe(24 * hour);

    // still refused under the old limit, and too early to confirm
    expect((await deposit(p, '3000')).body.message).toBe('This deposit is larger than your 24-hour deposit limit of 1500.00.');
    const early = await confirm(p, 'day');
    expect(early).toEqual({
      status: 409,
      body: { message: `You can confirm this change from ${dhakaTime(new Date(confirmableAt))} (Dhaka time).` },
    });
    expect((await confirm(p, 'day', { 'accept-language': 'bn' })).body.message).toBe(
      `আপনি এই পরিবর্তনটি ${dhakaTime(new Date(confirmableAt))} (ঢাকা সময়) থেকে নিশ্চিত করতে পারবেন।`,
    );

    // 23 hours later: still early. 24 hours and a minute: time alone changes nothing...
    offsetMs = 23 * hour;
    expect((await confirm(p, 'day')).status).toBe(409);
    offsetMs = 24 * hour + 60_000;
    expect((await deposit(p, '3000')).status).toBe(403);
    const view = await call('GET', '/api/responsible-gaming/deposit-limits', p.token);
    expect(view.body.limits[0]).toMatchObject({ limit: '1500.00', pending: { limit: '5000.00', confirmable: true } });
    // ...until the player confirms
    expect(await confirm(p, 'day')).toMatchObject({ status: 200, body: { outcome: 'confirmed', message: protectionMessages.confirmed } });
    expect((await deposit(p, '3000')).status).toBe(200);
    expect(await confirm(p, 'day')).toEqual({ status: 409, body: { message: protectionMessages.nothingPending } });

    // a decrease: at once
    expect((await setLimit(p, 'day', '100')).body).toMatchObject({ outcome: 'applied', limits: [{ limit: '100.00' }, {}, {}] });
    const history = await sql.query<{ action: string; before_minor: string | null; after_minor: string | null }>(
      `SELECT action, before_minor, after_minor FROM deposit_limit_changes WHERE player_id = $1 ORDER BY id`,
      [p.id],
    );
    expect(history.rows).toEqual([
      { action: 'applied', before_minor: null, after_minor: '150000' },
      { action: 'pending', before_minor: '150000', after_minor: '500000' },
      { action: 'confirmed', before_minor: '150000', after_minor: '500000' },
      { action: 'applied', before_minor: '500000', after_minor: '10000' },
    ]);
  });

  it('a removal waits and is confirmed like an increase; asking for the limit in force cancels a pending change', async () => {
    const p = await makePlayer();
    await setLimit(p, 'month', '2000');
    expect((await setLimit(p, 'month', null)).body).toMatchObject({
      outcome: 'pending',
      limits: [{}, {}, { limit: '2000.00', pending: { limit: null } }],
    });
    expect((await setLimit(p, 'month', '2000')).body).toMatchObject({ outcome: 'cancelled', limits: [{}, {}, { pending: null }] });
    await setLimit(p, 'month', '');
    offsetMs = 25 * hour;
    expect((await confirm(p, 'month')).body).toMatchObject({ outcome: 'confirmed', limits: [{}, {}, { limit: null, pending: null }] });
  });

  it('rule: a deposit asked for under the limits in force is honoured at approval, even after the player set a lower limit', async () => {
    const p = await makePlayer();
    const asked = await deposit(p, '1000');
    expect(asked.status).toBe(200);
    expect((await setLimit(p, 'day', '500')).body.outcome).toBe('applied');
    await approve(asked.body.id); // credited: the money was sent under the limits of the time
    const wallet = await call('GET', '/api/wallet', p.token);
    expect(wallet).toMatchObject({ status: 200, body: { main: '1000.00' } });
    // and it counts: nothing more fits today
    const next = await deposit(p, '100');
    expect(next.status).toBe(403);
    expect(next.body.message).toMatch(/^This deposit is over your 24-hour deposit limit of 500\.00\. You can deposit 0\.00 more now/);
  });

  it('refuses a bad period or amount with its own message, in Bangla too', async () => {
    const p = await makePlayer();
    expect(await setLimit(p, 'year', '100')).toEqual({ status: 400, body: { message: protectionMessages.period } });
    expect(await setLimit(p, 'day', '-5')).toEqual({ status: 400, body: { message: protectionMessages.amount } });
    expect(await setLimit(p, 'day', '1.234')).toEqual({ status: 400, body: { message: protectionMessages.amount } });
    expect(await setLimit(p, 'day', '0')).toEqual({ status: 400, body: { message: protectionMessages.amount } });
    expect((await setLimit(p, 'year', '100', { 'accept-language': 'bn' })).body.message).toBe('একটি সময়সীমা বেছে নিন: দিন, সপ্তাহ বা মাস।');
    expect(await confirm(p, 'week')).toEqual({ status: 409, body: { message: protectionMessages.nothingPending } });
  });
});
