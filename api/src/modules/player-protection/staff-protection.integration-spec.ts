import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
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
import { OpenWalletCommand } from '../wallet/index.js';
import { dhakaTime } from './domain/protection-messages.js';
import { staffProtectionMessages } from './domain/staff-protection.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'staff-protection-test' } } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  token: string;
}

const connect = (url: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(`${url}/player`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
const closed = (socket: Socket, timeoutMs = hangBound(10_000)): Promise<string> =>
  new Promise((resolve) => {
    if (socket.disconnected) return resolve('already closed');
    const timer = setTimeout(() => resolve('still connected'), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/**
 * Risk / responsible-gaming staff on a player's protection (issue 16): they see every kind of limit, the
 * exclusion, and the history of changes naming who made each; they may set a stricter limit or a time-out
 * / self-exclusion with a reason (history row and audit row in the same commit; an exclusion ends the
 * player's sessions and sockets at once); a looser limit, the same limit or a shorter exclusion is
 * refused in English and Bangla with nothing written; only the risk role and admin reach these routes.
 */
describe('player protection: responsible-gaming staff', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let seq = 0;
  const staff = new Map<string, { id: string; token: string }>();

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const username = `rgst${seq}${prefix.slice(-4)}`;
    const phone = `0184${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, phone, `ST${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    return { id, token: (await sessions.issue('player', id)).token };
  };
  const risk = () => staff.get('risk')!;
  const view = (p: Player, as = risk().token) => call('GET', `/api/admin/responsible-gaming/players/${p.id}`, as);
  const setLimit = (p: Player, body: Json, as = risk().token, headers: Record<string, string> = {}) =>
    call('PUT', `/api/admin/responsible-gaming/players/${p.id}/limits`, as, body, headers);
  const exclude = (p: Player, body: Json, as = risk().token, headers: Record<string, string> = {}) =>
    call('POST', `/api/admin/responsible-gaming/players/${p.id}/exclusion`, as, body, headers);
  const auditRows = async (p: Player) =>
    (
      await sql.query<{ actor_id: string; action: string; before: Json; after: Json }>(
        `SELECT actor_id::text, action, before, after FROM staff_audit_log WHERE target_kind = 'player' AND target_id = $1 ORDER BY id`,
        [p.id],
      )
    ).rows;
  const limitHistory = async (p: Player) =>
    (
      await sql.query(
        `SELECT kind, period, action, before_minor, after_minor, staff_id::text, reason FROM deposit_limit_changes WHERE player_id = $1 ORDER BY id`,
        [p.id],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    for (const role of ['risk', 'admin', 'finance', 'support', 'content']) {
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
        [`rg-${role}-${prefix.slice(-4)}`, role],
      );
      staff.set(role, { id: rows[0]!.id, token: (await sessions.issue('staff', rows[0]!.id)).token });
    }
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('shows a player’s limits, pending increases and the history of the player’s own changes; only risk and admin may look', async () => {
    const p = await makePlayer();
    expect((await call('PUT', '/api/responsible-gaming/deposit-limits', p.token, { period: 'day', limit: '1000' })).status).toBe(200);
    expect((await call('PUT', '/api/responsible-gaming/deposit-limits', p.token, { period: 'day', limit: '3000' })).status).toBe(200);
    const res = await view(p);
    expect(res.status).toBe(200);
    expect(res.body.player).toMatchObject({ id: p.id, currency: 'BDT', status: 'active' });
    const day = (res.body.limits.deposit as Json[]).find((l) => l.period === 'day')!;
    expect(day).toMatchObject({ limit: '1000.00', pending: { limit: '3000.00', confirmable: false } });
    expect((res.body.limits.wager as Json[]).every((l) => l.limit === null)).toBe(true);
    expect(res.body.exclusion).toBeNull();
    expect(res.body.limit_changes).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        period: 'day',
        action: 'pending',
        before: '1000.00',
        after: '3000.00',
        by: 'player',
        staff_id: null,
        reason: null,
      }),
      expect.objectContaining({ kind: 'deposit', period: 'day', action: 'applied', before: null, after: '1000.00', by: 'player' }),
    ]);
    expect(res.body.reality_checks).toEqual([]);
    expect((await view(p, staff.get('admin')!.token)).status).toBe(200);
    for (const role of ['finance', 'support', 'content']) {
      expect((await view(p, staff.get(role)!.token)).status).toBe(403);
      expect(
        (await setLimit(p, { kind: 'deposit', period: 'day', limit: '10', reason: 'not mine to set' }, staff.get(role)!.token)).status,
      ).toBe(403);
    }
    expect((await view(p, p.token)).status).toBe(401);
    expect(await call('GET', '/api/admin/responsible-gaming/players/999999999', risk().token)).toEqual({
      status: 404,
      body: { message: staffProtectionMessages.notFound },
    });
    expect((await call('GET', '/api/admin/responsible-gaming/players/not-a-player', risk().token)).status).toBe(404);
  });

  it('a stricter limit applies at once, drops the player’s pending increase, and is recorded and audited with the reason', async () => {
    const p = await makePlayer();
    await call('PUT', '/api/responsible-gaming/deposit-limits', p.token, { period: 'week', limit: '5000' });
    await call('PUT', '/api/responsible-gaming/deposit-limits', p.token, { period: 'week', limit: '9000' }); // pending increase
    const res = await setLimit(p, { kind: 'deposit', period: 'week', limit: '2000.50', reason: 'Deposits tripled this week.' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(staffProtectionMessages.applied);
    const week = (res.body.limits.deposit as Json[]).find((l) => l.period === 'week')!;
    expect(week).toMatchObject({ limit: '2000.50', pending: null });
    expect(res.body.limit_changes[0]).toMatchObject({
      kind: 'deposit',
      period: 'week',
      action: 'applied',
      before: '5000.00',
      after: '2000.50',
      by: 'staff',
      staff_id: risk().id,
      staff_username: expect.stringMatching(/^rg-risk-/),
      reason: 'Deposits tripled this week.',
    });
    expect(await auditRows(p)).toEqual([
      {
        actor_id: risk().id,
        action: 'responsible_gaming.limit_set',
        before: { kind: 'deposit', period: 'week', limit: '5000.00', pending: { limit: '9000.00', confirmable_at: expect.any(String) } },
        after: { kind: 'deposit', period: 'week', limit: '2000.50', pending: null, reason: 'Deposits tripled this week.' },
      },
    ]);
    // the player's own deposit limits answer the staff's limit, and a new limit where none was is stricter too
    const own = await call('GET', '/api/responsible-gaming/deposit-limits', p.token);
    expect((own.body.limits as Json[]).find((l) => l.period === 'week')).toMatchObject({ limit: '2000.50', pending: null });
    expect((await setLimit(p, { kind: 'loss', period: 'day', limit: 300, reason: 'Chasing losses at night.' })).status).toBe(200);
    const lossDay = ((await view(p)).body.limits.loss as Json[]).find((l) => l.period === 'day')!;
    expect(lossDay.limit).toBe('300.00');
  });

  it('a looser or equal limit, a removal and bad input are refused (English and Bangla) and nothing is written', async () => {
    const p = await makePlayer();
    await call('PUT', '/api/responsible-gaming/wager-limits', p.token, { period: 'month', limit: '800' });
    const history = await limitHistory(p);
    const notStricter = 'Staff can only make a limit stricter: enter an amount below the limit in force of 800.00.';
    expect(await setLimit(p, { kind: 'wager', period: 'month', limit: '801', reason: 'Player asked on the phone.' })).toEqual({
      status: 409,
      body: { message: notStricter },
    });
    expect(await setLimit(p, { kind: 'wager', period: 'month', limit: '800.00', reason: 'Player asked on the phone.' })).toEqual({
      status: 409,
      body: { message: notStricter },
    });
    expect(
      await setLimit(p, { kind: 'wager', period: 'month', limit: '900', reason: 'Player asked on the phone.' }, risk().token, {
        'accept-language': 'bn',
      }),
    ).toEqual({ status: 409, body: { message: 'স্টাফ কেবল সীমা আরও কঠোর করতে পারেন: বর্তমান সীমা 800.00-এর চেয়ে কম একটি পরিমাণ লিখুন।' } });
    expect(await setLimit(p, { kind: 'wager', period: 'month', limit: null, reason: 'Remove it please.' })).toEqual({
      status: 400,
      body: { message: staffProtectionMessages.amount },
    });
    expect((await setLimit(p, { kind: 'wager', period: 'month', limit: '0', reason: 'Zero is not a limit.' })).body.message).toBe(
      staffProtectionMessages.amount,
    );
    expect((await setLimit(p, { kind: 'wager', period: 'month', limit: '100' })).body).toMatchObject({
      message: staffProtectionMessages.reason,
    });
    expect((await setLimit(p, { kind: 'wager', period: 'month', limit: '100', reason: '  x ' })).body).toEqual({
      message: staffProtectionMessages.reason,
    });
    expect(await setLimit(p, { kind: 'wager', period: 'month', limit: '100' }, risk().token, { 'accept-language': 'bn' })).toMatchObject({
      status: 400,
      body: { message: '৩ থেকে ৫০০ অক্ষরের মধ্যে একটি কারণ লিখুন।' },
    });
    expect((await setLimit(p, { kind: 'bonus', period: 'month', limit: '100', reason: 'Wrong kind.' })).body.message).toBe(
      staffProtectionMessages.kind,
    );
    expect((await setLimit(p, { kind: 'wager', period: 'year', limit: '100', reason: 'Wrong period.' })).body.message).toBe(
      staffProtectionMessages.period,
    );
    expect(
      (
        await call('PUT', '/api/admin/responsible-gaming/players/999999999/limits', risk().token, {
          kind: 'wager',
          period: 'month',
          limit: '100',
          reason: 'No such player.',
        })
      ).status,
    ).toBe(404);
    expect(await limitHistory(p)).toEqual(history);
    expect(await auditRows(p)).toEqual([]);
    const month = ((await view(p)).body.limits.wager as Json[]).find((l) => l.period === 'month')!;
    expect(month.limit).toBe('800.00');
  });

  it('a staff time-out ends every session and socket of the player at once; recorded, audited, and never shortened', async () => {
    const p = await makePlayer();
    const other = (await sessions.issue('player', p.id)).token;
    const socket = await connect(app.url, other);
    const gone = closed(socket);
    const res = await exclude(p, { kind: 'timeout', days: 7, reason: 'Asked for a break on a call with support.' });
    expect(res.status).toBe(200);
    expect(res.body.exclusion).toMatchObject({ kind: 'timeout', in_force: true });
    const endsAt = new Date(res.body.exclusion.ends_at as string);
    expect(res.body.message).toBe(
      `The player's exclusion has started and runs until ${dhakaTime(endsAt)} (Dhaka time). Their sessions have ended.`,
    );
    expect(await gone).not.toBe('still connected');
    expect((await call('GET', '/api/responsible-gaming/exclusion', p.token)).status).toBe(401);
    expect((await call('GET', '/api/responsible-gaming/exclusion', other)).status).toBe(401);
    const live = await sql.query(`SELECT 1 FROM auth_sessions WHERE subject_kind = 'player' AND subject_id = $1 AND revoked_at IS NULL`, [
      p.id,
    ]);
    expect(live.rowCount).toBe(0);
    expect(res.body.exclusion_changes).toEqual([
      expect.objectContaining({
        action: 'started',
        kind: 'timeout',
        by: 'staff',
        staff_id: risk().id,
        reason: 'Asked for a break on a call with support.',
      }),
    ]);
    expect(await auditRows(p)).toEqual([
      {
        actor_id: risk().id,
        action: 'responsible_gaming.exclusion_set',
        before: null,
        after: {
          kind: 'timeout',
          started_at: expect.any(String),
          ends_at: endsAt.toISOString(),
          ended_at: null,
          outcome: 'started',
          reason: 'Asked for a break on a call with support.',
        },
      },
    ]);
    // the sessions-revoked event (closes sockets on every instance) was appended by the same transaction
    const sameTx = await sql.query(
      `SELECT 1 FROM outbox_events e JOIN player_exclusion_changes c ON c.player_id = $1
        WHERE e.type = 'auth.sessions-revoked' AND e.stream_id = $2 AND (e.tx_id::text::numeric % 4294967296) = c.xmin::text::numeric`,
      [p.id, `player-${p.id}`],
    );
    expect(sameTx.rowCount).toBe(1);

    // shorter: refused in English and Bangla, nothing written
    const shorter = await exclude(p, { kind: 'timeout', days: 1, reason: 'Trying to shorten it.' });
    expect(shorter).toEqual({
      status: 409,
      body: {
        message: `The player is already excluded until ${dhakaTime(endsAt)} (Dhaka time). An exclusion can only be extended, never shortened.`,
      },
    });
    expect(
      (await exclude(p, { kind: 'timeout', days: 2, reason: 'Trying to shorten it.' }, risk().token, { 'accept-language': 'bn' })).body
        .message,
    ).toBe(`খেলোয়াড় ইতিমধ্যেই ${dhakaTime(endsAt)} (ঢাকা সময়) পর্যন্ত বিরত আছেন। বিরতি কেবল বাড়ানো যায়, কখনো কমানো যায় না।`);
    expect((await exclude(p, { kind: 'timeout', days: 43, reason: 'Too long.' })).body.message).toBe(staffProtectionMessages.days);
    expect((await exclude(p, { kind: 'self_exclusion', months: 3, reason: 'Too short.' })).body.message).toBe(
      staffProtectionMessages.months,
    );
    expect((await exclude(p, { kind: 'timeout', days: 30 })).status).toBe(400);
    expect(await auditRows(p)).toHaveLength(1);

    // longer (a self-exclusion by admin): extends it, a fresh session ends again
    const again = (await sessions.issue('player', p.id)).token;
    const longer = await exclude(
      p,
      { kind: 'self_exclusion', months: 6, reason: 'Gambling problem disclosed.' },
      staff.get('admin')!.token,
    );
    expect(longer.status).toBe(200);
    expect(longer.body.exclusion).toMatchObject({ kind: 'self_exclusion', in_force: true });
    expect(longer.body.message).toMatch(/^The player's exclusion now runs until /);
    expect((await call('GET', '/api/responsible-gaming/exclusion', again)).status).toBe(401);
    expect((longer.body.exclusion_changes as Json[]).map((c) => [c.action, c.kind, c.by])).toEqual([
      ['extended', 'self_exclusion', 'staff'],
      ['started', 'timeout', 'staff'],
    ]);
    expect((await auditRows(p)).map((r) => [r.actor_id, r.after.outcome])).toEqual([
      [risk().id, 'started'],
      [staff.get('admin')!.id, 'extended'],
    ]);
    // the player's own exclusion changes read as the player's
    const q = await makePlayer();
    await call('POST', '/api/responsible-gaming/exclusion', q.token, { kind: 'timeout', days: 2, confirm: true });
    expect((await view(q)).body.exclusion_changes).toEqual([
      expect.objectContaining({ action: 'started', by: 'player', staff_id: null, reason: null }),
    ]);
  });

  it('the records of changes are append-only', async () => {
    await expect(sql.query(`UPDATE deposit_limit_changes SET reason = 'x' WHERE false`)).resolves.toBeDefined();
    await expect(sql.query(`DELETE FROM deposit_limit_changes`)).rejects.toThrow(/append-only/);
    await expect(sql.query(`UPDATE player_exclusion_changes SET reason = 'edited reason'`)).rejects.toThrow(/append-only/);
    await expect(sql.query(`TRUNCATE player_exclusion_changes`)).rejects.toThrow(/append-only/);
  });
});
