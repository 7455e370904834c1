import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { Rooms, type BalancePush } from '@khela/contracts';
import type { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { SessionStore } from '../../modules/auth/index.js';
import type { AuditContext } from '../../modules/backoffice/index.js';
import { AssignStaffRolesCommand } from '../../modules/backoffice/commands/assign-staff-roles/assign-staff-roles.command.js';
import { ResetStaff2faCommand } from '../../modules/backoffice/commands/reset-staff-2fa/reset-staff-2fa.command.js';
import { SetStaffStatusCommand } from '../../modules/backoffice/commands/set-staff-status/set-staff-status.command.js';
import { SignOutStaffCommand } from '../../modules/backoffice/commands/sign-out-staff/sign-out-staff.command.js';
import { DemoStaffSeed } from '../../modules/backoffice/seed/demo-staff.seed.js';
import { LockPlayerCommand } from '../../modules/players/commands/lock-player/lock-player.command.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  startTestWorker,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { DB_POOL } from '../database/database.module.js';
import { inTransaction } from '../database/transaction.js';
import { PlayerGateway } from './player.gateway.js';
import { StaffGateway } from './staff.gateway.js';
import { joinedRoom } from '../../../test/socket-rooms.js';
import { RealtimeNotifier } from './realtime-notifier.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp.js';
import { hangBound } from '../../../test/test-env.js';

/**
 * Audit finding 8: when a session ends, the sockets opened with it close at once, on every api
 * instance, whatever ended it. Sockets connect to one api instance; the session ends through the other
 * (or through a worker), so every close crosses Redis.
 */

type Json = Record<string, unknown>;

const connect = (url: string, namespace: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(`${url}${namespace}`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/**
 * Resolves with the disconnect reason once the socket is closed, or 'still connected' after `timeoutMs`.
 * The default is a bound for a close that must come (generous: a loaded machine is slow, a missing close
 * still fails); a check that a socket stays open passes a short one.
 */
const closed = (socket: Socket, timeoutMs = hangBound(10_000)): Promise<string> =>
  new Promise((resolve) => {
    if (socket.disconnected) return resolve('already closed');
    const timer = setTimeout(() => resolve('still connected'), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** The next `balance` push on a socket, or 'none' after `timeoutMs` (a bound for a push that must come). */
const nextBalance = (socket: Socket, timeoutMs = hangBound(10_000)): Promise<BalancePush | 'none'> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('none'), timeoutMs);
    socket.once('balance', (payload: BalancePush) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const waitFor = async <T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 8000): Promise<T> => {
  const deadline = Date.now() + hangBound(timeoutMs); // a bound on what must happen: grows with the load
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** 'io server disconnect': the server closed the socket (not the client, not the network). */
const byServer = 'io server disconnect';

describe('sockets of an ended session are disconnected at once, across instances', () => {
  const prefix = uniqueRedisPrefix();
  const sockets: Socket[] = [];
  let smtp: TestSmtpServer;
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let pool: Pool;
  let admin: AuditContext;
  const staffIds = new Map<string, string>();
  let seq = 0;

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${first.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const signUp = async () => {
    const username = `so${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`.padEnd(8, '0');
    const payload = {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      name: 'Socket Player',
      phone: `018${String(Date.now() + seq).slice(-8)}`,
      email: `${username}@example.com`,
      currency: 'BDT',
      status: 'active',
    };
    const response = await call('POST', '/api/v1/create-players', payload);
    expect(response.status).toBe(201);
    return { ...payload, token: response.body.token as string, id: response.body.remote_id as string };
  };

  const logIn = async (username: string, password: string) => {
    const response = await call('POST', '/api/login', { username, password });
    expect(response.status).toBe(200);
    return response.body.token as string;
  };

  /** A player socket on the second instance; revocations go through the first. */
  const playerSocket = async (token: string) => {
    const socket = await connect(second.url, '/player', token);
    sockets.push(socket);
    return socket;
  };

  const staffSocket = async (staffId: string) => {
    const session = await first.app.get(SessionStore).issue('staff', staffId);
    const socket = await connect(second.url, '/staff', session.token);
    sockets.push(socket);
    return { socket, session };
  };

  /** Sockets in a player's room across both instances (the Redis adapter asks every instance). */
  const playerRoomSockets = async (playerId: string) =>
    (await first.app.get(PlayerGateway).namespace!.in(Rooms.player(playerId)).fetchSockets()).length;

  const push = (playerId: string, balance: string) =>
    first.app.get(RealtimeNotifier).toPlayer(playerId, 'balance', { balance, currency: 'BDT' });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    db = await createTestDatabase();
    first = await startTestApp({ databaseUrl: db.url, role: 'all', env: { REDIS_PREFIX: prefix, SMTP_URL: smtp.url } });
    second = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    pool = first.app.get<Pool>(DB_POOL);
    await first.app.get(DemoStaffSeed).seed();
    const { rows } = await pool.query<{ id: string; username: string }>(`SELECT id, username FROM staff_users`);
    for (const row of rows) staffIds.set(row.username, row.id);
    admin = {
      actorId: staffIds.get('admin')!,
      actorUsername: 'admin',
      actorRoles: ['admin'],
      ip: '127.0.0.1',
      requestId: null,
      recorded: false,
    };
  }, hangBound(60_000));

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await second?.close();
    await first?.close();
    await smtp?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('log-out closes that session’s sockets only: the player’s other session keeps its socket and its pushes', async () => {
    const player = await signUp();
    const other = await logIn(player.username, player.password);
    const loggingOut = await playerSocket(player.token);
    const staying = await playerSocket(other);
    const stranger = await playerSocket((await signUp()).token);

    const wasClosed = closed(loggingOut);
    expect((await call('POST', '/api/logout', undefined, player.token)).status).toBe(200);
    expect(await wasClosed).toBe(byServer);

    const toStaying = nextBalance(staying);
    push(player.id, '10.00');
    expect(await toStaying).toEqual({ balance: '10.00', currency: 'BDT' });
    expect(loggingOut.connected).toBe(false);
    expect(staying.connected).toBe(true);
    expect(stranger.connected).toBe(true);
  });

  it('a password change closes every socket of the player, and later pushes reach none of them', async () => {
    const player = await signUp();
    const sessionSockets = [await playerSocket(player.token), await playerSocket(await logIn(player.username, player.password))];
    const strangerPlayer = await signUp();
    const stranger = Object.assign(await playerSocket(strangerPlayer.token), { id: strangerPlayer.id });
    expect(await playerRoomSockets(player.id)).toBe(2);

    const wereClosed = sessionSockets.map((s) => closed(s));
    const changed = await call(
      'POST',
      '/api/user-pwd',
      { old_password: player.password, new_password: 'Newpass123', new_password_confirmation: 'Newpass123' },
      player.token,
    );
    expect(changed.status).toBe(200);
    expect(await Promise.all(wereClosed)).toEqual([byServer, byServer]);

    // Gone on the server side too, on every instance: nothing is left in the player's room to push to.
    expect(await playerRoomSockets(player.id)).toBe(0);
    const toStranger = nextBalance(stranger);
    push(stranger.id, '20.00');
    expect(await toStranger).toEqual({ balance: '20.00', currency: 'BDT' });
  });

  it('a password reset by e-mailed code closes every socket of the player', async () => {
    const player = await signUp();
    await pool.query(`UPDATE players SET email_verified_at = now() WHERE id = $1`, [player.id]);
    const socket = await playerSocket(player.token);

    const forgot = await call('POST', '/api/usr-forgot-password', { type: 'email', email: player.email, username: player.username });
    expect(forgot.status).toBe(200);
    const mail = await waitFor(() => smtp.mails.find((m) => m.to === player.email && /password reset/i.test(m.raw)));
    const otp = /\b(\d{6})\b/.exec(mail.raw)![1]!;
    const wasClosed = closed(socket);
    const reset = await call('POST', '/api/usr-reset-password', {
      otp,
      password: 'Reset1234',
      password_confirmation: 'Reset1234',
      username: player.username,
    });
    expect(reset.status).toBe(200);
    expect(await wasClosed).toBe(byServer);
  });

  it('staff locking a player closes every socket of the player', async () => {
    const player = await signUp();
    const sessionSockets = [await playerSocket(player.token), await playerSocket(await logIn(player.username, player.password))];
    const wereClosed = sessionSockets.map((s) => closed(s));
    const locked = await first.app.get(CommandBus).execute(new LockPlayerCommand(player.id, 'Socket test lock', admin));
    expect(locked).toMatchObject({ ok: true });
    expect(await Promise.all(wereClosed)).toEqual([byServer, byServer]);
  });

  it('staff sign-out closes that session’s socket; the same staff member’s other session stays', async () => {
    const support = staffIds.get('support1')!;
    const signingOut = await staffSocket(support);
    const staying = await staffSocket(support);
    const wasClosed = closed(signingOut.socket);
    await first.app.get(CommandBus).execute(new SignOutStaffCommand(signingOut.session.sessionId, { ...admin, actorId: support }));
    expect(await wasClosed).toBe(byServer);
    expect(await closed(staying.socket, 500)).toBe('still connected');
  });

  it('disabling a staff account closes all its sockets; others stay', async () => {
    const finance = staffIds.get('finance1')!;
    const sessions = [await staffSocket(finance), await staffSocket(finance)];
    const bystander = await staffSocket(staffIds.get('content1')!);
    const wereClosed = sessions.map(({ socket }) => closed(socket));
    expect(await first.app.get(CommandBus).execute(new SetStaffStatusCommand(finance, 'disabled', admin))).toMatchObject({ ok: true });
    expect(await Promise.all(wereClosed)).toEqual([byServer, byServer]);
    expect(bystander.socket.connected).toBe(true);
  });

  it('resetting a staff member’s 2FA closes all their sockets', async () => {
    const content = staffIds.get('content1')!;
    const { socket } = await staffSocket(content);
    const wasClosed = closed(socket);
    expect(await first.app.get(CommandBus).execute(new ResetStaff2faCommand(content, admin))).toMatchObject({ ok: true });
    expect(await wasClosed).toBe(byServer);
  });

  it('a role change moves the staff member’s open sockets into or out of the payment queue room (a reactor, on the worker), without closing them', async () => {
    const support = staffIds.get('support1')!;
    const { socket } = await staffSocket(support);
    const gateway = first.app.get(StaffGateway);
    await joinedRoom(gateway.namespace!, Rooms.staff(support), [socket.id]);
    const inQueueRoom = async () => (await gateway.namespace!.in(Rooms.staffPayments).fetchSockets()).some((s) => s.id === socket.id);
    expect(await inQueueRoom()).toBe(false);

    expect(await first.app.get(CommandBus).execute(new AssignStaffRolesCommand(support, ['support', 'finance'], admin))).toMatchObject({
      ok: true,
    });
    await waitFor(async () => ((await inQueueRoom()) ? true : undefined), 10_000);
    expect(socket.connected).toBe(true);

    expect(await first.app.get(CommandBus).execute(new AssignStaffRolesCommand(support, ['support'], admin))).toMatchObject({ ok: true });
    await waitFor(async () => ((await inQueueRoom()) ? undefined : true), 10_000);
    expect(socket.connected).toBe(true);
  });

  it('a revocation made by a worker process (no sockets of its own) closes the socket on the api instance', async () => {
    const worker = await startTestWorker({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
    try {
      const player = await signUp();
      const socket = await playerSocket(player.token);
      const wasClosed = closed(socket);
      await worker.app.get(SessionStore).revokeAll('player', player.id);
      expect(await wasClosed).toBe(byServer);
    } finally {
      await worker.close();
    }
  });

  it('a revocation whose process died before closing the sockets (it committed with its event) closes them through the auth.close-sockets reactor', async () => {
    const player = await signUp();
    const socket = await playerSocket(player.token);
    const wasClosed = closed(socket);
    // what a password change commits before its process dies: the sessions ended and their event; no close sent
    await inTransaction(pool, (db) => first.app.get(SessionStore).revokeAllIn(db, 'player', player.id));
    expect(await wasClosed).toBe(byServer);
  });

  it('a socket is closed when its session expires', async () => {
    const sessions = first.app.get(SessionStore);
    const issued = await sessions.issue('player', 'expiring-player');
    // long enough for the socket to connect before the session expires, on a loaded machine too
    await pool.query(`UPDATE auth_sessions SET expires_at = now() + interval '2 seconds' WHERE id = $1`, [issued.sessionId]);
    const socket = await playerSocket(issued.token);
    expect(await closed(socket, 12_000)).toBe(byServer);
  });
});
