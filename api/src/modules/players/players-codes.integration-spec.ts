import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { generateSync } from 'otplib';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { testRedisUrl, hangBound } from '../../../test/test-env.js';
import type { AuditContext } from '../backoffice/index.js';
import { demoStaff } from '../backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../backoffice/seed/demo-staff.seed.js';
import { LockPlayerCommand } from './index.js';
import { SendStaffPasswordResetCommand } from './commands/send-staff-password-reset/send-staff-password-reset.command.js';
import { codeGoneError, DeliverMessageJob } from './messaging/deliver-message.job.js';
import { startSmsGatewaySimulator, type SmsGatewaySimulator } from './messaging/sms-simulator/sms-gateway-simulator.js';
import { OutboxRepository } from './persistence/outbox.repository.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const waitFor = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 8000): Promise<T> => {
  const deadline = Date.now() + hangBound(timeoutMs); // a bound on what must happen: grows with the load
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** Whether a text holds the code as a word of its own (not six digits inside an id, a phone number or a hash). */
const holds = (text: string, code: string) => new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(text);

/**
 * Every line of the app's JSON log while the test runs, so the test can look for a code in the logs.
 * pino writes to process.stdout when something (Jest) has wrapped it, else straight to fd 1 through fs:
 * both are caught. The app's lines are kept and not echoed; anything else passes through.
 */
function captureLogs() {
  const lines: string[] = [];
  const keep = (data: unknown): boolean => {
    const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : '';
    if (!text.includes('"instance"')) return false;
    lines.push(...text.split('\n').filter(Boolean));
    return true;
  };
  const length = (data: unknown) => (typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length);
  /* eslint-disable @typescript-eslint/no-explicit-any -- Node's write overloads cannot be restated here */
  const patched = fs as any;
  const original = { write: fs.write, writeSync: fs.writeSync, out: process.stdout.write, err: process.stderr.write };
  patched.writeSync = (fd: number, data: unknown, ...rest: unknown[]) =>
    (fd === 1 || fd === 2) && keep(data) ? length(data) : (original.writeSync as any)(fd, data, ...rest);
  patched.write = (fd: number, data: unknown, ...rest: unknown[]) => {
    if (!((fd === 1 || fd === 2) && keep(data))) return (original.write as any)(fd, data, ...rest);
    const callback = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
    process.nextTick(() => callback?.(null, length(data)));
  };
  const streamWrite =
    (stream: NodeJS.WriteStream, write: typeof process.stdout.write) =>
    (data: unknown, ...rest: unknown[]): boolean => {
      if (!keep(data)) return (write as any).call(stream, data, ...rest);
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    };
  process.stdout.write = streamWrite(process.stdout, original.out) as typeof process.stdout.write;
  process.stderr.write = streamWrite(process.stderr, original.err) as typeof process.stderr.write;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  return {
    lines,
    restore: () => {
      patched.write = original.write;
      patched.writeSync = original.writeSync;
      process.stdout.write = original.out;
      process.stderr.write = original.err;
    },
  };
}

describe('one-time codes reach only the player (issue 10, finding 2)', () => {
  let smtp: TestSmtpServer;
  let sms: SmsGatewaySimulator;
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let redis: Redis;
  let logs: ReturnType<typeof captureLogs>;
  const staffTokens = new Map<string, string>();
  const run = `pc${Date.now().toString(36).slice(-5)}`;
  const phoneBase = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  let seq = 0;

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json, headers: response.headers };
  };

  /** The staff session token of a sign-in answer: in its body, or (back-office cookie sessions) its Set-Cookie. */
  const staffTokenOf = (res: Awaited<ReturnType<typeof call>>): string => {
    if (typeof res.body.token === 'string') return res.body.token;
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('khela_staff_session='));
    return decodeURIComponent(cookie!.split(';')[0]!.slice('khela_staff_session='.length));
  };

  const signUp = async () => {
    seq += 1;
    const username = `${run}${seq}`;
    const payload = {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      name: `Player ${seq}`,
      phone: `017${phoneBase + seq * 1_111_111}`,
      email: `${username}@example.com`,
      currency: 'BDT',
    };
    const res = await call('POST', '/api/v1/create-players', payload);
    expect(res.status).toBe(201);
    return { ...payload, id: res.body.remote_id as string, token: res.body.token as string };
  };

  const outboxRows = async (playerId: string) =>
    (
      await pool.query<{ id: string; body: string; subject: string | null; status: string; error: string | null }>(
        `SELECT id::text, body, subject, status, error FROM message_outbox WHERE player_id = $1 ORDER BY id`,
        [playerId],
      )
    ).rows;

  /** What every staff role can read of the outbox, in every way it can be asked for. */
  const staffOutboxViews = async (player: { id: string; phone: string; email: string }) => {
    const answers: Json[] = [];
    for (const username of ['admin', 'support1']) {
      for (const query of [`player_id=${player.id}`, `recipient=${player.phone}`, `recipient=${player.email}`, 'per_page=200']) {
        const res = await call('GET', `/api/admin/outbox?${query}`, undefined, staffTokens.get(username));
        expect(res.status).toBe(200);
        answers.push(res.body);
      }
    }
    return JSON.stringify(answers);
  };

  /** Every value under this test's Redis prefix (strings, hashes, lists, sets), to look for a code in. */
  const everythingInRedis = async (): Promise<string> => {
    const values: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${app.config.REDIS_PREFIX}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        if (type === 'string') values.push((await redis.get(key)) ?? '');
        else if (type === 'hash') values.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') values.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') values.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') values.push(JSON.stringify(await redis.zrange(key, 0, -1)));
      }
    } while (cursor !== '0');
    return values.join('\n');
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sms = await startSmsGatewaySimulator();
    logs = captureLogs();
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'all',
      env: {
        // every line the app can write, to look for codes in
        LOG_LEVEL: 'trace',
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Khela <no-reply@khela.test>',
        SMS_GATEWAY_URL: sms.url,
      },
    });
    pool = app.app.get<Pool>(DB_POOL);
    redis = new Redis(testRedisUrl);
    await app.app.get(DemoStaffSeed).seed();
    for (const username of ['admin', 'support1', 'content1']) {
      const s = demoStaff.find((d) => d.username === username)!;
      const res = await call('POST', '/api/admin/auth/login', {
        username,
        password: s.password,
        otp: generateSync({ secret: s.totpSecret }),
      });
      expect(res.status).toBe(200);
      staffTokens.set(username, staffTokenOf(res));
    }
  }, hangBound(60_000));

  // Sign-ups open wallets: the database keeps a valid ledger, which the test runner verifies and drops.
  afterAll(async () => {
    logs?.restore();
    await app?.close();
    await smtp?.close();
    await sms?.close();
    redis?.disconnect();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('an SMS and an e-mail code reach the player; no staff answer, outbox row or log line holds them', async () => {
    const player = await signUp();
    expect((await call('POST', '/api/send-verification-code', { phone: player.phone }, player.token)).status).toBe(200);
    expect((await call('POST', '/api/send-verification-code', { email: player.email }, player.token)).status).toBe(200);
    const smsCode = codeIn((await sms.waitForSmsTo(player.phone)).text);
    const mail = await waitFor(async () => smtp.mails.find((m) => m.to === player.email));
    const mailCode = codeIn(mail.raw);
    await waitFor(async () => ((await outboxRows(player.id)).every((r) => r.status === 'sent') ? true : undefined));

    const views = await staffOutboxViews(player);
    expect(views).toContain('Your Khela verification code is ••••••.');
    for (const code of [smsCode, mailCode]) {
      expect(holds(views, code)).toBe(false);
      expect(holds(JSON.stringify(await outboxRows(player.id)), code)).toBe(false);
      expect(logs.lines.filter((line) => holds(line, code))).toEqual([]);
    }
    // the capture works: the sends were logged (request lines), just without the codes
    expect(logs.lines.some((line) => line.includes('/api/send-verification-code'))).toBe(true);

    // and the codes work for the player
    expect((await call('POST', '/api/verify-phone-number', { verification_code: smsCode }, player.token)).status).toBe(200);
    expect((await call('POST', '/api/verify-email', { code: mailCode }, player.token)).status).toBe(200);
  });

  it('keeps only a hash of a code for checking, and nothing of it once delivered', async () => {
    const player = await signUp();
    expect((await call('POST', '/api/send-verification-code', { phone: player.phone }, player.token)).status).toBe(200);
    const code = codeIn((await sms.waitForSmsTo(player.phone)).text);
    const [row] = await waitFor(async () => {
      const rows = await outboxRows(player.id);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });

    const stored = await redis.hgetall(`${app.config.REDIS_PREFIX}:players:code:verify-phone:${player.id}`);
    expect(stored).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), tries: '0', target: player.phone });
    // the hash of the code (with its purpose and player), not the code
    expect(stored.hash).toBe(createHash('sha256').update(`verify-phone:${player.id}:${code}`).digest('hex'));
    // the code kept for the delivery is gone once the SMS is out, and nothing else in Redis holds it
    expect(await redis.exists(`${app.config.REDIS_PREFIX}:players:outbox-secret:${row!.id}`)).toBe(0);
    expect(holds(await everythingInRedis(), code)).toBe(false);
    expect(row!.body).toContain('••••••');

    // the table itself refuses a code message with a code in it
    await expect(
      pool.query(
        `INSERT INTO message_outbox (player_id, channel, recipient, purpose, body) VALUES ($1, 'sms', $2, 'verification-code', $3)`,
        [player.id, player.phone, `Your Khela verification code is ${code}.`],
      ),
    ).rejects.toThrow(/message_outbox_no_codes/);
  });

  it('a code message whose code expired before delivery fails for good, sending nothing', async () => {
    const player = await signUp();
    const outbox = app.app.get(OutboxRepository);
    const id = await outbox.add({
      playerId: player.id,
      channel: 'sms',
      recipient: player.phone,
      purpose: 'verification-code',
      language: 'en',
      subject: null,
      body: 'Your Khela verification code is ••••••. It is valid for 10 minutes. Never share it with anyone.',
    });
    const before = sms.messages().length;
    await app.app.get(DeliverMessageJob).deliver({ outboxId: id });
    expect(await outbox.get(id)).toMatchObject({ status: 'failed', error: codeGoneError, attempts: 1 });
    expect(
      sms
        .messages()
        .slice(before)
        .filter((m) => m.to === player.phone),
    ).toEqual([]);
  });

  describe('staff-triggered password reset', () => {
    it('sends the code to the player only, in their language, and audits actor, player and channel without the code', async () => {
      const player = await signUp();
      await pool.query(`UPDATE players SET phone_verified_at = now(), language = 'bn' WHERE id = $1`, [player.id]);
      const sent = await call('POST', `/api/admin/players/${player.id}/password-reset`, { channel: 'sms' }, staffTokens.get('support1'));
      expect(sent).toMatchObject({
        status: 200,
        body: { message: 'A password reset code has been sent to the player. Only the player can see it.' },
      });
      const received = await sms.waitForSmsTo(player.phone);
      expect(received.text).toContain('পাসওয়ার্ড রিসেট কোড');
      const otp = codeIn(received.text);
      await waitFor(async () => ((await outboxRows(player.id))[0]?.status === 'sent' ? true : undefined));

      const views = await staffOutboxViews(player);
      expect(views).toContain('password-reset-code');
      expect(holds(views, otp)).toBe(false);
      // nor any other staff answer about this player or this action
      for (const path of [`/api/admin/players/${player.id}`, '/api/admin/audit?per_page=200', `/api/admin/players?q=${player.username}`]) {
        const res = await call('GET', path, undefined, staffTokens.get('admin'));
        expect(res.status).toBe(200);
        expect(holds(JSON.stringify(res.body), otp)).toBe(false);
      }
      expect(logs.lines.filter((line) => holds(line, otp))).toEqual([]);

      const { rows: audit } = await pool.query(
        `SELECT actor_username, actor_id, action, target_kind, target_id, before, after FROM staff_audit_log
          WHERE target_kind = 'player' AND target_id = $1`,
        [player.id],
      );
      expect(audit).toEqual([
        {
          actor_username: 'support1',
          actor_id: expect.any(String),
          action: 'player.password_reset_code_sent',
          target_kind: 'player',
          target_id: player.id,
          before: null,
          after: { channel: 'sms', recipient: player.phone },
        },
      ]);
      expect(holds(JSON.stringify(audit), otp)).toBe(false);

      // the player, and only the player, can use it
      expect(
        await call('POST', '/api/usr-reset-password', {
          otp,
          password: 'Reset1234',
          password_confirmation: 'Reset1234',
          username: player.username,
        }),
      ).toMatchObject({ status: 200 });
      expect((await call('POST', '/api/login', { username: player.username, password: 'Reset1234' })).status).toBe(200);
    });

    it('refuses a second code within 300 s, an unverified address and a role without the permission, auditing none', async () => {
      const player = await signUp();
      await pool.query(`UPDATE players SET phone_verified_at = now() WHERE id = $1`, [player.id]);
      const path = `/api/admin/players/${player.id}/password-reset`;
      expect((await call('POST', path, { channel: 'sms' }, staffTokens.get('admin'))).status).toBe(200);
      const again = await call('POST', path, { channel: 'sms' }, staffTokens.get('admin'));
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
      expect(await call('POST', path, { channel: 'email' }, staffTokens.get('admin'))).toMatchObject({
        status: 400,
        body: { message: "The player's e-mail is not verified.", errors: { channel: ["The player's e-mail is not verified."] } },
      });
      expect((await call('POST', path, { channel: 'sms' }, staffTokens.get('content1'))).status).toBe(403);
      expect(await call('POST', '/api/admin/players/99999999/password-reset', { channel: 'sms' }, staffTokens.get('admin'))).toMatchObject({
        status: 404,
        body: { message: 'Player not found.' },
      });
      const { rows } = await pool.query(`SELECT action FROM staff_audit_log WHERE target_kind = 'player' AND target_id = $1`, [player.id]);
      expect(rows).toEqual([{ action: 'player.password_reset_code_sent' }]);
      expect(await outboxRows(player.id)).toHaveLength(1);
    });
  });

  describe('a staff action without an actor is refused (issue 10, finding 11)', () => {
    const nobody: () => AuditContext = () => ({
      actorId: null,
      actorUsername: null,
      actorRoles: [],
      ip: '127.0.0.1',
      requestId: null,
      recorded: false,
    });

    it('a password reset without an actor sends nothing and records nothing', async () => {
      const player = await signUp();
      await pool.query(`UPDATE players SET phone_verified_at = now() WHERE id = $1`, [player.id]);
      await expect(app.app.get(CommandBus).execute(new SendStaffPasswordResetCommand(player.id, 'sms', nobody()))).rejects.toMatchObject({
        status: 401,
      });
      expect(await outboxRows(player.id)).toEqual([]);
      expect((await pool.query(`SELECT 1 FROM staff_audit_log WHERE target_id = $1`, [player.id])).rows).toEqual([]);
    });

    it('a lock without an actor is rolled back with its audit row', async () => {
      const player = await signUp();
      await expect(app.app.get(CommandBus).execute(new LockPlayerCommand(player.id, 'no actor here', nobody()))).rejects.toMatchObject({
        status: 401,
      });
      const { rows } = await pool.query(`SELECT status, lock_reason FROM players WHERE id = $1`, [player.id]);
      expect(rows[0]).toEqual({ status: 'active', lock_reason: null });
      expect((await pool.query(`SELECT 1 FROM staff_audit_log WHERE target_id = $1`, [player.id])).rows).toEqual([]);
      expect((await call('POST', '/api/balance', undefined, player.token)).status).toBe(200);
    });
  });
});
