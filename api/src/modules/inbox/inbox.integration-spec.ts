import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { Rooms } from '@khela/contracts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { joinedRoom } from '../../../test/socket-rooms.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { inTransaction } from '../../platform/database/transaction.js';
import { DB_POOL } from '../../platform/database/database.module.js';
import type { DeliveredEvent, ReactorContext } from '../../platform/events/index.js';
import { PlayerGateway } from '../../platform/realtime/player.gateway.js';
import { SessionStore } from '../auth/index.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { GrantBonusCommand, OpenWalletCommand } from '../wallet/index.js';
import { SystemMessagesReactor } from './events/system-messages.reactor.js';
import { SendBroadcastJob } from './jobs/send-broadcast.job.js';
import { InboxMessagesRepository } from './persistence/inbox-messages.repository.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'inbox-test' } } as const;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  username: string;
  phone: string;
  token: string;
}

/**
 * The inbox (issue 20): the spec's calls page and answer only the caller's messages; finance's rejection
 * reaches the player as one message with its reason, pushed live; responsible-gaming staff's message is
 * delivered; a broadcast to a segment reaches exactly that segment, once, even when its job runs again.
 */
describe('inbox', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let bkashAgentId: number;
  const run = randomUUID().slice(0, 6);
  let seq = 0;
  const staff: Record<'finance' | 'risk' | 'content' | 'support', string> = {} as never;
  const sockets: Socket[] = [];

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method === 'POST' && path.startsWith('/api/admin/payments') ? { 'idempotency-key': randomUUID() } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (registeredAt = 'now()'): Promise<Player> => {
    seq += 1;
    const username = `inb${seq}${run}`;
    const phone = `0185${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb, created_at)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01', ${registeredAt}) RETURNING id::text`,
      [username, `${username}@example.test`, phone, `INB${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, username, phone, token: (await sessions.issue('player', id)).token };
  };

  const makeStaff = async (role: string) => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
      [`${role}-${run}`, role],
    );
    return (await sessions.issue('staff', rows[0]!.id)).token;
  };

  const write = (p: Player, n: number, title = 'Hello') =>
    inTransaction(app.app.get<pg.Pool>(DB_POOL), async (db) => {
      for (let i = 0; i < n; i++)
        await app.app.get(InboxMessagesRepository).deliver(db, p.id, 'system', `test-${randomUUID()}`, {
          titleEn: `${title} ${i}`,
          titleBn: `বার্তা ${i}`,
          messageEn: 'm',
          messageBn: 'ম',
        });
    });

  const submitDeposit = async (p: Player, amount: string) => {
    expect((await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token)).status).toBe(200);
    const res = await call('POST', '/api/submit-deposit', p.token, {
      remote_id: p.id,
      account_number: p.phone,
      transaction_id: `INBTRX${seq}${run}`.toUpperCase(),
      amount,
      payment_id: bkashAgentId,
      promotion_id: 0,
    });
    expect(res.status).toBe(200);
    return res.body.id as string;
  };

  const inboxOf = async (p: Player) =>
    (
      await sql.query<{ title_en: string; message_en: string; message_bn: string; kind: string; source_key: string }>(
        `SELECT title_en, message_en, message_bn, kind, source_key FROM inbox_messages WHERE player_id = $1 ORDER BY id`,
        [p.id],
      )
    ).rows;

  const connect = (token: string): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = io(`${app.url}/player`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all' });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    for (const role of ['finance', 'risk', 'content', 'support'] as const) staff[role] = await makeStaff(role);
  }, hangBound(60_000));

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('pages the caller’s messages newest first, 10 a page, with the last page and the unread count', async () => {
    const p = await makePlayer();
    await write(p, 23);
    const first = await call('GET', '/api/inbox?page=1', p.token);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.data).toHaveLength(10);
    expect(first.body.data.data[0].title).toBe('Hello 22');
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: 3, total: 23, unread: 23 });
    const last = await call('GET', '/api/inbox?page=3', p.token);
    expect(last.body.data.data.map((m: Json) => m.title)).toEqual(['Hello 2', 'Hello 1', 'Hello 0']);
    expect((await call('GET', '/api/inbox?page=4', p.token)).body.data.data).toEqual([]);
    expect((await call('GET', '/api/inbox', p.token)).body.data.current_page).toBe(1);
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      const res = await call('GET', `/api/inbox?page=${bad}`, p.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The page must be a whole number from 1.');
    }
    const bn = await call('GET', '/api/inbox?page=1', p.token, undefined, { 'accept-language': 'bn' });
    expect(bn.body.data.data[0].title).toBe('বার্তা 22');
    expect((await call('GET', '/api/inbox?page=0', p.token, undefined, { 'accept-language': 'bn' })).body.message).toMatch(/পৃষ্ঠা/);
    const empty = await makePlayer();
    expect((await call('GET', '/api/inbox', empty.token)).body.data).toMatchObject({ data: [], last_page: 1, total: 0, unread: 0 });
  });

  it('reads, marks read and deletes only the caller’s own messages; another player’s id is a 404 and changes nothing', async () => {
    const owner = await makePlayer();
    const other = await makePlayer();
    await write(owner, 2, 'Secret');
    await write(other, 1, 'Mine');
    const ids = (await call('GET', '/api/inbox', owner.token)).body.data.data.map((m: Json) => m.id as number);
    // remote_id names the owner: ignored, the token says whose inbox
    const theirs = await call('GET', `/api/inbox?remote_id=${owner.id}`, other.token);
    expect(theirs.body.data.data.map((m: Json) => m.title)).toEqual(['Mine 0']);
    for (const [method, path] of [
      ['GET', `/api/inbox/${ids[0]}`],
      ['PATCH', `/api/inbox/${ids[0]}/read`],
      ['DELETE', `/api/inbox/${ids[0]}`],
    ] as const) {
      const res = await call(method, path, other.token);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Secret');
    }
    for (const bad of ['abc', '1e3', '99999999999999999999'])
      expect((await call('GET', `/api/inbox/${bad}`, owner.token)).status).toBe(404);
    expect((await call('GET', '/api/inbox', owner.token)).body.data).toMatchObject({ total: 2, unread: 2 });

    const one = await call('GET', `/api/inbox/${ids[0]}`, owner.token);
    expect(one.body).toEqual({
      success: true,
      data: expect.objectContaining({ id: ids[0], title: 'Secret 1', message: 'm', is_read: false }),
    });
    const read = await call('PATCH', `/api/inbox/${ids[0]}/read`, owner.token);
    expect(read.body).toMatchObject({ success: true, unread: 1 });
    expect((await call('PATCH', `/api/inbox/${ids[0]}/read`, owner.token)).body.unread).toBe(1);
    expect((await call('GET', `/api/inbox/${ids[0]}`, owner.token)).body.data.is_read).toBe(true);
    const deleted = await call('DELETE', `/api/inbox/${ids[1]}`, owner.token);
    expect(deleted.body).toMatchObject({ success: true, unread: 0 });
    expect((await call('DELETE', `/api/inbox/${ids[1]}`, owner.token)).status).toBe(404);
    expect((await call('GET', '/api/inbox', owner.token)).body.data).toMatchObject({ total: 1, unread: 0 });
    expect((await call('GET', '/api/inbox/unread', owner.token)).body).toEqual({ success: true, unread: 0 });
  });

  it('a deposit finance rejects reaches the player as one message with the reason, pushed live; a repeated delivery writes nothing', async () => {
    const p = await makePlayer();
    const socket = await connect(p.token);
    await joinedRoom(app.app.get(PlayerGateway).namespace!, Rooms.player(p.id), [socket.id]);
    const pushes: number[] = [];
    socket.on('inbox', (payload: { unread: number }) => pushes.push(payload.unread));

    const depositId = await submitDeposit(p, '750.00');
    const reason = 'Transaction id not found at bKash';
    expect((await call('POST', `/api/admin/payments/deposits/${depositId}/reject`, staff.finance, { reason })).status).toBe(200);
    await waitFor(async () => (await inboxOf(p)).length > 0, hangBound(10_000));
    await waitFor(async () => pushes.includes(1), hangBound(10_000));
    const [message] = await inboxOf(p);
    expect(message).toMatchObject({ title_en: 'Deposit rejected', message_en: `Your deposit of ৳750.00 was rejected. Reason: ${reason}` });
    expect(message!.message_bn).toContain(reason);
    const bn = await call('GET', '/api/inbox', p.token, undefined, { 'accept-language': 'bn' });
    expect(bn.body.data.data[0].title).toBe('জমা বাতিল হয়েছে');

    // the reactor again with the same event (a redelivery after a lost commit): still one message
    const { rows } = await sql.query<{ id: string; data: Json }>(
      `SELECT id::text, data FROM outbox_events WHERE type = 'payments.deposit-rejected' AND data->>'depositId' = $1`,
      [depositId],
    );
    expect(rows).toHaveLength(1);
    const event = {
      id: rows[0]!.id,
      type: 'payments.deposit-rejected',
      data: rows[0]!.data,
    } as unknown as DeliveredEvent<'payments.deposit-rejected'>;
    for (let i = 0; i < 2; i++)
      await inTransaction(app.app.get<pg.Pool>(DB_POOL), (db) =>
        app.app.get(SystemMessagesReactor).write(event, { db, causedBy: () => ({}) } as unknown as ReactorContext),
      );
    expect(await inboxOf(p)).toHaveLength(1);
    expect(
      (await sql.query(`SELECT 1 FROM outbox_events WHERE type = 'inbox.message-delivered' AND data->>'playerId' = $1`, [p.id])).rowCount,
    ).toBe(1);

    // reading it pushes the new count to the player's sockets
    const id = (await call('GET', '/api/inbox', p.token)).body.data.data[0].id as number;
    await call('PATCH', `/api/inbox/${id}/read`, p.token);
    await waitFor(async () => pushes.at(-1) === 0, hangBound(10_000));
  });

  it('a bonus, a withdrawal rejected with a reason, and responsible-gaming staff’s message reach the player', async () => {
    const p = await makePlayer();
    await commands.execute(
      new GrantBonusCommand({ playerId: p.id, grantId: `fund-${p.id}`, amount: 500_000n, to: 'main', reason: 'test funds' }, system),
    );
    await waitFor(async () => (await inboxOf(p)).length === 1, hangBound(10_000));
    expect((await inboxOf(p))[0]).toMatchObject({
      title_en: 'Bonus received',
      message_en: 'A bonus of ৳5000.00 was added to your main wallet.',
    });
    const submitted = await call('POST', '/api/submit-withdraw', p.token, {
      remote_id: p.id,
      amount: '1000.00',
      account_number: p.phone,
      payment_id: bkashAgentId,
      provider: 'bKash',
    });
    expect(submitted.status).toBe(200);
    const withdrawalId = (await sql.query<{ id: string }>(`SELECT id::text FROM withdrawal_requests WHERE player_id = $1`, [p.id])).rows[0]!
      .id;
    await waitFor(
      async () =>
        (await sql.query(`SELECT 1 FROM withdrawal_requests WHERE id = $1 AND status = 'pending'`, [withdrawalId])).rowCount === 1,
      hangBound(10_000),
    );
    const rejected = await call('POST', `/api/admin/payments/withdrawals/${withdrawalId}/reject`, staff.finance, {
      reason: 'Wrong account',
    });
    expect(rejected.status).toBe(200);
    await waitFor(async () => (await inboxOf(p)).length === 2, hangBound(10_000));
    expect((await inboxOf(p))[1]).toMatchObject({
      title_en: 'Withdrawal rejected',
      message_en: expect.stringContaining('Reason: Wrong account'),
    });

    const review = await call('POST', `/api/admin/responsible-gaming/players/${p.id}/review-actions`, staff.risk, {
      action: 'message',
      text: 'We noticed long sessions. Consider setting a limit.',
    });
    expect(review.status).toBe(200);
    const note = await call('POST', `/api/admin/responsible-gaming/players/${p.id}/review-actions`, staff.risk, {
      action: 'note',
      text: 'Internal note, not for the player.',
    });
    expect(note.status).toBe(200);
    await waitFor(async () => (await inboxOf(p)).length > 2, hangBound(10_000));
    const messages = await inboxOf(p);
    expect(messages).toHaveLength(3);
    expect(messages[2]).toMatchObject({ kind: 'staff', message_en: 'We noticed long sessions. Consider setting a limit.' });
  });

  it('a broadcast to a segment reaches exactly that segment, once, even when its job runs again', async () => {
    // registered 2025-03-10 (Dhaka), deposited and signed in lately: in the segment
    const inside = await makePlayer(`'2025-03-10T12:00:00+06:00'`);
    // same day, never deposited: out (the segment asks deposited)
    const noDeposit = await makePlayer(`'2025-03-10T12:00:00+06:00'`);
    // deposited, but registered the day after the range: out
    const later = await makePlayer(`'2025-03-12T00:00:00+06:00'`);
    // in range and deposited, but an exclusion in force: out (offers skip excluded players)
    const excluded = await makePlayer(`'2025-03-11T23:59:00+06:00'`);
    for (const p of [inside, later, excluded])
      await sql.query(
        `INSERT INTO deposit_requests (player_id, player_username, method_id, method_key, account_number, transaction_id, amount_minor, status)
         VALUES ($1, $2, $3, 'bkash', $4, $5, 100000, 'approved')`,
        [p.id, p.username, bkashAgentId, p.phone, `SEG${p.id}${run}`.toUpperCase()],
      );
    await sql.query(
      `INSERT INTO player_exclusions (player_id, kind, started_at, ends_at, updated_at)
       VALUES ($1, 'self_exclusion', now(), now() + interval '1 year', now())`,
      [excluded.id],
    );

    const body = {
      title_en: 'Welcome back',
      title_bn: 'আবার স্বাগতম',
      message_en: 'A reload bonus waits for you this weekend.',
      message_bn: 'এই সপ্তাহান্তে আপনার জন্য রিলোড বোনাস অপেক্ষা করছে।',
      audience: { kind: 'segment', registeredFrom: '2025-03-10', registeredTo: '2025-03-11', deposited: true, activeWithinDays: 30 },
    };
    expect((await call('POST', '/api/admin/inbox/broadcasts', staff.support, body)).status).toBe(403);
    expect((await call('POST', '/api/admin/inbox/broadcasts', staff.content, { ...body, audience: { kind: 'vip' } })).status).toBe(400);
    const created = await call('POST', '/api/admin/inbox/broadcasts', staff.content, body);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await waitFor(
      async () => (await sql.query(`SELECT 1 FROM inbox_broadcasts WHERE id = $1 AND status = 'sent'`, [id])).rowCount === 1,
      hangBound(15_000),
    );
    const recipients = async () =>
      (
        await sql.query<{ player_id: string }>(`SELECT player_id::text FROM inbox_messages WHERE broadcast_id = $1 ORDER BY 1`, [id])
      ).rows.map((r) => r.player_id);
    expect(await recipients()).toEqual([inside.id]);
    expect(noDeposit && later).toBeTruthy();

    // the job again, as sent, and as if its first run's status were lost: still one message each
    expect(await app.app.get(SendBroadcastJob).run({ broadcastId: id })).toBeNull();
    await sql.query(`UPDATE inbox_broadcasts SET status = 'scheduled' WHERE id = $1`, [id]);
    expect(await app.app.get(SendBroadcastJob).run({ broadcastId: id })).toEqual({ delivered: 1 });
    expect(await recipients()).toEqual([inside.id]);

    const list = await call('GET', '/api/admin/inbox/broadcasts', staff.content);
    expect(list.body.broadcasts[0]).toMatchObject({ id, status: 'sent', delivered: 1, read: 0, created_by: `content-${run}` });
    const audit = await sql.query(`SELECT action FROM staff_audit_log WHERE target_kind = 'broadcast' AND target_id = $1`, [id]);
    expect(audit.rows).toEqual([{ action: 'inbox.broadcast_scheduled' }]);
    const seen = await call('GET', '/api/inbox', inside.token, undefined, { 'accept-language': 'bn' });
    expect(seen.body.data.data[0]).toMatchObject({ title: 'আবার স্বাগতম' });
  });

  it('a broadcast to VIP levels reaches exactly the players at those levels, once; the lowest level includes players with no points', async () => {
    // all registered on one Dhaka day no other test uses, so the segment's other rule keeps other tests' players out
    const at = `'2024-07-01T12:00:00+06:00'`;
    const [expert, master, advanced, beginnerWithPoints, noPointsYet] = [
      await makePlayer(at),
      await makePlayer(at),
      await makePlayer(at),
      await makePlayer(at),
      await makePlayer(at),
    ];
    for (const [p, level] of [
      [expert, 'expert-1'],
      [master, 'master-1'],
      [advanced, 'advanced-1'],
      [beginnerWithPoints, 'beginner'],
    ] as const)
      await sql.query(`INSERT INTO vip_accounts (player_id, lifetime_points_milli, level_code) VALUES ($1, 1000, $2)`, [p!.id, level]);

    const levels = await call('GET', '/api/admin/inbox/broadcasts/vip-levels', staff.content);
    expect(levels.status).toBe(200);
    expect(levels.body.levels[0]).toEqual({ code: 'beginner', name_en: 'Beginner', name_bn: 'বিগিনার' });
    expect(levels.body.levels.map((l: Json) => l.code)).toContain('expert-1');
    expect((await call('GET', '/api/admin/inbox/broadcasts/vip-levels', staff.support)).status).toBe(403);

    const body = (vipLevels: unknown) => ({
      title_en: 'VIP weekend',
      title_bn: 'ভিআইপি সপ্তাহান্ত',
      message_en: 'Double points this weekend.',
      message_bn: 'এই সপ্তাহান্তে দ্বিগুণ পয়েন্ট।',
      audience: { kind: 'segment', registeredFrom: '2024-07-01', registeredTo: '2024-07-01', vipLevels },
    });
    // a level that does not exist: refused in English and Bangla, nothing scheduled
    const before = (await sql.query(`SELECT count(*)::int AS n FROM inbox_broadcasts`)).rows[0].n;
    const unknown = await call('POST', '/api/admin/inbox/broadcasts', staff.content, body(['expert-1', 'diamond']));
    expect(unknown).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Choose VIP levels from the list: one of the levels given does not exist.' }),
    });
    const unknownBn = await call('POST', '/api/admin/inbox/broadcasts', staff.content, body(['diamond']), { 'accept-language': 'bn' });
    expect(unknownBn.body.message).toBe('তালিকা থেকে VIP লেভেল বেছে নিন: দেওয়া লেভেলগুলোর একটি নেই।');
    expect((await call('POST', '/api/admin/inbox/broadcasts', staff.content, body('expert-1'))).status).toBe(400);
    expect((await sql.query(`SELECT count(*)::int AS n FROM inbox_broadcasts`)).rows[0].n).toBe(before);

    const sendTo = async (vipLevels: string[]) => {
      const created = await call('POST', '/api/admin/inbox/broadcasts', staff.content, body(vipLevels));
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      await waitFor(
        async () => (await sql.query(`SELECT 1 FROM inbox_broadcasts WHERE id = $1 AND status = 'sent'`, [id])).rowCount === 1,
        hangBound(15_000),
      );
      return id;
    };
    const recipients = async (id: string) =>
      (
        await sql.query<{ player_id: string }>(`SELECT player_id::text FROM inbox_messages WHERE broadcast_id = $1 ORDER BY player_id`, [
          id,
        ])
      ).rows.map((r) => r.player_id);
    const sorted = (...ps: Player[]) => ps.map((p) => p.id).sort();

    // above the lowest level: exactly the players at those levels, once even when the job runs again
    const vipId = await sendTo(['expert-1', 'master-1']);
    expect(await recipients(vipId)).toEqual(sorted(expert!, master!));
    await sql.query(`UPDATE inbox_broadcasts SET status = 'scheduled' WHERE id = $1`, [vipId]);
    expect(await app.app.get(SendBroadcastJob).run({ broadcastId: vipId })).toEqual({ delivered: 2 });
    expect(await recipients(vipId)).toEqual(sorted(expert!, master!));

    // the lowest level: its players with an account and those who never earned a point (no account yet)
    const lowId = await sendTo(['beginner', 'advanced-1']);
    expect(await recipients(lowId)).toEqual(sorted(advanced!, beginnerWithPoints!, noPointsYet!));
    const list = await call('GET', '/api/admin/inbox/broadcasts', staff.content);
    expect(list.body.broadcasts.find((b: Json) => b.id === vipId)).toMatchObject({
      delivered: 2,
      audience: { kind: 'segment', vipLevels: ['expert-1', 'master-1'] },
    });
  });

  it('a broadcast to one player by username, scheduled for later, waits for its time', async () => {
    const p = await makePlayer();
    const other = await makePlayer();
    const at = new Date(Date.now() + 2500).toISOString();
    const created = await call('POST', '/api/admin/inbox/broadcasts', staff.content, {
      title_en: 'For you',
      title_bn: 'আপনার জন্য',
      message_en: 'Hello',
      message_bn: 'হ্যালো',
      audience: { kind: 'player', username: p.username.toUpperCase() },
      send_at: at,
    });
    expect(created.status).toBe(201);
    expect((await inboxOf(p)).length).toBe(0);
    await waitFor(async () => (await inboxOf(p)).length === 1, hangBound(15_000));
    const sentAt = (await sql.query<{ sent_at: Date }>(`SELECT sent_at FROM inbox_broadcasts WHERE id = $1`, [created.body.id])).rows[0]!
      .sent_at;
    expect(sentAt.getTime()).toBeGreaterThanOrEqual(new Date(at).getTime() - 50);
    expect(await inboxOf(other)).toEqual([]);
    const unknown = await call('POST', '/api/admin/inbox/broadcasts', staff.content, {
      title_en: 'x',
      title_bn: 'x',
      message_en: 'x',
      message_bn: 'x',
      audience: { kind: 'player', username: 'nobody' },
    });
    expect(unknown.status).toBe(404);
  });
});
