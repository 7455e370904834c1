import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { OpenWalletCommand } from '../wallet/index.js';
import { DemoPaymentMethodsSeed } from './seed/demo-payment-methods.seed.js';

jest.setTimeout(hangBound(30_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const system = { actor: { kind: 'system', id: 'receiving-numbers-test' } } as const;
const base = '/api/admin/payments/receiving-numbers';

/** Issue 22: finance runs the receiving numbers players deposit to; what it changes decides what players are handed. */
describe('payments: receiving numbers managed by finance', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  const tokens: Record<string, string> = {};
  const staffIds: Record<string, string> = {};
  let player: { id: string; token: string; phone: string };
  let upayMerchant: number;
  const run = randomUUID().slice(0, 6);

  const call = async (method: string, path: string, token?: string, body?: unknown, lang?: string) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
  const handOut = (amount: string) => call('GET', `/api/get-wallet-number?name=Upay&account_type=Merchant&amount=${amount}`, player.token);
  const auditOf = async (id: number) =>
    (
      await sql.query<{ action: string; actor_id: string; before: Json | null; after: Json }>(
        `SELECT action, actor_id::text, before, after FROM staff_audit_log WHERE target_kind = 'receiving_number' AND target_id = $1 ORDER BY id`,
        [String(id)],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all' });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    const sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    upayMerchant = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'Upay' AND account_type = 'Merchant'`))
      .rows[0]!.id;
    for (const role of ['finance', 'admin', 'support', 'content', 'risk']) {
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`rn-${role}-${run}`, role],
      );
      staffIds[role] = rows[0]!.id;
      tokens[role] = (await sessions.issue('staff', rows[0]!.id)).token;
    }
    const phone = '01812345678';
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [`rnp${run}`, `rnp${run}@example.test`, phone, `RN${run}`.toUpperCase()],
    );
    await app.app.get(CommandBus).execute(new OpenWalletCommand({ playerId: rows[0]!.id, currency: 'BDT' }, system));
    player = { id: rows[0]!.id, token: (await sessions.issue('player', rows[0]!.id)).token, phone };
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('only finance and admin see or change numbers; other staff 403, players and guests 401', async () => {
    expect((await call('GET', base, tokens.finance)).status).toBe(200);
    expect((await call('GET', base, tokens.admin)).status).toBe(200);
    for (const role of ['support', 'content', 'risk']) {
      expect((await call('GET', base, tokens[role])).status).toBe(403);
      expect(
        (await call('POST', base, tokens[role], { method_id: upayMerchant, number: '01600000077', daily_cap: '1000.00' })).status,
      ).toBe(403);
    }
    expect((await call('GET', base, player.token)).status).toBe(401);
    expect((await call('GET', base)).status).toBe(401);
    expect((await sql.query(`SELECT 1 FROM receiving_numbers WHERE number = '01600000077'`)).rows).toEqual([]);
  });

  it('lists the seeded numbers with cap, load and channel', async () => {
    const { body } = await call('GET', base, tokens.finance);
    expect(body.near_cap_percent).toBe(90);
    const seeded = body.data.find((n: Json) => n.number === '01610000011');
    expect(seeded).toMatchObject({
      method: { id: upayMerchant, name: 'Upay', account_type: 'Merchant', status: 'active' },
      active: true,
      daily_cap: '200000.00',
      load_today: '0.00',
      near_cap: false,
    });
    expect(body.methods).toEqual(expect.arrayContaining([{ id: upayMerchant, name: 'Upay', account_type: 'Merchant', status: 'active' }]));
  });

  it('a whole method switched off (every bKash channel): not offered, not handed out, deposits and withdrawals refused en + bn; audited', async () => {
    const methodsPath = '/api/admin/payments/methods';
    const offered = async () => {
      const listed = (await call('GET', '/api/payment-methods')).body.methods as Json[];
      const shown = (await call('GET', '/api/showpayment-menthod?name=bKash')).body.data as Json[];
      return { listed: listed.filter((m) => m.name === 'bKash').length, shown: shown.length };
    };
    const bkash = (
      await sql.query<{ id: number; account_type: string }>(`SELECT id, account_type FROM payment_methods WHERE name = 'bKash' ORDER BY id`)
    ).rows;
    expect(await offered()).toEqual({ listed: bkash.length, shown: bkash.length });

    for (const role of ['support', 'content', 'risk'])
      expect((await call('PATCH', `${methodsPath}/bKash`, tokens[role], { active: false })).status).toBe(403);
    expect((await call('PATCH', `${methodsPath}/bKash`, player.token, { active: false })).status).toBe(401);
    expect((await call('PATCH', `${methodsPath}/Bitcoin`, tokens.finance, { active: false })).body.message).toBe(
      'Payment method not found.',
    );
    expect((await call('PATCH', `${methodsPath}/bKash`, tokens.finance, { active: 'no' })).status).toBe(400);

    const off = await call('PATCH', `${methodsPath}/bkash`, tokens.finance, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      name: 'bKash',
      active: false,
      channels: bkash.map((m) => ({ id: m.id, account_type: m.account_type, status: 'inactive' })),
    });
    expect(await offered()).toEqual({ listed: 0, shown: 0 });
    // the other methods stay
    expect(((await call('GET', '/api/payment-methods')).body.methods as Json[]).some((m) => m.name === 'Nagad')).toBe(true);

    const switchedOff = 'This payment method is switched off right now. Please choose another one.';
    const switchedOffBn = 'এই পেমেন্ট পদ্ধতিটি এখন বন্ধ আছে। অনুগ্রহ করে অন্য একটি বেছে নিন।';
    const handOutBkash = await call('GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=500', player.token);
    expect({ status: handOutBkash.status, message: handOutBkash.body.message }).toEqual({ status: 404, message: switchedOff });
    const deposit = { amount: '500', payment_id: bkash[0]!.id, account_number: player.phone, transaction_id: 'TRXOFF12345' };
    const depositRefused = await call('POST', '/api/submit-deposit', player.token, deposit);
    expect({ status: depositRefused.status, message: depositRefused.body.message }).toEqual({ status: 400, message: switchedOff });
    expect((await call('POST', '/api/submit-deposit', player.token, deposit, 'bn')).body.message).toBe(switchedOffBn);
    const withdrawal = { amount: '500', payment_id: bkash[0]!.id, account_number: player.phone };
    const withdrawalRefused = await call('POST', '/api/submit-withdraw', player.token, withdrawal, 'bn');
    expect({ status: withdrawalRefused.status, message: withdrawalRefused.body.message }).toEqual({ status: 400, message: switchedOffBn });
    expect(
      (await call('POST', '/api/submit-withdraw', player.token, { ...withdrawal, payment_id: 0, provider: 'bKash' })).body.message,
    ).toBe(switchedOff);
    expect(
      (
        await sql.query(
          `SELECT 1 FROM deposit_requests WHERE player_id = $1 UNION ALL SELECT 1 FROM withdrawal_requests WHERE player_id = $1`,
          [player.id],
        )
      ).rows,
    ).toEqual([]);

    // a repeat changes nothing and writes no second audit row; switched on, everything is offered again
    expect((await call('PATCH', `${methodsPath}/bKash`, tokens.admin, { active: false })).status).toBe(200);
    expect((await call('PATCH', `${methodsPath}/bKash`, tokens.admin, { active: true })).body.active).toBe(true);
    expect(await offered()).toEqual({ listed: bkash.length, shown: bkash.length });
    const channels = Object.fromEntries(bkash.map((m) => [m.account_type, 'active']));
    const offChannels = Object.fromEntries(bkash.map((m) => [m.account_type, 'inactive']));
    const { rows: audit } = await sql.query(
      `SELECT action, actor_id::text, before, after FROM staff_audit_log WHERE target_kind = 'payment_method' AND target_id = 'bkash' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        action: 'payments.method.switch_off',
        actor_id: staffIds.finance,
        before: { name: 'bKash', channels },
        after: { name: 'bKash', channels: offChannels },
      },
      {
        action: 'payments.method.switch_on',
        actor_id: staffIds.admin,
        before: { name: 'bKash', channels: offChannels },
        after: { name: 'bKash', channels },
      },
    ]);
  });

  it('a number finance adds is handed out; switched off, it is not handed out from the next request on; audited', async () => {
    const seeded = (await sql.query<{ id: number }>(`SELECT id FROM receiving_numbers WHERE number = '01610000011'`)).rows[0]!.id;
    // the channel's only seeded number switched off: nothing to hand out
    expect((await call('PATCH', `${base}/${seeded}`, tokens.finance, { active: false })).body.active).toBe(false);
    expect((await handOut('500')).status).toBe(404);

    const added = await call('POST', base, tokens.finance, { method_id: upayMerchant, number: '01610000099', daily_cap: '50000' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ number: '01610000099', active: true, daily_cap: '50000.00', load_today: '0.00' });
    const offered = await handOut('500');
    expect(offered.status).toBe(200);
    expect(offered.body[0]).toMatchObject({ account_number: '01610000099', account_type: 'Merchant', name: 'Upay' });

    expect((await call('PATCH', `${base}/${added.body.id}`, tokens.finance, { active: false })).status).toBe(200);
    const refused = await handOut('500');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('No account is available for this channel right now. Please try another channel.');

    expect(await auditOf(added.body.id)).toEqual([
      {
        action: 'payments.receiving_number.add',
        actor_id: staffIds.finance,
        before: null,
        after: { number: '01610000099', method_id: upayMerchant, active: true, daily_cap: '50000.00' },
      },
      {
        action: 'payments.receiving_number.switch_off',
        actor_id: staffIds.finance,
        before: { number: '01610000099', method_id: upayMerchant, active: true, daily_cap: '50000.00' },
        after: { number: '01610000099', method_id: upayMerchant, active: false, daily_cap: '50000.00' },
      },
    ]);
    // back on for the next tests
    expect((await call('PATCH', `${base}/${added.body.id}`, tokens.admin, { active: true })).body.active).toBe(true);
    expect((await auditOf(added.body.id)).at(-1)!.action).toBe('payments.receiving_number.switch_on');
  });

  it("counts today's deposits as the load, flags a number near its cap, and hands out nothing over it", async () => {
    const id = (await sql.query<{ id: number }>(`SELECT id FROM receiving_numbers WHERE number = '01610000099'`)).rows[0]!.id;
    expect((await call('PATCH', `${base}/${id}`, tokens.finance, { daily_cap: '1000.00' })).body.daily_cap).toBe('1000.00');
    // handed out for 100 (with the 500 before: 600 of the cap reserved), but the player sends 950
    expect((await handOut('100')).status).toBe(200);
    const deposit = await call('POST', '/api/submit-deposit', player.token, {
      account_number: player.phone,
      transaction_id: `RNTRX${run}`.toUpperCase(),
      amount: '950',
      payment_id: upayMerchant,
      promotion_id: 0,
    });
    expect(deposit.status).toBe(200);
    const listed = (await call('GET', base, tokens.finance)).body.data.find((n: Json) => n.id === id);
    expect(listed).toMatchObject({ load_today: '950.00', handed_out_today: '600.00', load_percent: 95, near_cap: true });
    // 100 more fits what was handed out (700) but not what was deposited (1050): not handed out (no other number is on)
    expect((await handOut('100')).status).toBe(404);
    // raising the cap makes room at once
    expect((await call('PATCH', `${base}/${id}`, tokens.finance, { daily_cap: '5000.00' })).body).toMatchObject({
      near_cap: false,
      load_percent: 19,
    });
    expect((await handOut('100')).status).toBe(200);
  });

  it('rotates a number: the new one takes the channel and cap, the old one is switched off, both audited', async () => {
    const old = (await sql.query<{ id: number }>(`SELECT id FROM receiving_numbers WHERE number = '01610000099'`)).rows[0]!.id;
    const rotated = await call('POST', `${base}/${old}/rotate`, tokens.finance, { number: '01610000100' });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      number: '01610000100',
      active: true,
      daily_cap: '5000.00',
      replaces: '01610000099',
      load_today: '0.00',
    });
    expect((await sql.query(`SELECT active FROM receiving_numbers WHERE id = $1`, [old])).rows[0]).toEqual({ active: false });
    expect((await handOut('100')).body[0].account_number).toBe('01610000100');
    expect((await auditOf(old)).at(-1)).toMatchObject({
      action: 'payments.receiving_number.rotate',
      after: { active: false, replaced_by: '01610000100' },
    });
    expect((await auditOf(rotated.body.id)).map((a) => a.action)).toEqual(['payments.receiving_number.add']);
  });

  it('refuses bad input with 4xx and the message, in English and Bangla, and writes nothing', async () => {
    const before = (await sql.query(`SELECT count(*)::int AS n FROM staff_audit_log`)).rows[0];
    const cases: [string, string, unknown, number, string][] = [
      ['POST', base, { method_id: upayMerchant, number: '0161000', daily_cap: '100' }, 400, 'A receiving number is exactly 11 digits.'],
      [
        'POST',
        base,
        { method_id: upayMerchant, number: '01610000101', daily_cap: '0' },
        400,
        'The daily cap must be an amount above 0.00 and at most 100000000.00, with at most two decimal places.',
      ],
      [
        'POST',
        base,
        { method_id: upayMerchant, number: '01610000101', daily_cap: '10.001' },
        400,
        'The daily cap must be an amount above 0.00 and at most 100000000.00, with at most two decimal places.',
      ],
      ['POST', base, { method_id: 999999, number: '01610000101', daily_cap: '100' }, 404, 'Payment method not found.'],
      // the bad-input suite's object whose toString is not a function: 400, not a 500 from Number()
      ['POST', base, { method_id: { toString: 'x' }, number: '01610000101', daily_cap: '100' }, 400, 'Payment method not found.'],
      ['POST', base, { method_id: '999999', number: '01610000101', daily_cap: '100' }, 404, 'Payment method not found.'],
      [
        'POST',
        base,
        { method_id: upayMerchant, number: '01610000100', daily_cap: '100' },
        409,
        'This number is already a receiving number of this channel.',
      ],
      ['PATCH', `${base}/999999`, { active: false }, 404, 'Receiving number not found.'],
      ['PATCH', `${base}/abc`, { active: false }, 404, 'Receiving number not found.'],
      ['PATCH', `${base}/1`, {}, 400, 'Give daily_cap or active.'],
      ['PATCH', `${base}/1`, { active: 'no' }, 400, 'active must be true or false'],
      ['POST', `${base}/999999/rotate`, { number: '01610000102' }, 404, 'Receiving number not found.'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await call(method, path, tokens.finance, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status, message });
    }
    const bn = await call('POST', base, tokens.finance, { method_id: upayMerchant, number: '123', daily_cap: '100' }, 'bn');
    expect(bn.body.message).toBe('রিসিভিং নম্বর ঠিক ১১ অঙ্কের হতে হবে।');
    expect((await sql.query(`SELECT count(*)::int AS n FROM staff_audit_log`)).rows[0]).toEqual(before);
    expect((await sql.query(`SELECT 1 FROM receiving_numbers WHERE number IN ('01610000101', '01610000102')`)).rows).toEqual([]);
  });

  it("a restart (the demo seed again) keeps finance's cap and switch-off", async () => {
    await app.app.get(DemoPaymentMethodsSeed).seed();
    const { rows } = await sql.query(`SELECT active, daily_cap_minor::text AS cap FROM receiving_numbers WHERE number = '01610000011'`);
    expect(rows[0]).toEqual({ active: false, cap: '20000000' });
  });
});
