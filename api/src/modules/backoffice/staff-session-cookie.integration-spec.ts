import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Rooms } from '@khela/contracts';
import { generateSync } from 'otplib';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { RealtimeNotifier } from '../../platform/realtime/realtime-notifier.js';
import { StaffGateway } from '../../platform/realtime/staff.gateway.js';
import { SessionStore } from '../auth/index.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { demoStaff } from './domain/demo-staff.js';
import { DemoStaffSeed } from './seed/demo-staff.seed.js';

const demo = (username: string) => demoStaff.find((s) => s.username === username)!;
const codeFor = (secret: string) => generateSync({ secret });

interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case; flags (HttpOnly, Secure) map to ''. */
  attributes: Map<string, string>;
}

/** The cookies a response sets, parsed as a browser reads them. */
function setCookies(res: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const [name, ...value] = pair!.split('=');
    cookies.set(name!, {
      name: name!,
      value: decodeURIComponent(value.join('=')),
      attributes: new Map(
        attributes.map((a) => {
          const [key, ...v] = a.split('=');
          return [key!.toLowerCase(), v.join('=')];
        }),
      ),
    });
  }
  return cookies;
}

interface Browserish {
  session: string;
  csrf: string;
}

const cookieHeader = (jar: Browserish) => `khela_staff_session=${jar.session}; khela_staff_csrf=${jar.csrf}`;

describe('staff sessions in HttpOnly cookies, with CSRF tokens and socket tickets', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  const sockets: Socket[] = [];
  /** admin's sign-in (a TOTP code signs in once: the tests share it). */
  let admin: Awaited<ReturnType<typeof signIn>>;

  const call = async (method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return { res, status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };

  /** Signs in through the API as the back-office does and keeps the cookies as a browser would. */
  const signIn = async (username: string, headers: Record<string, string> = {}) => {
    const s = demo(username);
    const answer = await call('POST', '/api/admin/auth/login', {
      body: { username, password: s.password, otp: codeFor(s.totpSecret) },
      headers,
    });
    expect(answer.status).toBe(200);
    const cookies = setCookies(answer.res);
    const jar: Browserish = { session: cookies.get('khela_staff_session')!.value, csrf: cookies.get('khela_staff_csrf')!.value };
    return { ...answer, cookies, jar };
  };

  const connect = (auth: Record<string, string>): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = io(`${app.url}/staff`, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    // TRUST_PROXY: a TLS proxy's X-Forwarded-Proto decides whether the cookies are Secure.
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { TRUST_PROXY: 'loopback' } });
    await app.app.get(DemoStaffSeed).seed();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    admin = await signIn('admin');
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
    await db?.drop();
  });

  it('sign-in sets an HttpOnly, SameSite=Strict session cookie on /api/admin and a readable CSRF cookie; the body has no token', async () => {
    const { body, cookies, jar } = admin;
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'staff']);
    expect(body.staff).toMatchObject({ username: 'admin' });
    expect(JSON.stringify(body)).not.toContain(jar.session);

    const session = cookies.get('khela_staff_session')!;
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.attributes.get('path')).toBe('/api/admin');
    expect(session.attributes.has('httponly')).toBe(true);
    expect(session.attributes.get('samesite')).toBe('Strict');
    expect(session.attributes.has('secure')).toBe(false); // plain http, NODE_ENV=test
    // Expires is the session's own end (HTTP dates have whole seconds).
    expect(Math.abs(new Date(session.attributes.get('expires')!).getTime() - Date.parse(body.expires_at as string))).toBeLessThan(1000);

    const csrf = cookies.get('khela_staff_csrf')!;
    expect(csrf.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrf.value).not.toBe(session.value);
    expect(csrf.attributes.has('httponly')).toBe(false); // the back-office reads it to echo it
    expect(csrf.attributes.get('samesite')).toBe('Strict');
    expect(csrf.attributes.get('path')).toBe('/');

    // The cookie alone authenticates reads.
    const me = await call('GET', '/api/admin/me', { headers: { Cookie: cookieHeader(jar) } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'admin' });
  });

  it('over https (a TLS proxy) the cookies are Secure', async () => {
    const { cookies } = await signIn('support1', { 'X-Forwarded-Proto': 'https' });
    expect(cookies.get('khela_staff_session')!.attributes.has('secure')).toBe(true);
    expect(cookies.get('khela_staff_csrf')!.attributes.has('secure')).toBe(true);
  });

  it('a cookie-authenticated write needs X-CSRF-Token equal to the CSRF cookie: 403 without, in English and Bangla; 2xx with', async () => {
    const { jar } = admin;
    const newStaff = (username: string) => ({ username, display_name: 'CSRF Test', password: 'Csrf-test-pass-2026', roles: ['support'] });
    const count = async (username: string) =>
      (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_users WHERE username = $1`, [username])).rows[0]!.n;

    const missing = await call('POST', '/api/admin/staff', { headers: { Cookie: cookieHeader(jar) }, body: newStaff('csrf1') });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      message: 'The security token of this request is missing or wrong. Reload the back office and try again.',
    });
    const inBangla = await call('POST', '/api/admin/staff', {
      headers: { Cookie: cookieHeader(jar), 'Accept-Language': 'bn' },
      body: newStaff('csrf1'),
    });
    expect(inBangla.status).toBe(403);
    expect(inBangla.body.message).toBe('এই অনুরোধের নিরাপত্তা টোকেনটি নেই বা সঠিক নয়। ব্যাক অফিস আবার লোড করে চেষ্টা করুন।');

    // A header that differs from the cookie, and a cookie + header pair that is not this session's, are refused too.
    const differs = await call('POST', '/api/admin/staff', {
      // its last character changed (to 'A', or 'B' when it already is 'A': one token in 64 ends in 'A')
      headers: { Cookie: cookieHeader(jar), 'X-CSRF-Token': `${jar.csrf.slice(0, -1)}${jar.csrf.endsWith('A') ? 'B' : 'A'}` },
      body: newStaff('csrf1'),
    });
    expect(differs.status).toBe(403);
    const forged = 'f'.repeat(43);
    const notThisSession = await call('POST', '/api/admin/staff', {
      headers: { Cookie: cookieHeader({ ...jar, csrf: forged }), 'X-CSRF-Token': forged },
      body: newStaff('csrf1'),
    });
    expect(notThisSession.status).toBe(403);
    expect(await count('csrf1')).toBe(0);

    const ok = await call('POST', '/api/admin/staff', {
      headers: { Cookie: cookieHeader(jar), 'X-CSRF-Token': jar.csrf },
      body: newStaff('csrf1'),
    });
    expect(ok.status).toBe(201);
    expect(await count('csrf1')).toBe(1);

    // API clients: the token from Set-Cookie as a bearer header needs no CSRF token (no browser sends it by itself).
    const bearer = await call('POST', '/api/admin/staff', { headers: { Authorization: `Bearer ${jar.session}` }, body: newStaff('csrf2') });
    expect(bearer.status).toBe(201);
  });

  it('the enrolment confirmation signs in with the same cookies', async () => {
    const { jar } = admin;
    const created = await call('POST', '/api/admin/staff', {
      headers: { Cookie: cookieHeader(jar), 'X-CSRF-Token': jar.csrf },
      body: { username: 'enrol1', display_name: 'Enrol Test', password: 'Enrol-test-pass-2026', roles: ['content'] },
    });
    expect(created.status).toBe(201);
    const login = await call('POST', '/api/admin/auth/login', { body: { username: 'enrol1', password: 'Enrol-test-pass-2026', otp: '' } });
    expect(login.body.enrolment_required).toBe(true);
    expect(login.res.headers.getSetCookie()).toEqual([]);
    const enrolmentToken = login.body.enrolment_token as string;
    const start = await call('POST', '/api/admin/auth/2fa/enrol', { body: { enrolment_token: enrolmentToken } });
    const confirmed = await call('POST', '/api/admin/auth/2fa/confirm', {
      body: { enrolment_token: enrolmentToken, code: codeFor(start.body.secret as string) },
    });
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.body).sort()).toEqual(['expires_at', 'staff']);
    const cookies = setCookies(confirmed.res);
    expect(cookies.get('khela_staff_session')!.attributes.has('httponly')).toBe(true);
    const me = await call('GET', '/api/admin/me', {
      headers: { Cookie: `khela_staff_session=${cookies.get('khela_staff_session')!.value}` },
    });
    expect(me.body).toMatchObject({ username: 'enrol1' });
  });

  it('a socket ticket connects one /staff socket, once; the socket hears the staff rooms and goes at sign-out', async () => {
    const { jar } = await signIn('finance1');
    const withoutCsrf = await call('POST', '/api/admin/session/socket-ticket', { headers: { Cookie: cookieHeader(jar) } });
    expect(withoutCsrf.status).toBe(403);
    expect((await call('POST', '/api/admin/session/socket-ticket')).status).toBe(401);

    const issued = await call('POST', '/api/admin/session/socket-ticket', {
      headers: { Cookie: cookieHeader(jar), 'X-CSRF-Token': jar.csrf },
    });
    expect(issued.status).toBe(200);
    expect(issued.body).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 30 });
    const ticket = issued.body.ticket as string;
    expect(ticket).not.toBe(jar.session);

    const socket = await connect({ ticket });
    await expect(connect({ ticket })).rejects.toThrow('unauthorized'); // single use
    await expect(connect({ ticket: 'forged-ticket' })).rejects.toThrow('unauthorized');
    await expect(connect({})).rejects.toThrow('unauthorized');

    // The ticketed socket is the session's: it is in the payment queue room...
    const heard = new Promise((resolve) => socket.once('payments:queue', resolve));
    const gateway = app.app.get(StaffGateway);
    await waitFor(async () => (await gateway.namespace!.in(Rooms.staffPayments).fetchSockets()).some((s) => s.id === socket.id), 5_000);
    app.app.get(RealtimeNotifier).toStaffRoom(Rooms.staffPayments, 'payments:queue', { kind: 'test' });
    await expect(heard).resolves.toEqual({ kind: 'test' });

    // ...and signing out (cookie + CSRF) ends it and clears both cookies.
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const out = await call('POST', '/api/admin/auth/logout', { headers: { Cookie: cookieHeader(jar), 'X-CSRF-Token': jar.csrf } });
    expect(out.status).toBe(204);
    const cleared = setCookies(out.res);
    for (const name of ['khela_staff_session', 'khela_staff_csrf']) {
      expect(cleared.get(name)!.value).toBe('');
      expect(new Date(cleared.get(name)!.attributes.get('expires')!).getTime()).toBeLessThan(Date.now());
    }
    expect(cleared.get('khela_staff_session')!.attributes.get('path')).toBe('/api/admin');
    expect(cleared.get('khela_staff_csrf')!.attributes.get('path')).toBe('/');
    await closed;
    expect((await call('GET', '/api/admin/me', { headers: { Cookie: cookieHeader(jar) } })).status).toBe(401);
  });

  it('only staff who may read payments join the live payment queue room', async () => {
    const gateway = app.app.get(StaffGateway);
    const socketIdsIn = async (room: string) => new Set((await gateway.namespace!.in(room).fetchSockets()).map((s) => s.id));
    // Sessions issued directly: each demo account's TOTP code works once a step, and other tests sign in over HTTP.
    const ticketFor = async (username: string) => {
      const id = (await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = $1`, [username])).rows[0]!.id;
      const { token } = await app.app.get(SessionStore).issue('staff', id);
      const issued = await call('POST', '/api/admin/session/socket-ticket', { headers: { Authorization: `Bearer ${token}` } });
      return { ticket: issued.body.ticket as string, sessionRooms: [`staff:${id}`] };
    };
    const finance = await ticketFor('finance1');
    const content = await ticketFor('content1');
    const financeSocket = await connect({ ticket: finance.ticket });
    const contentSocket = await connect({ ticket: content.ticket });
    try {
      // Both have joined their own rooms (the joins are done once the socket is in its staff room)...
      for (const [socket, rooms] of [
        [financeSocket, finance.sessionRooms],
        [contentSocket, content.sessionRooms],
      ] as const) {
        await waitFor(async () => (await socketIdsIn(rooms[0]!)).has(socket.id!), 5_000);
      }
      // ...and only finance is in the payment queue's.
      const inQueue = await socketIdsIn(Rooms.staffPayments);
      expect(inQueue.has(financeSocket.id!)).toBe(true);
      expect(inQueue.has(contentSocket.id!)).toBe(false);
    } finally {
      financeSocket.disconnect();
      contentSocket.disconnect();
    }
  });

  it('a ticket issued for a session that ends before it is used connects nothing', async () => {
    const { jar } = await signIn('content1');
    const issued = await call('POST', '/api/admin/session/socket-ticket', { headers: { Authorization: `Bearer ${jar.session}` } });
    expect(issued.status).toBe(200);
    expect((await call('POST', '/api/admin/auth/logout', { headers: { Authorization: `Bearer ${jar.session}` } })).status).toBe(204);
    await expect(connect({ ticket: issued.body.ticket as string })).rejects.toThrow('unauthorized');
  });
});
