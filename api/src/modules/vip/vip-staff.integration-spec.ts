import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { generateSync } from 'otplib';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Pool } from 'pg';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { signInStaff } from '../../../test/staff-session.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { ManualClock } from '../../platform/clock/clock.js';
import { DB_POOL } from '../../platform/database/database.module.js';
import { EventOutbox, OutboxSignal, VetoPoint } from '../../platform/events/index.js';
import { SessionStore } from '../auth/index.js';
import { demoStaff } from '../backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../backoffice/seed/demo-staff.seed.js';
import {
  CreditCashRewardCommand,
  CreditDepositCommand,
  DebitStakeCommand,
  OpenWalletCommand,
  RollBackStakeCommand,
} from '../wallet/index.js';
import { dhakaWeekBounds, dhakaWeekOf } from './domain/weekly-cashback.js';
import { PayWeeklyCashbackJob } from './jobs/pay-weekly-cashback.job.js';
import { RollUpPointsJob } from './jobs/roll-up-points.job.js';
import { VipCashbackRepository } from './persistence/vip-cashback.repository.js';
import { VipLevelsRepository } from './persistence/vip-levels.repository.js';

jest.setTimeout(hangBound(90_000));

const system = { actor: { kind: 'system', id: 'vip-staff-test' } } as const;
const hourMs = 3_600_000;
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The Asia/Dhaka calendar date of an instant. */
const dhakaDate = (at: Date) => new Date(at.getTime() + 6 * hourMs).toISOString().slice(0, 10);

/**
 * Issue 21's staff leftovers: editable level thresholds (validated, audited, applied at the next roll-up, a
 * raised one demoting nobody), the VIP settings (minimum VP per conversion) and the referral minimum claim,
 * a player's VIP history, and the VIP/referral report reconciled with the ledger.
 */
describe('VIP for staff: thresholds, settings, player history, report', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let rollUp: RollUpPointsJob;
  let sessions: SessionStore;
  const run = randomUUID().slice(0, 6);
  let seq = 0;
  const tokens: Record<string, string> = {};

  const makePlayer = async (): Promise<string> => {
    seq += 1;
    const username = `vs${seq}${run}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0185${String(4000000 + seq * 7919).padStart(7, '0')}`, `VS${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(
      new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: 10_000_000n }, system),
    );
    return id;
  };

  const entryCount = async (playerId: string) =>
    Number((await sql.query(`SELECT count(*) AS n FROM vip_stake_entries WHERE player_id = $1`, [playerId])).rows[0].n);

  /** Stakes `bdt` (1 VP per 100 BDT) and waits for the reactor to record it. */
  const stake = async (playerId: string, tx: string, bdt: number) => {
    const before = await entryCount(playerId);
    await commands.execute(
      new DebitStakeCommand({ playerId, provider: 'sim', transactionId: `${tx}-${run}`, amount: BigInt(bdt) * 100n }, system),
    );
    await waitFor(async () => (await entryCount(playerId)) === before + 1);
  };
  const refund = async (playerId: string, tx: string) => {
    const before = await entryCount(playerId);
    await commands.execute(new RollBackStakeCommand({ playerId, provider: 'sim', stakeTransactionId: `${tx}-${run}` }, system));
    await waitFor(async () => (await entryCount(playerId)) === before + 1);
  };
  let hour = 0;
  /** One evaluation: the hourly roll-up, each time for a new hour. */
  const evaluate = () => rollUp.run({ periodStart: new Date(Math.floor(Date.now() / hourMs) * hourMs + hour++ * hourMs).toISOString() });

  const levelOf = async (playerId: string) =>
    (await sql.query<{ level_code: string }>(`SELECT level_code FROM vip_accounts WHERE player_id = $1`, [playerId])).rows[0]?.level_code;

  const call = async (method: string, path: string, options: { token?: string; body?: Json; lang?: string } = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': options.lang ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const admin = (method: string, path: string, body?: Json, lang?: string) => call(method, path, { token: tokens.admin, body, lang });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all' });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    rollUp = app.app.get(RollUpPointsJob);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoStaffSeed).seed();
    for (const username of ['admin', 'risk1', 'support1', 'finance1']) {
      const s = demoStaff.find((d) => d.username === username)!;
      tokens[username] = await signInStaff(app.url, { username, password: s.password, otp: generateSync({ secret: s.totpSecret }) });
    }
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('only loyalty.manage (admin) reaches the new routes; players and anonymous callers get 401', async () => {
    const player = await makePlayer();
    const playerToken = (await sessions.issue('player', player)).token;
    const today = dhakaDate(new Date());
    const reads = ['/api/admin/vip/settings', `/api/admin/vip/report?from=${today}&to=${today}&by=day`];
    for (const path of reads) {
      expect((await admin('GET', path)).status).toBe(200);
      for (const who of ['risk1', 'support1', 'finance1'])
        expect([path, (await call('GET', path, { token: tokens[who] })).status]).toEqual([path, 403]);
      expect((await call('GET', path, { token: playerToken })).status).toBe(401);
      expect((await call('GET', path)).status).toBe(401);
    }
    const history = `/api/admin/vip/players/${player}/history`;
    expect((await call('GET', history, { token: tokens.risk1 })).status).toBe(403);
    expect((await call('GET', history, { token: playerToken })).status).toBe(401);
    for (const [method, path, body] of [
      ['PUT', '/api/admin/vip/settings', { min_convert_points: 1 }],
      ['PATCH', '/api/admin/vip/levels/advanced-1', { threshold_points: 1 }],
    ] as const) {
      expect((await call(method, path, { token: tokens.support1, body })).status).toBe(403);
      expect((await call(method, path, { token: playerToken, body })).status).toBe(401);
    }
    // nothing changed by the refused writes
    expect((await admin('GET', '/api/admin/vip/settings')).body).toEqual({ min_convert_points: 10 });
    expect((await sql.query(`SELECT threshold_points FROM vip_levels WHERE code = 'advanced-1'`)).rows[0].threshold_points).toBe('100');
  });

  it('refuses bad thresholds, settings and report requests with the field’s words (English and Bangla), writing nothing', async () => {
    const auditRows = async () =>
      Number((await sql.query(`SELECT count(*) AS n FROM staff_audit_log WHERE action LIKE 'vip.%'`)).rows[0].n);
    const audited = await auditRows();
    const bad: Array<[string, string, Json, number, string]> = [
      [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { threshold_points: -1 },
        400,
        'threshold_points must be a whole number of VP from 0 to 1000000000',
      ],
      [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { threshold_points: 12.5 },
        400,
        'threshold_points must be a whole number of VP from 0 to 1000000000',
      ],
      [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { threshold_points: '300' },
        400,
        'threshold_points must be a whole number of VP from 0 to 1000000000',
      ],
      // Advanced II between Advanced I (100) and Advanced III (600): 100 and 600 are not strictly between
      [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { threshold_points: 100 },
        422,
        'Each level’s threshold must be above the threshold of the level below it.',
      ],
      [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { threshold_points: 600 },
        422,
        'Each level’s threshold must be above the threshold of the level below it.',
      ],
      ['PATCH', '/api/admin/vip/levels/beginner', { threshold_points: 5 }, 422, 'The lowest level must start at 0 VP.'],
      // a good rate with a bad threshold: neither is written
      [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { weekly_cashback_percent: '9.00', threshold_points: 50 },
        422,
        'Each level’s threshold must be above the threshold of the level below it.',
      ],
      [
        'PUT',
        '/api/admin/vip/settings',
        { min_convert_points: 0 },
        400,
        'min_convert_points must be a whole number of VP from 1 to 100000',
      ],
      ['PUT', '/api/admin/vip/settings', {}, 400, 'min_convert_points must be a whole number of VP from 1 to 100000'],
      [
        'GET',
        '/api/admin/vip/report?from=2026-11-01&to=2026-10-01&by=day',
        undefined,
        400,
        'to must not be before from, and the report spans at most 92 days',
      ],
      [
        'GET',
        '/api/admin/vip/report?from=2026-01-01&to=2026-12-31&by=week',
        undefined,
        400,
        'to must not be before from, and the report spans at most 92 days',
      ],
      [
        'GET',
        '/api/admin/vip/report?from=2026-02-30&to=2026-03-01&by=day',
        undefined,
        400,
        'to must not be before from, and the report spans at most 92 days',
      ],
      ['GET', '/api/admin/vip/report?from=01-11-2026&to=2026-11-02&by=day', undefined, 400, 'from and to must be dates written YYYY-MM-DD'],
      ['GET', '/api/admin/vip/report?from=2026-11-01&to=2026-11-02&by=month', undefined, 400, 'by must be day or week'],
      // names and withdrawal limits (issue 21): trimmed names of 1-40 characters, unique; limits in range
      ['PATCH', '/api/admin/vip/levels/advanced-2', { name_en: '   ' }, 400, 'name_en must be 1 to 40 characters'],
      ['PATCH', '/api/admin/vip/levels/advanced-2', { name_bn: 'ক'.repeat(41) }, 400, 'name_bn must be 1 to 40 characters'],
      ['PATCH', '/api/admin/vip/levels/advanced-2', { name_en: 7 }, 400, 'name_en must be 1 to 40 characters'],
      ['PATCH', '/api/admin/vip/levels/advanced-2', { name_en: ' advanced iii ' }, 422, 'Another level already has this name.'],
      ['PATCH', '/api/admin/vip/levels/advanced-2', { name_bn: 'বিগিনার' }, 422, 'Another level already has this name.'],
      ...['0.50', '10000000.01', '1.234', '-5.00'].map((limit): [string, string, Json, number, string] => [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { withdrawal_daily_limit: limit },
        400,
        'withdrawal_daily_limit must be an amount from 1.00 to 10000000.00 with up to two decimals',
      ]),
      ...[0, 101, 2.5].map((count): [string, string, Json, number, string] => [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        { withdrawal_daily_count: count },
        400,
        'withdrawal_daily_count must be a whole number from 1 to 100',
      ]),
      [
        'PATCH',
        '/api/admin/vip/levels/advanced-2',
        {},
        400,
        'Give conversion_rate, weekly_cashback_percent, threshold_points, a name or a withdrawal limit.',
      ],
      ['GET', '/api/admin/vip/players/abc/history', undefined, 404, 'No such VIP player.'],
      ['GET', '/api/admin/vip/players/999999999/history', undefined, 404, 'No such VIP player.'],
    ];
    const answers = [];
    for (const [method, path, body, , message] of bad) {
      const { status, body: answer } = await admin(method, path, body);
      const text = Array.isArray(answer.message) ? answer.message.join(' | ') : answer.message;
      answers.push([method, path, JSON.stringify(body), status, String(text).includes(message) ? message : text]);
    }
    expect(answers).toEqual(bad.map(([method, path, body, status, message]) => [method, path, JSON.stringify(body), status, message]));
    expect((await admin('PATCH', '/api/admin/vip/levels/advanced-2', { threshold_points: 100 }, 'bn')).body.message).toBe(
      'প্রতিটি লেভেলের সীমা তার নিচের লেভেলের সীমার চেয়ে বেশি হতে হবে।',
    );
    expect((await admin('PATCH', '/api/admin/vip/levels/advanced-2', { name_en: 'Legend' }, 'bn')).body.message).toBe(
      'অন্য একটি লেভেলের এই নামটি আছে।',
    );
    expect(
      [(await admin('PATCH', '/api/admin/vip/levels/advanced-2', { withdrawal_daily_count: 0 }, 'bn')).body.message].flat().join(' | '),
    ).toContain('withdrawal_daily_count অবশ্যই ১ থেকে ১০০ এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে');
    expect(
      (
        await sql.query(
          `SELECT threshold_points, weekly_cashback_bp FROM vip_levels WHERE code IN ('beginner', 'advanced-2') ORDER BY rank`,
        )
      ).rows,
    ).toEqual([
      { threshold_points: '0', weekly_cashback_bp: 0 },
      { threshold_points: '300', weekly_cashback_bp: 50 },
    ]);
    expect(await auditRows()).toBe(audited);
  });

  it('a threshold change is audited and applied at the next roll-up: a lowered one promotes, a raised one demotes nobody', async () => {
    const keeper = await makePlayer(); // reaches Advanced I at 100, has 150 VP
    const climber = await makePlayer(); // Advanced I with 280 VP
    await stake(keeper, 'k1', 10_000);
    await stake(keeper, 'k2', 5_000);
    await stake(climber, 'c1', 28_000);
    await evaluate();
    expect([await levelOf(keeper), await levelOf(climber)]).toEqual(['advanced-1', 'advanced-1']);

    // raise Advanced I to 250 and lower Advanced II to 200 (still between 100... and 600)
    const raised = await admin('PATCH', '/api/admin/vip/levels/advanced-1', { threshold_points: 250 });
    expect(raised).toMatchObject({ status: 200, body: { code: 'advanced-1', threshold_points: 250 } });
    expect((await admin('PATCH', '/api/admin/vip/levels/advanced-2', { threshold_points: 200 })).status).toBe(422); // under Advanced I's 250
    expect((await admin('PATCH', '/api/admin/vip/levels/advanced-2', { threshold_points: 260 })).status).toBe(200);
    const audit = await sql.query(
      `SELECT target_id, before->>'threshold_points' AS before, after->>'threshold_points' AS after
         FROM staff_audit_log WHERE action = 'vip.level_changed' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { target_id: 'advanced-1', before: '100', after: '250' },
      { target_id: 'advanced-2', before: '300', after: '260' },
    ]);
    // nothing moves until the next evaluation
    expect([await levelOf(keeper), await levelOf(climber)]).toEqual(['advanced-1', 'advanced-1']);

    const outcome = await evaluate();
    expect(outcome.levelChanges).toBe(1);
    expect(await levelOf(climber)).toBe('advanced-2'); // 280 >= the lowered 260
    expect(await levelOf(keeper)).toBe('advanced-1'); // 150 < the raised 250, yet kept
    const keeperToken = (await sessions.issue('player', keeper)).token;
    expect((await call('GET', `/api/user/show?remote_id=${keeper}`, { token: keeperToken })).body.vip).toMatchObject({
      level: { code: 'advanced-1' },
      next_level: { code: 'advanced-2' },
      points_to_next: 110,
    });
    // the climber's message for each promotion: Advanced I, then Advanced II
    await waitFor(async () => (await sql.query(`SELECT 1 FROM inbox_messages WHERE player_id = $1`, [climber])).rowCount === 2);

    // a refund that leaves the keeper above the 100 their level was reached at: still Advanced I
    await stake(keeper, 'k3', 1_000);
    await evaluate();
    await refund(keeper, 'k3');
    await refund(keeper, 'k2'); // 100 VP left: not below 100
    await evaluate();
    expect(await levelOf(keeper)).toBe('advanced-1');
    // below the threshold it was reached at: down to what the points give today
    await refund(keeper, 'k1');
    await evaluate();
    expect(await levelOf(keeper)).toBe('beginner');

    const changes = async (playerId: string) =>
      (
        await sql.query(`SELECT from_code, to_code, direction FROM vip_level_changes WHERE player_id = $1 ORDER BY id`, [playerId])
      ).rows.map((r) => `${r.from_code} -> ${r.to_code} (${r.direction})`);
    expect(await changes(keeper)).toEqual(['beginner -> advanced-1 (up)', 'advanced-1 -> beginner (down)']);
    expect(await changes(climber)).toEqual(['beginner -> advanced-1 (up)', 'advanced-1 -> advanced-2 (up)']);

    // back to the seeded thresholds for the tests after this one (in an order that keeps them rising)
    expect((await admin('PATCH', '/api/admin/vip/levels/advanced-1', { threshold_points: 100 })).status).toBe(200);
    expect((await admin('PATCH', '/api/admin/vip/levels/advanced-2', { threshold_points: 300 })).status).toBe(200);
  });

  it('the minimum VP per conversion and the minimum claim are settings, audited, used at once by the api', async () => {
    const player = await makePlayer();
    await stake(player, 'm1', 3_000); // 30 VP
    await evaluate();
    const playerToken = (await sessions.issue('player', player)).token;
    expect(await admin('PUT', '/api/admin/vip/settings', { min_convert_points: 25 })).toEqual({
      status: 200,
      body: { min_convert_points: 25 },
    });
    const audit = await sql.query(`SELECT before, after FROM staff_audit_log WHERE action = 'vip.settings_changed'`);
    expect(audit.rows).toEqual([{ before: { min_convert_points: 10 }, after: { min_convert_points: 25 } }]);
    const convert = (vp: number, lang = 'en') =>
      call('GET', `/api/convert-vipcoin?remote_id=${player}&vip_coin=${vp}`, { token: playerToken, lang });
    expect(await convert(20)).toMatchObject({ status: 400, body: { message: 'Minimum VP Required: 25' } });
    expect((await convert(20, 'bn')).body.message).toBe('ন্যূনতম প্রয়োজনীয় ভিপি: 25');
    expect(await convert(25)).toMatchObject({ status: 200 });
    await admin('PUT', '/api/admin/vip/settings', { min_convert_points: 10 });

    const settings = (await admin('GET', '/api/admin/referral/settings')).body;
    expect(settings.min_claim).toBe('10.00');
    const refused = await admin('PUT', '/api/admin/referral/settings', { ...settings, min_claim: '0.50' });
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toContain('min_claim must be an amount from 1.00 to 100000.00 with up to two decimals');
    expect((await admin('PUT', '/api/admin/referral/settings', { ...settings, min_claim: '25.50' })).body.min_claim).toBe('25.50');
    await commands.execute(
      new CreditCashRewardCommand({ playerId: player, rewardId: `t-${run}`, amount: 2_000n, source: 'referral' }, system),
    );
    expect(await call('POST', '/api/cash-claim', { token: playerToken, body: {} })).toMatchObject({
      status: 400,
      body: { message: 'You need at least 25.50 to claim all.' },
    });
    expect((await call('GET', '/api/referral/summary?origin=http://localhost:5173', { token: playerToken })).body.min_claim).toBe('25.50');
    await admin('PUT', '/api/admin/referral/settings', { ...settings, min_claim: '10.00' });
    expect((await call('POST', '/api/cash-claim', { token: playerToken, body: {} })).status).toBe(200);
  });

  it("shows a player's VIP history and a report whose money matches the ledger, per Dhaka day and week", async () => {
    const player = await makePlayer();
    await stake(player, 'h1', 12_000); // 120 VP: Advanced I
    await evaluate();
    const playerToken = (await sessions.issue('player', player)).token;
    expect((await call('GET', `/api/convert-vipcoin?remote_id=${player}&vip_coin=20`, { token: playerToken })).status).toBe(200);
    // a week's cash-back, paid by the real job on a clock after the week
    const week = dhakaWeekOf(new Date());
    const job = new PayWeeklyCashbackJob(
      app.app.get<Pool>(DB_POOL),
      app.app.get(QueryBus),
      commands,
      app.app.get(VipCashbackRepository),
      app.app.get(VipLevelsRepository),
      app.app.get(EventOutbox),
      app.app.get(OutboxSignal),
      new ManualClock(new Date(dhakaWeekBounds(week).end.getTime() + 20 * 60_000)),
    );
    await job.run({ weekStart: week });
    await commands.execute(
      new CreditCashRewardCommand({ playerId: player, rewardId: `referral-x-${run}`, amount: 1_234n, source: 'referral' }, system),
    );

    const history = await admin('GET', `/api/admin/vip/players/${player}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({
      player_id: player,
      level: { code: 'advanced-1', name_en: 'Advanced I' },
      lifetime_points: 120,
      vip_coin: 100,
      points_by_source: [{ source: 'games', points: 120, stake: '12000.00' }],
      level_changes: [
        {
          from: 'beginner',
          to: 'advanced-1',
          from_level: { code: 'beginner', name_en: 'Beginner', name_bn: 'বিগিনার' },
          to_level: { code: 'advanced-1', name_en: 'Advanced I', name_bn: 'অ্যাডভান্সড I' },
          direction: 'up',
          lifetime_points: 120,
        },
      ],
      conversions: [{ points: 20, amount: '20.00', level: 'advanced-1', level_label: { code: 'advanced-1', name_en: 'Advanced I' } }],
    });
    const payout = (await sql.query(`SELECT amount_minor::text FROM vip_cashback_payouts WHERE player_id = $1`, [player])).rows;
    expect(history.body.cashback_paid).toHaveLength(payout.length);
    expect(payout).toHaveLength(1); // Advanced I pays 0.25% of the week's 12,000 BDT loss: 30.00
    expect(history.body.cashback_paid[0]).toMatchObject({ week_start: week, level: 'advanced-1', rate_percent: '0.25', amount: '30.00' });

    // the report: today and yesterday by day, and the week, against the ledger's own sums per Dhaka day
    const today = dhakaDate(new Date());
    const yesterday = dhakaDate(new Date(Date.now() - 24 * hourMs));
    const ledger = await sql.query<{ cashback: string; referral: string; conversions: string }>(
      `SELECT coalesce(sum((data->>'amount')::bigint) FILTER (WHERE type = 'CashRewardCredited' AND data->>'source' = 'vip-cashback'), 0)::text AS cashback,
              coalesce(sum((data->>'amount')::bigint) FILTER (WHERE type = 'CashRewardCredited' AND data->>'source' = 'referral'), 0)::text AS referral,
              coalesce(sum((data->>'amount')::bigint) FILTER (WHERE type = 'VipPointsConverted'), 0)::text AS conversions
         FROM ledger_events WHERE (occurred_at AT TIME ZONE 'Asia/Dhaka')::date = $1::date`,
      [today],
    );
    const bdt = (minor: string) => (Number(minor) / 100).toFixed(2);
    const daily = await admin('GET', `/api/admin/vip/report?from=${yesterday}&to=${today}&by=day`);
    expect(daily.status).toBe(200);
    expect(daily.body.rows.map((r: Json) => r.period)).toEqual([yesterday, today]);
    const todayRow = daily.body.rows[1];
    expect(todayRow).toMatchObject({
      cashback_paid: bdt(ledger.rows[0]!.cashback),
      referral_rewards_paid: bdt(ledger.rows[0]!.referral),
      conversions_paid: bdt(ledger.rows[0]!.conversions),
    });
    // and the projections agree with the ledger: payouts and conversions recorded by VIP
    const projected = await sql.query<{ cashback: string; conversions: string; converted: string; issued: string }>(
      `SELECT (SELECT coalesce(sum(amount_minor), 0) FROM vip_cashback_payouts WHERE (paid_at AT TIME ZONE 'Asia/Dhaka')::date = $1::date)::text AS cashback,
              (SELECT coalesce(sum(amount_minor), 0) FROM vip_conversions WHERE (created_at AT TIME ZONE 'Asia/Dhaka')::date = $1::date)::text AS conversions,
              (SELECT coalesce(sum(points), 0) FROM vip_conversions WHERE (created_at AT TIME ZONE 'Asia/Dhaka')::date = $1::date)::text AS converted,
              (SELECT coalesce(sum(points_milli), 0) FROM vip_point_awards)::text AS issued`,
      [today],
    );
    expect(todayRow.cashback_paid).toBe(bdt(projected.rows[0]!.cashback));
    expect(todayRow.conversions_paid).toBe(bdt(projected.rows[0]!.conversions));
    expect(todayRow.points_converted).toBe(Number(projected.rows[0]!.converted));
    expect(Number(todayRow.cashback_paid)).toBeGreaterThanOrEqual(30);
    expect(Number(todayRow.referral_rewards_paid)).toBeGreaterThanOrEqual(12.34);
    // the totals are the rows' sums; the week holds the same days
    const sum = (key: string) => daily.body.rows.reduce((s: number, r: Json) => s + Number(r[key]), 0).toFixed(2);
    expect(daily.body.totals).toMatchObject({ cashback_paid: sum('cashback_paid'), referral_rewards_paid: sum('referral_rewards_paid') });
    const weekly = await admin('GET', `/api/admin/vip/report?from=${today}&to=${today}&by=week`);
    expect(weekly.body.rows).toEqual([{ ...todayRow, period: dhakaWeekOf(new Date()) }]);
    const perLevel = Object.fromEntries(weekly.body.players_per_level.map((l: Json) => [l.code, l.players]));
    const counted = await sql.query<{ level_code: string; n: number }>(
      `SELECT level_code, count(*)::int AS n FROM vip_accounts GROUP BY 1`,
    );
    for (const row of counted.rows) expect([row.level_code, perLevel[row.level_code]]).toEqual([row.level_code, row.n]);
    expect(weekly.body.players_per_level[0]).toMatchObject({ code: 'beginner', name_en: 'Beginner' });
  });

  it("a level's names and withdrawal limits are edited, audited, and the player site shows the new name", async () => {
    const player = await makePlayer();
    const playerToken = (await sessions.issue('player', player)).token;
    const shown = async () =>
      ((await call('GET', '/api/user/show', { token: playerToken })).body as Json).vip?.level as { name_en: string; name_bn: string };
    expect(await shown()).toMatchObject({ name_en: 'Beginner', name_bn: 'বিগিনার' });

    const changed = await admin('PATCH', '/api/admin/vip/levels/beginner', {
      name_en: '  Rookie ',
      name_bn: 'নবাগত',
      withdrawal_daily_limit: '30000.00',
      withdrawal_daily_count: 4,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      code: 'beginner',
      name_en: 'Rookie',
      name_bn: 'নবাগত',
      withdrawal_daily_limit: '30000.00',
      withdrawal_daily_count: 4,
      threshold_points: 0,
      conversion_rate: '1.00',
    });
    const audit = await sql.query<{ before: Json; after: Json }>(
      `SELECT before, after FROM staff_audit_log WHERE action = 'vip.level_changed' AND target_id = 'beginner' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]!.before).toMatchObject({ name_en: 'Beginner', withdrawal_daily_limit: '25000.00', withdrawal_daily_count: 3 });
    expect(audit.rows[0]!.after).toMatchObject({ name_en: 'Rookie', name_bn: 'নবাগত', withdrawal_daily_limit: '30000.00' });
    // the instance that took the change dropped its level cache: the player sees the new name now
    expect(await shown()).toMatchObject({ name_en: 'Rookie', name_bn: 'নবাগত' });
    expect((await admin('GET', '/api/admin/vip/levels')).body[0]).toMatchObject({ code: 'beginner', name_en: 'Rookie' });
    // a name may keep its own value (case change of itself is not a clash)
    expect((await admin('PATCH', '/api/admin/vip/levels/beginner', { name_en: 'Beginner', name_bn: 'বিগিনার' })).status).toBe(200);
    expect(await shown()).toMatchObject({ name_en: 'Beginner' });
  });

  it("a level's withdrawal limits are enforced at payments' veto point, per Dhaka day (refused and rejected requests do not count)", async () => {
    const player = await makePlayer(); // Beginner
    expect(
      (await admin('PATCH', '/api/admin/vip/levels/beginner', { withdrawal_daily_limit: '1000.00', withdrawal_daily_count: 2 })).status,
    ).toBe(200);
    const request = async (amountMinor: number, status: string, createdAt = new Date()) =>
      sql.query(
        `INSERT INTO withdrawal_requests (player_id, player_username, account_number, amount_minor, status, created_at)
         VALUES ($1, 'vip-w', '01712345678', $2, $3, $4)`,
        [player, amountMinor, status, createdAt],
      );
    const veto = app.app.get(VetoPoint);
    const ask = (amountMinor: number) => veto.check('payments.withdrawal-request', { playerId: player, amount: String(amountMinor) });
    await request(60_000, 'approved'); // 600.00 today
    await request(500_000, 'rejected'); // does not count
    await request(90_000, 'approved', new Date(Date.now() - 26 * hourMs)); // another Dhaka day
    expect(await ask(50_000)).toMatchObject({
      ok: false,
      code: 'vip_withdrawal_amount',
      message: 'Your VIP level allows withdrawals of up to 1000.00 a day (Dhaka time); 400.00 is left today.',
      vetoedBy: 'vip.withdrawal-limits',
    });
    expect(await ask(40_000)).toMatchObject({ ok: true });
    await request(10_000, 'approved');
    expect(await ask(100)).toMatchObject({
      ok: false,
      code: 'vip_withdrawal_count',
      message: 'Your VIP level allows 2 withdrawals a day (Dhaka time). Please try again tomorrow.',
    });
    // staff raise the count: the next request fits at once
    expect((await admin('PATCH', '/api/admin/vip/levels/beginner', { withdrawal_daily_count: 3 })).status).toBe(200);
    expect(await ask(100)).toMatchObject({ ok: true });
    await admin('PATCH', '/api/admin/vip/levels/beginner', { withdrawal_daily_limit: '25000.00' });
  });
});
