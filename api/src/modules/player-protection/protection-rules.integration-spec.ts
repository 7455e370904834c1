import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
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
import { hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { OpenWalletCommand } from '../wallet/index.js';
import { protectionRulesMessages } from './domain/protection-rules.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const system = { actor: { kind: 'system', id: 'protection-rules-test' } } as const;
const rulesPath = '/api/admin/responsible-gaming/rules';

/** Today's values: what the migration writes and every test puts back. */
const spec = {
  limit_cooling_off_hours: 24,
  exclusion_end_cooling_off_hours: 24,
  timeout_days: { min: 1, max: 42 },
  self_exclusion_months: { min: 6, max: 60 },
  reality_check_choices: [15, 30, 45, 60, 90, 120],
  reality_check_default_minutes: 60,
  session_limit_hours: { min: 1, max: 12 },
  minimum_age: 18,
  statement_max_days: 366,
};

interface Player {
  id: string;
  phone: string;
  token: string;
}

/**
 * Issue 16, rules as configuration: the rules API (rg.manage: risk and admin; everyone else refused), bad values
 * refused with every bad field named and nothing written, the audit row (staff member, before, after, reason),
 * and rules taking effect on the player's side: the time-out range (a running time-out keeps its end), the
 * reality-check choices and default (a player's own earlier choice stays), the minimum age at a deposit, and
 * the cooling-off of a limit increase.
 */
describe('player protection rules as configuration', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let bkashAgentId: number;
  const staff: Record<'admin' | 'risk' | 'finance' | 'support' | 'content' | 'trader', string> = {} as never;
  const run = randomUUID().slice(0, 6);
  let seq = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown, language?: 'bn') => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const setRules = (change: Partial<typeof spec>, token = staff.risk) =>
    call('PUT', rulesPath, token, { ...spec, ...change, reason: 'Licence condition under test.' });

  const makePlayer = async (dofb = '1990-01-01'): Promise<Player> => {
    seq += 1;
    const phone = `0184${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), $5) RETURNING id::text`,
      [`rules${seq}${run}`, `rules${seq}${run}@example.test`, phone, `PR${run}${seq}`.toUpperCase(), dofb],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, phone, token: (await sessions.issue('player', id)).token };
  };

  const deposit = async (p: Player, amount: string, language?: 'bn') => {
    await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token);
    return call(
      'POST',
      '/api/submit-deposit',
      p.token,
      { account_number: p.phone, transaction_id: `PR${randomUUID().slice(0, 10)}`, amount, payment_id: bkashAgentId, promotion_id: 0 },
      language,
    );
  };

  const auditRows = async () =>
    (
      await sql.query<{ actor_username: string; before: Json; after: Json }>(
        `SELECT actor_username, before, after FROM staff_audit_log WHERE action = 'responsible_gaming.rules_changed' ORDER BY id`,
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    for (const role of Object.keys({ admin: 0, risk: 0, finance: 0, support: 0, content: 0, trader: 0 }) as (keyof typeof staff)[]) {
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`rules-${role}-${run}`, role],
      );
      staff[role] = (await sessions.issue('staff', rows[0]!.id)).token;
    }
  }, hangBound(90_000));

  afterEach(async () => {
    expect((await setRules({}, staff.admin)).status).toBe(200);
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('reads the spec values at first; only risk and admin (rg.manage) read and change them', async () => {
    expect(await call('GET', rulesPath, staff.risk)).toEqual({ status: 200, body: { ...spec, updated_at: expect.any(String) } });
    expect((await call('GET', rulesPath, staff.admin)).status).toBe(200);
    for (const role of ['finance', 'support', 'content', 'trader'] as const) {
      expect((await call('GET', rulesPath, staff[role])).status).toBe(403);
      expect((await setRules({ minimum_age: 21 }, staff[role])).status).toBe(403);
    }
    const player = await makePlayer();
    expect((await call('GET', rulesPath, player.token)).status).toBe(401);
    expect((await call('GET', rulesPath)).status).toBe(401);
    expect((await call('GET', rulesPath, staff.risk)).body.minimum_age).toBe(18);
    const changed = await setRules({ minimum_age: 21 }, staff.admin);
    expect(changed).toEqual({
      status: 200,
      body: { ...spec, minimum_age: 21, updated_at: expect.any(String), message: protectionRulesMessages.saved },
    });
  });

  it('refuses nonsense with every bad field named (English and Bangla), writing nothing', async () => {
    const before = (await call('GET', rulesPath, staff.risk)).body;
    const audits = (await auditRows()).length;
    const bad = await call('PUT', rulesPath, staff.risk, {
      ...spec,
      timeout_days: { min: 10, max: 5 },
      minimum_age: -1,
      limit_cooling_off_hours: 12,
      reality_check_choices: [30, 60],
      reality_check_default_minutes: 45,
      reason: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      limit_cooling_off_hours: [protectionRulesMessages.limitCoolingOffHours],
      timeout_days: [protectionRulesMessages.timeoutDays],
      reality_check_default_minutes: [protectionRulesMessages.realityCheckDefaultMinutes],
      minimum_age: [protectionRulesMessages.minimumAge],
      reason: [protectionRulesMessages.reason],
    });
    expect(bad.body.message).toBe(protectionRulesMessages.limitCoolingOffHours);
    for (const body of [
      { ...spec, self_exclusion_months: { min: 3, max: 60 } }, // below the 6-month floor
      { ...spec, exclusion_end_cooling_off_hours: 0 },
      { ...spec, reality_check_choices: [] },
      { ...spec, reality_check_choices: [60, 60] },
      { ...spec, reality_check_choices: [1, 60] },
      { ...spec, session_limit_hours: { min: 5, max: 2 } },
      { ...spec, statement_max_days: 30 },
      { ...spec, timeout_days: '1-42' },
      { ...spec, minimum_age: 18.5 },
      {},
    ])
      expect((await call('PUT', rulesPath, staff.risk, { ...body, reason: 'Testing a bad value.' })).status).toBe(400);
    const bn = await call('PUT', rulesPath, staff.risk, { ...spec, minimum_age: 16, reason: 'Testing a bad value.' }, 'bn');
    expect(bn).toEqual({
      status: 400,
      body: {
        message: 'ন্যূনতম বয়স ১৮ থেকে ২৫ বছরের মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
        errors: { minimum_age: ['ন্যূনতম বয়স ১৮ থেকে ২৫ বছরের মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।'] },
      },
    });
    expect((await call('GET', rulesPath, staff.risk)).body).toEqual(before);
    expect(await auditRows()).toHaveLength(audits);
  });

  it('audits a change with the staff member, the values before and after, and the reason', async () => {
    const audits = (await auditRows()).length;
    expect(
      (await call('PUT', rulesPath, staff.risk, { ...spec, timeout_days: { min: 1, max: 7 }, reason: 'Regulator letter 12/2026.' })).status,
    ).toBe(200);
    const rows = await auditRows();
    expect(rows).toHaveLength(audits + 1);
    expect(rows.at(-1)).toEqual({
      actor_username: `rules-risk-${run}`,
      before: spec,
      after: { ...spec, timeout_days: { min: 1, max: 7 }, reason: 'Regulator letter 12/2026.' },
    });
  });

  it('time-out range: the player is offered and held to the configured range; a running time-out keeps its end', async () => {
    const running = await makePlayer();
    const started = await call('POST', '/api/responsible-gaming/exclusion', running.token, { kind: 'timeout', days: 30, confirm: true });
    expect(started.status).toBe(200);
    expect((await setRules({ timeout_days: { min: 2, max: 7 } })).status).toBe(200);

    const p = await makePlayer();
    expect((await call('GET', '/api/responsible-gaming/exclusion', p.token)).body.timeout_days).toEqual({ min: 2, max: 7 });
    expect(await call('POST', '/api/responsible-gaming/exclusion', p.token, { kind: 'timeout', days: 14, confirm: true })).toEqual({
      status: 400,
      body: { message: 'Choose a time-out from 2 to 7 days.' },
    });
    expect(await call('POST', '/api/responsible-gaming/exclusion', p.token, { kind: 'timeout', days: 1, confirm: true }, 'bn')).toEqual({
      status: 400,
      body: { message: '2 থেকে 7 দিনের মধ্যে একটি টাইম-আউট বেছে নিন।' },
    });
    expect((await call('POST', '/api/responsible-gaming/exclusion', p.token, { kind: 'timeout', days: 7, confirm: true })).status).toBe(
      200,
    );

    // the 30-day time-out taken under the old rules runs on to its end, in force
    // (taking it ended the player's sessions; log-in stays open)
    const again = (await sessions.issue('player', running.id)).token;
    const after = await call('GET', '/api/responsible-gaming/exclusion', again);
    expect(after.body.exclusion).toMatchObject({ in_force: true, ends_at: started.body.exclusion.ends_at });
  });

  it("reality-check choices: the configured ones are offered and the only ones taken; a player's earlier choice stays", async () => {
    const earlier = await makePlayer();
    expect((await call('PUT', '/api/responsible-gaming/session-settings', earlier.token, { reality_check_minutes: 90 })).status).toBe(200);
    expect(
      (await setRules({ reality_check_choices: [40, 20], reality_check_default_minutes: 40, session_limit_hours: { min: 2, max: 4 } }))
        .status,
    ).toBe(200);

    const p = await makePlayer();
    const path = '/api/responsible-gaming/session-settings';
    expect(await call('GET', path, p.token)).toEqual({
      status: 200,
      body: {
        reality_check_minutes: 40,
        session_limit_hours: null,
        reality_check_choices: [20, 40],
        session_limit_range: { min: 2, max: 4 },
      },
    });
    expect(await call('PUT', path, p.token, { reality_check_minutes: 60 })).toEqual({
      status: 400,
      body: { message: 'Choose a reality check every 20, 40 minutes.' },
    });
    expect(await call('PUT', path, p.token, { session_limit_hours: 6 })).toEqual({
      status: 400,
      body: { message: 'Choose a session time limit from 2 to 4 hours, or none.' },
    });
    expect((await call('PUT', path, p.token, { reality_check_minutes: 20, session_limit_hours: 3 })).body).toMatchObject({
      reality_check_minutes: 20,
      session_limit_hours: 3,
    });
    // the session's schedule follows the default for a player who never chose
    const fresh = await makePlayer();
    expect((await call('GET', '/api/responsible-gaming/session', fresh.token)).body.reality_check_minutes).toBe(40);
    // the player who chose 90 before it was withdrawn keeps their interval
    expect((await call('GET', path, earlier.token)).body).toMatchObject({ reality_check_minutes: 90, reality_check_choices: [20, 40] });
    expect((await call('GET', '/api/responsible-gaming/session', earlier.token)).body.reality_check_minutes).toBe(90);
  });

  it('minimum age: a deposit by a player below the configured age is refused (English and Bangla), nothing written', async () => {
    const nowDhaka = new Date(Date.now() + 6 * 3_600_000);
    const twenty = `${nowDhaka.getUTCFullYear() - 20}-01-01`; // 19 or 20 today, an adult under 21
    const young = await makePlayer(twenty);
    const older = await makePlayer('1990-01-01');
    expect((await setRules({ minimum_age: 21 })).status).toBe(200);
    expect(await deposit(young, '1000')).toEqual({ status: 403, body: { message: 'You must be at least 21 years old.' } });
    expect(await deposit(young, '1000', 'bn')).toEqual({ status: 403, body: { message: 'আপনার বয়স কমপক্ষে 21 বছর হতে হবে।' } });
    expect((await sql.query(`SELECT 1 FROM deposit_requests WHERE player_id = $1`, [young.id])).rowCount).toBe(0);
    expect((await deposit(older, '1000')).status).toBe(200);
    // back at 18, the same player deposits
    expect((await setRules({})).status).toBe(200);
    expect((await deposit(young, '1000')).status).toBe(200);
  });

  it('limit cooling-off: an increase waits the configured hours; a pending change keeps the time it was given', async () => {
    const p = await makePlayer();
    const path = '/api/responsible-gaming/deposit-limits';
    expect((await call('PUT', path, p.token, { period: 'day', limit: '1000' })).body.outcome).toBe('applied');
    const under24 = await call('PUT', path, p.token, { period: 'week', limit: '1000' });
    expect(under24.body.outcome).toBe('applied');
    const pendingBefore = await call('PUT', path, p.token, { period: 'week', limit: '3000' });
    expect(pendingBefore.body.outcome).toBe('pending');
    const weekBefore = pendingBefore.body.limits.find((l: Json) => l.period === 'week').pending;

    expect((await setRules({ limit_cooling_off_hours: 48 })).status).toBe(200);
    const raised = await call('PUT', path, p.token, { period: 'day', limit: '2000' });
    expect(raised.body).toMatchObject({
      outcome: 'pending',
      message: 'Your limit will change only after a 48-hour cooling-off, and then only when you confirm it.',
      cooling_off_hours: 48,
    });
    const day = raised.body.limits.find((l: Json) => l.period === 'day');
    expect(day.limit).toBe('1000.00');
    expect(Date.parse(day.pending.confirmable_at) - Date.parse(day.pending.requested_at)).toBe(48 * 3_600_000);
    // the week's increase asked for under the 24-hour rule keeps its time
    expect(raised.body.limits.find((l: Json) => l.period === 'week').pending.confirmable_at).toBe(weekBefore.confirmable_at);
  });
});
