import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { generateSync } from 'otplib';
import { SessionStore } from '../../src/modules/auth/index.js';
import { demoStaff } from '../../src/modules/backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../../src/modules/backoffice/seed/demo-staff.seed.js';
import { DemoPaymentMethodsSeed } from '../../src/modules/payments/seed/demo-payment-methods.seed.js';
import { VerificationCodesStore } from '../../src/modules/players/persistence/verification-codes.store.js';
import { serviceUnavailableMessage } from '../../src/platform/redis/dependency-unavailable.js';
import { REDIS } from '../../src/platform/redis/redis.module.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { testRedisUrl, hangBound } from '../test-env.js';

jest.setTimeout(hangBound(60_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

/**
 * A TCP proxy in front of the shared Redis: closing it is a Redis outage for the app behind it (and for
 * nobody else), reopening it on the same port is Redis coming back.
 */
class RedisProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const waitFor = async (probe: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + hangBound(timeoutMs); // a bound on what must happen: grows with the load
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

/**
 * Redis away (issue 10, finding 7): every request that needs Redis answers 503 with a clear message
 * within about a second, writes nothing, and works again once Redis is back. A deposit approval needs
 * no Redis (issue 11: its status, audit row and event commit together and the relay that settles it
 * reads Postgres only), so it is approved and credited while Redis is away.
 */
describe('Redis outage: fail closed, fast and clean', () => {
  const prefix = uniqueRedisPrefix();
  const target = new URL(testRedisUrl);
  const proxy = new RedisProxy({ host: target.hostname, port: Number(target.port || 6379) });
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let redis: Redis;
  let player: { id: string; token: string; username: string; phone: string };
  let financeToken: string;
  let depositId: string;
  const approvalKey = randomUUID();

  const call = async (method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const started = Date.now();
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body, ms: Date.now() - started, retryAfter: res.headers.get('retry-after') };
  };

  const finance = demoStaff.find((s) => s.username === 'finance1')!;
  const staffLogin = (stepOffset = 0) => ({
    username: finance.username,
    password: finance.password,
    otp: generateSync({ secret: finance.totpSecret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 }),
  });
  const signUpBody = (username: string, phone: string) => ({
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    name: 'Outage Player',
    phone,
    email: `${username}@example.com`,
    currency: 'BDT',
    status: 'active',
  });
  const depositStatus = async () =>
    (await sql.query<{ status: string }>(`SELECT status FROM deposit_requests WHERE id = $1`, [depositId])).rows[0]!.status;
  const mainBalance = async () =>
    (
      await sql.query<{ balance: string }>(
        `SELECT b.balance::text AS balance FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id
          WHERE a.owner_id = $1 AND a.kind = 'main'`,
        [player.id],
      )
    ).rows[0]?.balance;
  const auditRows = async () => Number((await sql.query<{ n: string }>(`SELECT count(*) AS n FROM staff_audit_log`)).rows[0]!.n);

  beforeAll(async () => {
    await proxy.open();
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'all', // the worker part runs the event relay: settlement must not need Redis either
      // production's bounds: the test checks the 503 comes within them (test apps otherwise scale them with the load)
      env: {
        REDIS_PREFIX: prefix,
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_COMMAND_TIMEOUT_MS: '1000',
        DB_POOL_WAIT_MS: '5000',
      },
    });
    redis = app.app.get<Redis>(REDIS);
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    await app.app.get(DemoStaffSeed).seed();
    await app.app.get(DemoPaymentMethodsSeed).seed();

    const username = `outage${prefix.slice(-6)}`;
    const phone = `0171${String(Date.now()).slice(-7)}`;
    const created = await call('POST', '/api/v1/create-players', { body: signUpBody(username, phone) });
    expect(created.status).toBe(201);
    player = { id: created.body.remote_id, token: created.body.token, username, phone };

    const { rows: staff } = await sql.query<{ id: string }>(`SELECT id::text FROM staff_users WHERE username = $1`, [finance.username]);
    financeToken = (await app.app.get(SessionStore).issue('staff', staff[0]!.id)).token;
    const { rows: methods } = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM payment_methods ORDER BY id LIMIT 1`);
    const { rows: deposits } = await sql.query<{ id: string }>(
      `INSERT INTO deposit_requests (player_id, player_username, method_id, method_key, account_number, transaction_id, amount_minor)
       VALUES ($1, $2, $3, lower($4), $5, $6, 100000) RETURNING id::text`,
      [player.id, username, methods[0]!.id, methods[0]!.name, phone, `OUTAGE${prefix.slice(-6)}`],
    );
    depositId = deposits[0]!.id;
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await proxy.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('while Redis is away: login, captcha, codes, sign-up, password reset, staff sign-in and socket tickets answer 503 within 1.5 s and write nothing; an approval works and settles', async () => {
    const playersBefore = Number((await sql.query<{ n: string }>(`SELECT count(*) AS n FROM players`)).rows[0]!.n);
    const auditBefore = await auditRows();
    await proxy.close();
    await waitFor(() => redis.status !== 'ready');

    const answers = {
      login: await call('POST', '/api/login', { body: { username: player.username, password: 'Secret123' } }),
      captcha: await call('GET', '/captcha'),
      sendCode: await call('POST', '/api/send-verification-code', { token: player.token, body: { phone: player.phone } }),
      checkCode: await call('POST', '/api/verify-phone-number', { token: player.token, body: { verification_code: '123456' } }),
      signUp: await call('POST', '/api/v1/create-players', { body: signUpBody(`later${prefix.slice(-6)}`, '01719999999') }),
      staffSignIn: await call('POST', '/api/admin/auth/login', { body: staffLogin() }),
      forgotPassword: await call('POST', '/api/usr-forgot-password', {
        body: { type: 'email', email: `${player.username}@example.com`, username: player.username },
      }),
      resetPassword: await call('POST', '/api/usr-reset-password', {
        body: { username: player.username, otp: '123456', password: 'Newpass123', password_confirmation: 'Newpass123' },
      }),
      desktopRegister: await call('POST', '/api/register', { body: { username: `desk${prefix.slice(-6)}` } }),
      staffSocketTicket: await call('POST', '/api/admin/session/socket-ticket', { token: financeToken }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 503,
        body: { message: serviceUnavailableMessage },
      });
      expect(answer.ms).toBeLessThan(1500);
      expect(answer.retryAfter).toMatch(/^\d+$/);
    }
    const inBangla = await call('POST', '/api/login', {
      body: { username: player.username, password: 'Secret123' },
      headers: { 'accept-language': 'bn' },
    });
    expect(inBangla).toMatchObject({ status: 503, body: { message: 'সেবাটি সাময়িকভাবে বন্ধ আছে, একটু পরে আবার চেষ্টা করুন।' } });

    // nothing half-written: no audit row, no player
    expect(await auditRows()).toBe(auditBefore);
    expect(Number((await sql.query<{ n: string }>(`SELECT count(*) AS n FROM players`)).rows[0]!.n)).toBe(playersBefore);
    expect((await call('GET', '/api/ready')).status).toBe(503);

    // the approval: answered at once, and the relay (Postgres only) credits it with Redis still away
    const approval = await call('POST', `/api/admin/payments/deposits/${depositId}/approve`, {
      token: financeToken,
      headers: { 'idempotency-key': approvalKey },
    });
    expect(approval).toMatchObject({ status: 200, body: { status: 'approving' } });
    expect(approval.ms).toBeLessThan(1500);
    expect(await auditRows()).toBe(auditBefore + 1);
    await waitFor(async () => (await depositStatus()) === 'approved', 15_000);
    expect(await mainBalance()).toBe('100000');
    expect(redis.status).not.toBe('ready');
  });

  it('once Redis is back, the same requests work', async () => {
    await proxy.open();
    await waitFor(() => redis.status === 'ready');

    const login = await call('POST', '/api/login', { body: { username: player.username, password: 'Secret123' } });
    expect(login.status).toBe(200);
    expect((await call('GET', '/captcha')).status).toBe(200);
    await app.app.get(VerificationCodesStore, { strict: false }).save('verify-phone', player.id, player.phone, '654321');
    expect((await call('POST', '/api/verify-phone-number', { token: player.token, body: { verification_code: '654321' } })).status).toBe(
      200,
    );
    expect((await call('POST', '/api/admin/auth/login', { body: staffLogin(1) })).status).toBe(200);
    // a retry of the approval under the same key (its answer was lost, say): the first answer, nothing twice
    const approval = await call('POST', `/api/admin/payments/deposits/${depositId}/approve`, {
      token: financeToken,
      headers: { 'idempotency-key': approvalKey },
    });
    expect(approval).toMatchObject({ status: 200, body: { status: 'approving' } });
    expect(await depositStatus()).toBe('approved');
    expect(await mainBalance()).toBe('100000');
  });
});
