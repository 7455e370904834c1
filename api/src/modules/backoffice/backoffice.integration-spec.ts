import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { staffRoles, type StaffPermission, type StaffRole } from '@khela/contracts';
import { generateSync } from 'otplib';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { SessionStore } from '../auth/index.js';
import { signInStaff, staffTokenFrom } from '../../../test/staff-session.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { demoStaff } from './domain/demo-staff.js';
import { grants } from './domain/permissions.js';
import { REQUIRED_PERMISSION, STAFF_PUBLIC } from './http/require-permission.js';
import { StaffUsersRepository } from './persistence/staff-users.repository.js';
import { DemoStaffSeed } from './seed/demo-staff.seed.js';

interface AdminRoute {
  method: string;
  path: string;
  permission: StaffPermission | undefined;
  isPublic: boolean;
}

const demo = (username: string) => demoStaff.find((s) => s.username === username)!;

/** A code for the current 30-second step, or a neighbouring one (the server accepts one step either way). */
const codeFor = (secret: string, stepOffset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

/** Every route under /api/admin, read from the controllers Nest registered, with its declared permission. */
function adminRoutes(app: TestApp['app']): AdminRoute[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const routes: AdminRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type || !wrapper.instance) continue;
    const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (paths === undefined || method === undefined) continue;
      for (const b of base) {
        for (const p of ([] as string[]).concat(paths)) {
          const path = `/${[b, p]
            .map((s) => s.replace(/^\/|\/$/g, ''))
            .filter(Boolean)
            .join('/')}`;
          if (path !== '/api/admin' && !path.startsWith('/api/admin/')) continue;
          routes.push({
            method: RequestMethod[method],
            path,
            permission: reflector.getAllAndOverride<StaffPermission | undefined>(REQUIRED_PERMISSION, [handler as never, type]),
            isPublic: reflector.getAllAndOverride<boolean | undefined>(STAFF_PUBLIC, [handler as never, type]) === true,
          });
        }
      }
    }
  }
  return routes;
}

describe('back-office staff: sign-in, permissions, management and audit', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  const tokens = new Map<string, string>();

  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; requestId?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.requestId ? { 'X-Request-Id': options.requestId } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  const signIn = async (username: string, stepOffset = 0) => {
    const s = demo(username);
    // The session comes as a cookie (no token in the body); as an API client, the test sends it as a bearer token.
    return signInStaff(app.url, { username, password: s.password, otp: codeFor(s.totpSecret, stepOffset) });
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api' });
    await app.app.get(DemoStaffSeed).seed();
    await app.app.get(DemoStaffSeed).seed(); // idempotent
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    tokens.set('admin', await signIn('admin'));
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  describe('sign-in', () => {
    it('signs in with password and TOTP, answers /me with roles and permissions, and never shows the secret', async () => {
      const me = await call('GET', '/api/admin/me', { token: tokens.get('admin')! });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ username: 'admin', roles: [...staffRoles] });
      expect(me.body.permissions).toContain('staff.manage');
      const staff = await call('GET', '/api/admin/staff?per_page=100', { token: tokens.get('admin')! });
      expect(JSON.stringify(staff.body)).not.toMatch(/totp_secret|password|KHELA/);
      const { rows } = await sql.query(`SELECT count(*)::int AS n FROM staff_users`);
      expect(rows[0].n).toBe(demoStaff.length);
    });

    it('refuses a wrong code, a replayed code, a missing code and an unknown user with the same answer', async () => {
      const s = demo('support1');
      const code = codeFor(s.totpSecret);
      const first = await call('POST', '/api/admin/auth/login', { body: { username: 'SUPPORT1', password: s.password, otp: code } });
      expect(first.status).toBe(200);
      const replay = await call('POST', '/api/admin/auth/login', { body: { username: 'support1', password: s.password, otp: code } });
      expect(replay).toEqual({ status: 401, body: { message: 'Invalid username, password or authenticator code.' } });
      const unknown = await call('POST', '/api/admin/auth/login', { body: { username: 'nobody', password: 'x', otp: '123456' } });
      expect(unknown).toEqual(replay);
      const missing = await call('POST', '/api/admin/auth/login', { body: { username: 'support1', password: s.password, otp: '' } });
      expect(missing.status).toBe(401);
      expect(missing.body.errors).toEqual({ otp: ['Enter the 6-digit code from your authenticator app.'] });
      const bad = await call('POST', '/api/admin/auth/login', { body: { username: 'support1', password: s.password, otp: '12345' } });
      expect(bad.status).toBe(400);
    });

    it('answers a staff member working in Bangla (Accept-Language: bn) in Bangla, everyone else in English', async () => {
      const unknown = { username: 'nobody', password: 'x', otp: '123456' };
      expect(await call('POST', '/api/admin/auth/login', { body: unknown, headers: { 'Accept-Language': 'bn' } })).toEqual({
        status: 401,
        body: { message: 'ইউজারনেম, পাসওয়ার্ড বা অথেনটিকেটর কোড সঠিক নয়।' },
      });
      expect(await call('POST', '/api/admin/auth/login', { body: unknown })).toEqual({
        status: 401,
        body: { message: 'Invalid username, password or authenticator code.' },
      });
      expect(await call('POST', '/api/admin/auth/login', { body: unknown, headers: { 'Accept-Language': 'en-US,bn;q=0.8' } })).toEqual({
        status: 401,
        body: { message: 'Invalid username, password or authenticator code.' },
      });

      const s = demo('support1');
      const missing = await call('POST', '/api/admin/auth/login', {
        body: { username: 'support1', password: s.password, otp: '' },
        headers: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' },
      });
      const otp = 'আপনার অথেনটিকেটর অ্যাপের ৬ সংখ্যার কোডটি দিন।';
      expect(missing).toEqual({ status: 401, body: { message: otp, errors: { otp: [otp] } } });

      const finance = (await app.app.get(StaffUsersRepository).byUsername('finance1'))!.id;
      const financeToken = (await app.app.get(SessionStore).issue('staff', finance)).token;
      expect(await call('GET', '/api/admin/staff', { token: financeToken, headers: { 'Accept-Language': 'bn' } })).toEqual({
        status: 403,
        body: { message: 'এই কাজটি করার অনুমতি আপনার নেই।' },
      });
      expect(await call('GET', '/api/admin/staff', { token: financeToken })).toEqual({
        status: 403,
        body: { message: 'You do not have permission to do this.' },
      });

      const badRoles = await call('PUT', `/api/admin/staff/${finance}/roles`, {
        token: tokens.get('admin')!,
        body: { roles: ['boss'] },
        headers: { 'Accept-Language': 'bn' },
      });
      // roles are data (issue 22): a well-formed key that names no role is refused by the handler, in Bangla too
      expect(badRoles.status).toBe(400);
      expect(badRoles.body.errors).toEqual({ roles: ['এমন কোনো ভূমিকা নেই: boss।'] });
      expect((await sql.query(`SELECT roles FROM staff_users WHERE id = $1`, [finance])).rows[0].roles).toEqual(['finance']);
    });

    it('locks an account for 15 minutes after five wrong passwords, even for the right one', async () => {
      const s = demo('content1');
      for (let i = 0; i < 4; i++) {
        expect(
          (await call('POST', '/api/admin/auth/login', { body: { username: 'content1', password: 'wrong-password-1', otp: '000000' } }))
            .status,
        ).toBe(401);
      }
      const fifth = await call('POST', '/api/admin/auth/login', {
        body: { username: 'content1', password: 'wrong-password-1', otp: '000000' },
      });
      expect(fifth).toEqual({ status: 429, body: { message: 'Too many failed sign-in attempts. Try again in 15 minutes.' } });
      const right = await call('POST', '/api/admin/auth/login', {
        body: { username: 'content1', password: s.password, otp: codeFor(s.totpSecret) },
      });
      expect(right.status).toBe(429);
      const inBangla = await call('POST', '/api/admin/auth/login', {
        body: { username: 'content1', password: s.password, otp: '000000' },
        headers: { 'Accept-Language': 'bn' },
      });
      expect(inBangla).toEqual({
        status: 429,
        body: { message: 'অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে। 15 মিনিট পরে আবার চেষ্টা করুন।' },
      });
      const { rows } = await sql.query(
        `SELECT action FROM staff_audit_log WHERE action = 'staff.locked_out' AND actor_username = 'content1'`,
      );
      expect(rows).toHaveLength(1);
    });

    it('a new staff member enrols an authenticator on first sign-in, then signs in with it', async () => {
      const created = await call('POST', '/api/admin/staff', {
        token: tokens.get('admin')!,
        body: { username: 'risk2', display_name: 'Rafiq Risk', roles: ['risk'], password: 'Risky-pass-2026' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ username: 'risk2', roles: ['risk'], status: 'active', totp_enabled: false });

      const login = await call('POST', '/api/admin/auth/login', { body: { username: 'risk2', password: 'Risky-pass-2026', otp: '' } });
      expect(login.status).toBe(200);
      expect(login.body).toEqual({ enrolment_required: true, enrolment_token: expect.any(String) });
      const enrolmentToken = login.body.enrolment_token as string;

      const enrol = await call('POST', '/api/admin/auth/2fa/enrol', { body: { enrolment_token: enrolmentToken } });
      expect(enrol.status).toBe(200);
      expect(enrol.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
      expect(enrol.body.qr_data_url).toMatch(/^data:image\/png;base64,/);
      const secret = enrol.body.secret as string;
      expect((await call('POST', '/api/admin/auth/2fa/enrol', { body: { enrolment_token: enrolmentToken } })).body.secret).toBe(secret);

      const wrong = await call('POST', '/api/admin/auth/2fa/confirm', { body: { enrolment_token: enrolmentToken, code: '000000' } });
      expect(wrong.status).toBe(401);
      const confirmed = await fetch(`${app.url}/api/admin/auth/2fa/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ enrolment_token: enrolmentToken, code: codeFor(secret) }),
      });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({
        expires_at: expect.any(String),
        staff: expect.objectContaining({ username: 'risk2', roles: ['risk'] }),
      });
      expect((await call('GET', '/api/admin/me', { token: staffTokenFrom(confirmed) })).status).toBe(200);
      expect(
        (await call('POST', '/api/admin/auth/2fa/confirm', { body: { enrolment_token: enrolmentToken, code: codeFor(secret) } })).status,
      ).toBe(410);

      const { rows } = await sql.query(`SELECT totp_secret, totp_enabled FROM staff_users WHERE username = 'risk2'`);
      expect(rows[0].totp_enabled).toBe(true);
      const again = await call('POST', '/api/admin/auth/login', {
        body: { username: 'risk2', password: 'Risky-pass-2026', otp: codeFor(secret, 1) },
      });
      expect(again.status).toBe(200);
    });

    it('logout ends the session; disabling ends every session and refuses sign-in; reset 2FA asks to enrol again', async () => {
      const finance = await signIn('finance1');
      expect((await call('POST', '/api/admin/auth/logout', { token: finance })).status).toBe(204);
      expect((await call('GET', '/api/admin/me', { token: finance })).status).toBe(401);

      const id = (await app.app.get(StaffUsersRepository).byUsername('risk2'))!.id;
      const session = await app.app.get(SessionStore).issue('staff', id);
      const admin = tokens.get('admin')!;
      expect((await call('POST', `/api/admin/staff/${id}/disable`, { token: admin })).body).toMatchObject({ status: 'disabled' });
      expect((await call('GET', '/api/admin/me', { token: session.token })).status).toBe(401);
      expect((await call('POST', `/api/admin/staff/${id}/enable`, { token: admin })).body).toMatchObject({ status: 'active' });
      expect((await call('POST', `/api/admin/staff/${id}/reset-2fa`, { token: admin })).body).toMatchObject({ totp_enabled: false });
      const login = await call('POST', '/api/admin/auth/login', { body: { username: 'risk2', password: 'Risky-pass-2026', otp: '' } });
      expect(login.body.enrolment_required).toBe(true);
    });

    it('refuses changes that would lock everyone out, and duplicate usernames case-insensitively', async () => {
      const admin = tokens.get('admin')!;
      const me = (await call('GET', '/api/admin/me', { token: admin })).body.id as string;
      expect((await call('POST', `/api/admin/staff/${me}/disable`, { token: admin })).body).toEqual({
        message: 'You cannot disable your own account.',
      });
      expect((await call('PUT', `/api/admin/staff/${me}/roles`, { token: admin, body: { roles: ['finance'] } })).status).toBe(409);
      const dup = await call('POST', '/api/admin/staff', {
        token: admin,
        body: { username: 'ADMIN', display_name: 'X', roles: ['risk'], password: 'Another-pass-1' },
      });
      expect(dup).toEqual({
        status: 409,
        body: { message: 'That username is already taken.', errors: { username: ['That username is already taken.'] } },
      });
      const bad = await call('POST', '/api/admin/staff', {
        token: admin,
        body: { username: 'x', display_name: '', roles: ['Boss!'], password: 'short' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors as object).sort()).toEqual(['display_name', 'password', 'roles', 'username']);
    });
  });

  describe('permissions', () => {
    it('every /api/admin route declares a permission or is a public sign-in step', () => {
      const routes = adminRoutes(app.app);
      expect(routes.length).toBeGreaterThanOrEqual(10);
      const undeclared = routes.filter((r) => !r.isPublic && !r.permission).map((r) => `${r.method} ${r.path}`);
      expect(undeclared).toEqual([]);
      expect(
        routes
          .filter((r) => r.isPublic)
          .map((r) => r.path)
          .sort(),
      ).toEqual(['/api/admin/auth/2fa/confirm', '/api/admin/auth/2fa/enrol', '/api/admin/auth/login']);
    });

    it('each role reaches exactly the routes its permissions grant (admin all), over HTTP', async () => {
      const repo = app.app.get(StaffUsersRepository);
      const sessions = app.app.get(SessionStore);
      const roleAccounts = new Map<StaffRole, string>();
      for (const role of staffRoles) {
        const account = await repo.insert(repo.pool, { username: `only-${role}`, displayName: role, passwordHash: 'x', roles: [role] });
        roleAccounts.set(role, account!.id);
      }
      const routes = adminRoutes(app.app).filter((r) => !r.isPublic);
      const problems: string[] = [];
      for (const route of routes) {
        const path = route.path.replace(/:[A-Za-z_]+/g, randomUUID());
        for (const role of staffRoles) {
          // A fresh session per call: a granted logout would end it.
          const { token } = await sessions.issue('staff', roleAccounts.get(role)!);
          const res = await call(route.method, path, { token, ...(route.method === 'GET' ? {} : { body: {} }) });
          const expected = grants([role], route.permission!);
          if (role === 'admin' && !expected) problems.push(`admin cannot reach ${route.method} ${route.path}`);
          if (expected && (res.status === 403 || res.status === 401))
            problems.push(`${role} refused ${res.status} at ${route.method} ${route.path}`);
          if (!expected && res.status !== 403) problems.push(`${role} got ${res.status} at ${route.method} ${route.path}`);
        }
        const anonymous = await call(route.method, path, route.method === 'GET' ? {} : { body: {} });
        if (anonymous.status !== 401) problems.push(`no token got ${anonymous.status} at ${route.method} ${route.path}`);
      }
      expect(problems).toEqual([]);
      // spot checks of the table itself
      expect(grants(['finance'], 'staff.manage')).toBe(false);
      expect(grants(['support'], 'audit.read')).toBe(false);
    });

    it('a finance user gets 403 from staff management', async () => {
      const finance = await signIn('finance1', 1);
      expect(await call('GET', '/api/admin/staff', { token: finance })).toEqual({
        status: 403,
        body: { message: 'You do not have permission to do this.' },
      });
      expect(
        (
          await call('POST', '/api/admin/staff', {
            token: finance,
            body: { username: 'sneaky', display_name: 'S', roles: ['admin'], password: 'Sneaky-pass-1' },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('audit log', () => {
    it('every successful staff write leaves a row with actor, roles, target, before, after, ip and request id', async () => {
      const admin = tokens.get('admin')!;
      const writes: { method: string; path: (id: string) => string; body?: unknown; action: string }[] = [
        {
          method: 'POST',
          path: () => '/api/admin/staff',
          body: { username: 'audited1', display_name: 'Audited One', roles: ['support'], password: 'Audited-pass-1' },
          action: 'staff.created',
        },
        {
          method: 'PUT',
          path: (id) => `/api/admin/staff/${id}/roles`,
          body: { roles: ['support', 'content'] },
          action: 'staff.roles_assigned',
        },
        { method: 'POST', path: (id) => `/api/admin/staff/${id}/disable`, action: 'staff.disabled' },
        { method: 'POST', path: (id) => `/api/admin/staff/${id}/enable`, action: 'staff.enabled' },
        { method: 'POST', path: (id) => `/api/admin/staff/${id}/reset-2fa`, action: 'staff.2fa_reset' },
      ];
      let id = '';
      for (const write of writes) {
        const requestId = `audit-${randomUUID()}`;
        const res = await call(write.method, write.path(id), { token: admin, requestId, ...(write.body ? { body: write.body } : {}) });
        expect(res.status).toBeLessThan(300);
        id ||= res.body.id as string;
        const { rows } = await sql.query(`SELECT * FROM staff_audit_log WHERE request_id = $1`, [requestId]);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          action: write.action,
          actor_username: 'admin',
          actor_roles: [...staffRoles],
          target_kind: 'staff',
          target_id: id,
          ip: expect.any(String),
        });
        expect(rows[0].after).toMatchObject({ id });
        if (write.action !== 'staff.created') expect(rows[0].before).toMatchObject({ id });
      }
      const { rows } = await sql.query(
        `SELECT before, after FROM staff_audit_log WHERE action = 'staff.roles_assigned' AND target_id = $1`,
        [id],
      );
      expect(rows[0].before.roles).toEqual(['support']);
      expect(rows[0].after.roles).toEqual(['support', 'content']);

      const logoutId = `audit-${randomUUID()}`;
      await call('POST', '/api/admin/auth/logout', {
        token: await app.app
          .get(SessionStore)
          .issue('staff', id)
          .then((s) => s.token),
        requestId: logoutId,
      });
      expect((await sql.query(`SELECT action FROM staff_audit_log WHERE request_id = $1`, [logoutId])).rows).toEqual([
        { action: 'staff.signed_out' },
      ]);
    });

    it('the table refuses UPDATE, DELETE and TRUNCATE', async () => {
      await expect(sql.query(`UPDATE staff_audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
      await expect(sql.query(`DELETE FROM staff_audit_log`)).rejects.toThrow(/append-only/);
      await expect(sql.query(`TRUNCATE staff_audit_log`)).rejects.toThrow(/append-only/);
    });

    it('GET /api/admin/audit filters by actor, action and dates, pages newest first, and is admin-only', async () => {
      const admin = tokens.get('admin')!;
      const all = await call('GET', '/api/admin/audit?actor=admin&action=staff.&per_page=2', { token: admin });
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ page: 1, per_page: 2 });
      expect((all.body.data as unknown[]).length).toBe(2);
      expect(all.body.total as number).toBeGreaterThan(5);
      const created = await call('GET', '/api/admin/audit?action=staff.created', { token: admin });
      expect((created.body.data as { action: string }[]).every((e) => e.action === 'staff.created')).toBe(true);
      const future = await call('GET', '/api/admin/audit?from=2999-01-01', { token: admin });
      expect(future.body.total).toBe(0);
      const page2 = await call('GET', '/api/admin/audit?actor=admin&action=staff.&per_page=2&page=2', { token: admin });
      expect((page2.body.data as { id: string }[])[0]!.id).not.toBe((all.body.data as { id: string }[])[0]!.id);
      expect((await call('GET', '/api/admin/audit?from=yesterday', { token: admin })).status).toBe(400);
    });

    it('GET /api/admin/audit and /api/admin/staff sort by a whitelisted column only (issue 22)', async () => {
      const admin = tokens.get('admin')!;
      const actions = async (sort: string) =>
        ((await call('GET', `/api/admin/audit?sort=${sort}&per_page=200`, { token: admin })).body.data as { action: string }[]).map(
          (e) => e.action,
        );
      const ascending = await actions('action');
      expect(new Set(ascending).size).toBeGreaterThan(2);
      // ordered by action (the database's collation): each action's rows sit together, unlike newest first
      const runs = ascending.filter((a, i) => a !== ascending[i - 1]).length;
      expect(runs).toBe(new Set(ascending).size);
      expect(ascending).not.toEqual(await actions('-at'));
      expect(await actions('-action')).toEqual([...ascending].reverse());
      const names = async (sort: string) =>
        ((await call('GET', `/api/admin/staff?sort=${sort}`, { token: admin })).body.data as { username: string }[]).map((s) => s.username);
      const byName = await names('username');
      expect(await names('-username')).toEqual([...byName].reverse());
      for (const [path, accepted] of [
        ['/api/admin/audit?sort=password_hash', 'at, -at, actor, -actor, action, -action'],
        ['/api/admin/audit?sort=at;DROP%20TABLE%20staff_users', 'at, -at, actor, -actor, action, -action'],
        ['/api/admin/staff?sort=totp_secret', 'username, -username, created_at, -created_at, last_login_at, -last_login_at'],
        ['/api/admin/staff?sort=username&sort=-username', 'username, -username, created_at, -created_at, last_login_at, -last_login_at'],
      ] as const) {
        const refused = await call('GET', path, { token: admin });
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body)).toContain(`sort must be one of: ${accepted}.`);
      }
    });
  });
});
