import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { generateSync } from 'otplib';
import pg from 'pg';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { AssignStaffRolesCommand } from './commands/assign-staff-roles/assign-staff-roles.command.js';
import { demoStaff } from './domain/demo-staff.js';
import { AuditLog, type AuditContext } from './persistence/audit-log.js';
import { DemoStaffSeed } from './seed/demo-staff.seed.js';

type Json = Record<string, unknown>;

interface AuditRow {
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  target_kind: string | null;
  target_id: string | null;
  before: Json | null;
  after: Json | null;
}

const demo = (username: string) => demoStaff.find((s) => s.username === username)!;
const codeFor = (secret: string, stepOffset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

/** Issue 10, finding 11: failed staff sign-ins are recorded, and no audit row is ever written without its actor. */
describe('staff audit trail: failed sign-ins and the actor rule', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let ids: Map<string, string>;

  const login = async (body: { username: string; password: string; otp?: string }) => {
    const res = await fetch(`${app.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  };

  /** The rows a sequence of attempts left, in order (failed sign-ins and lock-outs, never the successes). */
  const rowsSince = async (lastId: number, actions = ['staff.sign_in_failed', 'staff.locked_out']) =>
    (
      await sql.query<AuditRow>(
        `SELECT action, actor_id::text, actor_username, target_kind, target_id, before, after FROM staff_audit_log
          WHERE id > $1 AND action = ANY($2) ORDER BY id`,
        [lastId, actions],
      )
    ).rows;
  const lastAuditId = async () => Number((await sql.query(`SELECT coalesce(max(id), 0) AS id FROM staff_audit_log`)).rows[0].id);

  const failed = (username: string, reason: string, step = 'sign_in'): AuditRow => ({
    action: 'staff.sign_in_failed',
    actor_id: ids.get(username)!,
    actor_username: username,
    target_kind: 'staff',
    target_id: ids.get(username)!,
    before: null,
    after: { reason, step },
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api' });
    await app.app.get(DemoStaffSeed).seed();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    const { rows } = await sql.query<{ id: string; username: string }>(`SELECT id::text, username FROM staff_users`);
    ids = new Map(rows.map((r) => [r.username, r.id]));
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it('records each failed sign-in with the account tried and which check refused, never the password or code typed', async () => {
    const s = demo('support1');
    const from = await lastAuditId();
    expect(await login({ username: 'support1', password: 'Wrong-password-1', otp: codeFor(s.totpSecret) })).toBe(401);
    expect(await login({ username: 'support1', password: s.password, otp: '000000' === codeFor(s.totpSecret) ? '111111' : '000000' })).toBe(
      401,
    );
    expect(await login({ username: 'support1', password: s.password, otp: '' })).toBe(401);
    const code = codeFor(s.totpSecret);
    expect(await login({ username: 'support1', password: s.password, otp: code })).toBe(200);
    expect(await login({ username: 'support1', password: s.password, otp: code })).toBe(401); // replayed
    expect(await login({ username: 'no-such-staff', password: 'Guess-password-9', otp: '123456' })).toBe(401);

    const rows = await rowsSince(from);
    expect(rows).toEqual([
      failed('support1', 'wrong_password'),
      failed('support1', 'wrong_code'),
      failed('support1', 'otp_missing'),
      failed('support1', 'code_reused'),
      {
        action: 'staff.sign_in_failed',
        actor_id: null,
        actor_username: null,
        target_kind: 'staff',
        target_id: null,
        before: null,
        after: { reason: 'unknown_username', step: 'sign_in', username: 'no-such-staff' },
      },
    ]);
    const written = JSON.stringify(rows);
    for (const secret of ['Wrong-password-1', s.password, 'Guess-password-9', code, '123456']) expect(written).not.toContain(secret);
  });

  it('records the failures that lock an address out, the lock-out, and the attempts refused while locked', async () => {
    const s = demo('content1');
    const from = await lastAuditId();
    for (let i = 0; i < 5; i += 1) await login({ username: 'content1', password: `Wrong-password-${i}`, otp: '123456' });
    expect(await login({ username: 'content1', password: s.password, otp: codeFor(s.totpSecret) })).toBe(429);
    const rows = await rowsSince(from);
    expect(rows.map((r) => [r.action, r.after?.reason ?? null])).toEqual([
      ['staff.sign_in_failed', 'wrong_password'],
      ['staff.sign_in_failed', 'wrong_password'],
      ['staff.sign_in_failed', 'wrong_password'],
      ['staff.sign_in_failed', 'wrong_password'],
      ['staff.locked_out', null],
      ['staff.sign_in_failed', 'wrong_password'],
      ['staff.sign_in_failed', 'locked'],
    ]);
    expect(rows.every((r) => r.actor_id === ids.get('content1'))).toBe(true);
  });

  it('records a sign-in to a disabled account', async () => {
    const s = demo('finance1');
    await sql.query(`UPDATE staff_users SET status = 'disabled' WHERE username = 'finance1'`);
    try {
      const from = await lastAuditId();
      expect(await login({ username: 'finance1', password: s.password, otp: codeFor(s.totpSecret) })).toBe(403);
      expect(await rowsSince(from)).toEqual([failed('finance1', 'disabled')]);
    } finally {
      await sql.query(`UPDATE staff_users SET status = 'active' WHERE username = 'finance1'`);
    }
  });

  describe('every row has its actor', () => {
    const nobody = (): AuditContext => ({ actorId: null, actorUsername: null, actorRoles: [], ip: null, requestId: null, recorded: false });

    it('AuditLog.record refuses a context without an actor and writes nothing', async () => {
      const from = await lastAuditId();
      const context = nobody();
      await expect(app.app.get(AuditLog).record(context, { action: 'test.anonymous', targetKind: 'test' })).rejects.toMatchObject({
        status: 401,
        message: 'Unauthenticated.',
      });
      expect(context.recorded).toBe(false);
      expect(await lastAuditId()).toBe(from);
    });

    it('a staff change without an actor is refused and rolled back with its row', async () => {
      const from = await lastAuditId();
      const before = (await sql.query(`SELECT roles FROM staff_users WHERE username = 'support1'`)).rows[0].roles;
      await expect(
        app.app.get(CommandBus).execute(new AssignStaffRolesCommand(ids.get('support1')!, ['support', 'finance'], nobody())),
      ).rejects.toMatchObject({ status: 401 });
      expect((await sql.query(`SELECT roles FROM staff_users WHERE username = 'support1'`)).rows[0].roles).toEqual(before);
      expect(await lastAuditId()).toBe(from);
    });

    it('the only rows without an actor are failed sign-ins under unknown usernames', async () => {
      const { rows } = await sql.query(`SELECT action, after->>'reason' AS reason FROM staff_audit_log WHERE actor_id IS NULL`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.action === 'staff.sign_in_failed' && r.reason === 'unknown_username')).toBe(true);
    });
  });
});
