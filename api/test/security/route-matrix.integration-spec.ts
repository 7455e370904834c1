import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { staffRoles, type StaffPermission } from '@khela/contracts';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { SessionStore } from '../../src/modules/auth/index.js';
import { permissionsOf } from '../../src/modules/backoffice/domain/permissions.js';
import { StaffUsersRepository } from '../../src/modules/backoffice/persistence/staff-users.repository.js';
import { idempotencyMessages } from '../../src/modules/payments/http/staff-idempotency.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { expressRoutes, routeTable, type RouteInfo } from './route-table.js';
import { hangBound } from '../test-env.js';
import { isStaleSocketReset } from '../http/stale-socket.js';

jest.setTimeout(hangBound(180_000));

/**
 * The route x role matrix: every route of the running app (read from its own controllers, see
 * route-table.ts), called by every kind of caller and under every odd spelling of its path. Who may call
 * what comes from the handlers' metadata and the permissions each caller's roles hold in the database (roles
 * are data since issue 22), so a new route needs nothing here: it is in the matrix the moment its controller
 * is registered. The seeded roles must hold exactly what the code table (permissions.ts) gives them, so their
 * expectations are the same as before roles became data; beside them a role created as data and a member
 * holding two roles (the union). Fails on any 2xx a caller is not allowed, on a refusal that never reached
 * the guard (a path that did not match), and on any spelling that reaches a handler by another name.
 */
type Caller = string; // 'anonymous', 'player', a seeded role, or one of `dataCallers`
/** Callers whose roles exist only as data: a created role, and a member holding two seeded roles. */
const dataCallers: Record<string, { roles: string[] }> = {
  'created-role': { roles: ['matrix-desk'] },
  'two-roles': { roles: ['content', 'trader'] },
};
const callers: Caller[] = ['anonymous', 'player', ...staffRoles, ...Object.keys(dataCallers)];
/** What each staff caller's roles grant, as the guard reads it from the database. */
const granted = new Map<Caller, readonly StaffPermission[]>();

/** What the canonical spelling must answer a caller: 'allowed' (past the guards), or the refusal status. */
function expected(route: RouteInfo, caller: Caller): 'allowed' | 401 | 403 {
  const { access } = route;
  switch (access.kind) {
    case 'public':
    case 'staff-public':
      return 'allowed';
    case 'player':
      return caller === 'player' ? 'allowed' : 401;
    case 'staff-undeclared':
      return caller === 'anonymous' || caller === 'player' ? 401 : 403;
    case 'staff':
      if (caller === 'anonymous' || caller === 'player') return 401;
      return granted.get(caller)!.includes(access.permission) ? 'allowed' : 403;
  }
}

/** A value for each path parameter; the guards decide before any parameter is parsed. */
const sampleParam = (name: string) => (/^(id|.*Id|.*_id)$/.test(name) ? '00000000-0000-4000-8000-00000000abcd' : 'x1');
const concrete = (route: RouteInfo) => route.path.replace(/:(\w+)/g, (_, name: string) => sampleParam(name));

/** Other spellings of a path that must never reach its handler. */
export function spellings(path: string): Record<string, string> {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  const second = rest[0] ?? '';
  return {
    'upper case': path.toUpperCase(),
    'capitalised segments': path.replace(/\/([a-z])/g, (_, c: string) => `/${c.toUpperCase()}`),
    // the audit's own spelling: only the second segment capitalised (/api/Admin/...)
    'second segment capitalised': second ? `/${first}/${second.charAt(0).toUpperCase()}${tail.slice(1)}` : `/${first.toUpperCase()}`,
    'trailing slash': `${path}/`,
    'doubled slash': `/${first}//${tail}`,
    'leading double slash': `/${path}`,
    'encoded letter': second
      ? `/${first}/%${second.charCodeAt(0).toString(16)}${tail.slice(1)}`
      : `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}`,
    'encoded slash': `/${first}%2F${tail}`,
    'dot segment': `/${first}/x/../${tail}`,
    'encoded dot segment': `/${first}/x/%2e%2e/${tail}`,
    'double-encoded letter': second
      ? `/${first}/%25${second.charCodeAt(0).toString(16)}${tail.slice(1)}`
      : `/%25${first.charCodeAt(0).toString(16)}${first.slice(1)}`,
    'dot-dot into it': `/static/../${first}/${tail}`,
  };
}

describe('security: route x role matrix', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let routes: RouteInfo[];
  const tokens = new Map<Caller, string>();
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });

  /** A raw request: the path goes on the wire exactly as written (fetch would normalise dot segments). */
  const send = (method: string, path: string, caller: Caller, json?: unknown, retried = false): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const { port } = new URL(app.url);
      const token = tokens.get(caller);
      const body = json !== undefined ? JSON.stringify(json) : method === 'GET' || method === 'DELETE' ? undefined : '{}';
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && isStaleSocketReset(req, error)) resolve(send(method, path, caller, json, true));
        else reject(error);
      });
      req.end(body);
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    const sessions = app.app.get(SessionStore);
    const { rows: players } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ('matrixplayer', 'x', 'matrix@example.test', '01810000001', 'BDT', 'MATRIX01', now(), '1990-01-01') RETURNING id::text`,
    );
    tokens.set('player', (await sessions.issue('player', players[0]!.id)).token);
    await sql.query(`INSERT INTO staff_roles (key, name) VALUES ('matrix-desk', 'Matrix desk')`);
    await sql.query(`INSERT INTO staff_role_permissions (role_key, permission) SELECT 'matrix-desk', unnest($1::text[])`, [
      ['session', 'payments.read', 'players.read', 'content.manage'],
    ]);
    const staffRepo = app.app.get(StaffUsersRepository);
    const staffCallers: [Caller, string[]][] = [
      ...staffRoles.map((role): [Caller, string[]] => [role, [role]]),
      ...Object.entries(dataCallers).map(([c, d]): [Caller, string[]] => [c, d.roles]),
    ];
    for (const [caller, roles] of staffCallers) {
      const { rows } = await sql.query<{ id: string }>(
        `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', $2) RETURNING id::text`,
        [`matrix-${caller}`, roles],
      );
      tokens.set(caller, (await sessions.issue('staff', rows[0]!.id)).token);
      granted.set(caller, (await staffRepo.byId(rows[0]!.id))!.permissions);
    }
    routes = routeTable(app.app);
  }, hangBound(90_000));

  afterAll(async () => {
    agent.destroy();
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it("reads each caller's permissions from the roles as data: the seeded roles exactly as the code table had them", () => {
    for (const role of staffRoles) expect({ role, permissions: granted.get(role) }).toEqual({ role, permissions: permissionsOf([role]) });
    expect(granted.get('created-role')).toEqual(['session', 'players.read', 'payments.read', 'content.manage']);
    expect(granted.get('two-roles')).toEqual(permissionsOf(['content', 'trader']));
  });

  it('reads every route Express serves from the controllers, and no staff route lacks a permission', () => {
    expect(routes.length).toBeGreaterThan(80);
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    // Swagger UI mounts its own pages; they are public documentation, not API.
    const unlisted = expressRoutes(app.app).filter((r) => !known.has(r) && !/ \/api\/docs/.test(r));
    expect(unlisted).toEqual([]);
    expect(routes.filter((r) => r.access.kind === 'staff-undeclared').map((r) => r.name)).toEqual([]);
    // Sign-in steps only: a public staff route is a hole unless it is one of them.
    expect(routes.filter((r) => r.access.kind === 'staff-public').every((r) => /\/api\/admin\/auth\//.test(r.path))).toBe(true);
  });

  it('refuses every caller a route does not admit, at the guard, for every route and role', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const path = concrete(route);
      await Promise.all(
        callers.map(async (caller) => {
          const want = expected(route, caller);
          if (want === 'allowed') return;
          const { status } = await send(route.method, path, caller);
          if (status !== want) wrong.push(`${route.method} ${route.path} as ${caller}: ${status}, expected ${want}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('lets every admitted caller past the guard on every read route', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const path = concrete(route);
      await Promise.all(
        callers.map(async (caller) => {
          if (expected(route, caller) !== 'allowed') return;
          const { status } = await send('GET', path, caller);
          if (status === 401 || status === 403 || status >= 500) wrong.push(`GET ${route.path} as ${caller}: ${status}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('answers the audit’s requests (finding 1): /api/Admin/... reaches nothing, and each role only what it is granted', async () => {
    const intruder = { username: 'intruderX', display_name: 'x', password: 'Intruder-pass-2026', roles: ['admin', 'finance'] };
    const { rows } = await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = 'matrix-content'`);
    const victim = rows[0]!.id;
    const someId = '00000000-0000-4000-8000-00000000abcd';
    const attempts: Array<[string, string, Caller, unknown?]> = [
      // the audit's requests, without a token, under the spelling it used and under the declared one
      ['POST', '/api/Admin/staff', 'anonymous', intruder],
      ['POST', '/api/admin/staff', 'anonymous', intruder],
      ['POST', '/API/ADMIN/STAFF', 'player', intruder],
      ['GET', '/api/Admin/players', 'anonymous'],
      ['GET', '/api/admin/players', 'anonymous'],
      ['PUT', `/api/Admin/staff/${victim}/roles`, 'anonymous', { roles: ['admin'] }],
      ['PUT', `/api/admin/staff/${victim}/roles`, 'anonymous', { roles: ['admin'] }],
      // routes that once asked only "is staff": content reads no receipts, wallets or statements ...
      ['GET', `/api/admin/payments/receipts/${someId}`, 'content'],
      ['GET', '/api/admin/players/1/wallet', 'content'],
      ['GET', '/api/admin/players/1/statement', 'content'],
      ['GET', '/api/admin/payments/queue', 'content'],
      // ... and finance and support edit no site content, nor staff accounts
      ['PATCH', '/api/admin/content/general', 'finance', { site_name: 'Hacked' }],
      ['PUT', '/api/admin/content/notices', 'support', { notices: [] }],
      ['POST', '/api/admin/staff', 'finance', intruder],
      ['PUT', `/api/admin/staff/${victim}/roles`, 'support', { roles: ['admin'] }],
      // Player 360 (issue 22): personal data for the roles that need it; notes and tags change only with their permissions
      ['GET', '/api/admin/players/1/logins', 'content'],
      ['GET', '/api/admin/players/1/linked-accounts', 'trader'],
      ['GET', '/api/admin/players/1/notes', 'content'],
      ['POST', '/api/admin/players/1/notes', 'trader', { body: 'note' }],
      ['POST', '/api/admin/players/1/tags', 'finance', { tag: 'VIP watch' }],
      ['DELETE', '/api/admin/players/1/tags/VIP%20watch', 'finance'],
      // VIP money terms, reports and histories are loyalty.manage's (admin) alone (issue 21)
      ['GET', '/api/admin/vip/players/1/history', 'player'],
      ['GET', '/api/admin/vip/report?from=2026-11-01&to=2026-11-30&by=day', 'support'],
      ['PUT', '/api/admin/vip/settings', 'finance', { min_convert_points: 1 }],
      ['PATCH', '/api/admin/vip/levels/advanced-1', 'content', { threshold_points: 1 }],
    ];
    const answers = [];
    for (const [method, path, caller, body] of attempts) {
      const { status } = await send(method, path, caller, body);
      answers.push(`${method} ${path} as ${caller}: ${status}`);
    }
    const want = (method: string, path: string, caller: Caller) =>
      /\/api\/admin\//.test(path) ? (caller === 'anonymous' || caller === 'player' ? 401 : 403) : 404;
    expect(answers).toEqual(attempts.map(([method, path, caller]) => `${method} ${path} as ${caller}: ${want(method, path, caller)}`));
    // nothing was created or changed
    expect((await sql.query(`SELECT 1 FROM staff_users WHERE lower(username) = 'intruderx'`)).rows).toEqual([]);
    expect((await sql.query<{ roles: string[] }>(`SELECT roles FROM staff_users WHERE id = $1`, [victim])).rows[0]!.roles).toEqual([
      'content',
    ]);
    expect((await sql.query(`SELECT min_convert_points FROM vip_settings`)).rows).toEqual([{ min_convert_points: 10 }]);
    expect((await sql.query(`SELECT threshold_points FROM vip_levels WHERE code = 'advanced-1'`)).rows).toEqual([
      { threshold_points: '100' },
    ]);
  });

  it('every staff write that can move money demands an Idempotency-Key before it runs (finding 4)', async () => {
    // The permissions that move players' money: finance decisions on deposits and withdrawals, and balance adjustments.
    const moneyPermissions = new Set(['payments.approve', 'wallet.adjust']);
    const moneyMoves = routes.filter((r) => r.method !== 'GET' && r.access.kind === 'staff' && moneyPermissions.has(r.access.permission));
    expect(moneyMoves.length).toBeGreaterThanOrEqual(9);
    const answers = [];
    for (const route of moneyMoves) {
      const { status, body } = await send(route.method, concrete(route), 'admin');
      answers.push({ route: `${route.method} ${route.path}`, status, message: (JSON.parse(body) as { message?: string }).message });
    }
    expect(answers).toEqual(moneyMoves.map((r) => ({ route: `${r.method} ${r.path}`, status: 400, message: idempotencyMessages.missing })));
  });

  it('answers no other spelling of any route (upper case, slashes, encodings, dot segments) for any caller', async () => {
    const reached: string[] = [];
    for (const route of routes) {
      for (const [how, path] of Object.entries(spellings(concrete(route)))) {
        await Promise.all(
          callers.map(async (caller) => {
            const { status, body } = await send(route.method, path, caller);
            if (status < 400 || status >= 500)
              reached.push(`${route.method} ${path} (${how}) as ${caller}: ${status} ${body.slice(0, 80)}`);
          }),
        );
      }
    }
    expect(reached).toEqual([]);
  });
});
