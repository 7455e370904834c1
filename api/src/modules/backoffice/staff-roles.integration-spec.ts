import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { staffPermissions, staffRoles, type StaffPermission } from '@khela/contracts';
import pg from 'pg';
import { SessionStore } from '../auth/index.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { grants } from './domain/permissions.js';

/**
 * Roles as data (issue 22) over HTTP against real Postgres and Redis: who may read, create and edit roles,
 * bad input, the union of two roles, the no-escalation rule, the last admin, a role change seen at the next
 * request, and the per-member IP allow-list (the app trusts the loopback proxy, so X-Forwarded-For is the
 * client address, as TRUST_PROXY makes it behind a real proxy).
 */
describe('staff roles as data', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let sessions: SessionStore;
  const ids = new Map<string, string>();

  const call = async (method: string, path: string, options: { token?: string; body?: unknown; ip?: string; bn?: boolean } = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
        ...(options.bn ? { 'Accept-Language': 'bn' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked field by field
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
  };

  const member = async (username: string, roles: string[]) => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', $2) RETURNING id::text`,
      [username, roles],
    );
    ids.set(username, rows[0]!.id);
    return rows[0]!.id;
  };
  const tokenOf = async (username: string) => (await sessions.issue('staff', ids.get(username)!)).token;
  const me = async (token: string) => (await call('GET', '/api/admin/me', { token })).body;
  const roleBody = (name: string, permissions: string[], description = '') => ({ name, description, permissions });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { TRUST_PROXY: 'loopback' } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    sessions = app.app.get(SessionStore);
    for (const role of staffRoles) await member(`roles-${role}`, [role]);
    await member('roles-admin2', ['admin']);
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it('lists the six seeded roles with exactly the permissions the code table gave them (admin: every one, locked)', async () => {
    const { status, body } = await call('GET', '/api/admin/roles', { token: await tokenOf('roles-admin') });
    expect(status).toBe(200);
    const roles = body as unknown as { key: string; permissions: string[]; locked: boolean; builtin: boolean; active_holders: number }[];
    expect(roles.map((r) => r.key)).toEqual([...staffRoles]);
    for (const role of roles) {
      expect(role.builtin).toBe(true);
      expect(role.locked).toBe(role.key === 'admin');
      expect(role.permissions).toEqual(staffPermissions.filter((p) => grants([role.key], p)));
    }
    expect(roles.find((r) => r.key === 'admin')!.active_holders).toBe(2);
  });

  it('role matrix: reading needs staff.read, creating and editing staff.roles (admin only by default)', async () => {
    const routes: [string, string, StaffPermission, unknown][] = [
      ['GET', '/api/admin/roles', 'staff.read', undefined],
      ['POST', '/api/admin/roles', 'staff.roles', roleBody('Matrix probe', ['session'])],
      ['PUT', '/api/admin/roles/support', 'staff.roles', roleBody('Support', ['session'])],
      ['PUT', `/api/admin/staff/${ids.get('roles-trader')}/ip-allowlist`, 'staff.manage', { cidrs: [] }],
    ];
    const wrong: string[] = [];
    for (const [method, path, permission, body] of routes) {
      for (const role of staffRoles.filter((r) => r !== 'admin')) {
        const res = await call(method, path, { token: await tokenOf(`roles-${role}`), body });
        const want = grants([role], permission) ? 'allowed' : 403;
        if (want === 403 && res.status !== 403) wrong.push(`${role} ${method} ${path}: ${res.status}`);
        if (want === 'allowed' && (res.status === 401 || res.status === 403)) wrong.push(`${role} ${method} ${path}: ${res.status}`);
      }
      if ((await call(method, path, { body })).status !== 401) wrong.push(`anonymous ${method} ${path}`);
    }
    expect(wrong).toEqual([]);
    // nothing was changed by the refused calls
    expect((await sql.query(`SELECT count(*)::int AS n FROM staff_roles WHERE name = 'Matrix probe'`)).rows[0].n).toBe(0);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const admin = await tokenOf('roles-admin');
    const cases: [string, string, unknown, number, RegExp][] = [
      ['POST', '/api/admin/roles', {}, 400, /Role name must be 1 to 40 characters/],
      ['POST', '/api/admin/roles', roleBody('x'.repeat(41), ['session']), 400, /Role name must be 1 to 40 characters/],
      ['POST', '/api/admin/roles', roleBody('Ok', ['session'], 'd'.repeat(201)), 400, /Description must be at most 200 characters/],
      ['POST', '/api/admin/roles', { name: 'Ok', permissions: 'session' }, 400, /Permissions must be a list/],
      ['POST', '/api/admin/roles', roleBody('Ok', ['session', 'money.print']), 400, /No such permission: money.print/],
      ['POST', '/api/admin/roles', roleBody('finance', ['session']), 409, /Another role already has that name/],
      ['PUT', '/api/admin/roles/NOT-A-KEY', roleBody('Ok', ['session']), 404, /Role not found/],
      ['PUT', '/api/admin/roles/no-such-role', roleBody('Ok', ['session']), 404, /Role not found/],
      ['PUT', '/api/admin/roles/admin', roleBody('Admin', ['session']), 409, /admin role holds every permission/],
      ['PUT', `/api/admin/staff/${ids.get('roles-support')}/roles`, { roles: ['support', 'nope'] }, 400, /No such role: nope/],
      [
        'PUT',
        `/api/admin/staff/${ids.get('roles-support')}/ip-allowlist`,
        { cidrs: ['10.0.0.1/8'] },
        400,
        /Not an address or network block/,
      ],
      [
        'PUT',
        `/api/admin/staff/${ids.get('roles-support')}/ip-allowlist`,
        { cidrs: ['0.0.0.0/0'] },
        400,
        /Not an address or network block/,
      ],
      ['PUT', `/api/admin/staff/${ids.get('roles-support')}/ip-allowlist`, { cidrs: 'x' }, 400, /list of addresses/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await call(method, path, { token: admin, body });
      expect({ path, body, status: res.status }).toEqual({ path, body, status });
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect((await sql.query(`SELECT count(*)::int AS n FROM staff_roles`)).rows[0].n).toBe(staffRoles.length);
    expect((await sql.query(`SELECT roles, ip_allowlist FROM staff_users WHERE id = $1`, [ids.get('roles-support')])).rows[0]).toEqual({
      roles: ['support'],
      ip_allowlist: [],
    });
    // and in Bangla
    const bn = await call('POST', '/api/admin/roles', { token: admin, body: roleBody('Ok', ['money.print']), bn: true });
    expect(bn.body.message).toBe('এমন কোনো অনুমতি নেই: money.print।');
  });

  it('creates a role, assigns it beside another, and the member holds the union of both; all audited old/new', async () => {
    const admin = await tokenOf('roles-admin');
    const created = await call('POST', '/api/admin/roles', {
      token: admin,
      body: roleBody('Finance junior', ['payments.read', 'session', 'session'], 'Reads the queue'),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      key: 'finance-junior',
      name: 'Finance junior',
      builtin: false,
      locked: false,
      permissions: ['session', 'payments.read'],
    });

    const id = await member('roles-union', ['content']);
    const assigned = await call('PUT', `/api/admin/staff/${id}/roles`, { token: admin, body: { roles: ['finance-junior', 'content'] } });
    expect(assigned.status).toBe(200);
    expect(assigned.body.roles).toEqual(['content', 'finance-junior']);
    const token = await tokenOf('roles-union');
    const mine = await me(token);
    expect(mine.permissions).toEqual(['session', 'payments.read', 'content.manage', 'inbox.broadcast']);
    expect(mine.role_names).toEqual({ content: 'Content', 'finance-junior': 'Finance junior' });
    expect((await call('GET', '/api/admin/payments/queue', { token })).status).not.toBe(403);
    expect((await call('GET', '/api/admin/content/notices', { token })).status).not.toBe(403);
    expect((await call('GET', '/api/admin/players', { token })).status).toBe(403);

    const { rows } = await sql.query(
      `SELECT action, before, after FROM staff_audit_log WHERE action IN ('staff.role_created', 'staff.roles_assigned') AND (target_id = 'finance-junior' OR target_id = $1) ORDER BY id`,
      [id],
    );
    expect(rows).toEqual([
      {
        action: 'staff.role_created',
        before: null,
        after: { key: 'finance-junior', name: 'Finance junior', description: 'Reads the queue', permissions: ['session', 'payments.read'] },
      },
      expect.objectContaining({
        action: 'staff.roles_assigned',
        before: expect.objectContaining({ roles: ['content'] }),
        after: expect.objectContaining({ roles: ['content', 'finance-junior'], permissions: mine.permissions }),
      }),
    ]);
  });

  it('a member whose role changes sees it at their very next request, with the same session', async () => {
    const admin = await tokenOf('roles-admin');
    const token = await tokenOf('roles-union');
    expect((await call('GET', '/api/admin/payments/queue', { token })).status).not.toBe(403);
    const edited = await call('PUT', '/api/admin/roles/finance-junior', {
      token: admin,
      body: roleBody('Finance junior', ['session', 'players.read']),
    });
    expect(edited.status).toBe(200);
    expect((await call('GET', '/api/admin/payments/queue', { token })).status).toBe(403);
    expect((await call('GET', '/api/admin/players', { token })).status).not.toBe(403);
    const { rows } = await sql.query(
      `SELECT before, after FROM staff_audit_log WHERE action = 'staff.role_updated' AND target_id = 'finance-junior'`,
    );
    expect(rows[0].before.permissions).toEqual(['session', 'payments.read']);
    expect(rows[0].after.permissions).toEqual(['session', 'players.read']);
  });

  it('nobody hands out a permission they do not hold (the no-escalation rule), even to themselves', async () => {
    const admin = await tokenOf('roles-admin');
    const keeper = await call('POST', '/api/admin/roles', {
      token: admin,
      body: roleBody('Role keeper', ['session', 'staff.read', 'staff.manage', 'staff.roles', 'payments.read']),
    });
    expect(keeper.status).toBe(201);
    await member('roles-keeper', ['role-keeper']);
    const token = await tokenOf('roles-keeper');

    const beyond = await call('POST', '/api/admin/roles', { token, body: roleBody('Cashier', ['session', 'wallet.adjust']) });
    expect(beyond).toEqual({
      status: 403,
      body: { message: 'You can only hand out permissions you hold yourself. You do not hold: wallet.adjust.' },
    });
    // editing their own role to add what they lack
    expect(
      (
        await call('PUT', '/api/admin/roles/role-keeper', {
          token,
          body: roleBody('Role keeper', ['session', 'staff.roles', 'wallet.adjust']),
        })
      ).status,
    ).toBe(403);
    // taking the finance role (it grants more than they hold), for themselves or anyone
    expect(
      (await call('PUT', `/api/admin/staff/${ids.get('roles-keeper')}/roles`, { token, body: { roles: ['role-keeper', 'finance'] } }))
        .status,
    ).toBe(403);
    expect((await call('PUT', `/api/admin/staff/${ids.get('roles-content')}/roles`, { token, body: { roles: ['finance'] } })).status).toBe(
      403,
    );
    // editing finance (it holds more than they do) is beyond them too, even to take permissions away
    expect((await call('PUT', '/api/admin/roles/finance', { token, body: roleBody('Finance', ['session']) })).status).toBe(403);
    // within what they hold, they may
    expect((await call('POST', '/api/admin/roles', { token, body: roleBody('Queue reader', ['session', 'payments.read']) })).status).toBe(
      201,
    );
    expect((await me(token)).permissions).toEqual(['session', 'staff.read', 'staff.manage', 'staff.roles', 'payments.read']);
    expect((await sql.query(`SELECT roles FROM staff_users WHERE id = $1`, [ids.get('roles-content')])).rows[0].roles).toEqual(['content']);
  });

  it('keeps the last active admin: nobody removes the admin role from them or disables them', async () => {
    const admin = await tokenOf('roles-admin');
    const second = ids.get('roles-admin2')!;
    expect((await call('PUT', `/api/admin/staff/${second}/roles`, { token: admin, body: { roles: ['support'] } })).status).toBe(200);
    // roles-admin is now the last active admin
    const keeper = await tokenOf('roles-keeper');
    const demote = await call('PUT', `/api/admin/staff/${ids.get('roles-admin')}/roles`, {
      token: keeper,
      body: { roles: ['role-keeper'] },
    });
    expect(demote).toEqual({ status: 409, body: { message: 'At least one active admin must remain.' } });
    expect(
      (await call('PUT', `/api/admin/staff/${ids.get('roles-admin')}/roles`, { token: admin, body: { roles: ['finance'] } })).status,
    ).toBe(409);
    expect((await call('POST', `/api/admin/staff/${ids.get('roles-admin')}/disable`, { token: keeper })).status).toBe(409);
    expect((await me(admin)).permissions).toEqual([...staffPermissions]);
    expect((await call('PUT', `/api/admin/staff/${second}/roles`, { token: admin, body: { roles: ['admin'] } })).status).toBe(200);
  });

  it('IP allow-list: refuses a member outside it (403, audited), admits them inside it, and an admin cannot lock themselves out', async () => {
    const admin = await tokenOf('roles-admin');
    const support = ids.get('roles-support')!;
    const set = await call('PUT', `/api/admin/staff/${support}/ip-allowlist`, {
      token: admin,
      body: { cidrs: ['203.0.113.0/24', '198.51.100.7'] },
    });
    expect(set.status).toBe(200);
    expect(set.body.ip_allowlist).toEqual(['203.0.113.0/24', '198.51.100.7/32']);
    const token = await tokenOf('roles-support');

    expect((await call('GET', '/api/admin/me', { token, ip: '203.0.113.44' })).status).toBe(200);
    expect((await call('GET', '/api/admin/me', { token, ip: '198.51.100.7' })).status).toBe(200);
    const refused = await call('GET', '/api/admin/players', { token, ip: '192.0.2.10' });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        message: 'Your account may not use the back office from this network address. Ask an administrator to add it to your allow-list.',
      }),
    });
    expect((await call('GET', '/api/admin/me', { token, ip: '192.0.2.10', bn: true })).body.message).toMatch(/নেটওয়ার্ক ঠিকানা/);
    // no forwarded address: the loopback peer itself, which is not on the list
    expect((await call('GET', '/api/admin/me', { token })).status).toBe(403);
    const { rows } = await sql.query(
      `SELECT actor_id::text, target_id, ip, after FROM staff_audit_log WHERE action = 'staff.ip_refused' ORDER BY id`,
    );
    expect(rows[0]).toMatchObject({
      actor_id: support,
      target_id: support,
      ip: '192.0.2.10',
      after: { ip: '192.0.2.10', method: 'GET', path: '/api/admin/players' },
    });

    const audit = await sql.query(`SELECT before, after FROM staff_audit_log WHERE action = 'staff.ip_allowlist_set' AND target_id = $1`, [
      support,
    ]);
    expect(audit.rows).toEqual([{ before: { ip_allowlist: [] }, after: { ip_allowlist: ['203.0.113.0/24', '198.51.100.7/32'] } }]);

    const lockout = await call('PUT', `/api/admin/staff/${ids.get('roles-admin')}/ip-allowlist`, {
      token: admin,
      ip: '192.0.2.1',
      body: { cidrs: ['203.0.113.0/24'] },
    });
    expect(lockout).toEqual({ status: 409, body: { message: 'This list would lock you out: your address 192.0.2.1 is not in it.' } });
    // lifting the list admits the member from anywhere again
    expect((await call('PUT', `/api/admin/staff/${support}/ip-allowlist`, { token: admin, body: { cidrs: [] } })).status).toBe(200);
    expect((await call('GET', '/api/admin/me', { token, ip: '192.0.2.10' })).status).toBe(200);
  });

  it('deletes a created role nobody holds (audited); refuses a held role naming its holders, a default role, a role beyond the actor', async () => {
    const admin = await tokenOf('roles-admin');
    const created = await call('POST', '/api/admin/roles', { token: admin, body: roleBody('Night shift', ['session', 'payments.read']) });
    expect(created.status).toBe(201);
    const holder = await member('roles-night', ['night-shift']);
    const held = await call('DELETE', '/api/admin/roles/night-shift', { token: admin });
    expect(held).toEqual({ status: 409, body: { message: 'Staff still hold this role: roles-night. Take it from them first.' } });
    expect((await call('DELETE', '/api/admin/roles/night-shift', { token: admin, bn: true })).body.message).toBe(
      'স্টাফরা এখনও এই ভূমিকায় আছেন: roles-night। আগে তাঁদের কাছ থেকে এটি সরিয়ে নিন।',
    );
    // a disabled holder still holds it
    await sql.query(`UPDATE staff_users SET status = 'disabled' WHERE id = $1`, [holder]);
    expect((await call('DELETE', '/api/admin/roles/night-shift', { token: admin })).status).toBe(409);
    await sql.query(`UPDATE staff_users SET roles = ARRAY['content'] WHERE id = $1`, [holder]);

    for (const key of ['finance', 'admin'])
      expect(await call('DELETE', `/api/admin/roles/${key}`, { token: admin })).toEqual({
        status: 409,
        body: { message: 'A default role cannot be deleted.' },
      });
    expect((await call('DELETE', '/api/admin/roles/no-such-role', { token: admin })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/roles/NOT_A_KEY', { token: admin })).status).toBe(404);
    // staff.roles alone is not enough: a role granting what the actor lacks is not theirs to delete
    expect(
      (await call('POST', '/api/admin/roles', { token: admin, body: roleBody('Cash desk', ['session', 'wallet.adjust']) })).status,
    ).toBe(201);
    const keeper = await tokenOf('roles-keeper'); // staff.roles, without wallet.adjust
    expect(await call('DELETE', '/api/admin/roles/cash-desk', { token: keeper })).toEqual({
      status: 403,
      body: { message: 'You can only hand out permissions you hold yourself. You do not hold: wallet.adjust.' },
    });
    expect((await call('DELETE', '/api/admin/roles/night-shift', { token: await tokenOf('roles-finance') })).status).toBe(403);

    const deleted = await call('DELETE', '/api/admin/roles/night-shift', { token: admin });
    expect(deleted).toEqual({ status: 200, body: { key: 'night-shift', deleted: true } });
    expect(((await call('GET', '/api/admin/roles', { token: admin })).body as { key: string }[]).map((r) => r.key)).not.toContain(
      'night-shift',
    );
    expect((await sql.query(`SELECT 1 FROM staff_role_permissions WHERE role_key = 'night-shift'`)).rows).toEqual([]);
    const { rows } = await sql.query(`SELECT actor_id::text, before, after FROM staff_audit_log WHERE action = 'staff.role_deleted'`);
    expect(rows).toEqual([
      {
        actor_id: ids.get('roles-admin'),
        before: { key: 'night-shift', name: 'Night shift', description: '', permissions: ['session', 'payments.read'], ip_allowlist: [] },
        after: null,
      },
    ]);
    expect((await call('DELETE', '/api/admin/roles/night-shift', { token: admin })).status).toBe(404);
  });

  it('IP allow-list per role: a holder outside it is refused (403, audited) even inside their own list; both must allow', async () => {
    const admin = await tokenOf('roles-admin');
    const risk = ids.get('roles-risk')!;
    const token = await tokenOf('roles-risk');
    const set = await call('PUT', '/api/admin/roles/risk/ip-allowlist', { token: admin, body: { cidrs: ['203.0.113.0/24'] } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ key: 'risk', ip_allowlist: ['203.0.113.0/24'] });
    expect((await call('GET', '/api/admin/me', { token, ip: '203.0.113.9' })).status).toBe(200);
    const refused = await call('GET', '/api/admin/players', { token, ip: '198.51.100.7' });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        message:
          "One of your roles (risk) may not use the back office from this network address. Ask an administrator to add it to the role's allow-list.",
      }),
    });
    expect((await call('GET', '/api/admin/me', { token, ip: '198.51.100.7', bn: true })).body.message).toBe(
      'আপনার একটি ভূমিকা (risk) এই নেটওয়ার্ক ঠিকানা থেকে ব্যাক অফিস ব্যবহার করতে পারে না। একজন অ্যাডমিনকে ঠিকানাটি ভূমিকার অনুমোদিত তালিকায় যোগ করতে বলুন।',
    );
    const { rows } = await sql.query(
      `SELECT target_id, after FROM staff_audit_log WHERE action = 'staff.ip_refused' AND target_id = $1 ORDER BY id`,
      [risk],
    );
    expect(rows.at(-1)).toMatchObject({ after: { ip: '198.51.100.7', allowlist: ['203.0.113.0/24'], refused_by: 'role:risk' } });

    // the member's own list that admits 198.51.100.7 does not widen the role's: both must allow
    expect(
      (await call('PUT', `/api/admin/staff/${risk}/ip-allowlist`, { token: admin, body: { cidrs: ['198.51.100.0/24'] } })).status,
    ).toBe(200);
    expect((await call('GET', '/api/admin/me', { token, ip: '198.51.100.7' })).status).toBe(403);
    // and the member's own list narrows the role's: inside the role's block but outside their own, refused as a member
    expect((await call('GET', '/api/admin/me', { token, ip: '203.0.113.9' })).body.message).toBe(
      'Your account may not use the back office from this network address. Ask an administrator to add it to your allow-list.',
    );
    expect((await call('PUT', `/api/admin/staff/${risk}/ip-allowlist`, { token: admin, body: { cidrs: ['203.0.113.0/25'] } })).status).toBe(
      200,
    );
    expect((await call('GET', '/api/admin/me', { token, ip: '203.0.113.9' })).status).toBe(200);
    // a member holding another role is not touched by risk's list
    expect((await call('GET', '/api/admin/me', { token: await tokenOf('roles-content'), ip: '198.51.100.7' })).status).toBe(200);

    // bad blocks, unknown roles, a list locking the actor out of a role they hold, and permission checks
    expect((await call('PUT', '/api/admin/roles/risk/ip-allowlist', { token: admin, body: { cidrs: ['10.0.0.1/8'] } })).status).toBe(400);
    expect((await call('PUT', '/api/admin/roles/risk/ip-allowlist', { token: admin, body: { cidrs: 'x' } })).status).toBe(400);
    expect((await call('PUT', '/api/admin/roles/nope/ip-allowlist', { token: admin, body: { cidrs: [] } })).status).toBe(404);
    expect(
      await call('PUT', '/api/admin/roles/admin/ip-allowlist', { token: admin, ip: '192.0.2.1', body: { cidrs: ['203.0.113.0/24'] } }),
    ).toEqual({ status: 409, body: { message: 'This list would lock you out: your address 192.0.2.1 is not in it.' } });
    expect(
      (await call('PUT', '/api/admin/roles/risk/ip-allowlist', { token: await tokenOf('roles-finance'), body: { cidrs: [] } })).status,
    ).toBe(403);
    const audit = await sql.query(`SELECT before, after FROM staff_audit_log WHERE action = 'staff.role_ip_allowlist_set' ORDER BY id`);
    expect(audit.rows).toEqual([{ before: { ip_allowlist: [] }, after: { ip_allowlist: ['203.0.113.0/24'] } }]);

    // lifted: the member's own list alone decides again
    expect((await call('PUT', '/api/admin/roles/risk/ip-allowlist', { token: admin, body: { cidrs: [] } })).body.ip_allowlist).toEqual([]);
    expect((await call('PUT', `/api/admin/staff/${risk}/ip-allowlist`, { token: admin, body: { cidrs: [] } })).status).toBe(200);
    expect((await call('GET', '/api/admin/me', { token, ip: '198.51.100.7' })).status).toBe(200);
  });

  it('takes a null description as none, as leaving it out (not a 500)', async () => {
    const admin = await tokenOf('roles-admin');
    const created = await call('POST', '/api/admin/roles', {
      token: admin,
      body: { name: 'No words', description: null, permissions: ['session'] },
    });
    expect(created).toMatchObject({ status: 201, body: { key: 'no-words', description: '' } });
    const edited = await call('PUT', '/api/admin/roles/no-words', {
      token: admin,
      body: { name: 'No words', description: null, permissions: ['session'] },
    });
    expect(edited).toMatchObject({ status: 200, body: { description: '' } });
  });
});
