import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { QueryBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { testRedisUrl, hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { ListOutboxQuery } from './index.js';
import { startSmsGatewaySimulator, type SmsGatewaySimulator } from './messaging/sms-simulator/sms-gateway-simulator.js';
import { DemoPlayersSeed } from './seed/demo-players.seed.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp.js';

type Json = Record<string, unknown>;

const waitFor = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 8000): Promise<T> => {
  const deadline = Date.now() + hangBound(timeoutMs); // a bound on what must happen: grows with the load
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('players API', () => {
  const prefix = uniqueRedisPrefix();
  let smtp: TestSmtpServer;
  /** The players' phones: codes are read where the player reads them, never from a staff view. */
  let sms: SmsGatewaySimulator;
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let redis: Redis;
  let seq = 0;

  /** A username of this run: letters and digits, 8-16 characters. */
  const uname = (stem = 'pl') => `${stem}${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`.slice(0, 16).padEnd(8, '0');

  const call = async (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      json = { text };
    }
    return { status: response.status, body: json, headers: response.headers };
  };

  const signUpPayload = (overrides: Json = {}): Json => {
    const username = uname();
    return {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      name: 'Test Player',
      phone: `017${String(Date.now()).slice(-8)}`,
      email: `${username}@example.com`,
      currency: 'BDT',
      status: 'active',
      ...overrides,
    };
  };

  const signUp = async (overrides: Json = {}) => {
    const payload = signUpPayload(overrides);
    const response = await call('POST', '/api/v1/create-players', payload);
    expect(response.status).toBe(201);
    return { ...payload, token: response.body.token as string, id: response.body.remote_id as string } as Json & {
      token: string;
      id: string;
      username: string;
      password: string;
      phone: string;
      email: string;
    };
  };

  const latestOutbox = async (playerId: string, channel: 'email' | 'sms') => {
    const { rows } = await pool.query<{ id: string; body: string; status: string; recipient: string }>(
      `SELECT id::text, body, status, recipient FROM message_outbox WHERE player_id = $1 AND channel = $2 ORDER BY id DESC LIMIT 1`,
      [playerId, channel],
    );
    return rows[0];
  };
  const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;

  const resetRateLimits = async () => {
    const keys = await redis.keys(`${prefix}:players:rate:*`);
    if (keys.length) await redis.del(...keys);
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sms = await startSmsGatewaySimulator();
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'all',
      env: {
        REDIS_PREFIX: prefix,
        SMTP_URL: smtp.url,
        SMTP_FROM: 'Khela <no-reply@khela.test>',
        SMS_GATEWAY_URL: sms.url,
      },
    });
    pool = app.app.get<Pool>(DB_POOL);
    redis = new Redis(testRedisUrl);
  }, hangBound(30_000));

  beforeEach(resetRateLimits);

  // Sign-ups open wallets: the database keeps a valid ledger, which the test runner verifies and drops.
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await sms?.close();
    redis?.disconnect();
    await clearRedisPrefix(prefix);
  });

  describe('mobile sign-up (POST /api/v1/create-players)', () => {
    it.each([
      ['username', { username: '' }, 'Username is required'],
      ['username', { username: 'bad name!1' }, 'Invalid username (only letters and numbers)'],
      ['username', { username: 'short1' }, 'Username must be between 8 and 16 characters'],
      ['username', { username: 'a234567890123456x' }, 'Username must be between 8 and 16 characters'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'not-an-email' }, 'Invalid email address'],
      ['phone', { phone: '' }, 'Phone number is required'],
      ['phone', { phone: '12345' }, 'Invalid phone number (10-15 digits)'],
      ['phone', { phone: '01712-345678' }, 'Invalid phone number (10-15 digits)'],
      ['password', { password: '', confirmPassword: '' }, 'Password is required'],
      ['password', { password: 'abc123', confirmPassword: 'abc123' }, 'Password must be at least 8 characters'],
      [
        'password',
        { password: 'abc123!@#', confirmPassword: 'abc123!@#' },
        'Password can only contain letters and numbers (no special characters)',
      ],
      ['confirmPassword', { confirmPassword: '' }, 'Confirm Password is required'],
      ['confirmPassword', { confirmPassword: 'Other1234' }, 'Passwords do not match'],
      ['currency', { currency: 'USD' }, 'Currency must be BDT, INR or PKR'],
    ])('%s: %j answers 400 "%s"', async (field, overrides, message) => {
      const response = await call('POST', '/api/v1/create-players', signUpPayload(overrides));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message, errors: { [field]: [message] } });
    });

    it('signs the player in at once, opens a BDT wallet at 0.00 and records the referrer; usernames are unique whatever their case', async () => {
      const referrer = await signUp();
      const profile = await call('GET', '/api/user/show', undefined, referrer.token);
      const player = await signUp({
        referral_code: (profile.body.referral_code as string).toLowerCase(),
        agent_code: 'AG77',
        affiliate_code: 'AFF9',
      });
      expect(await call('POST', '/api/balance', undefined, player.token)).toMatchObject({ status: 200, body: { balance: '0.00' } });
      expect((await call('GET', '/api/wallet', undefined, player.token)).body).toMatchObject({ currency: 'BDT', main: '0.00' });
      const { rows } = await pool.query(`SELECT referred_by::text, agent_code, affiliate_code, status FROM players WHERE id = $1`, [
        player.id,
      ]);
      expect(rows[0]).toEqual({ referred_by: referrer.id, agent_code: 'AG77', affiliate_code: 'AFF9', status: 'active' });

      const again = await call('POST', '/api/v1/create-players', signUpPayload({ username: player.username.toUpperCase() }));
      expect(again).toMatchObject({
        status: 400,
        body: { message: 'The username has already been taken.', errors: { username: ['The username has already been taken.'] } },
      });
    });

    it('limits sign-ups per IP with a readable 429', async () => {
      for (let i = 0; i < 10; i += 1) expect((await call('POST', '/api/v1/create-players', { username: '' })).status).toBe(400);
      const refused = await call('POST', '/api/v1/create-players', { username: '' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    });
  });

  describe('desktop registration (GET /captcha, POST /api/register)', () => {
    const desktop = (overrides: Json = {}): Json => {
      const username = uname('dk');
      return {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        currencyType: 7,
        friendReferCode: '',
        realName: 'Desk Top',
        callingCode: '880',
        phoneNumber: '01812345678',
        email: `${username}@example.com`,
        captcha: '0000',
        ageCheck: true,
        ...overrides,
      };
    };
    const newCaptcha = async () => {
      const response = await fetch(`${app.url}/captcha`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain('<svg');
      expect(svg).not.toMatch(/<text/); // drawn as paths: no text for a bot to read
      const id = response.headers.get('x-captcha-id')!;
      expect(response.headers.get('set-cookie')).toMatch(new RegExp(`captcha_id=${id};.*HttpOnly`));
      const key = `${prefix}:players:captcha:${id}`;
      const answer = (await redis.get(key))!;
      expect(answer).toMatch(/^\d{4}$/); // the spec's 4-digit code
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(290); // 5 minutes
      expect(ttl).toBeLessThanOrEqual(300);
      return { id, answer };
    };

    it.each([
      ['username', { username: '' }, 'Please fill in all fields.'],
      ['confirmPassword', { confirmPassword: '' }, 'Please fill in all fields.'],
      ['confirmPassword', { confirmPassword: 'Other1234' }, 'Passwords do not match.'],
      ['realName', { realName: '' }, 'Please fill in all fields for step 2.'],
      ['captcha', { captcha: '' }, 'Please fill in all fields for step 2.'],
      ['ageCheck', { ageCheck: false }, 'You must confirm that you are 18 years old.'],
    ])('%s: %j answers 400 "%s"', async (field, overrides, message) => {
      const response = await call('POST', '/api/register', desktop(overrides));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect((response.body.errors as Json)[field]).toEqual([message]);
    });

    it('registers with the captcha (INR for currencyType 7), and the captcha works once only', async () => {
      const wrong = await newCaptcha();
      const refused = await call('POST', '/api/register', desktop({ captcha: wrong.answer === '1111' ? '2222' : '1111' }), undefined, {
        'x-captcha-id': wrong.id,
      });
      expect(refused).toMatchObject({ status: 400, body: { message: 'The captcha is wrong or has expired. Please enter the new code.' } });

      const { id, answer } = await newCaptcha();
      const payload = desktop({ captcha: answer });
      const created = await call('POST', '/api/register', payload, undefined, { cookie: `captcha_id=${id}` });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ message: 'Registration Successful!', username: payload.username });
      expect((await call('GET', '/api/wallet', undefined, created.body.token as string)).body).toMatchObject({ currency: 'INR' });

      const reused = await call('POST', '/api/register', desktop({ captcha: answer }), undefined, { 'x-captcha-id': id });
      expect(reused).toMatchObject({
        status: 400,
        body: { errors: { captcha: ['The captcha is wrong or has expired. Please enter the new code.'] } },
      });
    });

    it('reports sign-up rules under the desktop field names', async () => {
      const { id, answer } = await newCaptcha();
      const response = await call('POST', '/api/register', desktop({ captcha: answer, phoneNumber: '123' }), undefined, {
        'x-captcha-id': id,
      });
      expect(response).toMatchObject({ status: 400, body: { errors: { phoneNumber: ['Invalid phone number (10-15 digits)'] } } });
    });
  });

  describe('login, sessions and logout', () => {
    it.each([
      [{ username: '', password: 'Secret123' }, 'username', 'Username is required'],
      [{ username: 'bad user!', password: 'Secret123' }, 'username', 'Invalid username (only letters and numbers)'],
      [{ username: 'someone1', password: '' }, 'password', 'Password is required'],
      [{ username: 'someone1', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    ])('%j answers 400 "%s: %s"', async (payload, field, message) => {
      expect(await call('POST', '/api/login', payload)).toMatchObject({ status: 400, body: { message, errors: { [field]: [message] } } });
    });

    it('answers the login shape, refuses wrong credentials, and logout revokes the token', async () => {
      const player = await signUp();
      expect(await call('POST', '/api/login', { username: player.username, password: 'Wrong1234' })).toMatchObject({
        status: 401,
        body: { message: 'Invalid credentials' },
      });
      expect(await call('POST', '/api/login', { username: 'nobody' + uname(), password: 'Wrong1234' })).toMatchObject({
        status: 401,
        body: { message: 'Invalid credentials' },
      });
      const login = await call('POST', '/api/login', { username: player.username.toUpperCase(), password: player.password });
      expect(login.status).toBe(200);
      expect(login.body).toEqual({
        token: expect.any(String),
        remote_id: player.id,
        username: player.username,
        exchange: [{ token: expect.any(String) }],
      });
      const token = login.body.token as string;
      expect((await call('POST', '/api/logout', undefined, token)).status).toBe(200);
      expect((await call('POST', '/api/balance', undefined, token)).status).toBe(401);

      // No log-out takes the token from a URL (it would sit in logs, history and Referer headers).
      const second = (await call('POST', '/api/login', { username: player.username, password: player.password })).body.token as string;
      for (const method of ['GET', 'POST']) {
        expect((await call(method, `/player/logout?token=${encodeURIComponent(second)}`)).status).toBe(404);
      }
      expect((await call('POST', '/api/logout?token=' + encodeURIComponent(second))).status).toBe(401);
      expect((await call('GET', '/api/user/show', undefined, second)).status).toBe(200);
    });

    it('refuses the sixth attempt within 15 minutes after five wrong passwords, even with the right password', async () => {
      const player = await signUp();
      for (let i = 0; i < 5; i += 1)
        expect((await call('POST', '/api/login', { username: player.username, password: `Wrong${i}9999` })).status).toBe(401);
      const sixth = await call('POST', '/api/login', { username: player.username, password: player.password });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(/^Too many failed login attempts\. Please try again in 15 minutes\.$/);
    });

    it('answers refusals in Bangla for Accept-Language: bn and in English otherwise', async () => {
      const player = await signUp();
      const wrong = { username: player.username, password: 'Wrong1234' };
      const bn = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
      expect(await call('POST', '/api/login', wrong, undefined, bn)).toMatchObject({
        status: 401,
        body: { message: 'ইউজারনেম বা পাসওয়ার্ড সঠিক নয়', errors: { password: ['ইউজারনেম বা পাসওয়ার্ড সঠিক নয়'] } },
      });
      expect(await call('POST', '/api/login', wrong)).toMatchObject({
        status: 401,
        body: { message: 'Invalid credentials', errors: { password: ['Invalid credentials'] } },
      });
      expect(await call('POST', '/api/login', wrong, undefined, { 'accept-language': 'en-US,bn;q=0.5' })).toMatchObject({
        body: { message: 'Invalid credentials' },
      });

      // A message with a run-time part: the five wrong tries above lock the username for 15 minutes.
      for (let i = 0; i < 2; i += 1) await call('POST', '/api/login', wrong);
      const locked = { username: player.username, password: player.password };
      expect(await call('POST', '/api/login', locked, undefined, bn)).toMatchObject({
        status: 429,
        body: { message: 'অনেকবার ভুল লগইনের চেষ্টা করা হয়েছে। 15 মিনিট পরে আবার চেষ্টা করুন।' },
      });
      expect((await call('POST', '/api/login', locked)).body.message).toBe(
        'Too many failed login attempts. Please try again in 15 minutes.',
      );

      // The auth module's guard, in front of every player route.
      expect(await call('GET', '/api/user/show', undefined, 'forged-token-value', bn)).toEqual(
        expect.objectContaining({ status: 401, body: { message: 'অনুগ্রহ করে লগইন করুন।' } }),
      );
      expect(await call('GET', '/api/user/show', undefined, 'forged-token-value')).toEqual(
        expect.objectContaining({ status: 401, body: { message: 'Unauthenticated.' } }),
      );
    });

    it('refuses a locked account with a message', async () => {
      const player = await signUp();
      await pool.query(`UPDATE players SET status = 'locked', lock_reason = 'test' WHERE id = $1`, [player.id]);
      expect(await call('POST', '/api/login', { username: player.username, password: player.password })).toMatchObject({
        status: 403,
        body: { message: 'Your account is locked. Please contact customer service.' },
      });
    });

    it('every player route refuses a missing, forged, expired or revoked token', async () => {
      const player = await signUp();
      const sessions = app.app.get(SessionStore);
      const expired = await sessions.issue('player', player.id);
      await pool.query(`UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.sessionId]);
      const revoked = await sessions.issue('player', player.id);
      await sessions.revoke(revoked.sessionId);
      const staff = await sessions.issue('staff', player.id);
      const routes: [string, string][] = [
        ['POST', '/api/logout'],
        ['GET', `/api/user/show?remote_id=${player.id}`],
        ['POST', '/api/user/profile/update'],
        ['POST', '/api/send-verification-code'],
        ['POST', '/api/verify-email'],
        ['POST', '/api/verify-phone-number'],
        ['POST', '/api/add/number'],
        ['POST', '/api/add/send-verification-code'],
        ['POST', '/api/add/verify-phone-number'],
        ['GET', '/api/get/other/phone'],
        ['POST', '/api/user-pwd'],
        ['POST', '/api/balance'],
        ['GET', '/api/wallet'],
      ];
      for (const [method, path] of routes) {
        for (const token of [undefined, 'forged-token-value', expired.token, revoked.token, staff.token]) {
          const response = await call(method, path, method === 'POST' ? {} : undefined, token);
          expect({ path, token, status: response.status }).toEqual({ path, token, status: 401 });
        }
      }
      expect((await call('GET', '/api/get/other/phone', undefined, player.token)).status).toBe(200);
    });
  });

  it('seeds the demo players once, the first with a verified phone', async () => {
    await app.app.get(DemoPlayersSeed).seed();
    await app.app.get(DemoPlayersSeed).seed();
    const login = await call('POST', '/api/login', { username: 'demoplayer1', password: 'Khela1234' });
    expect(login.status).toBe(200);
    expect((await call('GET', '/api/user/show', undefined, login.body.token as string)).body).toMatchObject({
      username: 'demoplayer1',
      session_id: 1,
      balance: '0.00',
    });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM players WHERE username LIKE 'demoplayer%'`);
    expect(rows[0]).toEqual({ n: 2 });
  });

  describe('profile', () => {
    it("answers the caller's own profile and refuses another player's remote_id, for reading and changing", async () => {
      const alice = await signUp();
      const bob = await signUp();
      const own = await call('GET', `/api/user/show?remote_id=${alice.id}`, undefined, alice.token);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        id: Number(alice.id),
        username: alice.username,
        phone: alice.phone,
        email: alice.email,
        session_id: 0,
        dofb: null,
        email_verified_at: null,
        vip_coin: 0,
        balance: '0.00',
        cash_bonus: '0.00',
      });
      expect(own.body.referral_code).toMatch(/^[A-Z2-9]{8}$/);
      expect(await call('GET', `/api/user/show?remote_id=${bob.id}`, undefined, alice.token)).toMatchObject({
        status: 403,
        body: { message: 'You can only view your own profile.' },
      });
      expect(await call('POST', '/api/user/profile/update', { remote_id: bob.id, dofb: '1990-01-01' }, alice.token)).toMatchObject({
        status: 403,
        body: { message: 'You can only change your own profile.' },
      });
      expect((await call('GET', '/api/user/show', undefined, bob.token)).body.dofb).toBeNull();
    });

    it('saves the birth date once, adults only', async () => {
      const player = await signUp();
      const underage = new Date(Date.now() - 17 * 365.25 * 86400_000).toISOString().slice(0, 10);
      expect(await call('POST', '/api/user/profile/update', { remote_id: player.id, dofb: underage }, player.token)).toMatchObject({
        status: 400,
        body: { message: 'You must be at least 18 years old.' },
      });
      expect(await call('POST', '/api/user/profile/update', { remote_id: player.id, dofb: '2001-02-30' }, player.token)).toMatchObject({
        status: 400,
      });
      expect(await call('POST', '/api/user/profile/update', { remote_id: player.id, dofb: '1995-04-14' }, player.token)).toMatchObject({
        status: 200,
        body: { dofb: '1995-04-14' },
      });
      expect(await call('POST', '/api/user/profile/update', { remote_id: player.id, dofb: '1990-01-01' }, player.token)).toMatchObject({
        status: 409,
        body: { message: 'Your birth date is already saved. Please contact customer service to change it.' },
      });
      expect((await call('GET', '/api/user/show', undefined, player.token)).body.dofb).toBe('1995-04-14');
    });
  });

  describe('verification codes', () => {
    it('delivers an e-mail code to a real SMTP server; the code from the mail verifies the address', async () => {
      const player = await signUp();
      expect(await call('POST', '/api/send-verification-code', { email: 'someone@else.com' }, player.token)).toMatchObject({ status: 400 });
      const sent = await call('POST', '/api/send-verification-code', { email: player.email }, player.token);
      expect(sent).toMatchObject({ status: 200, body: { retry_after: 300 } });
      const mail = await waitFor(async () => smtp.mails.find((m) => m.to === player.email));
      expect(mail.raw).toMatch(/Subject: Your Khela verification code/);
      const code = codeIn(mail.raw);
      expect(await call('POST', '/api/verify-email', { code }, player.token)).toMatchObject({ status: 200 });
      expect((await call('GET', '/api/user/show', undefined, player.token)).body.email_verified_at).toEqual(expect.any(String));
      await waitFor(async () => ((await latestOutbox(player.id, 'email'))?.status === 'sent' ? true : undefined));
    });

    it('verifies the phone by SMS (Bangla on request), sets session_id 1, and refuses a resend before 300 s', async () => {
      const player = await signUp();
      const sent = await call('POST', '/api/send-verification-code', { phone: player.phone }, player.token, { 'accept-language': 'bn' });
      expect(sent.status).toBe(200);
      const again = await call('POST', '/api/send-verification-code', { phone: player.phone }, player.token);
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
      expect(again.body.retry_after).toBeGreaterThan(290);
      const received = await sms.waitForSmsTo(player.phone);
      expect(received.text).toContain('যাচাইকরণ কোড');
      await waitFor(async () => ((await latestOutbox(player.id, 'sms'))?.status === 'sent' ? true : undefined));
      expect(await call('POST', '/api/verify-phone-number', { verification_code: codeIn(received.text) }, player.token)).toMatchObject({
        status: 200,
      });
      expect((await call('GET', '/api/user/show', undefined, player.token)).body.session_id).toBe(1);

      const page = await app.app.get(QueryBus).execute(new ListOutboxQuery({ playerId: player.id }));
      expect(page.data[0]).toMatchObject({ channel: 'sms', recipient: player.phone, status: 'sent', language: 'bn' });
      expect(page.data[0]!.body).not.toContain(codeIn(received.text));
    });

    it('refuses a sixth code after five wrong ones, even the right one', async () => {
      const player = await signUp();
      expect((await call('POST', '/api/send-verification-code', { phone: player.phone }, player.token)).status).toBe(200);
      const code = codeIn((await sms.waitForSmsTo(player.phone)).text);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1)
        expect((await call('POST', '/api/verify-phone-number', { verification_code: wrong }, player.token)).status).toBe(400);
      expect(await call('POST', '/api/verify-phone-number', { verification_code: code }, player.token)).toMatchObject({
        status: 429,
        body: { message: 'Too many wrong codes. Please request a new code.' },
      });
      expect((await call('GET', '/api/user/show', undefined, player.token)).body.session_id).toBe(0);
    });

    it('adds, verifies and lists extra phone numbers', async () => {
      const player = await signUp();
      const extra = '01911122233';
      expect(await call('POST', '/api/add/number', { phone: '123' }, player.token)).toMatchObject({
        status: 400,
        body: { message: 'Invalid phone number (10-15 digits)' },
      });
      expect(await call('POST', '/api/add/number', { phone: extra }, player.token)).toMatchObject({
        status: 201,
        body: { data: { contract_value: extra, isverify: 0 } },
      });
      expect((await call('POST', '/api/add/number', { phone: extra }, player.token)).status).toBe(409);
      expect((await call('POST', '/api/add/send-verification-code', { phone: '01900000000' }, player.token)).status).toBe(400);
      expect((await call('POST', '/api/add/send-verification-code', { phone: extra }, player.token)).status).toBe(200);
      const received = await sms.waitForSmsTo(extra);
      expect((await latestOutbox(player.id, 'sms'))!.recipient).toBe(extra);
      expect(await call('POST', '/api/add/verify-phone-number', { verification_code: codeIn(received.text) }, player.token)).toMatchObject({
        status: 200,
      });
      expect(await call('GET', '/api/get/other/phone', undefined, player.token)).toMatchObject({
        status: 200,
        body: { data: [{ id: expect.any(Number), contract_value: extra, isverify: 1 }] },
      });
    });
  });

  describe('passwords', () => {
    it.each([
      [
        { old_password: 'Secret123', new_password: 'abc12', new_password_confirmation: 'abc12' },
        'new_password',
        'New Password must contain at least one number, one letter, and 8 characters long.',
      ],
      [
        { old_password: 'Secret123', new_password: 'abcdefgh', new_password_confirmation: 'abcdefgh' },
        'new_password',
        'New Password must contain at least one number, one letter, and 8 characters long.',
      ],
      [
        { old_password: 'Secret123', new_password: 'abc12345!', new_password_confirmation: 'abc12345!' },
        'new_password',
        'New Password must contain at least one number, one letter, and 8 characters long.',
      ],
      [
        { old_password: '', new_password: 'Newpass123', new_password_confirmation: 'Newpass123' },
        'old_password',
        'Please enter your current password.',
      ],
      [
        { old_password: 'Secret123', new_password: 'Newpass123', new_password_confirmation: '' },
        'new_password_confirmation',
        'Please confirm your new password.',
      ],
      [
        { old_password: 'Secret123', new_password: 'Newpass123', new_password_confirmation: 'Newpass124' },
        'new_password_confirmation',
        'Passwords do not match.',
      ],
    ])('change %j answers 400 "%s: %s"', async (payload, field, message) => {
      // Validation runs before any lookup, so one shared player serves every row.
      const token = (await app.app.get(SessionStore).issue('player', '1')).token;
      expect(await call('POST', '/api/user-pwd', payload, token)).toMatchObject({
        status: 400,
        body: { message, errors: { [field]: [message] } },
      });
    });

    it('changes the password, ending every session of the player', async () => {
      const player = await signUp();
      const other = (await call('POST', '/api/login', { username: player.username, password: player.password })).body.token as string;
      expect(
        await call(
          'POST',
          '/api/user-pwd',
          { old_password: 'Wrong1234', new_password: 'Newpass123', new_password_confirmation: 'Newpass123' },
          player.token,
        ),
      ).toMatchObject({
        status: 400,
        body: { errors: { old_password: ['Your current password is incorrect.'] } },
      });
      expect(
        await call(
          'POST',
          '/api/user-pwd',
          { old_password: player.password, new_password: 'Newpass123', new_password_confirmation: 'Newpass123' },
          player.token,
        ),
      ).toMatchObject({
        status: 200,
        body: { message: 'Password changed successfully. Please login with your new password.' },
      });
      for (const token of [player.token, other]) expect((await call('POST', '/api/balance', undefined, token)).status).toBe(401);
      expect((await call('POST', '/api/login', { username: player.username, password: 'Newpass123' })).status).toBe(200);
    });

    it.each([
      [{ type: 'email', email: '', username: 'someone1' }, 'Please enter your email address.'],
      [{ type: 'email', email: 'a@b.co', username: '' }, 'Please enter your username.'],
      [{ type: 'sms', phone: '', username: 'someone1' }, 'Please enter your phone number.'],
      [{ type: 'sms', phone: '01712345678', username: '' }, 'Please enter your username.'],
    ])('forgot %j answers 400 "%s"', async (payload, message) => {
      expect(await call('POST', '/api/usr-forgot-password', payload)).toMatchObject({ status: 400, body: { message } });
    });

    it.each([
      [{ otp: '', password: 'Newpass123', password_confirmation: 'Newpass123', username: 'someone1' }, 'otp', 'Please enter the OTP.'],
      [
        { otp: '123456', password: 'short1', password_confirmation: 'short1', username: 'someone1' },
        'password',
        'New Password must contain at least one number, one letter, and 8 characters long.',
      ],
      [
        { otp: '123456', password: 'Newpass123', password_confirmation: '', username: 'someone1' },
        'password_confirmation',
        'Please confirm your new password.',
      ],
      [
        { otp: '123456', password: 'Newpass123', password_confirmation: 'Newpass999', username: 'someone1' },
        'password_confirmation',
        'Passwords do not match.',
      ],
      [
        { otp: '123456', password: 'Newpass123', password_confirmation: 'Newpass123', username: '' },
        'username',
        'Please enter your username.',
      ],
      [
        { otp: '123456', password: 'Newpass123', password_confirmation: 'Newpass123', username: 'nosuchuser1' },
        'otp',
        'The OTP is invalid or has expired.',
      ],
    ])('reset %j answers 400 "%s: %s"', async (payload, field, message) => {
      expect(await call('POST', '/api/usr-reset-password', payload)).toMatchObject({
        status: 400,
        body: { message, errors: { [field]: [message] } },
      });
    });

    it('answers forgot-password the same for an unknown username; resets by an e-mailed OTP and ends every session', async () => {
      const player = await signUp();
      await pool.query(`UPDATE players SET email_verified_at = now() WHERE id = $1`, [player.id]);
      const known = await call('POST', '/api/usr-forgot-password', { type: 'email', email: player.email, username: player.username });
      const unknown = await call('POST', '/api/usr-forgot-password', { type: 'email', email: player.email, username: `x${uname()}` });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(known).toMatchObject({ status: 200, body: { message: 'OTP sent successfully. Please check your email.' } });

      const mail = await waitFor(async () => smtp.mails.find((m) => m.to === player.email && /password reset/.test(m.raw)));
      const otp = codeIn(mail.raw);
      const reset = await call('POST', '/api/usr-reset-password', {
        otp,
        password: 'Reset1234',
        password_confirmation: 'Reset1234',
        username: player.username,
      });
      expect(reset).toMatchObject({ status: 200, body: { message: 'Your password has been reset. Please login with your new password.' } });
      expect((await call('POST', '/api/balance', undefined, player.token)).status).toBe(401);
      expect((await call('POST', '/api/login', { username: player.username, password: 'Reset1234' })).status).toBe(200);
      // Single use.
      expect(
        (
          await call('POST', '/api/usr-reset-password', {
            otp,
            password: 'Again1234',
            password_confirmation: 'Again1234',
            username: player.username,
          })
        ).status,
      ).toBe(400);
    });

    it('sends no code to an unverified address', async () => {
      const player = await signUp();
      expect((await call('POST', '/api/usr-forgot-password', { type: 'sms', phone: player.phone, username: player.username })).status).toBe(
        200,
      );
      expect(await latestOutbox(player.id, 'sms')).toBeUndefined();
    });
  });
});
