import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  startTestWorker,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../../test/test-app.js';
import { hangBound, testRedisUrl } from '../../../../test/test-env.js';
import type { AuditContext } from '../../backoffice/index.js';
import { ResetStaff2faCommand } from '../../backoffice/commands/reset-staff-2fa/reset-staff-2fa.command.js';
import { SetStaffStatusCommand } from '../../backoffice/commands/set-staff-status/set-staff-status.command.js';
import { SignOutStaffCommand } from '../../backoffice/commands/sign-out-staff/sign-out-staff.command.js';
import { DemoStaffSeed } from '../../backoffice/seed/demo-staff.seed.js';
import { StaffSetExclusion } from '../../player-protection/commands/staff-set-exclusion/staff-set-exclusion.js';
import { LockPlayerCommand } from '../../players/commands/lock-player/lock-player.command.js';
import { SessionStore } from '../index.js';

jest.setTimeout(hangBound(60_000));

type Json = Record<string, unknown>;

/**
 * The session check (`SessionStore.verify`) is answered from Redis, shared by every process. What it must
 * never do: let a token in after the call that revoked it has answered, in the instance that revoked it or in
 * another one. Two api instances share the database and the Redis prefix, as two instances behind a load
 * balancer do; every revocation goes through the first, and each check is made on both, with both
 * instances' caches warm first (the entry is in Redis, so a check without the invalidation would pass).
 */
describe('the session check from the session cache: every revocation is refused at once on every instance', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let pool: Pool;
  let redis: Redis;
  let keyPrefix: string;
  let admin: AuditContext;
  const staffIds = new Map<string, string>();
  let seq = 0;

  const call = async (app: TestApp, method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${app.url}${path}`, {
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

  /** The token's status on a guarded route of its kind: 401 once it is refused. */
  const check = async (app: TestApp, kind: 'player' | 'staff', token: string) =>
    (await call(app, kind === 'player' ? 'POST' : 'GET', kind === 'player' ? '/api/balance' : '/api/admin/me', token)).status;

  const cached = async (token: string) => redis.hget(`${keyPrefix}${createHash('sha256').update(token).digest('hex')}`, 'v');

  /** Both instances let the token in, and its check is in Redis: a revocation must now invalidate it. */
  const warm = async (kind: 'player' | 'staff', token: string) => {
    expect(await check(first, kind, token)).not.toBe(401);
    expect(await check(second, kind, token)).not.toBe(401);
    expect(await cached(token)).not.toBeNull();
    expect(await check(second, kind, token)).not.toBe(401); // answered from Redis
  };

  /** Right after the revoking call answered: refused on both instances (and no longer cached). */
  const refusedEverywhere = async (kind: 'player' | 'staff', token: string) => {
    expect(await check(second, kind, token)).toBe(401);
    expect(await check(first, kind, token)).toBe(401);
    expect(await cached(token)).toBeNull();
  };

  const signUp = async () => {
    const username = `sc${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`.padEnd(8, '0');
    const payload = {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      name: 'Cache Player',
      phone: `019${String(Date.now() + seq).slice(-8)}`,
      email: `${username}@example.com`,
      currency: 'BDT',
      status: 'active',
    };
    const response = await call(first, 'POST', '/api/v1/create-players', undefined, payload);
    expect(response.status).toBe(201);
    return { username, password: payload.password, token: response.body.token as string, id: response.body.remote_id as string };
  };

  /** The sessions named by the subject's single-session `auth.sessions-revoked` events (the reactor's cover). */
  const endedSessionEvents = async (subjectId: string) =>
    (
      await pool.query<{ session_id: string }>(
        `SELECT data->>'sessionId' AS session_id FROM outbox_events
          WHERE type = 'auth.sessions-revoked' AND data->>'subjectId' = $1 AND data ? 'sessionId' ORDER BY position`,
        [subjectId],
      )
    ).rows.map((r) => r.session_id);

  const staffSession = (username: string) => first.app.get(SessionStore).issue('staff', staffIds.get(username)!);

  beforeAll(async () => {
    db = await createTestDatabase();
    first = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    second = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    pool = first.app.get<Pool>(DB_POOL);
    redis = new Redis(testRedisUrl);
    const { rows: oid } = await pool.query<{ oid: string }>(`SELECT oid::text AS oid FROM pg_database WHERE datname = current_database()`);
    keyPrefix = `${prefix}:auth:session:${oid[0]!.oid}:`;
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
    await first?.close();
    await second?.close();
    redis?.disconnect();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('a live session is checked from Redis on both instances; unknown tokens are not stored', async () => {
    const player = await signUp();
    await warm('player', player.token);
    const stored = JSON.parse((await cached(player.token))!) as Json;
    expect(stored).toEqual({ k: 'player', s: expect.any(String), i: player.id, e: expect.any(Number) });
    expect(JSON.stringify(stored)).not.toContain(player.token); // the token itself is never stored
    // an unknown token is not stored (forged tokens cannot fill Redis)
    expect(await check(first, 'player', 'not-a-token')).toBe(401);
    expect(await cached('not-a-token')).toBeNull();
  });

  it('a cached session is refused once it expires (the entry never outlives the session)', async () => {
    const player = await signUp();
    const issued = await first.app.get(SessionStore).issue('player', player.id);
    await pool.query(`UPDATE auth_sessions SET expires_at = now() + interval '3 seconds' WHERE id = $1`, [issued.sessionId]);
    await warm('player', issued.token);
    expect(await redis.ttl(`${keyPrefix}${createHash('sha256').update(issued.token).digest('hex')}`)).toBeLessThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 3500));
    expect(await check(second, 'player', issued.token)).toBe(401);
    expect(await check(first, 'player', issued.token)).toBe(401);
  });

  it('log-out', async () => {
    const player = await signUp();
    await warm('player', player.token);
    const { sessionId } = (await first.app.get(SessionStore).verify(player.token))!;
    expect((await call(first, 'POST', '/api/logout', player.token)).status).toBeLessThan(300);
    await refusedEverywhere('player', player.token);
    expect(await endedSessionEvents(player.id)).toEqual([sessionId]);
  });

  it('password change (every session of the player)', async () => {
    const player = await signUp();
    const other = (await call(first, 'POST', '/api/login', undefined, { username: player.username, password: player.password })).body
      .token as string;
    await warm('player', player.token);
    await warm('player', other);
    const body = { old_password: player.password, new_password: 'Changed456', new_password_confirmation: 'Changed456' };
    expect((await call(first, 'POST', '/api/user-pwd', player.token, body)).status).toBe(200);
    await refusedEverywhere('player', player.token);
    await refusedEverywhere('player', other);
  });

  it('account lock by staff', async () => {
    const player = await signUp();
    await warm('player', player.token);
    expect(await first.app.get(CommandBus).execute(new LockPlayerCommand(player.id, 'chargeback fraud', admin))).toMatchObject({
      ok: true,
    });
    await refusedEverywhere('player', player.token);
  });

  it('exclusion taken by the player', async () => {
    const player = await signUp();
    await warm('player', player.token);
    const answer = await call(first, 'POST', '/api/responsible-gaming/exclusion', player.token, {
      kind: 'timeout',
      days: 1,
      confirm: true,
    });
    expect(answer.status).toBe(200);
    await refusedEverywhere('player', player.token);
  });

  it('exclusion set by staff', async () => {
    const player = await signUp();
    await warm('player', player.token);
    const outcome = await first.app
      .get(StaffSetExclusion)
      .execute(player.id, { kind: 'timeout', days: 2, reason: 'asked on the phone' }, admin);
    expect(outcome).toMatchObject({ ok: true });
    await refusedEverywhere('player', player.token);
  });

  it('reality-check log-out', async () => {
    const player = await signUp();
    await warm('player', player.token);
    // the session began 61 minutes ago (the database stamps it): the default 60-minute check is due
    await pool.query(`UPDATE auth_sessions SET created_at = now() - interval '61 minutes' WHERE subject_id = $1`, [player.id]);
    const answer = await call(first, 'POST', '/api/responsible-gaming/reality-check', player.token, { action: 'logout' });
    expect(answer).toMatchObject({ status: 200, body: { logged_out: true } });
    await refusedEverywhere('player', player.token);
    expect(await endedSessionEvents(player.id)).toHaveLength(1);
  });

  it('staff sign-out', async () => {
    const session = await staffSession('finance1');
    await warm('staff', session.token);
    const audit = { ...admin, actorId: staffIds.get('finance1')!, actorUsername: 'finance1', actorRoles: ['finance'] };
    await first.app.get(CommandBus).execute(new SignOutStaffCommand(session.sessionId, audit));
    await refusedEverywhere('staff', session.token);
    expect(await endedSessionEvents(staffIds.get('finance1')!)).toEqual([session.sessionId]);
  });

  it('staff 2FA reset', async () => {
    const session = await staffSession('content1');
    await warm('staff', session.token);
    expect(await first.app.get(CommandBus).execute(new ResetStaff2faCommand(staffIds.get('content1')!, admin))).toMatchObject({ ok: true });
    await refusedEverywhere('staff', session.token);
  });

  it('staff account disabled', async () => {
    const session = await staffSession('risk1');
    await warm('staff', session.token);
    expect(await first.app.get(CommandBus).execute(new SetStaffStatusCommand(staffIds.get('risk1')!, 'disabled', admin))).toMatchObject({
      ok: true,
    });
    await refusedEverywhere('staff', session.token);
  });

  it('a revocation whose process died after its commit (no invalidation of its own): the auth.close-sockets reactor drops the entries, for one session and for every session of a subject', async () => {
    const player = await signUp();
    const other = await first.app.get(SessionStore).issue('player', player.id); // a second session of the player
    const worker = await startTestWorker({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
    const dropped = async (token: string) => {
      const started = Date.now();
      const deadline = started + hangBound(20_000);
      while ((await cached(token)) !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await cached(token)).toBeNull();
      return Date.now() - started;
    };
    try {
      await warm('player', player.token);
      await warm('player', other.token);
      // what a log-out (or staff sign-out, a reality check's log-out) commits before its process dies: one session
      // ended and its event; nothing invalidated
      const sessionId = (await first.app.get(SessionStore).verify(player.token))!.sessionId;
      await inTransaction(pool, (db) => first.app.get(SessionStore).markRevoked(sessionId, db));
      const { rows: events } = await pool.query<{ stream_id: string; data: Json }>(
        `SELECT stream_id, data FROM outbox_events WHERE type = 'auth.sessions-revoked' AND data->>'sessionId' = $1`,
        [sessionId],
      );
      expect(events).toEqual([
        {
          stream_id: `player-${player.id}`,
          data: {
            subjectKind: 'player',
            subjectId: player.id,
            sessionId,
            tokenHashes: [createHash('sha256').update(player.token).digest('hex')],
          },
        },
      ]);
      console.log(`the reactor dropped the entry ${await dropped(player.token)} ms after the commit (one session)`);
      await refusedEverywhere('player', player.token);
      // only that session ended: the player's other one is still let in, from Redis
      expect(await cached(other.token)).not.toBeNull();
      expect(await check(second, 'player', other.token)).not.toBe(401);
      // a second revocation of the same session records nothing
      await inTransaction(pool, (db) => first.app.get(SessionStore).markRevoked(sessionId, db));
      expect(await endedSessionEvents(player.id)).toEqual([sessionId]);

      // what an exclusion commits before its process dies: every session ended and their event; nothing invalidated
      await inTransaction(pool, (db) => first.app.get(SessionStore).revokeAllIn(db, 'player', player.id));
      expect(await check(second, 'player', other.token)).not.toBe(401); // still let in from Redis, until the reactor runs
      console.log(`the reactor dropped the entry ${await dropped(other.token)} ms after the commit (every session)`);
      await refusedEverywhere('player', other.token);
    } finally {
      await worker.close();
    }
  });

  it('checks racing a revocation never store the live answer after it: polls on both instances while the player excludes', async () => {
    const player = await signUp();
    for (let round = 0; round < 3; round += 1) {
      // a fresh session each round (an excluded player cannot log in); each round extends the time-out
      const { token } = round === 0 ? player : await first.app.get(SessionStore).issue('player', player.id);
      await warm('player', token);
      let stop = false;
      const pollers = [first, second, first, second].map(async (app) => {
        while (!stop) await check(app, 'player', token);
      });
      const answer = await call(second, 'POST', '/api/responsible-gaming/exclusion', token, {
        kind: 'timeout',
        days: round + 1,
        confirm: true,
      });
      expect(answer.status).toBe(200);
      for (let i = 0; i < 5; i += 1) await refusedEverywhere('player', token);
      stop = true;
      await Promise.all(pollers);
      await refusedEverywhere('player', token);
    }
  });
});
