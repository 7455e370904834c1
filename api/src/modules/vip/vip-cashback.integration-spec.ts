import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Pool } from 'pg';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { generateSync } from 'otplib';
import { signInStaff as staffBearer } from '../../../test/staff-session.js';
import { hangBound } from '../../../test/test-env.js';
import { demoStaff } from '../backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../backoffice/seed/demo-staff.seed.js';
import { ManualClock } from '../../platform/clock/clock.js';
import { DB_POOL } from '../../platform/database/database.module.js';
import { EventOutbox, OutboxSignal } from '../../platform/events/index.js';
import { SessionStore } from '../auth/index.js';
import { CreditDepositCommand, CreditWinCommand, DebitStakeCommand, OpenWalletCommand, RollBackStakeCommand } from '../wallet/index.js';
import { dhakaWeekBounds, dhakaWeekOf } from './domain/weekly-cashback.js';
import { PayWeeklyCashbackJob } from './jobs/pay-weekly-cashback.job.js';
import { VipCashbackRepository } from './persistence/vip-cashback.repository.js';
import { VipLevelsRepository } from './persistence/vip-levels.repository.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'vip-cashback-test' } } as const;

/**
 * Weekly cash-back (issue 21): a week's net loss (stakes less rollbacks and wins) pays the level's share into
 * cash rewards through the ledger exactly once, however often and however concurrently the job runs, with an
 * inbox message in both languages; a level without cash-back and a week not yet ended pay nothing.
 */
describe('VIP weekly cash-back', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  const run = randomUUID().slice(0, 6);
  let seq = 0;
  // The week the test's stakes fall in (now, in Dhaka): the job's clock is set after it ends.
  const week = dhakaWeekOf(new Date());
  const afterWeek = new ManualClock(new Date(dhakaWeekBounds(week).end.getTime() + 20 * 60_000));

  /** The job as the worker builds it, but on a clock that stands just after the test's week. */
  const jobAt = (clock: ManualClock) =>
    new PayWeeklyCashbackJob(
      app.app.get<Pool>(DB_POOL),
      app.app.get(QueryBus),
      commands,
      app.app.get(VipCashbackRepository),
      app.app.get(VipLevelsRepository),
      app.app.get(EventOutbox),
      app.app.get(OutboxSignal),
      clock,
    );

  const makePlayer = async (lifetimePoints: number): Promise<string> => {
    seq += 1;
    const username = `cb${seq}${run}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0187${String(4000000 + seq * 7919).padStart(7, '0')}`, `CB${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(
      new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: 5_000_000n }, system),
    );
    // Set-up only: the level comes from lifetime points, which the roll-up would have given.
    await sql.query(`INSERT INTO vip_accounts (player_id, lifetime_points_milli, balance_points_milli) VALUES ($1, $2, 0)`, [
      id,
      BigInt(lifetimePoints) * 1000n,
    ]);
    return id;
  };

  const stake = (playerId: string, tx: string, amount: bigint) =>
    commands.execute(new DebitStakeCommand({ playerId, provider: 'sim', transactionId: `${tx}-${run}`, amount }, system));

  const cashRewardEvents = async (playerId: string) =>
    (
      await sql.query<{ data: Record<string, string> }>(
        `SELECT data FROM ledger_events WHERE stream_id = $1 AND type = 'CashRewardCredited' ORDER BY position`,
        [`wallet-${playerId}`],
      )
    ).rows.map((r) => r.data);

  const inbox = async (playerId: string) =>
    (
      await sql.query<{ title_en: string; title_bn: string; message_en: string; message_bn: string }>(
        `SELECT title_en, title_bn, message_en, message_bn FROM inbox_messages WHERE player_id = $1 ORDER BY id`,
        [playerId],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all' });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('pays the level share of the net loss once, with runs twice and at once, and writes one message in English and Bangla', async () => {
    const expert = await makePlayer(1_000); // Expert I: 1% cash-back
    const beginner = await makePlayer(0); // Beginner: no cash-back
    await stake(expert, 's1', 800_000n);
    await stake(expert, 's2', 100_000n);
    await commands.execute(
      new CreditWinCommand({ playerId: expert, provider: 'sim', transactionId: `w1-${run}`, amount: 200_000n }, system),
    );
    await commands.execute(new RollBackStakeCommand({ playerId: expert, provider: 'sim', stakeTransactionId: `s2-${run}` }, system)); // voided
    await stake(beginner, 's3', 500_000n);

    const job = jobAt(afterWeek);
    const [first, second] = await Promise.all([job.run({ weekStart: week }), job.run({}) /* the scheduled run: same week */]);
    const third = await job.run({ weekStart: week });
    expect(first.losers).toBe(2);
    expect(first.paid + second.paid + third.paid).toBe(1);
    expect(first.amountMinor + second.amountMinor + third.amountMinor).toBe(6_000n); // 1% of 6,000 BDT net loss

    // one credit into cash rewards, keyed by player and week
    expect(await cashRewardEvents(expert)).toEqual([
      { rewardId: `vip-cashback-${week}-${expert}`, source: 'vip-cashback', amount: '6000' },
    ]);
    expect(await cashRewardEvents(beginner)).toEqual([]);
    const payouts = await sql.query(
      `SELECT player_id, level_code, rate_bp, net_loss_minor::text, amount_minor::text FROM vip_cashback_payouts ORDER BY player_id`,
    );
    expect(payouts.rows).toEqual([
      { player_id: expert, level_code: 'expert-1', rate_bp: 100, net_loss_minor: '600000', amount_minor: '6000' },
    ]);
    const runs = await sql.query(`SELECT runs, players_paid, amount_minor::text FROM vip_cashback_runs WHERE week_start = $1`, [week]);
    expect(runs.rows).toEqual([{ runs: 3, players_paid: 1, amount_minor: '6000' }]);

    // the player sees it as cash rewards, and one inbox message in both languages
    const token = (await sessions.issue('player', expert)).token;
    const profile = await fetch(`${app.url}/api/user/show`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await profile.json()) as { cash_bonus: string }).cash_bonus).toBe('60.00');
    await waitFor(async () => (await inbox(expert)).length === 1);
    const [message] = await inbox(expert);
    expect(message).toMatchObject({ title_en: 'Weekly cash-back: ৳60.00', title_bn: 'সাপ্তাহিক ক্যাশব্যাক: ৳৬০.০০' });
    expect(message!.message_en).toContain('1.00% of your ৳6000.00 net loss');
    expect(message!.message_bn).toContain('৳৬০০০.০০');
    await jobAt(afterWeek).run({ weekStart: week });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await inbox(expert)).toHaveLength(1);
    expect(await inbox(beginner)).toEqual([]);
  });

  it('staff (loyalty.manage, admin only) change a level rate, audited, and see the cash-back runs', async () => {
    await app.app.get(DemoStaffSeed).seed();
    const token = async (username: string) => {
      const s = demoStaff.find((d) => d.username === username)!;
      return staffBearer(app.url, { username, password: s.password, otp: generateSync({ secret: s.totpSecret }) });
    };
    const [admin, risk] = [await token('admin'), await token('risk1')];
    const call = async (method: string, path: string, bearer: string, body?: unknown) => {
      const res = await fetch(`${app.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    expect((await call('GET', '/api/admin/vip/levels', risk)).status).toBe(403);
    const levels = await call('GET', '/api/admin/vip/levels', admin);
    expect(levels.body).toHaveLength(11);
    expect(levels.body[4]).toMatchObject({
      code: 'expert-1',
      conversion_rate: '1.15',
      weekly_cashback_percent: '1.00',
      threshold_points: 1000,
    });

    expect((await call('PATCH', '/api/admin/vip/levels/expert-1', admin, { weekly_cashback_percent: '25' })).status).toBe(400);
    expect((await call('PATCH', '/api/admin/vip/levels/expert-1', admin, {})).body.message).toBe(
      'Give conversion_rate, weekly_cashback_percent, threshold_points, a name or a withdrawal limit.',
    );
    expect((await call('PATCH', '/api/admin/vip/levels/nope', admin, { conversion_rate: '1.20' })).status).toBe(404);
    const changed = await call('PATCH', '/api/admin/vip/levels/expert-1', admin, { weekly_cashback_percent: '1.50' });
    expect(changed).toMatchObject({ status: 200, body: { code: 'expert-1', conversion_rate: '1.15', weekly_cashback_percent: '1.50' } });
    const audit = await sql.query(
      `SELECT before->>'weekly_cashback_percent' AS before, after->>'weekly_cashback_percent' AS after FROM staff_audit_log WHERE action = 'vip.level_changed'`,
    );
    expect(audit.rows).toEqual([{ before: '1.00', after: '1.50' }]);

    const runs = await call('GET', '/api/admin/vip/cashback-runs', admin);
    expect(runs.body[0]).toMatchObject({ week_start: week, players_paid: 1, amount: '60.00' });
  });

  it('refuses a week that has not ended, or a day that is not a Monday, paying nothing', async () => {
    const during = new ManualClock(new Date(dhakaWeekBounds(week).end.getTime() - 60_000));
    await expect(jobAt(during).run({ weekStart: week })).rejects.toThrow('has not ended yet');
    const tuesday = new Date(Date.parse(`${week}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect(jobAt(afterWeek).run({ weekStart: tuesday })).rejects.toThrow('is not a Monday');
  });
});
