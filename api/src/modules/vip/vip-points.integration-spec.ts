import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { CreditDepositCommand, DebitStakeCommand, OpenWalletCommand, RollBackStakeCommand } from '../wallet/index.js';
import { Rooms, type VipPush } from '@khela/contracts';
import { io, type Socket } from 'socket.io-client';
import { joinedRoom } from '../../../test/socket-rooms.js';
import { PlayerGateway } from '../../platform/realtime/player.gateway.js';
import { SessionStore } from '../auth/index.js';
import { RollUpPointsJob } from './jobs/roll-up-points.job.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'vip-test' } } as const;
const hourMs = 3_600_000;

/**
 * VIP points (issue 21): a settled stake reaches the vip.record-stakes reactor through the relay, the hourly
 * roll-up turns it into points exactly once however often the job runs, and a rollback after the roll-up
 * takes the points back in the next run.
 */
describe('VIP points from stakes', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let job: RollUpPointsJob;
  let sessions: SessionStore;
  const sockets: Socket[] = [];
  const run = randomUUID().slice(0, 6);
  let seq = 0;

  const makePlayer = async (): Promise<string> => {
    seq += 1;
    const username = `vip${seq}${run}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0186${String(4000000 + seq * 7919).padStart(7, '0')}`, `VIP${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return id;
  };

  const fund = (playerId: string, amount: bigint) =>
    commands.execute(new CreditDepositCommand({ playerId, depositId: `dep-${playerId}`, channel: 'bkash', amount }, system));

  const entries = async (playerId: string) =>
    (
      await sql.query<{ kind: string; points_milli: string; rolled_up: boolean }>(
        `SELECT kind, points_milli, rolled_up_period IS NOT NULL AS rolled_up FROM vip_stake_entries WHERE player_id = $1 ORDER BY id`,
        [playerId],
      )
    ).rows;

  const account = async (playerId: string) =>
    (
      await sql.query<{ lifetime: string; balance: string }>(
        `SELECT lifetime_points_milli AS lifetime, balance_points_milli AS balance FROM vip_accounts WHERE player_id = $1`,
        [playerId],
      )
    ).rows[0];

  const hourOf = (offsetHours = 0) => new Date(Math.floor(Date.now() / hourMs) * hourMs + offsetHours * hourMs).toISOString();

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all' });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    job = app.app.get(RollUpPointsJob);
    sessions = app.app.get(SessionStore);
  }, hangBound(60_000));

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('turns a stake into points exactly once, even when the roll-up runs twice and at once', async () => {
    const player = await makePlayer();
    await fund(player, 1_000_000n);
    await commands.execute(
      new DebitStakeCommand({ playerId: player, provider: 'sim', transactionId: `s1-${run}`, amount: 250_000n }, system),
    );
    await waitFor(async () => (await entries(player)).length === 1);
    expect((await entries(player))[0]).toMatchObject({ kind: 'stake', points_milli: '25000', rolled_up: false }); // 2,500 BDT at 1 VP per 100

    const period = hourOf();
    const [first, second] = await Promise.all([job.run({ periodStart: period }), job.run({ periodStart: period })]);
    expect(first.entries + second.entries).toBe(1);
    await job.run({ periodStart: period });
    expect(await account(player)).toEqual({ lifetime: '25000', balance: '25000' });
    const awards = await sql.query(`SELECT points_milli FROM vip_point_awards WHERE player_id = $1`, [player]);
    expect(awards.rows).toEqual([{ points_milli: '25000' }]);
  });

  it('a stake refunded after the roll-up takes its points back in the next run', async () => {
    const player = await makePlayer();
    await fund(player, 1_000_000n);
    await commands.execute(
      new DebitStakeCommand({ playerId: player, provider: 'sim', transactionId: `s2-${run}`, amount: 100_000n }, system),
    );
    await commands.execute(
      new DebitStakeCommand({ playerId: player, provider: 'sim', transactionId: `s3-${run}`, amount: 30_000n }, system),
    );
    await waitFor(async () => (await entries(player)).length === 2);
    await job.run({ periodStart: hourOf() });
    expect(await account(player)).toEqual({ lifetime: '13000', balance: '13000' });

    await commands.execute(new RollBackStakeCommand({ playerId: player, provider: 'sim', stakeTransactionId: `s2-${run}` }, system));
    await waitFor(async () => (await entries(player)).length === 3);
    expect((await entries(player))[2]).toMatchObject({ kind: 'rollback', points_milli: '-10000', rolled_up: false });
    await job.run({ periodStart: hourOf(1) });
    await job.run({ periodStart: hourOf(1) });
    expect(await account(player)).toEqual({ lifetime: '3000', balance: '3000' });
  });

  it('reaching a level (and falling back after a refund) changes the level and writes the player one inbox message each time', async () => {
    const player = await makePlayer();
    await fund(player, 2_000_000n);
    // 10,000 BDT at 1 VP per 100 BDT: 100 VP, the threshold of Advanced I
    await commands.execute(
      new DebitStakeCommand({ playerId: player, provider: 'sim', transactionId: `s4-${run}`, amount: 1_000_000n }, system),
    );
    await waitFor(async () => (await entries(player)).length === 1);
    const up = await job.run({ periodStart: hourOf() });
    expect(up.levelChanges).toBeGreaterThanOrEqual(1);
    const level = async () =>
      (await sql.query<{ level_code: string }>(`SELECT level_code FROM vip_accounts WHERE player_id = $1`, [player])).rows[0]!.level_code;
    expect(await level()).toBe('advanced-1');
    const inbox = async () =>
      (
        await sql.query<{ title_en: string; title_bn: string; message_en: string }>(
          `SELECT title_en, title_bn, message_en FROM inbox_messages WHERE player_id = $1 ORDER BY id`,
          [player],
        )
      ).rows;
    await waitFor(async () => (await inbox()).length === 1);
    expect((await inbox())[0]).toMatchObject({ title_en: 'Welcome to VIP Advanced I', title_bn: 'ভিআইপি অ্যাডভান্সড I এ স্বাগতম' });
    expect((await inbox())[0]!.message_en).toContain('100 VP');

    await job.run({ periodStart: hourOf() }); // nothing new: no second message
    await commands.execute(new RollBackStakeCommand({ playerId: player, provider: 'sim', stakeTransactionId: `s4-${run}` }, system));
    await waitFor(async () => (await entries(player)).length === 2);
    await job.run({ periodStart: hourOf(1) });
    expect(await level()).toBe('beginner');
    await waitFor(async () => (await inbox()).length === 2);
    expect((await inbox())[1]!.title_en).toBe('Your VIP level is now Beginner');
  });

  it('converts VP to cash through the ledger at the level rate: below 10 refused with the spec message, a replay converts nothing, never more than the player has', async () => {
    const player = await makePlayer();
    const token = (await sessions.issue('player', player)).token;
    const call = async (path: string, language = 'en') => {
      const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
      return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(`${app.url}/player`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
      sockets.push(s);
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
    await joinedRoom(app.app.get(PlayerGateway).namespace!, Rooms.player(player), [socket.id]);
    const pushes: VipPush[] = [];
    socket.on('vip', (push: VipPush) => pushes.push(push));
    await fund(player, 1_000_000n);
    // 2,500 BDT: 25 VP
    await commands.execute(
      new DebitStakeCommand({ playerId: player, provider: 'sim', transactionId: `s5-${run}`, amount: 250_000n }, system),
    );
    await waitFor(async () => (await entries(player)).length === 1);
    await job.run({ periodStart: hourOf() });
    // the roll-up's points reach the player's socket as the vip push
    await waitFor(async () => pushes.some((p) => p.vip_coin === 25));
    const before = await call(`/api/user/show?remote_id=${player}`);
    expect(before.body).toMatchObject({
      vip_coin: 25,
      balance: '7500.00',
      vip: {
        vip_coin: 25,
        lifetime_points: 25,
        level: { code: 'beginner' },
        next_level: { code: 'advanced-1' },
        points_to_next: 75,
        progress_percent: 25,
        conversion_rate: '1.00',
        min_convert: 10,
      },
    });

    expect(await call('/api/convert-vipcoin?vip_coin=9')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Minimum VP Required: 10' }),
    });
    expect((await call('/api/convert-vipcoin?vip_coin=9', 'bn')).body.message).toBe('ন্যূনতম প্রয়োজনীয় ভিপি: ১০');
    expect((await call('/api/convert-vipcoin?vip_coin=26')).body.message).toBe(
      'Not enough points. Points must follow minimum VP required to convert.',
    );
    expect((await call('/api/convert-vipcoin?vip_coin=ten')).status).toBe(400);
    expect((await call('/api/convert-vipcoin?vip_coin=10&remote_id=999999999')).status).toBe(403);

    const key = `conv-${run}`;
    const first = await call(`/api/convert-vipcoin?remote_id=${player}&vip_coin=20&idempotency_key=${key}`);
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: 'VIP points converted successfully.', converted: 20, amount: '20.00', vip_coin: 5, replayed: false },
    });
    const again = await Promise.all([1, 2, 3].map(() => call(`/api/convert-vipcoin?vip_coin=20&idempotency_key=${key}`)));
    for (const answer of again) expect(answer.body).toMatchObject({ converted: 20, amount: '20.00', vip_coin: 5, replayed: true });
    await waitFor(async () => pushes.some((p) => p.vip_coin === 5)); // the conversion is pushed too
    const after = await call('/api/user/show');
    expect(after.body).toMatchObject({ vip_coin: 5, balance: '7520.00', vip: { lifetime_points: 25 } });
    const converted = await sql.query(`SELECT data FROM ledger_events WHERE stream_id = $1 AND type = 'VipPointsConverted'`, [
      `wallet-${player}`,
    ]);
    expect(converted.rows).toEqual([{ data: expect.objectContaining({ points: 20, amount: '2000' }) }]);
    const rows = await sql.query(
      `SELECT points, amount_minor::text, credited_at IS NOT NULL AS credited FROM vip_conversions WHERE player_id = $1`,
      [player],
    );
    expect(rows.rows).toEqual([{ points: 20, amount_minor: '2000', credited: true }]);
    // 5 VP left: another conversion of 10 is refused and changes nothing
    expect((await call(`/api/convert-vipcoin?vip_coin=10&idempotency_key=${key}-2`)).status).toBe(400);
    expect((await call('/api/user/show')).body).toMatchObject({ vip_coin: 5, balance: '7520.00' });
  });
});
