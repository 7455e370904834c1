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
import { JobQueue } from '../../platform/queues/job-queue.js';
import { CreditDepositCommand, CreditWinCommand, DebitStakeCommand, RollBackStakeCommand } from '../wallet/index.js';
import { dhakaDate, dhakaDayBounds } from './domain/dhaka-day.js';
import { nextPeriodStart, periodBounds, periodStartOf } from './domain/reward-periods.js';
import { PayPartnerCommissionsJob } from './jobs/pay-partner-commissions.job.js';
import { PayReferralRewardsJob } from './jobs/pay-referral-rewards.job.js';
import { ReferralMembersRepository } from './persistence/referral-members.repository.js';
import { ReferralPartnersRepository } from './persistence/referral-partners.repository.js';
import { ReferralRewardRunsRepository } from './persistence/referral-reward-runs.repository.js';
import { ReferralRewardsRepository } from './persistence/referral-rewards.repository.js';

jest.setTimeout(hangBound(90_000));

const system = { actor: { kind: 'system', id: 'referral-test' } } as const;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Referral programme (issue 21): a sign-up with a referral code is bound to the referrer through
 * `players.signed-up`; one sharing the referrer's phone, device or IP is held; the daily run pays the referrer
 * a share of active downlines' settled turnover once however often and concurrently it runs; Claim All moves
 * the cash rewards to main once, at least 10.
 */
describe('referral programme', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  const run = randomUUID().slice(0, 5);
  let seq = 0;
  /** Admin's session from the staff test (a second sign-in in the same TOTP window is refused as a replay). */
  let adminSession: string | undefined;
  const today = dhakaDate(new Date());
  const afterToday = new ManualClock(new Date(dhakaDayBounds(today).end.getTime() + 40 * 60_000));

  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: Json; ip?: string; ua?: string; lang?: string } = {},
  ) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': options.lang ?? 'en',
        'user-agent': options.ua ?? 'referral-test',
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Json };
  };

  const signUp = async (options: { ip: string; ua: string; referralCode?: string; phone?: string; extra?: Json }) => {
    seq += 1;
    const username = `rf${run}${seq}`;
    const phone = options.phone ?? `0171${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const res = await call('POST', '/api/v1/create-players', {
      ip: options.ip,
      ua: options.ua,
      body: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        name: `Player ${seq}`,
        phone,
        email: `${username}@example.com`,
        currency: 'BDT',
        ...(options.referralCode ? { referral_code: options.referralCode } : {}),
        ...options.extra,
      },
    });
    expect(res.status).toBe(201);
    return { id: res.body.remote_id as string, token: res.body.token as string, username, phone };
  };

  const member = async (playerId: string) =>
    (
      await sql.query<{ referrer_id: string | null; status: string; flags: string[] }>(
        `SELECT referrer_id, status, flags FROM referral_members WHERE player_id = $1`,
        [playerId],
      )
    ).rows[0];

  const jobAt = (clock: ManualClock) =>
    new PayReferralRewardsJob(
      app.app.get<Pool>(DB_POOL),
      app.app.get(QueryBus),
      commands,
      app.app.get(ReferralMembersRepository),
      app.app.get(ReferralRewardsRepository),
      app.app.get(EventOutbox),
      app.app.get(OutboxSignal),
      clock,
      app.app.get(ReferralRewardRunsRepository),
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { TRUST_PROXY: 'loopback' } });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('binds referees, holds abuse, pays the referrer once, and Claim All moves it to main once', async () => {
    const alice = await signUp({ ip: '203.0.113.10', ua: 'ua-alice' });
    const code = (await call('GET', '/api/user/show', { token: alice.token })).body.referral_code as string;
    const bob = await signUp({ ip: '203.0.113.20', ua: 'ua-bob', referralCode: code.toLowerCase() });
    const sameDevice = await signUp({ ip: '203.0.113.10', ua: 'ua-alice', referralCode: code });
    const samePhone = await signUp({ ip: '203.0.113.30', ua: 'ua-x', referralCode: code, phone: alice.phone });
    const sameIp = await signUp({ ip: '203.0.113.10', ua: 'ua-other', referralCode: code });

    await waitFor(async () => (await sql.query(`SELECT 1 FROM referral_members`)).rowCount === 5);
    expect(await member(alice.id)).toEqual({ referrer_id: null, status: 'none', flags: [] });
    expect(await member(bob.id)).toEqual({ referrer_id: alice.id, status: 'active', flags: [] });
    expect(await member(sameDevice.id)).toEqual({ referrer_id: alice.id, status: 'held', flags: ['same_device'] });
    expect(await member(samePhone.id)).toEqual({ referrer_id: alice.id, status: 'held', flags: ['same_phone'] });
    expect(await member(sameIp.id)).toEqual({ referrer_id: alice.id, status: 'held', flags: ['same_ip'] });

    // bob stakes 10,000 BDT (and 1,000 more that is voided); the held friend stakes 5,000 BDT
    for (const [player, amount] of [
      [bob.id, 10_000_000n],
      [sameDevice.id, 10_000_000n],
    ] as const)
      await commands.execute(new CreditDepositCommand({ playerId: player, depositId: `dep-${player}`, channel: 'bkash', amount }, system));
    const stake = (playerId: string, tx: string, amount: bigint) =>
      commands.execute(new DebitStakeCommand({ playerId, provider: 'sim', transactionId: `${tx}-${run}`, amount }, system));
    await stake(bob.id, 'b1', 1_000_000n);
    await stake(bob.id, 'b2', 100_000n);
    await commands.execute(new RollBackStakeCommand({ playerId: bob.id, provider: 'sim', stakeTransactionId: `b2-${run}` }, system));
    await stake(sameDevice.id, 'd1', 500_000n);

    const job = jobAt(afterToday);
    const runs = await Promise.all([job.run({ day: today }), job.run({})]);
    runs.push(await job.run({ day: today }));
    expect(runs.reduce((n, r) => n + r.recorded, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.paidMinor, 0n)).toBe(2_000n); // 0.20% of 10,000 BDT
    expect(runs.reduce((n, r) => n + r.heldMinor, 0n)).toBe(1_000n); // 0.20% of 5,000 BDT, held
    const credits = await sql.query(`SELECT data FROM ledger_events WHERE stream_id = $1 AND type = 'CashRewardCredited'`, [
      `wallet-${alice.id}`,
    ]);
    expect(credits.rows).toEqual([{ data: { rewardId: `referral-${today}-${alice.id}`, source: 'referral', amount: '2000' } }]);

    // one inbox message for the day's reward, in both languages
    const inbox = async () =>
      (
        await sql.query<{ title_en: string; title_bn: string }>(`SELECT title_en, title_bn FROM inbox_messages WHERE player_id = $1`, [
          alice.id,
        ])
      ).rows;
    await waitFor(async () => (await inbox()).length === 1, hangBound(15_000)); // the relay delivers after the run's commit
    expect(await inbox()).toEqual([{ title_en: 'Referral reward: ৳20.00', title_bn: 'রেফারেল রিওয়ার্ড: ৳২০.০০' }]);

    const summary = await call('GET', '/api/referral/summary?origin=https://khela.example', { token: alice.token });
    expect(summary.status).toBe(200);
    expect(summary.body.referral_link).toBe(`https://khela.example/referral_code?referral_code=${code}`);
    expect(summary.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await call('GET', '/api/referral/summary?origin=javascript:alert(1)', { token: alice.token })).status).toBe(400);
    expect(summary.body).toMatchObject({
      referral_code: code,
      active_downlines: 1,
      lifetime_cash_rewards: '20.00',
      referral_turnover: '10000.00',
      min_claim: '10.00',
    });
    expect(summary.body.friends).toHaveLength(4);
    const bobRow = (summary.body.friends as Json[]).find((f) => f.status === 'active')!;
    expect(bobRow).toMatchObject({ turnover: '10000.00', earned: '20.00' });
    expect(bobRow.username).toBe(`rf***${bob.username.slice(-2)}`);
    expect((summary.body.friends as Json[]).filter((f) => f.status === 'held')).toHaveLength(3);
    // bob sees no friends of alice's: the summary is the caller's own
    expect((await call('GET', '/api/referral/summary?origin=https://khela.example', { token: bob.token })).body).toMatchObject({
      active_downlines: 0,
      friends: [],
    });

    // Claim All five times at once: one moves 20.00, the others move nothing
    const before = (await call('GET', '/api/user/show', { token: alice.token })).body;
    expect(before).toMatchObject({ balance: '0.00', cash_bonus: '20.00' });
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => call('POST', '/api/cash-claim', { token: alice.token, body: {} })));
    const ok = claims.filter((c) => c.status === 200);
    expect(ok).toEqual([{ status: 200, body: { success: true, message: 'Cash rewards claimed successfully.', amount: '20.00' } }]);
    for (const refused of claims.filter((c) => c.status !== 200)) expect([400, 409]).toContain(refused.status);
    await waitFor(async () => (await call('GET', '/api/user/show', { token: alice.token })).body.balance === '20.00');
    expect((await call('GET', '/api/user/show', { token: alice.token })).body).toMatchObject({ balance: '20.00', cash_bonus: '0.00' });
    const moved = await sql.query(`SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = $1 AND type = 'CashRewardMovedToMain'`, [
      `wallet-${alice.id}`,
    ]);
    expect(moved.rows[0].n).toBe(1);

    // below the minimum: the spec's words, in both languages
    expect(await call('POST', '/api/cash-claim', { token: alice.token, body: {} })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'You need at least 10 to claim all.' }),
    });
    expect((await call('POST', '/api/cash-claim', { token: alice.token, body: {}, lang: 'bn' })).body.message).toBe(
      'সব ক্লেইম করতে আপনার কমপক্ষে ১০ প্রয়োজন।',
    );
    expect((await call('POST', '/api/cash-claim', { body: {} })).status).toBe(401);
  });

  it('staff: tiers and limits (loyalty.manage, admin), the held queue, release pays the held rewards once, cancel pays nothing; audited', async () => {
    await app.app.get(DemoStaffSeed).seed();
    const token = async (username: string) => {
      const s = demoStaff.find((d) => d.username === username)!;
      return staffBearer(app.url, { username, password: s.password, otp: generateSync({ secret: s.totpSecret }) });
    };
    const [admin, risk, support] = [await token('admin'), await token('risk1'), await token('support1')];
    adminSession = admin;

    expect((await call('GET', '/api/admin/referral/settings', { token: risk })).status).toBe(403);
    const settings = await call('GET', '/api/admin/referral/settings', { token: admin });
    const seededTiers = [
      { min_turnover: '0.00', rate_percent: '0.20', level2_percent: '0.00', level3_percent: '0.00' },
      { min_turnover: '100000.00', rate_percent: '0.30', level2_percent: '0.00', level3_percent: '0.00' },
      { min_turnover: '1000000.00', rate_percent: '0.50', level2_percent: '0.00', level3_percent: '0.00' },
    ];
    // only the day pays by default; weeks and months start with the day's tiers, switched off
    const periods = {
      day_enabled: true,
      weekly: { enabled: false, cap: '70000.00', tiers: seededTiers },
      monthly: { enabled: false, cap: '300000.00', tiers: seededTiers },
    };
    expect(settings).toEqual({
      status: 200,
      body: { tiers: seededTiers, daily_cap: '10000.00', ip_cluster_size: 3, min_claim: '10.00', ...periods },
    });
    const notRising = { tiers: [{ min_turnover: '5.00', rate_percent: '0.20' }], daily_cap: '100.00', ip_cluster_size: 3 };
    expect(await call('PUT', '/api/admin/referral/settings', { token: admin, body: notRising })).toMatchObject({
      status: 422,
      body: { message: 'The first tier must start at 0.00 and tiers must rise.' },
    });
    expect((await call('PUT', '/api/admin/referral/settings', { token: admin, body: { ...notRising, daily_cap: '-1' } })).status).toBe(400);
    const next = {
      tiers: [
        { min_turnover: '0.00', rate_percent: '0.25' },
        { min_turnover: '50000.00', rate_percent: '0.40' },
      ],
      daily_cap: '5000.00',
      ip_cluster_size: 4,
    };
    // a form that sends no min_claim, level shares or periods keeps today's (10.00; the periods as they were)
    const saved = {
      ...next,
      tiers: next.tiers.map((t) => ({ ...t, level2_percent: '0.00', level3_percent: '0.00' })),
      min_claim: '10.00',
      ...periods,
    };
    expect(await call('PUT', '/api/admin/referral/settings', { token: admin, body: next })).toEqual({ status: 200, body: saved });
    const audit = await sql.query(`SELECT before, after FROM staff_audit_log WHERE action = 'referral.settings_changed'`);
    expect(audit.rows).toEqual([{ before: settings.body, after: saved }]);

    // the held queue: risk's, not support's
    expect((await call('GET', '/api/admin/referral/held', { token: support })).status).toBe(403);
    const held = await call('GET', '/api/admin/referral/held', { token: risk });
    expect(held.status).toBe(200);
    expect((held.body as unknown as Json[]).map((h) => [h.flags, h.held_rewards])).toEqual([
      [['same_device'], '10.00'],
      [['same_phone'], '0.00'],
      [['same_ip'], '0.00'],
    ]);
    const [device, phone] = held.body as unknown as Json[];
    const referrer = device!.referrer_id as string;
    const releases = await Promise.all(
      [1, 2].map(() => call('POST', `/api/admin/referral/members/${device!.player_id}/release`, { token: risk })),
    );
    expect(releases.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(releases.find((r) => r.status === 200)!.body).toEqual({ player_id: device!.player_id, status: 'active', paid: '10.00' });
    const credits = await sql.query(
      `SELECT data FROM ledger_events WHERE stream_id = $1 AND type = 'CashRewardCredited' ORDER BY position`,
      [`wallet-${referrer}`],
    );
    expect(credits.rows.at(-1)).toEqual({
      data: { rewardId: `referral-release-${device!.player_id}`, source: 'referral', amount: '1000' },
    });
    expect(await call('POST', `/api/admin/referral/members/${phone!.player_id}/cancel`, { token: risk })).toEqual({
      status: 200,
      body: { player_id: phone!.player_id, status: 'cancelled', paid: '0.00' },
    });
    expect((await call('POST', '/api/admin/referral/members/nope/cancel', { token: risk })).status).toBe(404);
    const decisions = await sql.query(`SELECT action, target_id FROM staff_audit_log WHERE target_kind = 'referral' ORDER BY id`);
    expect(decisions.rows).toEqual([
      { action: 'referral.released', target_id: device!.player_id },
      { action: 'referral.cancelled', target_id: phone!.player_id },
    ]);
    expect(await member(device!.player_id as string)).toMatchObject({ status: 'active' });
  });

  it('staff reports (reports.read): the downline tree level by level, the reward runs, and which run paid a reward', async () => {
    await app.app.get(DemoStaffSeed).seed();
    const token = async (username: string) => {
      const s = demoStaff.find((d) => d.username === username)!;
      return staffBearer(app.url, { username, password: s.password, otp: generateSync({ secret: s.totpSecret }) });
    };
    const [finance, content] = [await token('finance1'), await token('content1')];
    const paid = (
      await sql.query<{ referrer_id: string; referee_id: string }>(
        `SELECT referrer_id, referee_id FROM referral_rewards WHERE day = $1 ORDER BY turnover_minor DESC`,
        [today],
      )
    ).rows;
    expect(paid).toHaveLength(2); // bob's 10,000 BDT, and the friend held then released by the staff test above
    const [aliceId, bobId] = [paid[0]!.referrer_id, paid[0]!.referee_id];
    const bobCode = (await sql.query(`SELECT referral_code FROM players WHERE id = $1`, [bobId])).rows[0].referral_code as string;
    const carol = await signUp({ ip: '203.0.113.77', ua: 'ua-carol', referralCode: bobCode });
    await waitFor(async () => (await member(carol.id))?.referrer_id === bobId);
    const get = (path: string, lang?: string) => call('GET', path, { token: finance, lang });

    // alice's tree, two to a page, most turnover first: bob, the friend whose held share staff released, then the rest
    const first = await get(`/api/admin/referral/players/${aliceId}/downline?per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      player_id: aliceId,
      referrer_id: null,
      status: 'none',
      totals: { downlines: 4, turnover: '15000.00', rewards_paid: '30.00', rewards_held: '0.00' },
      page: 1,
      per_page: 2,
      total: 4,
      last_page: 2,
    });
    expect(first.body.data).toEqual([
      expect.objectContaining({
        player_id: bobId,
        status: 'active',
        turnover: '10000.00',
        rewards_paid: '20.00',
        rewards_held: '0.00',
        downlines: 1,
      }),
      expect.objectContaining({ status: 'active', turnover: '5000.00', rewards_paid: '10.00', rewards_held: '0.00', downlines: 0 }),
    ]);
    const second = await get(`/api/admin/referral/players/${aliceId}/downline?per_page=2&page=2`);
    expect(second.body.data.map((d: Json) => d.turnover)).toEqual(['0.00', '0.00']);
    expect(new Set([...first.body.data, ...second.body.data].map((d: Json) => d.player_id)).size).toBe(4);
    // one level down: bob's own downline
    const bobs = await get(`/api/admin/referral/players/${bobId}/downline`);
    expect(bobs.body).toMatchObject({ player_id: bobId, referrer_id: aliceId, status: 'active', total: 1 });
    expect(bobs.body.data).toEqual([
      expect.objectContaining({ player_id: carol.id, username: carol.username, turnover: '0.00', downlines: 0 }),
    ]);

    // the day's runs: three (two at once, then a rerun); the one that paid names alice's reward day. The run keeps what
    // it paid and held; the day shows the release since
    const runs = await get('/api/admin/referral/reward-runs?per_page=100');
    expect(runs.status).toBe(200);
    const todays = (runs.body.data as Json[]).filter((r) => r.day === today);
    expect(todays).toHaveLength(3);
    for (const r of todays) expect(r).toMatchObject({ status: 'finished', referrers: 1, failures: 0, error: null });
    const payer = todays.filter((r) => r.players_paid === 1);
    expect(payer).toEqual([expect.objectContaining({ paid: '20.00', held: '10.00' })]);
    expect(todays.filter((r) => r.paid === '0.00' && r.players_paid === 0)).toHaveLength(2);
    expect(new Date(payer[0]!.finished_at).getTime()).toBeGreaterThanOrEqual(new Date(payer[0]!.started_at).getTime());
    const byId = await get(`/api/admin/referral/rewards?reward_id=referral-${today}-${aliceId}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      reward_id: `referral-${today}-${aliceId}`,
      referrer_id: aliceId,
      kind: 'day',
      day: today,
      turnover: '10000.00', // the day's tier turnover: active downlines only
      rate_percent: '0.20',
      paid: '30.00',
      held: '0.00',
      run: { id: payer[0]!.id, players_paid: 1, paid: '20.00', held: '10.00' },
    });
    expect(byId.body.shares).toEqual([
      { player_id: bobId, username: expect.any(String), turnover: '10000.00', amount: '20.00', status: 'paid' },
      expect.objectContaining({ turnover: '5000.00', amount: '10.00', status: 'paid' }),
    ]);
    expect((await get(`/api/admin/referral/rewards?referrer_id=${aliceId}&day=${today}`)).body).toEqual(byId.body);

    // read-only, for reports.read: content staff 403, players and nobody 401
    const playerToken = carol.token;
    for (const path of [
      `/api/admin/referral/players/${aliceId}/downline`,
      '/api/admin/referral/reward-runs',
      `/api/admin/referral/rewards?reward_id=referral-${today}-${aliceId}`,
    ]) {
      expect([path, (await call('GET', path, { token: content })).status]).toEqual([path, 403]);
      expect([path, (await call('GET', path, { token: playerToken })).status]).toEqual([path, 401]);
      expect([path, (await call('GET', path)).status]).toEqual([path, 401]);
    }
    // bad requests: the field's words, 4xx, English and Bangla
    const refusals: Array<[string, number, string]> = [
      ['/api/admin/referral/players/abc/downline', 404, 'No such referral member.'],
      ['/api/admin/referral/players/999999999/downline', 404, 'No such referral member.'],
      [`/api/admin/referral/players/${aliceId}/downline?per_page=0`, 400, 'per_page must be a whole number from 1 to 100'],
      [`/api/admin/referral/players/${aliceId}/downline?page=x`, 400, 'page must be a whole number from 1 to 100000'],
      ['/api/admin/referral/reward-runs?per_page=101', 400, 'per_page must be a whole number from 1 to 100'],
      ['/api/admin/referral/rewards', 400, 'Give reward_id, or referrer_id and day.'],
      [`/api/admin/referral/rewards?referrer_id=${aliceId}`, 400, 'Give reward_id, or referrer_id and day.'],
      [`/api/admin/referral/rewards?reward_id=referral-${today}-${aliceId}&day=${today}`, 400, 'Give reward_id, or referrer_id and day.'],
      ['/api/admin/referral/rewards?reward_id=vip-cashback-1', 400, 'reward_id must be written referral-YYYY-MM-DD-<player id>'],
      [`/api/admin/referral/rewards?referrer_id=${aliceId}&day=2026-02-30`, 400, 'day must be a date written YYYY-MM-DD'],
      [`/api/admin/referral/rewards?referrer_id=${aliceId}&day=2020-01-01`, 404, 'No referral reward for this referrer and day.'],
    ];
    const answers = [];
    for (const [path] of refusals) {
      const { status, body } = await get(path);
      answers.push([path, status, [body.message].flat().join(' | ')]);
    }
    expect(answers).toEqual(refusals);
    expect((await get('/api/admin/referral/players/abc/downline', 'bn')).body.message).toBe('এমন কোনো রেফারেল সদস্য নেই।');
    expect((await get('/api/admin/referral/rewards', 'bn')).body.message).toBe('reward_id, অথবা referrer_id এবং day দিন।');
  });

  it('refuses a day that has not ended', async () => {
    const during = new ManualClock(new Date(dhakaDayBounds(today).end.getTime() - 60_000));
    await expect(jobAt(during).run({ day: today })).rejects.toThrow('has not ended yet');
    await expect(jobAt(afterToday).run({ day: '2026-02-30' })).rejects.toThrow('is not a day');
  });

  it('weeks and months pay once each and sum to their days; level 2 and 3 earn their share; held members earn nobody anything', async () => {
    const admin = adminSession!;
    // one flat tier in every period (so a week's share is the sum of its days'), level 2 at 0.10%, level 3 at 0.05%
    const tiers = [{ min_turnover: '0.00', rate_percent: '0.20', level2_percent: '0.10', level3_percent: '0.05' }];
    const terms = { enabled: true, cap: '1000000.00', tiers };
    const body = { tiers, daily_cap: '1000000.00', ip_cluster_size: 5, day_enabled: true, weekly: terms, monthly: terms };
    // bad input: the spec's words, nothing saved
    for (const [bad, status] of [
      [{ ...body, weekly: { ...terms, cap: '0' } }, 400],
      [{ ...body, monthly: { ...terms, tiers: [{ min_turnover: '5.00', rate_percent: '0.20' }] } }, 422],
      [{ ...body, tiers: [{ ...tiers[0], level2_percent: '11' }] }, 400],
      [{ ...body, weekly: 'yes' }, 400],
    ] as const)
      expect((await call('PUT', '/api/admin/referral/settings', { token: admin, body: bad as Json })).status).toBe(status);
    expect((await call('GET', '/api/admin/referral/settings', { token: admin })).body.weekly.enabled).toBe(false);
    expect((await call('PUT', '/api/admin/referral/settings', { token: admin, body })).status).toBe(200);

    // root <- l1 <- l2 <- l3: l2 plays 10,000 BDT, l3 1,000 BDT; `flagged` (l2's device) is held and plays 5,000 BDT
    const codeOf = async (token: string) => (await call('GET', '/api/user/show', { token })).body.referral_code as string;
    const root = await signUp({ ip: '198.51.100.1', ua: 'ua-root' });
    const l1 = await signUp({ ip: '198.51.100.2', ua: 'ua-l1', referralCode: await codeOf(root.token) });
    const l2 = await signUp({ ip: '198.51.100.3', ua: 'ua-l2', referralCode: await codeOf(l1.token) });
    const l3 = await signUp({ ip: '198.51.100.4', ua: 'ua-l3', referralCode: await codeOf(l2.token) });
    const flagged = await signUp({ ip: '198.51.100.3', ua: 'ua-l2', referralCode: await codeOf(l2.token) });
    await waitFor(async () => (await member(flagged.id))?.status === 'held');
    for (const [player, amount] of [
      [l2.id, 1_000_000n],
      [l3.id, 100_000n],
      [flagged.id, 500_000n],
    ] as const) {
      await commands.execute(new CreditDepositCommand({ playerId: player, depositId: `lv-${player}`, channel: 'bkash', amount }, system));
      await commands.execute(
        new DebitStakeCommand({ playerId: player, provider: 'sim', transactionId: `lv-${player}-${run}`, amount }, system),
      );
    }

    // the days of this week and this month, then the week and the month, each twice at once and once more
    const week = periodStartOf('week', today);
    const month = periodStartOf('month', today);
    const after = (kind: 'week' | 'month', start: string) =>
      new ManualClock(new Date(periodBounds(kind, start).end.getTime() + 50 * 60_000));
    const paidTo = async (playerId: string, kind: string, from: string, to: string) =>
      BigInt(
        (
          await sql.query<{ n: string }>(
            `SELECT coalesce(sum(paid_minor), 0)::text AS n FROM referral_reward_days WHERE referrer_id = $1 AND kind = $2 AND day >= $3 AND day < $4`,
            [playerId, kind, from, to],
          )
        ).rows[0]!.n,
      );
    const monthEnd = nextPeriodStart('month', month);
    for (let day = month; day < monthEnd; day = nextPeriodStart('day', day)) await jobAt(after('month', month)).run({ day });
    const weekly = jobAt(after('week', week));
    const weekRuns = await Promise.all([weekly.runWeek({ weekStart: week }), weekly.runWeek({ weekStart: week })]);
    weekRuns.push(await weekly.runWeek({ weekStart: week }));
    const monthly = jobAt(after('month', month));
    const monthRuns = await Promise.all([monthly.runMonth({ month: month.slice(0, 7) }), monthly.runMonth({ month: month.slice(0, 7) })]);
    monthRuns.push(await monthly.runMonth({ month }));
    // each of root, l1, l2 is recorded by one week run only (alice's friends played this week too)
    const recordedFor = async (kind: string, day: string) =>
      (
        await sql.query<{ referrer_id: string; n: number }>(
          `SELECT referrer_id, count(*)::int AS n FROM referral_reward_days WHERE kind = $1 AND day = $2 AND referrer_id = ANY($3) GROUP BY referrer_id ORDER BY referrer_id`,
          [kind, day, [root.id, l1.id, l2.id]],
        )
      ).rows;
    expect((await recordedFor('week', week)).map((r) => r.n)).toEqual([1, 1, 1]);
    expect((await recordedFor('month', month)).map((r) => r.n)).toEqual([1, 1, 1]);
    // the three runs together recorded each referrer's week once and paid what the week's rows say
    for (const [kind, day, list] of [
      ['week', week, weekRuns],
      ['month', month, monthRuns],
    ] as const) {
      const rows = await sql.query<{ n: number; paid: string }>(
        `SELECT count(*)::int AS n, coalesce(sum(paid_minor), 0)::text AS paid FROM referral_reward_days WHERE kind = $1 AND day = $2`,
        [kind, day],
      );
      expect(list.reduce((n, r) => n + r.recorded, 0)).toBe(rows.rows[0]!.n);
      expect(list.reduce((n, r) => n + r.paidMinor, 0n)).toBe(BigInt(rows.rows[0]!.paid));
    }

    // l2: 0.20% of l3's 1,000 = 2.00 (the held friend's 10.00 held); l1: 0.20% of 10,000 + 0.10% of 1,000 = 21.00;
    // root: 0.10% of 10,000 + 0.05% of 1,000 = 10.50; the held friend earns l1 and root nothing
    const weekEnd = nextPeriodStart('week', week);
    for (const [player, expected] of [
      [l2.id, 200n],
      [l1.id, 2_100n],
      [root.id, 1_050n],
    ] as const) {
      const days = await paidTo(player, 'day', week, weekEnd);
      expect([days, await paidTo(player, 'week', week, weekEnd)]).toEqual([expected, expected]);
      expect([await paidTo(player, 'day', month, monthEnd), await paidTo(player, 'month', month, monthEnd)]).toEqual([expected, expected]);
    }
    const shares = await sql.query<{ referrer_id: string; referee_id: string; level: number; amount_minor: string; status: string }>(
      `SELECT referrer_id, referee_id, level, amount_minor::text, status FROM referral_rewards WHERE kind = 'week' AND referee_id = ANY($1)
        ORDER BY level, referrer_id, referee_id`,
      [[l2.id, l3.id, flagged.id]],
    );
    expect(shares.rows).toEqual(
      [
        { referrer_id: l1.id, referee_id: l2.id, level: 1, amount_minor: '2000', status: 'paid' },
        { referrer_id: l2.id, referee_id: l3.id, level: 1, amount_minor: '200', status: 'paid' },
        { referrer_id: l2.id, referee_id: flagged.id, level: 1, amount_minor: '1000', status: 'held' },
        { referrer_id: root.id, referee_id: l2.id, level: 2, amount_minor: '1000', status: 'paid' },
        { referrer_id: l1.id, referee_id: l3.id, level: 2, amount_minor: '100', status: 'paid' },
        { referrer_id: root.id, referee_id: l3.id, level: 3, amount_minor: '50', status: 'paid' },
      ].sort((a, b) => a.level - b.level || a.referrer_id.localeCompare(b.referrer_id) || a.referee_id.localeCompare(b.referee_id)),
    );
    // the ledger: one credit per referrer and period, its reward id from the period
    const rewardIds = await sql.query<{ id: string }>(
      `SELECT data->>'rewardId' AS id FROM ledger_events WHERE stream_id = $1 AND type = 'CashRewardCredited' ORDER BY position`,
      [`wallet-${root.id}`],
    );
    expect(rewardIds.rows.map((r) => r.id).sort()).toEqual(
      [`referral-${today}-${root.id}`, `referral-week-${week}-${root.id}`, `referral-month-${month.slice(0, 7)}-${root.id}`].sort(),
    );

    // root's summary: every period's money, but the play once (day, week and month each counted 11,000 BDT)
    const rootSummary = await call('GET', '/api/referral/summary?origin=https://khela.example', { token: root.token });
    expect(rootSummary.body).toMatchObject({ lifetime_cash_rewards: '31.50', referral_turnover: '11000.00' });

    // staff find a week's reward by its reward id: its shares at every level
    const weekReward = await call('GET', `/api/admin/referral/rewards?reward_id=referral-week-${week}-${root.id}`, { token: admin });
    expect(weekReward.body).toMatchObject({ kind: 'week', day: week, paid: '10.50', reward_id: `referral-week-${week}-${root.id}` });
    expect((weekReward.body.shares as Json[]).map((x) => x.amount)).toEqual(['10.00', '0.50']);
    const monthReward = await call('GET', `/api/admin/referral/rewards?reward_id=referral-month-${month.slice(0, 7)}-${root.id}`, {
      token: admin,
    });
    expect(monthReward.body).toMatchObject({ kind: 'month', day: month, paid: '10.50' });

    // staff rerun a period: only an ended one; the job runs it (yesterday paid nobody anything new: a run of 0)
    const yesterday = dhakaDate(new Date(Date.now() - 24 * 3600_000));
    for (const [body, status] of [
      [{ kind: 'year', period: week }, 400],
      [{ kind: 'week', period: nextPeriodStart('day', week) }, 400],
      [{ kind: 'week', period: week }, 422],
    ] as const)
      expect((await call('POST', '/api/admin/referral/reward-runs', { token: admin, body })).status).toBe(status);
    expect(
      (
        await call('POST', '/api/admin/referral/reward-runs', {
          token: admin,
          body: { kind: 'month', period: month.slice(0, 7) },
          lang: 'bn',
        })
      ).body.message,
    ).toBe('ঢাকায় এই মেয়াদ এখনও শেষ হয়নি।');
    const finishedRuns = async () =>
      (await sql.query(`SELECT 1 FROM referral_reward_runs WHERE kind = 'day' AND day = $1 AND status = 'finished'`, [yesterday])).rowCount;
    const runsBefore = (await finishedRuns())!;
    const rerun = await call('POST', '/api/admin/referral/reward-runs', { token: admin, body: { kind: 'day', period: yesterday } });
    expect(rerun).toMatchObject({ status: 202, body: { kind: 'day', period: yesterday } });
    // the job as enqueued (its name and payload), then the worker runs it: a run row of that day, paying nothing new
    const queue = app.app.get(JobQueue).queue('system');
    // enqueued by the referral.rerun-jobs reactor once the request's event is delivered, under the id it answered
    await waitFor(async () => (await queue.getJob(rerun.body.job_id as string)) !== undefined, 30_000);
    const rerunJob = await queue.getJob(rerun.body.job_id as string);
    expect([rerunJob?.name, rerunJob?.data]).toMatchObject(['referral.pay-rewards', { day: yesterday }]);
    await waitFor(async () => ['completed', 'failed'].includes(await rerunJob!.getState()), hangBound(30_000));
    expect([await rerunJob!.getState(), (await queue.getJob(rerunJob!.id!))?.failedReason]).toEqual(['completed', undefined]);
    expect(await finishedRuns()).toBe(runsBefore + 1); // (the month's days above ran it once already, unless it was last month)
    expect((await sql.query(`SELECT 1 FROM staff_audit_log WHERE action = 'referral.rerun_requested'`)).rowCount).toBe(1);

    // the schedule: a week switched off pays nothing; one already finished is not read again
    expect(await weekly.runWeek({})).toMatchObject({ kind: 'week', skipped: 'done' });
    expect(
      (await call('PUT', '/api/admin/referral/settings', { token: admin, body: { ...body, weekly: { ...terms, enabled: false } } })).status,
    ).toBe(200);
    expect(await weekly.runWeek({ weekStart: week })).toMatchObject({ skipped: 'off', recorded: 0 });
    await expect(weekly.runWeek({ weekStart: nextPeriodStart('day', week) })).rejects.toThrow('is not a Monday');
    await expect(jobAt(afterToday).runMonth({ month: month.slice(0, 7) })).rejects.toThrow('has not ended yet');
    const runs = await call('GET', '/api/admin/referral/reward-runs?per_page=100', { token: admin });
    expect((runs.body.data as Json[]).filter((r) => r.kind === 'week' && r.day === week)).toHaveLength(3);
  });

  it('agents and affiliates: codes bind sign-ups to the record, the commission computes once per period, credited or payable', async () => {
    const admin = adminSession!;
    const own = await signUp({ ip: '192.0.2.1', ua: 'ua-affiliate' });
    await waitFor(async () => (await member(own.id)) !== undefined);
    const affiliate = {
      kind: 'affiliate',
      name: 'Cricket tips blog',
      code: `aff-${run}`,
      basis: 'turnover',
      share_percent: '10.00',
      period: 'week',
      player_id: own.id,
    };
    const agent = { kind: 'agent', name: 'Dhaka North agency', code: `AG-${run}`, basis: 'ngr', share_percent: '25.00', period: 'month' };
    const created = await call('POST', '/api/admin/referral/partners', { token: admin, body: affiliate });
    expect(created).toMatchObject({ status: 201, body: { ...affiliate, code: `AFF-${run}`.toUpperCase(), status: 'active', players: 0 } });
    const agentRow = await call('POST', '/api/admin/referral/partners', { token: admin, body: agent });
    expect(agentRow).toMatchObject({ status: 201, body: { player_id: null, code: `AG-${run}`.toUpperCase() } });
    // bad input: the code taken (any case), a share above 50%, a player nobody saw sign up; in English and Bangla
    expect(await call('POST', '/api/admin/referral/partners', { token: admin, body: { ...agent, code: `ag-${run}` } })).toMatchObject({
      status: 409,
      body: { message: 'This code is taken by another agent or affiliate.' },
    });
    expect(
      (await call('POST', '/api/admin/referral/partners', { token: admin, body: { ...agent, code: 'X1Y2Z3', share_percent: '60' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/admin/referral/partners', {
          token: admin,
          body: { ...agent, code: 'X1Y2Z3', player_id: '999999999' },
          lang: 'bn',
        })
      ).body.message,
    ).toBe('এই আইডির কোনো খেলোয়াড় নিবন্ধন করেননি।');
    expect((await call('POST', '/api/admin/referral/partners', { body: agent })).status).toBe(401);

    // a player signs up with both codes (lower case): bound to each record; an unknown code binds nothing
    const fan = await signUp({ ip: '192.0.2.2', ua: 'ua-fan', extra: { affiliate_code: `aff-${run}`, agent_code: `ag-${run}` } });
    const stray = await signUp({ ip: '192.0.2.3', ua: 'ua-stray', extra: { affiliate_code: 'NOSUCHCODE' } });
    await waitFor(async () => (await member(stray.id)) !== undefined);
    const bound = await sql.query(`SELECT player_id, partner_id::text, partner_kind FROM referral_partner_players ORDER BY partner_kind`);
    expect(bound.rows).toEqual([
      { player_id: fan.id, partner_id: created.body.id, partner_kind: 'affiliate' },
      { player_id: fan.id, partner_id: agentRow.body.id, partner_kind: 'agent' },
    ]);
    // the fan deposits 2,000 BDT, stakes 1,000 and wins 200: turnover 1,000, revenue 800
    await commands.execute(
      new CreditDepositCommand({ playerId: fan.id, depositId: `fan-${run}`, channel: 'bkash', amount: 200_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: fan.id, provider: 'sim', transactionId: `fan-s-${run}`, amount: 100_000n }, system),
    );
    await commands.execute(
      new CreditWinCommand({ playerId: fan.id, provider: 'sim', transactionId: `fan-w-${run}`, amount: 20_000n }, system),
    );

    const report = await call('GET', `/api/admin/referral/partners/${agentRow.body.id}/report`, { token: admin });
    expect(report.body).toMatchObject({
      period: 'month',
      period_start: periodStartOf('month', today),
      open: true,
      totals: { players: 1, turnover: '1000.00', ngr: '800.00', deposits: '2000.00', commission_due: '200.00' },
      players: [{ player_id: fan.id, turnover: '1000.00', ngr: '800.00', deposits: '2000.00' }],
      commissions: [],
    });
    expect(
      (await call('GET', `/api/admin/referral/partners/${agentRow.body.id}/report?period_start=2026-11-02`, { token: admin })).status,
    ).toBe(400);
    expect((await call('GET', '/api/admin/referral/partners/123456789/report', { token: admin })).status).toBe(404);

    // the job after the week and the month ended, twice at once and once more: each record's period computed once
    const week = periodStartOf('week', today);
    const month = periodStartOf('month', today);
    const clock = new ManualClock(
      new Date(Math.max(periodBounds('week', week).end.getTime(), periodBounds('month', month).end.getTime()) + 70 * 60_000),
    );
    const job = new PayPartnerCommissionsJob(
      app.app.get<Pool>(DB_POOL),
      app.app.get(QueryBus),
      commands,
      app.app.get(ReferralPartnersRepository),
      clock,
    );
    const runs = (
      await Promise.all([
        job.run({ period: 'week', start: week }),
        job.run({ period: 'week', start: week }),
        job.run({ period: 'month', start: month.slice(0, 7) }),
        job.run({ period: 'month', start: month }),
      ])
    ).flat();
    expect(runs.reduce((n, r) => n + r.recorded, 0)).toBe(2);
    expect(runs.reduce((n, r) => n + r.creditedMinor, 0n)).toBe(10_000n); // 10% of 1,000 BDT to the affiliate's own wallet
    expect(runs.reduce((n, r) => n + r.payableMinor, 0n)).toBe(20_000n); // 25% of 800 BDT, payable: the agent has no wallet
    const credits = await sql.query(`SELECT data FROM ledger_events WHERE stream_id = $1 AND type = 'CashRewardCredited'`, [
      `wallet-${own.id}`,
    ]);
    expect(credits.rows).toEqual([
      { data: { rewardId: `referral-partner-${created.body.id}-week-${week}`, source: 'partner_commission', amount: '10000' } },
    ]);
    const after = await call('GET', `/api/admin/referral/partners/${agentRow.body.id}/report?period_start=${month}`, { token: admin });
    // (the api's own clock is today: the month is still open there, the recorded commission shows beside its figures)
    expect(after.body).toMatchObject({
      commissions: [
        { period: 'month', period_start: month, players: 1, ngr: '800.00', deposits: '2000.00', amount: '200.00', status: 'payable' },
      ],
    });

    // a suspended record binds nobody new; its change is audited with before and after
    const suspend = await call('PUT', `/api/admin/referral/partners/${agentRow.body.id}`, {
      token: admin,
      body: { name: agent.name, status: 'suspended', basis: 'ngr', share_percent: '25.00', period: 'month' },
    });
    expect(suspend).toMatchObject({ status: 200, body: { status: 'suspended', players: 1 } });
    const late = await signUp({ ip: '192.0.2.4', ua: 'ua-late', extra: { agent_code: `AG-${run}` } });
    await waitFor(async () => (await member(late.id)) !== undefined);
    expect((await sql.query(`SELECT 1 FROM referral_partner_players WHERE player_id = $1`, [late.id])).rowCount).toBe(0);
    const audit = await sql.query(`SELECT action FROM staff_audit_log WHERE target_kind = 'referral_partner' ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual(['referral.partner_created', 'referral.partner_created', 'referral.partner_changed']);
    const list = await call('GET', '/api/admin/referral/partners', { token: admin });
    expect((list.body as unknown as Json[]).map((p) => [p.code, p.players, p.status])).toEqual([
      [`AFF-${run}`.toUpperCase(), 1, 'active'],
      [`AG-${run}`.toUpperCase(), 1, 'suspended'],
    ]);
  });
});
