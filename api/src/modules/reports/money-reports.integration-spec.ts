import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { DB_POOL } from '../../platform/database/database.module.js';
import { SessionStore } from '../auth/index.js';
import { LedgerProjectionRegistry, verifyLedger } from '../ledger/index.js';
import {
  AdjustByStaffCommand,
  CreditCashRewardCommand,
  CreditDepositCommand,
  CreditWinCommand,
  DebitStakeCommand,
  GrantBonusCommand,
  HoldForWithdrawalCommand,
  OpenWalletCommand,
  PayOutHeldCommand,
  RollBackStakeCommand,
} from '../wallet/index.js';

jest.setTimeout(hangBound(40_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
const system = { actor: { kind: 'system', id: 'money-reports-test' } } as const;

/*
 * Issue 22: the money report from the ledger's money_reports projection. Role api: no projection runner, so the
 * report's own catch-up projects the events (after the test has dated them). The seeded day is the Dhaka day
 * 2026-11-10, which runs from 2026-11-09T18:00Z to 2026-11-10T18:00Z; events a second either side of both ends
 * land on the neighbouring days.
 */
describe('reports: money report from the ledger', () => {
  const prefix = uniqueRedisPrefix();
  const run = randomUUID().slice(0, 6);
  const p1 = `rp1-${run}`;
  const p2 = `rp2-${run}`;
  const p3 = `rp3-${run}`;
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  const tokens: Record<string, string> = {};

  const call = async (path: string, token: string | undefined, language = 'en') => {
    const res = await fetch(`${app.url}${path}`, {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language },
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      type,
      text,
      disposition: res.headers.get('content-disposition'),
      body: (type.includes('json') ? JSON.parse(text) : {}) as Json,
    };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    pool = app.app.get<Pool>(DB_POOL);
    const commands = app.app.get(CommandBus);
    const sessions = app.app.get(SessionStore);
    const exec = async (command: object) => {
      const result = (await commands.execute(command as never)) as { ok?: boolean };
      if (result && typeof result === 'object' && result.ok === false) throw new Error(`refused: ${JSON.stringify(result)}`);
    };
    // Runs the commands, then dates their events at `at` (the ledger stamps now(); the append-only trigger is
    // set aside for this one statement on this test database only, before anything has projected them).
    const at = async (iso: string, ...batch: object[]) => {
      const { rows } = await pool.query<{ last: string }>(`SELECT coalesce(max(position), 0)::text AS last FROM ledger_events`);
      for (const command of batch) await exec(command);
      const client = await pool.connect();
      try {
        await client.query(`SET session_replication_role = replica`);
        await client.query(`UPDATE ledger_events SET occurred_at = $1 WHERE position > $2`, [iso, rows[0]!.last]);
      } finally {
        await client.query(`RESET session_replication_role`);
        client.release();
      }
    };
    const stake = (playerId: string, provider: string, transactionId: string, amount: bigint) =>
      new DebitStakeCommand({ playerId, provider, transactionId: `${transactionId}-${run}`, amount }, system);
    const win = (playerId: string, provider: string, transactionId: string, amount: bigint) =>
      new CreditWinCommand({ playerId, provider, transactionId: `${transactionId}-${run}`, amount }, system);

    // 2026-11-09 (Dhaka): p1 opens, deposits 500.00 and stakes 100.00 a second before midnight
    await at(
      '2026-11-09T10:00:00Z',
      new OpenWalletCommand({ playerId: p1, currency: 'BDT' }, system),
      new CreditDepositCommand({ playerId: p1, depositId: `d1-${run}`, channel: 'bkash', amount: 50000n }, system),
    );
    await at('2026-11-09T17:59:59Z', stake(p1, 'evo', 's1', 10000n));
    // 2026-11-10: from its first second to its last
    await at('2026-11-09T18:00:00Z', stake(p1, 'evo', 's2', 20000n));
    await at(
      '2026-11-10T04:00:00Z',
      new OpenWalletCommand({ playerId: p2, currency: 'BDT' }, system),
      new OpenWalletCommand({ playerId: p3, currency: 'BDT' }, system),
      new CreditDepositCommand({ playerId: p1, depositId: `d2-${run}`, channel: 'nagad', amount: 100000n }, system),
      new CreditDepositCommand({ playerId: p2, depositId: `d3-${run}`, channel: 'bkash', amount: 200000n }, system),
    );
    await at(
      '2026-11-10T09:30:00Z',
      stake(p2, 'pragmatic', 's3', 30000n),
      win(p2, 'pragmatic', 'w1', 45000n),
      stake(p2, 'pragmatic', 's4', 5000n),
      new RollBackStakeCommand({ playerId: p2, provider: 'pragmatic', stakeTransactionId: `s4-${run}` }, system),
      win(p1, 'evo', 'w2', 12000n),
      new GrantBonusCommand({ playerId: p3, grantId: `g1-${run}`, amount: 10000n, to: 'bonus', reason: 'welcome' }, system),
      new CreditCashRewardCommand({ playerId: p2, rewardId: `r1-${run}`, amount: 2500n, source: 'cashback' }, system),
      new HoldForWithdrawalCommand({ playerId: p2, withdrawalId: `wd1-${run}`, amount: 80000n }, system),
      new PayOutHeldCommand({ playerId: p2, withdrawalId: `wd1-${run}`, channel: 'bkash' }, system),
      new AdjustByStaffCommand({ playerId: p3, adjustmentId: `a1-${run}`, staffId: 'st', amount: 3000n, reason: 'goodwill' }, system),
      new AdjustByStaffCommand({ playerId: p1, adjustmentId: `a2-${run}`, staffId: 'st', amount: -1000n, reason: 'correction' }, system),
    );
    await at('2026-11-10T17:59:59Z', stake(p3, 'evo', 's5', 2000n));
    // 2026-11-11
    await at('2026-11-10T18:00:00Z', stake(p2, 'evo', 's6', 7000n));

    for (const [name, role] of [
      ['finance', 'finance'],
      ['admin', 'admin'],
      ['support', 'support'],
      ['content', 'content'],
      ['risk', 'risk'],
    ] as const) {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`rep-${name}-${run}`, role],
      );
      tokens[name] = (await sessions.issue('staff', rows[0]!.id)).token;
    }
  }, hangBound(60_000));

  afterAll(async () => {
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('the seeded Dhaka day: GGR = bets - wins, NGR = GGR - bonus cost, cash, adjustments and players', async () => {
    const { status, body } = await call('/api/admin/reports?from=2026-11-10&to=2026-11-10', tokens.finance);
    expect(status).toBe(200);
    const day = {
      bets: '520.00', // 200 + 300 + 50 + 20 staked, 50 rolled back
      wins: '570.00',
      ggr: '-50.00',
      bonus_cost: '125.00',
      ngr: '-175.00',
      deposits: '3000.00',
      withdrawals: '800.00',
      net_cash: '2200.00',
      adjustments: '20.00',
      exchange: '0.00',
      active_players: 3,
      new_players: 2,
      first_time_depositors: 1, // p2; p1 first deposited the day before, p3 never
    };
    expect(body).toEqual({
      currency: 'BDT',
      grouping: 'day',
      from: '2026-11-10',
      to: '2026-11-10',
      periods: [{ period: '2026-11-10', from: '2026-11-10', to: '2026-11-10', ...day }],
      totals: day,
      channels: [
        { channel: 'bkash', deposits: '2000.00', deposit_count: 1, withdrawals: '800.00', withdrawal_count: 1 },
        { channel: 'nagad', deposits: '1000.00', deposit_count: 1, withdrawals: '0.00', withdrawal_count: 0 },
      ],
      providers: [
        { provider: 'evo', bets: '220.00', wins: '120.00', ggr: '100.00' },
        { provider: 'pragmatic', bets: '300.00', wins: '450.00', ggr: '-150.00' },
      ],
    });
  });

  it("reconciles with the ledger's own postings on house accounts for that Dhaka day", async () => {
    // what ledger:verify replays: each event's postings; here the house side of the day's, by account kind
    const { rows } = await pool.query<{ kind: string; name: string; debit: string; credit: string }>(
      `SELECT a.kind, a.owner_id AS name,
              coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS debit,
              coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::text AS credit
         FROM ledger_postings p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'house'
         JOIN ledger_events e ON e.position = p.position
        WHERE (e.occurred_at AT TIME ZONE 'Asia/Dhaka')::date = '2026-11-10'
        GROUP BY 1, 2`,
    );
    const sum = (kind: string, side: 'debit' | 'credit') =>
      rows.filter((r) => r.kind === kind).reduce((total, r) => total + BigInt(r[side]), 0n);
    const net = (kind: string) => sum(kind, 'debit') - sum(kind, 'credit');
    const money = (minor: bigint) => (Number(minor) / 100).toFixed(2);
    const { body } = await call('/api/admin/reports?from=2026-11-10&to=2026-11-10', tokens.admin);
    expect(body.totals.ggr).toBe(money(net('provider'))); // stakes in, rollbacks and wins out
    expect(body.totals.deposits).toBe(money(sum('channel', 'credit')));
    expect(body.totals.withdrawals).toBe(money(sum('channel', 'debit')));
    expect(body.totals.bonus_cost).toBe(money(-net('bonus_expense')));
    expect(body.totals.adjustments).toBe(money(-net('house_cash')));
    for (const channel of body.channels as Json[]) {
      const row = rows.find((r) => r.kind === 'channel' && r.name === channel.channel)!;
      expect([channel.deposits, channel.withdrawals]).toEqual([money(BigInt(row.credit)), money(BigInt(row.debit))]);
    }
    const verification = await verifyLedger(pool, { catchUpProjections: true, projections: app.app.get(LedgerProjectionRegistry).list() });
    expect(verification).toMatchObject({ ok: true, differences: [] });
  });

  it('the Dhaka day ends at 18:00 UTC: a second before counts on the day, the second itself on the next', async () => {
    const { body } = await call('/api/admin/reports?from=2026-11-09&to=2026-11-11', tokens.finance);
    expect(body.periods.map((p: Json) => [p.period, p.bets, p.active_players, p.new_players, p.first_time_depositors])).toEqual([
      ['2026-11-09', '100.00', 1, 1, 1],
      ['2026-11-10', '520.00', 3, 2, 1],
      ['2026-11-11', '70.00', 1, 0, 0],
    ]);
    // active players over the range are distinct players, not the days' sum
    expect(body.totals).toMatchObject({ bets: '690.00', active_players: 3, new_players: 3, first_time_depositors: 2 });
  });

  it('groups by ISO week and by month, cutting the edge periods to the range', async () => {
    const week = await call('/api/admin/reports?from=2026-11-08&to=2026-11-11&group=week', tokens.finance);
    expect(week.body.periods.map((p: Json) => [p.period, p.from, p.to, p.bets, p.active_players])).toEqual([
      ['2026-11-02', '2026-11-08', '2026-11-08', '0.00', 0],
      ['2026-11-09', '2026-11-09', '2026-11-11', '690.00', 3],
    ]);
    const month = await call('/api/admin/reports?from=2026-10-15&to=2026-11-30&group=month', tokens.finance);
    expect(month.body.periods.map((p: Json) => [p.period, p.from, p.to, p.ggr, p.deposits])).toEqual([
      ['2026-10-01', '2026-10-15', '2026-10-31', '0.00', '0.00'],
      ['2026-11-01', '2026-11-01', '2026-11-30', '120.00', '3500.00'],
    ]);
  });

  it('exports the periods and totals as CSV', async () => {
    const res = await call('/api/admin/reports?from=2026-11-10&to=2026-11-11&format=csv', tokens.finance);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/csv');
    expect(res.disposition).toBe('attachment; filename="money-report-2026-11-10-2026-11-11-day.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'period,from,to,bets,wins,ggr,bonus_cost,ngr,deposits,withdrawals,net_cash,adjustments,exchange,active_players,new_players,first_time_depositors',
    );
    expect(lines[1]).toBe('2026-11-10,2026-11-10,2026-11-10,520.00,570.00,-50.00,125.00,-175.00,3000.00,800.00,2200.00,20.00,0.00,3,2,1');
    expect(lines[3]).toBe('total,2026-11-10,2026-11-11,590.00,570.00,20.00,125.00,-105.00,3000.00,800.00,2200.00,20.00,0.00,3,2,1');
  });

  it('projections:rebuild money_reports rebuilds the same report from zero', async () => {
    const before = await call('/api/admin/reports?from=2026-11-01&to=2026-11-30', tokens.finance);
    const [rebuilt] = await app.app.get(LedgerProjectionRegistry).rebuild(['money_reports']);
    expect(rebuilt).toMatchObject({ projection: 'money_reports' });
    const after = await call('/api/admin/reports?from=2026-11-01&to=2026-11-30', tokens.finance);
    expect(after.body).toEqual(before.body);
  });

  it('reports.read only: support and content are refused, no session is 401', async () => {
    expect((await call('/api/admin/reports', tokens.support)).status).toBe(403);
    expect((await call('/api/admin/reports', tokens.content)).status).toBe(403);
    expect((await call('/api/admin/reports', undefined)).status).toBe(401);
    // the defaults: the last 30 Dhaka days to today
    const { status, body } = await call('/api/admin/reports', tokens.finance);
    expect(status).toBe(200);
    expect(body.periods).toHaveLength(30);
  });

  it('bad input is 400 with the field named, in English and Bangla', async () => {
    for (const [query, field, message] of [
      ['from=2026-11-31', 'from', 'from must be a Dhaka day such as 2026-11-01'],
      ['to=yesterday', 'to', 'to must be a Dhaka day such as 2026-11-30'],
      ['group=year', 'group', 'group must be day, week or month'],
      ['format=xlsx', 'format', 'format must be json or csv'],
      ['from=2026-11-12&to=2026-11-10', 'from', 'from must not be after to.'],
      ['from=2020-01-01&to=2026-11-10', 'from', 'A report covers at most 731 days.'],
    ] as const) {
      const res = await call(`/api/admin/reports?${query}`, tokens.finance);
      expect([query, res.status, res.body.message, res.body.errors?.[field]]).toEqual([query, 400, message, [message]]);
    }
    const bn = await call('/api/admin/reports?from=2026-11-12&to=2026-11-10', tokens.finance, 'bn');
    expect(bn.body.message).toBe('from তারিখটি to তারিখের পরে হতে পারবে না।');
  });

  // Last: it adds today's money, which the default-range cases above would otherwise count.
  it("the dashboard answers each role only its tiles: finance the queue and today's cash, support chats and KYC, risk referrals held, content nothing", async () => {
    const commands = app.app.get(CommandBus);
    const p4 = `rp4-${run}`;
    // today (the app's clock): one deposit credited, one withdrawal paid out; the 2026-11-10 day stays out
    for (const command of [
      new OpenWalletCommand({ playerId: p4, currency: 'BDT' }, system),
      new CreditDepositCommand({ playerId: p4, depositId: `d9-${run}`, channel: 'bkash', amount: 70000n }, system),
      new HoldForWithdrawalCommand({ playerId: p4, withdrawalId: `wd9-${run}`, amount: 25000n }, system),
      new PayOutHeldCommand({ playerId: p4, withdrawalId: `wd9-${run}`, channel: 'nagad' }, system),
    ]) {
      await commands.execute(command as never);
    }
    // a locked player with an open chat nobody holds (waiting 10 minutes) and KYC documents waiting 2 hours
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, status, lock_reason)
       VALUES ($1, 'x', $1 || '@example.com', '01700000000', 'BDT', $1, 'locked', 'test') RETURNING id::text`,
      [`dash${run.replace(/[^a-z0-9]/gi, '')}`],
    );
    const player = rows[0]!.id;
    await pool.query(
      `INSERT INTO chat_conversations (player_id, player_username, waiting_since) VALUES ($1, 'dash', now() - interval '10 minutes')`,
      [player],
    );
    await pool.query(
      `INSERT INTO kyc_submissions (player_id, status, id_front_path, id_front_mime, id_back_path, id_back_mime, selfie_path, selfie_mime, submitted_at)
       VALUES ($1, 'pending', 'f', 'image/png', 'b', 'image/png', 's', 'image/png', now() - interval '2 hours')`,
      [player],
    );

    // a referred player held for review (same phone as the referrer) since yesterday
    await pool.query(
      `INSERT INTO referral_members (player_id, username, referrer_id, status, flags, phone_digest, signed_up_at)
       VALUES ($1, 'dash', 'someone', 'held', '{same_phone}', 'x', now() - interval '1 day')`,
      [`rh-${run}`],
    );
    // a withdrawal waiting for finance for 45 minutes
    await pool.query(
      `INSERT INTO withdrawal_requests (player_id, player_username, account_number, amount_minor, status, created_at)
       VALUES ($1, 'dash', '01700000000', 10000, 'pending', now() - interval '45 minutes')`,
      [`wq-${run}`],
    );

    const started = performance.now();
    const admin = await call('/api/admin/dashboard', tokens.admin);
    const took = performance.now() - started;
    expect(admin.status).toBe(200);
    expect(Object.keys(admin.body).sort()).toEqual([
      'chats',
      'generated_at',
      'kyc',
      'payments_queue',
      'players',
      'referrals_held',
      'today_cash',
    ]);
    expect(took).toBeLessThan(2000);

    const finance = await call('/api/admin/dashboard', tokens.finance);
    expect(finance.status).toBe(200);
    expect(Object.keys(finance.body).sort()).toEqual(['generated_at', 'payments_queue', 'players', 'today_cash']);
    expect(finance.body.payments_queue.deposits).toEqual({ count: 0, oldest_age_seconds: null });
    expect(finance.body.payments_queue.withdrawals.count).toBe(1);
    expect(finance.body.payments_queue.withdrawals.oldest_age_seconds).toBeGreaterThanOrEqual(2700);
    expect(finance.body.payments_queue.withdrawals.oldest_age_seconds).toBeLessThan(2760);
    expect(finance.body.today_cash).toEqual({
      day: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(finance.body.generated_at)),
      currency: 'BDT',
      deposits: '700.00',
      deposit_count: 1,
      withdrawals: '250.00',
      withdrawal_count: 1,
      net_cash: '450.00',
    });
    expect(finance.body.players).toEqual({ locked: 1 });

    const support = await call('/api/admin/dashboard', tokens.support);
    expect(Object.keys(support.body).sort()).toEqual(['chats', 'generated_at', 'kyc', 'players']);
    expect(support.body.chats).toMatchObject({ open: 1, unassigned: 1, waiting: { count: 1 } });
    expect(support.body.chats.waiting.oldest_age_seconds).toBeGreaterThanOrEqual(600);
    expect(support.body.chats.waiting.oldest_age_seconds).toBeLessThan(660);
    expect(support.body.kyc.count).toBe(1);
    expect(support.body.kyc.oldest_age_seconds).toBeGreaterThanOrEqual(7200);
    expect(support.body.players).toEqual({ locked: 1 });

    // risk: the queue, cash and players as finance, and the referrals held for review
    const risk = await call('/api/admin/dashboard', tokens.risk);
    expect(Object.keys(risk.body).sort()).toEqual(['generated_at', 'payments_queue', 'players', 'referrals_held', 'today_cash']);
    expect(risk.body.referrals_held.count).toBe(1);
    expect(risk.body.referrals_held.oldest_age_seconds).toBeGreaterThanOrEqual(86_400);

    // content holds none of the tiles' permissions: absent, not zero
    const content = await call('/api/admin/dashboard', tokens.content);
    expect(content.status).toBe(200);
    expect(Object.keys(content.body)).toEqual(['generated_at']);
    expect((await call('/api/admin/dashboard', undefined)).status).toBe(401);
  });
});
