import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StaffPlayerActionResponse, StaffPlayerPage, StaffPlayerView } from '@khela/contracts';
import { generateSync } from 'otplib';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import { signInStaff as staffBearer } from '../../../test/staff-session.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { demoStaff } from '../backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../backoffice/seed/demo-staff.seed.js';
import { hangBound } from '../../../test/test-env.js';

type Json = Record<string, unknown>;

interface SignedUp {
  id: string;
  token: string;
  username: string;
  password: string;
  phone: string;
  email: string;
}

describe('back-office players (search, profile, lock, unlock, mark phone verified)', () => {
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  const staffTokens = new Map<string, string>();
  let seq = 0;
  /** Phones of this run: 017 and eight digits, far apart so a contained-digits search finds one. */
  const phoneBase = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  /** A distinct stem per run, so prefix searches find only this file's players. */
  const run = `ps${Date.now().toString(36).slice(-5)}`;

  const call = async <T = Json>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  };

  const staff = (username: string) => staffTokens.get(username)!;

  const signInStaff = async (username: string) => {
    const s = demoStaff.find((d) => d.username === username)!;
    // The session comes as a cookie (no token in the body); as an API client, the test sends it as a bearer token.
    staffTokens.set(username, await staffBearer(app.url, { username, password: s.password, otp: generateSync({ secret: s.totpSecret }) }));
  };

  const signUp = async (overrides: Json = {}): Promise<SignedUp> => {
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
      ...overrides,
    };
    const res = await call('POST', '/api/v1/create-players', payload);
    expect(res.status).toBe(201);
    return { ...payload, id: res.body.remote_id as string, token: res.body.token as string } as SignedUp;
  };

  const search = async (q: string, token = staff('admin')) =>
    call<StaffPlayerPage>('GET', `/api/admin/players?q=${encodeURIComponent(q)}&per_page=50`, undefined, token);

  const auditRows = async (playerId: string, action: string) =>
    (
      await pool.query<{ action: string; actor_username: string; before: Json; after: Json }>(
        `SELECT action, actor_username, before, after FROM staff_audit_log WHERE target_kind = 'player' AND target_id = $1 AND action = $2 ORDER BY id`,
        [playerId, action],
      )
    ).rows;

  let alice: SignedUp;
  let bob: SignedUp;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all' });
    pool = app.app.get<Pool>(DB_POOL);
    await app.app.get(DemoStaffSeed).seed();
    for (const username of ['admin', 'support1', 'finance1', 'content1']) await signInStaff(username);
    alice = await signUp({ agent_code: 'AG77', affiliate_code: 'AF12' });
    const { rows } = await pool.query<{ referral_code: string }>(`SELECT referral_code FROM players WHERE id = $1`, [alice.id]);
    bob = await signUp({ referral_code: rows[0]!.referral_code });
  }, hangBound(60_000));

  // Sign-ups open wallets: the database keeps a valid ledger, which the test runner verifies and drops.
  afterAll(async () => {
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  describe('search (GET /api/admin/players)', () => {
    it('finds by username prefix in any case, newest first, and pages', async () => {
      const all = await search(run.toUpperCase());
      expect(all.status).toBe(200);
      expect(all.body.data.map((p) => p.username)).toEqual([bob.username, alice.username]);
      expect(all.body).toMatchObject({ page: 1, per_page: 50, total: 2, last_page: 1 });
      expect(all.body.data[1]).toEqual({
        id: alice.id,
        username: alice.username,
        name: 'Player 1',
        phone: alice.phone,
        email: alice.email,
        status: 'active',
        phone_verified: false,
        email_verified: false,
        currency: 'BDT',
        created_at: expect.stringMatching(/Z$/),
      });
      const second = await call<StaffPlayerPage>('GET', `/api/admin/players?q=${run}&per_page=1&page=2`, undefined, staff('admin'));
      expect(second.body).toMatchObject({ page: 2, per_page: 1, total: 2, last_page: 2 });
      expect(second.body.data.map((p) => p.username)).toEqual([alice.username]);
    });

    it('finds by digits of the phone, main or extra', async () => {
      const byPhone = await search(alice.phone.slice(3, 9));
      expect(byPhone.body.data.map((p) => p.id)).toContain(alice.id);
      expect(byPhone.body.data.map((p) => p.id)).not.toContain(bob.id);
      const byFullPhone = await search(`+88 ${alice.phone}`);
      expect(byFullPhone.body.data.map((p) => p.id)).toEqual([alice.id]);

      const extra = '01999888777';
      await pool.query(`INSERT INTO player_phones (player_id, phone) VALUES ($1, $2)`, [bob.id, extra]);
      expect((await search('99888')).body.data.map((p) => p.id)).toEqual([bob.id]);
    });

    it('finds by e-mail in any case, and by exact remote id', async () => {
      expect((await search(alice.email.toUpperCase())).body.data.map((p) => p.id)).toEqual([alice.id]);
      const byId = await search(bob.id);
      expect(byId.body.data.map((p) => p.id)).toContain(bob.id);
      expect(byId.body.data.find((p) => p.id === bob.id)?.username).toBe(bob.username);
    });

    it('lists nothing for a text that matches no key, and refuses a bad page size', async () => {
      expect((await search(`${run}zz`)).body).toMatchObject({ data: [], total: 0, last_page: 1 });
      expect((await call('GET', '/api/admin/players?per_page=1000', undefined, staff('admin'))).status).toBe(400);
    });
  });

  describe('profile (GET /api/admin/players/:id)', () => {
    it('shows verification states, extra phones, referrer, sign-up data and balances', async () => {
      const res = await call<StaffPlayerView>('GET', `/api/admin/players/${bob.id}`, undefined, staff('finance1'));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        profile: { id: Number(bob.id), username: bob.username, session_id: 0, email_verified_at: null },
        other_phones: [{ contract_value: '01999888777', isverify: 0 }],
        status: 'active',
        lock_reason: null,
        phone_verified_at: null,
        email_verified_at: null,
        referrer: { id: alice.id, username: alice.username },
        sign_up: { channel: 'mobile', currency: 'BDT', language: 'en', agent_code: null, affiliate_code: null },
        balances: { main: '0.00', held: '0.00', bonus: '0.00', cash_rewards: '0.00' },
      });
      const a = await call<StaffPlayerView>('GET', `/api/admin/players/${alice.id}`, undefined, staff('admin'));
      expect(a.body.referrer).toBeNull();
      expect(a.body.sign_up).toMatchObject({ agent_code: 'AG77', affiliate_code: 'AF12', ip: expect.any(String) });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect(await call('GET', '/api/admin/players/99999999', undefined, staff('admin'))).toEqual({
        status: 404,
        body: { message: 'Player not found.' },
      });
      expect((await call('GET', '/api/admin/players/abc', undefined, staff('admin'))).status).toBe(404);
    });
  });

  describe('lock and unlock', () => {
    it('locking with a reason ends every session and refuses login; unlocking restores it; both are audited', async () => {
      const player = await signUp();
      const second = await call('POST', '/api/login', { username: player.username, password: player.password });
      expect(second.status).toBe(200);
      expect((await call('POST', '/api/balance', undefined, player.token)).status).toBe(200);

      const locked = await call<StaffPlayerActionResponse>(
        'POST',
        `/api/admin/players/${player.id}/lock`,
        { reason: '  Chargeback fraud reported  ' },
        staff('support1'),
      );
      expect(locked.status).toBe(200);
      expect(locked.body.message).toBe('The player is locked and signed out everywhere.');
      expect(locked.body.player).toMatchObject({ status: 'locked', lock_reason: 'Chargeback fraud reported' });

      expect((await call('POST', '/api/balance', undefined, player.token)).status).toBe(401);
      expect((await call('GET', '/api/user/show', undefined, second.body.token as string)).status).toBe(401);
      expect(await call('POST', '/api/login', { username: player.username, password: player.password })).toMatchObject({
        status: 403,
        body: { message: 'Your account is locked. Please contact customer service.' },
      });
      expect((await search(player.username)).body.data[0]).toMatchObject({ id: player.id, status: 'locked' });

      const again = await call('POST', `/api/admin/players/${player.id}/lock`, { reason: 'twice' }, staff('admin'));
      expect(again).toEqual({ status: 409, body: { message: 'The player is already locked.' } });

      const [lockRow] = await auditRows(player.id, 'player.lock');
      expect(lockRow).toMatchObject({
        actor_username: 'support1',
        before: { status: 'active', lock_reason: null },
        after: { status: 'locked', lock_reason: 'Chargeback fraud reported', reason: 'Chargeback fraud reported' },
      });
      expect(await auditRows(player.id, 'player.lock')).toHaveLength(1);

      const unlocked = await call<StaffPlayerActionResponse>(
        'POST',
        `/api/admin/players/${player.id}/unlock`,
        { reason: 'Bank confirmed the payment' },
        staff('admin'),
      );
      expect(unlocked.status).toBe(200);
      expect(unlocked.body).toMatchObject({
        message: 'The player is unlocked and can log in again.',
        player: { status: 'active', lock_reason: null },
      });
      expect((await call('POST', '/api/login', { username: player.username, password: player.password })).status).toBe(200);
      expect(await call('POST', `/api/admin/players/${player.id}/unlock`, { reason: 'again' }, staff('admin'))).toEqual({
        status: 409,
        body: { message: 'The player is not locked.' },
      });
      const [unlockRow] = await auditRows(player.id, 'player.unlock');
      expect(unlockRow).toMatchObject({
        actor_username: 'admin',
        before: { status: 'locked', lock_reason: 'Chargeback fraud reported' },
        after: { status: 'active', lock_reason: null, reason: 'Bank confirmed the payment' },
      });
    });

    it.each<[string, unknown]>([
      ['missing', {}],
      ['too short', { reason: 'ab' }],
      ['blank', { reason: '    ' }],
      ['too long (501 characters)', { reason: 'x'.repeat(501) }],
      ['not text', { reason: 42 }],
    ])('refuses a lock whose reason is %s with 400 and changes nothing', async (_why, body) => {
      const res = await call('POST', `/api/admin/players/${alice.id}/lock`, body, staff('admin'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Give a reason of 3 to 500 characters.' });
      const { rows } = await pool.query(`SELECT status FROM players WHERE id = $1`, [alice.id]);
      expect(rows[0].status).toBe('active');
    });

    it('answers staff in Bangla for Accept-Language: bn, in English otherwise', async () => {
      const bn = { 'accept-language': 'bn' };
      expect(await call('POST', `/api/admin/players/${alice.id}/unlock`, { reason: 'not locked' }, staff('admin'), bn)).toEqual({
        status: 409,
        body: { message: 'খেলোয়াড় লক করা নেই।' },
      });
      expect(await call('POST', `/api/admin/players/${alice.id}/lock`, { reason: 'ab' }, staff('admin'), bn)).toMatchObject({
        status: 400,
        body: { message: '৩ থেকে ৫০০ অক্ষরের মধ্যে একটি কারণ লিখুন।' },
      });
      expect(await call('POST', '/api/admin/players/99999999/lock', { reason: 'nobody' }, staff('admin'), bn)).toEqual({
        status: 404,
        body: { message: 'খেলোয়াড় পাওয়া যায়নি।' },
      });
      expect(await call('POST', `/api/admin/players/${alice.id}/unlock`, { reason: 'not locked' }, staff('admin'))).toEqual({
        status: 409,
        body: { message: 'The player is not locked.' },
      });
    });

    it('answers 404 for an unknown player and writes no audit row', async () => {
      expect(await call('POST', '/api/admin/players/99999999/lock', { reason: 'nobody' }, staff('admin'))).toEqual({
        status: 404,
        body: { message: 'Player not found.' },
      });
      expect(await auditRows('99999999', 'player.lock')).toHaveLength(0);
    });
  });

  describe('mark phone verified', () => {
    it('sets session_id 1 on the profile and is audited with the reason; a second time is refused', async () => {
      const res = await call<StaffPlayerActionResponse>(
        'POST',
        `/api/admin/players/${alice.id}/mark-phone-verified`,
        { reason: 'Confirmed by a call to the number' },
        staff('support1'),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("The player's phone is marked verified.");
      expect(res.body.player.phone_verified_at).toEqual(expect.any(String));
      expect(res.body.player.profile.session_id).toBe(1);
      const own = await call('GET', '/api/user/show', undefined, alice.token);
      expect(own.body).toMatchObject({ session_id: 1 });
      expect((await search(alice.username)).body.data[0]).toMatchObject({ phone_verified: true });

      const [row] = await auditRows(alice.id, 'player.mark_phone_verified');
      expect(row).toMatchObject({
        actor_username: 'support1',
        before: { phone_verified_at: null, session_id: 0 },
        after: { phone_verified_at: expect.any(String), session_id: 1, reason: 'Confirmed by a call to the number' },
      });
      expect(await call('POST', `/api/admin/players/${alice.id}/mark-phone-verified`, { reason: 'again' }, staff('support1'))).toEqual({
        status: 409,
        body: { message: "The player's phone is already verified." },
      });
    });
  });

  describe('permissions', () => {
    it('finance reads players but may not lock, unlock or verify; content may not even read', async () => {
      expect((await search(run, staff('finance1'))).status).toBe(200);
      for (const action of ['lock', 'unlock', 'mark-phone-verified']) {
        const res = await call('POST', `/api/admin/players/${bob.id}/${action}`, { reason: 'not allowed' }, staff('finance1'));
        expect(res.status).toBe(403);
      }
      expect((await search(run, staff('content1'))).status).toBe(403);
      expect((await call('GET', `/api/admin/players/${bob.id}`, undefined, staff('content1'))).status).toBe(403);
      const { rows } = await pool.query(`SELECT status, phone_verified_at FROM players WHERE id = $1`, [bob.id]);
      expect(rows[0]).toEqual({ status: 'active', phone_verified_at: null });
    });

    it('a player token or no token gets 401 on every staff player route', async () => {
      const routes: [string, string, unknown?][] = [
        ['GET', `/api/admin/players?q=${run}`],
        ['GET', `/api/admin/players/${bob.id}`],
        ['POST', `/api/admin/players/${bob.id}/lock`, { reason: 'player trying' }],
        ['POST', `/api/admin/players/${bob.id}/unlock`, { reason: 'player trying' }],
        ['POST', `/api/admin/players/${bob.id}/mark-phone-verified`, { reason: 'player trying' }],
      ];
      for (const [method, path, body] of routes) {
        expect((await call(method, path, body, bob.token)).status).toBe(401);
        expect((await call(method, path, body)).status).toBe(401);
      }
    });
  });
});
