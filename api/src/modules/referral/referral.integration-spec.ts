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
import { CreditDepositCommand, DebitStakeCommand, RollBackStakeCommand } from '../wallet/index.js';
import { dhakaDate, dhakaDayBounds } from './domain/dhaka-day.js';
import { PayReferralRewardsJob } from './jobs/pay-referral-rewards.job.js';
import { ReferralMembersRepository } from './persistence/referral-members.repository.js';
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

  const signUp = async (options: { ip: string; ua: string; referralCode?: string; phone?: string }) => {
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

    expect((await call('GET', '/api/admin/referral/settings', { token: risk })).status).toBe(403);
    const settings = await call('GET', '/api/admin/referral/settings', { token: admin });
    expect(settings).toEqual({
      status: 200,
      body: {
        tiers: [
          { min_turnover: '0.00', rate_percent: '0.20' },
          { min_turnover: '100000.00', rate_percent: '0.30' },
          { min_turnover: '1000000.00', rate_percent: '0.50' },
        ],
        daily_cap: '10000.00',
        ip_cluster_size: 3,
        min_claim: '10.00',
      },
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
    // a form that sends no min_claim keeps today's (10.00)
    expect(await call('PUT', '/api/admin/referral/settings', { token: admin, body: next })).toEqual({
      status: 200,
      body: { ...next, min_claim: '10.00' },
    });
    const audit = await sql.query(`SELECT before, after FROM staff_audit_log WHERE action = 'referral.settings_changed'`);
    expect(audit.rows).toEqual([{ before: settings.body, after: { ...next, min_claim: '10.00' } }]);

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
});
