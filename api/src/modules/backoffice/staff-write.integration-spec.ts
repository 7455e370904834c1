import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { declareEvents, type NewEvent } from '../../platform/events/index.js';
import { EditSliders } from '../content/commands/edit-sliders/edit-sliders.js';
import { EditPromotions } from '../content/commands/edit-promotions/edit-promotions.js';
import { LockPlayerCommand } from '../players/commands/lock-player/lock-player.command.js';
import { AssignStaffRolesCommand } from './commands/assign-staff-roles/assign-staff-roles.command.js';
import { StaffWrite } from './commands/staff-write.js';
import { demoStaff } from './domain/demo-staff.js';
import { AuditActorMissingError, type AuditContext } from './persistence/audit-log.js';
import { DemoStaffSeed } from './seed/demo-staff.seed.js';

// An event type of this test's own (declared at run time; the outbox refuses undeclared types).
declareEvents('stafftest', ['stafftest.probe-changed' as never]);
const probeEvent = (id: number, value: string): NewEvent =>
  ({ type: 'stafftest.probe-changed', streamId: `probe-${id}`, data: { id, value } }) as unknown as NewEvent;

/**
 * Issue 11: a staff write, its audit row and its events commit together or not at all (StaffWrite),
 * and the use cases built on it (staff users, player actions, content editors) roll their change back
 * when their audit row cannot be written.
 */
describe('StaffWrite: a staff change, its audit row and its events in one transaction', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let write: StaffWrite;
  let admin: AuditContext;

  const context = (username: string, id: string): AuditContext => ({
    actorId: id,
    actorUsername: username,
    actorRoles: [...demoStaff.find((s) => s.username === username)!.roles],
    ip: '127.0.0.1',
    requestId: `req-${Math.random().toString(36).slice(2)}`,
    recorded: false,
  });
  const probe = async (id: number) =>
    (await sql.query<{ value: string }>(`SELECT value FROM staff_write_probe WHERE id = $1`, [id])).rows[0]?.value;
  const audits = async (targetKind: string, targetId: string) =>
    (
      await sql.query<{ action: string; actor_id: string; request_id: string; before: unknown; after: unknown }>(
        `SELECT action, actor_id::text, request_id, before, after FROM staff_audit_log WHERE target_kind = $1 AND target_id = $2 ORDER BY id`,
        [targetKind, targetId],
      )
    ).rows;
  const events = async (streamId: string) =>
    (
      await sql.query<{ type: string; data: unknown; meta: Record<string, unknown> }>(
        `SELECT type, data, meta FROM outbox_events WHERE stream_id = $1`,
        [streamId],
      )
    ).rows;
  /** Makes every audit insert of these actions fail, as a full disk or a broken constraint would. */
  const failAuditOf = async (...actions: string[]) => {
    await sql.query(`DELETE FROM staff_write_failing_actions`);
    if (actions.length) await sql.query(`INSERT INTO staff_write_failing_actions SELECT unnest($1::text[])`, [actions]);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api' });
    await app.app.get(DemoStaffSeed).seed();
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    await sql.query(`CREATE TABLE staff_write_probe (id int PRIMARY KEY, value text NOT NULL)`);
    await sql.query(`CREATE TABLE staff_write_failing_actions (action text PRIMARY KEY)`);
    await sql.query(`
      CREATE FUNCTION staff_write_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM staff_write_failing_actions WHERE action = NEW.action) THEN
          RAISE EXCEPTION 'audit insert refused for %', NEW.action;
        END IF;
        RETURN NEW;
      END $$`);
    await sql.query(
      `CREATE TRIGGER staff_write_fail_audit BEFORE INSERT ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION staff_write_fail_audit()`,
    );
    const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = 'admin'`);
    admin = context('admin', rows[0]!.id);
    write = app.app.get(StaffWrite);
  });

  beforeEach(() => failAuditOf());

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it('commits the change, its audit row and its event together, the event carrying the staff actor and request', async () => {
    const result = await write.run(admin, async (client) => {
      await client.query(`INSERT INTO staff_write_probe VALUES (1, 'one')`);
      return {
        result: 'done',
        entry: { action: 'test.probe_created', targetKind: 'probe', targetId: '1', before: null, after: { value: 'one' } },
        events: [probeEvent(1, 'one')],
      };
    });
    expect(result).toBe('done');
    expect(await probe(1)).toBe('one');
    expect(await audits('probe', '1')).toEqual([
      { action: 'test.probe_created', actor_id: admin.actorId, request_id: admin.requestId, before: null, after: { value: 'one' } },
    ]);
    const published = await events('probe-1');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      type: 'stafftest.probe-changed',
      data: { id: 1, value: 'one' },
      meta: { actor: { kind: 'staff', id: admin.actorId }, requestId: admin.requestId, correlationId: admin.requestId },
    });
    expect(admin.recorded).toBe(true);
  });

  it('rolls the change and its event back when the audit row cannot be written', async () => {
    await failAuditOf('test.probe_created');
    await expect(
      write.run(admin, async (client) => {
        await client.query(`INSERT INTO staff_write_probe VALUES (2, 'two')`);
        return {
          result: 'done',
          entry: { action: 'test.probe_created', targetKind: 'probe', targetId: '2' },
          events: [probeEvent(2, 'two')],
        };
      }),
    ).rejects.toThrow(/audit insert refused/);
    expect(await probe(2)).toBeUndefined();
    expect(await audits('probe', '2')).toEqual([]);
    expect(await events('probe-2')).toEqual([]);
  });

  it('rolls the change and its audit row back when its event cannot be appended', async () => {
    await expect(
      write.run(admin, async (client) => {
        await client.query(`INSERT INTO staff_write_probe VALUES (3, 'three')`);
        const undeclared = { type: 'stafftest.never-declared', streamId: 'probe-3', data: {} } as unknown as NewEvent;
        return { result: 'done', entry: { action: 'test.probe_created', targetKind: 'probe', targetId: '3' }, events: [undeclared] };
      }),
    ).rejects.toThrow(/Unknown event type/);
    expect(await probe(3)).toBeUndefined();
    expect(await audits('probe', '3')).toEqual([]);
  });

  it('rolls back whatever a refused change wrote and records nothing; the caller gets the refusal', async () => {
    const result = await write.run(admin, async (client) => {
      await client.query(`INSERT INTO staff_write_probe VALUES (4, 'four')`);
      return { result: { ok: false as const, error: 'not_found' } };
    });
    expect(result).toEqual({ ok: false, error: 'not_found' });
    expect(await probe(4)).toBeUndefined();
    expect(await audits('probe', '4')).toEqual([]);
  });

  it('refuses a context without an actor before the change runs', async () => {
    let ran = false;
    await expect(
      write.run({ ...admin, actorId: null }, async () => {
        ran = true;
        return { result: 'done', entry: { action: 'test.probe_created' } };
      }),
    ).rejects.toBeInstanceOf(AuditActorMissingError);
    expect(ran).toBe(false);
  });

  it('staff roles: the change is undone when its audit row fails, and kept with it otherwise', async () => {
    const commands = app.app.get(CommandBus);
    const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = 'support1'`);
    const support1 = rows[0]!.id;
    const roles = async () =>
      (await sql.query<{ roles: string[] }>(`SELECT roles FROM staff_users WHERE id = $1`, [support1])).rows[0]!.roles;
    const before = await roles();

    await failAuditOf('staff.roles_assigned');
    await expect(commands.execute(new AssignStaffRolesCommand(support1, ['support', 'content'], admin))).rejects.toThrow(
      /audit insert refused/,
    );
    expect(await roles()).toEqual(before);
    expect((await audits('staff', support1)).filter((r) => r.action === 'staff.roles_assigned')).toEqual([]);

    await failAuditOf();
    const done = await commands.execute(new AssignStaffRolesCommand(support1, ['support', 'content'], admin));
    expect(done).toMatchObject({ ok: true });
    expect([...(await roles())].sort()).toEqual(['content', 'support']);
    expect((await audits('staff', support1)).filter((r) => r.action === 'staff.roles_assigned')).toHaveLength(1);
  });

  it('player lock: the player stays active and signed in when the audit row fails; otherwise the lock, the end of its sessions and their event commit together', async () => {
    const res = await fetch(`${app.url}/api/v1/create-players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `sw${Date.now().toString(36).slice(-6)}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        name: 'Staff Write',
        phone: `017${10_000_000 + Math.floor(Math.random() * 80_000_000)}`,
        email: `sw${Date.now()}@example.com`,
        currency: 'BDT',
      }),
    });
    expect(res.status).toBe(201);
    const playerId = ((await res.json()) as { remote_id: string }).remote_id;
    const status = async () =>
      (await sql.query<{ status: string }>(`SELECT status FROM players WHERE id = $1`, [playerId])).rows[0]!.status;

    const liveSessions = async () =>
      (
        await sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM auth_sessions WHERE subject_kind = 'player' AND subject_id = $1 AND revoked_at IS NULL`,
          [playerId],
        )
      ).rows[0]!.n;
    const revokedEvents = async () =>
      (await sql.query(`SELECT 1 FROM outbox_events WHERE type = 'auth.sessions-revoked' AND stream_id = $1`, [`player-${playerId}`]))
        .rowCount;
    expect(await liveSessions()).toBe(1); // signed in by the sign-up

    await failAuditOf('player.lock');
    await expect(app.app.get(CommandBus).execute(new LockPlayerCommand(playerId, 'chargeback fraud', admin))).rejects.toThrow(
      /audit insert refused/,
    );
    expect(await status()).toBe('active');
    expect(await audits('player', playerId)).toEqual([]);
    expect(await liveSessions()).toBe(1);
    expect(await revokedEvents()).toBe(0);

    await failAuditOf();
    expect(await app.app.get(CommandBus).execute(new LockPlayerCommand(playerId, 'chargeback fraud', admin))).toMatchObject({ ok: true });
    expect(await status()).toBe('locked');
    expect(await liveSessions()).toBe(0);
    expect(await revokedEvents()).toBe(1);
  });

  it('content editors: a slider change and a promotion create are undone when their audit row fails', async () => {
    const content = context(
      'content1',
      (await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = 'content1'`)).rows[0]!.id,
    );
    const sliders = app.app.get(EditSliders);
    const slider = await sliders.create(
      { name: 'A', nameBn: '', link: '', imageUrl: '/storage/a.png', sliderType: 'Main', status: 'active' },
      content,
    );
    const name = async () => (await sql.query<{ name: string }>(`SELECT name FROM sliders WHERE id = $1`, [slider.id])).rows[0]?.name;

    await failAuditOf('content.slider.update');
    await expect(sliders.update(slider.id, { name: 'B' }, content)).rejects.toThrow(/audit insert refused/);
    expect(await name()).toBe('A');

    const promotions = async () => Number((await sql.query(`SELECT count(*) AS n FROM promotions`)).rows[0].n);
    const count = await promotions();
    await failAuditOf('content.promotion.create');
    const promotion = app.app.get(EditPromotions);
    await expect(
      promotion.create(
        {
          name: 'Rolled back',
          nameBn: '',
          description: '',
          descriptionBn: '',
          imageUrl: '',
          status: 'inactive',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          categories: [],
          depositBonusPercent: 10,
          maxBonusMinor: 100_00n,
          minDepositMinor: 100_00n,
          turnoverMultiplier: 1,
          bonusTarget: 'main',
          sortOrder: 0,
        },
        content,
      ),
    ).rejects.toThrow(/audit insert refused/);
    expect(await promotions()).toBe(count);
  });
});
