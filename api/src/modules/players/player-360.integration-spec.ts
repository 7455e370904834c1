import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  StaffLinkedAccounts,
  StaffLoginHistoryPage,
  StaffPlayerNoteAnswer,
  StaffPlayerNotePage,
  StaffPlayerPage,
  StaffPlayerTags,
  StaffTagCount,
} from '@khela/contracts';
import { generateSync } from 'otplib';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import { signInStaff as staffBearer } from '../../../test/staff-session.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, testConfig, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { demoStaff } from '../backoffice/domain/demo-staff.js';
import { DemoStaffSeed } from '../backoffice/seed/demo-staff.seed.js';
import { crowdedIpPlayers } from './domain/player-360-rules.js';
import { PruneLoginHistoryJob } from './jobs/prune-login-history.job.js';
import { LoginHistoryRepository } from './persistence/login-history.repository.js';

type Json = Record<string, unknown>;

interface SignedUp {
  id: string;
  username: string;
  password: string;
  phone: string;
  email: string;
}

/**
 * Player 360 (issue 22): log-in history recorded on success and failure (IP from the trusted proxy setting, user
 * agent), linked accounts by shared IP and shared phone, staff notes (append-only, audited) and tags (audited,
 * list filter), each route's role matrix and bad input, and the log-in history's retention.
 */
describe('Player 360: log-in history, linked accounts, notes and tags', () => {
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  const tokens = new Map<string, string>();
  let seq = 0;
  const phoneBase = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  const run = `pt${Date.now().toString(36).slice(-5)}`;
  /** A distinct client address per sign-up, so only the addresses a test shares on purpose link anyone. */
  const addressOf = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

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
  const staff = (username: string) => tokens.get(username)!;

  const signUp = async (overrides: Json = {}, ip = addressOf(seq + 1)): Promise<SignedUp> => {
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
    const res = await call('POST', '/api/v1/create-players', payload, undefined, { 'x-forwarded-for': ip });
    expect(res.status).toBe(201);
    return { ...payload, id: res.body.remote_id as string } as SignedUp;
  };

  const logIn = (player: SignedUp, password: string, ip: string, userAgent = 'Mozilla/5.0 (Linux; Android 14) Khela-test') =>
    call('POST', '/api/login', { username: player.username, password }, undefined, { 'x-forwarded-for': ip, 'user-agent': userAgent });

  const auditRows = async (playerId: string, action: string) =>
    (
      await pool.query<{ actor_username: string; before: Json | null; after: Json }>(
        `SELECT actor_username, before, after FROM staff_audit_log WHERE target_kind = 'player' AND target_id = $1 AND action = $2 ORDER BY id`,
        [playerId, action],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    // the trusted proxy setting the app reads client addresses by: the test is the proxy
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { TRUST_PROXY: 'loopback' } });
    pool = app.app.get<Pool>(DB_POOL);
    await app.app.get(DemoStaffSeed).seed();
    for (const username of ['admin', 'finance1', 'support1', 'content1', 'risk1', 'trader1']) {
      const s = demoStaff.find((d) => d.username === username)!;
      tokens.set(username, await staffBearer(app.url, { username, password: s.password, otp: generateSync({ secret: s.totpSecret }) }));
    }
  }, hangBound(60_000));

  afterAll(async () => {
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  describe('log-in history', () => {
    it('records a success and each kind of failure, with the address the trusted proxy gave and the user agent', async () => {
      const player = await signUp();
      expect((await logIn(player, 'Wrong1234', '203.0.113.7', 'UA-wrong')).status).toBe(401);
      expect((await logIn(player, player.password, '203.0.113.8', 'UA-right')).status).toBe(200);
      await pool.query(`UPDATE players SET status = 'locked', lock_reason = 'test' WHERE id = $1`, [player.id]);
      expect((await logIn(player, player.password, '203.0.113.9', 'UA-locked')).status).toBe(403);
      // an unknown username is nobody's history
      expect((await call('POST', '/api/login', { username: `${run}nobody`, password: 'Secret123' })).status).toBe(401);

      const history = await call<StaffLoginHistoryPage>('GET', `/api/admin/players/${player.id}/logins`, undefined, staff('support1'));
      expect(history.status).toBe(200);
      expect(history.body).toMatchObject({ page: 1, per_page: 20, total: 3, last_page: 1 });
      expect(history.body.data.map(({ outcome, succeeded, ip, user_agent }) => ({ outcome, succeeded, ip, user_agent }))).toEqual([
        { outcome: 'account_locked', succeeded: false, ip: '203.0.113.9', user_agent: 'UA-locked' },
        { outcome: 'success', succeeded: true, ip: '203.0.113.8', user_agent: 'UA-right' },
        { outcome: 'wrong_password', succeeded: false, ip: '203.0.113.7', user_agent: 'UA-wrong' },
      ]);
      expect(
        (await pool.query(`SELECT 1 FROM player_logins l JOIN players p ON p.id = l.player_id WHERE p.username LIKE $1`, [`${run}nobody`]))
          .rows,
      ).toEqual([]);
    });

    it('records attempts the lock-out refuses before any check, and pages newest first', async () => {
      const player = await signUp();
      for (let i = 0; i < 5; i += 1) expect((await logIn(player, `Wrong000${i}`, '203.0.113.20')).status).toBe(401);
      expect((await logIn(player, player.password, '203.0.113.21')).status).toBe(429);
      const first = await call<StaffLoginHistoryPage>(
        'GET',
        `/api/admin/players/${player.id}/logins?per_page=4`,
        undefined,
        staff('admin'),
      );
      expect(first.body).toMatchObject({ total: 6, last_page: 2 });
      expect(first.body.data[0]).toMatchObject({ outcome: 'too_many_attempts', ip: '203.0.113.21', succeeded: false });
      const second = await call<StaffLoginHistoryPage>(
        'GET',
        `/api/admin/players/${player.id}/logins?per_page=4&page=2`,
        undefined,
        staff('admin'),
      );
      expect(second.body.data.map((a) => a.outcome)).toEqual(['wrong_password', 'wrong_password']);
      const ids = [...first.body.data, ...second.body.data].map((a) => a.id);
      expect(new Set(ids).size).toBe(6);
    });

    it('retention deletes attempts older than PLAYER_LOGINS_RETENTION_DAYS and keeps the rest', async () => {
      const player = await signUp();
      await pool.query(
        `INSERT INTO player_logins (player_id, outcome, ip, at)
         SELECT $1, 'success', '192.0.2.1', now() - make_interval(days => d) FROM unnest(ARRAY[400, 200, 181, 179, 1]) d`,
        [player.id],
      );
      const job = new PruneLoginHistoryJob(new LoginHistoryRepository(pool), testConfig({ DATABASE_URL: db.url }));
      const before = (
        await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM player_logins WHERE at < now() - interval '180 days'`)
      ).rows[0]!.n;
      expect(await job.run()).toEqual({ deleted: before });
      const left = await pool.query<{ days: number }>(
        `SELECT extract(day FROM now() - at)::int AS days FROM player_logins WHERE player_id = $1 ORDER BY at`,
        [player.id],
      );
      expect(left.rows.map((r) => r.days)).toEqual([179, 1]);
      const shorter = new PruneLoginHistoryJob(
        new LoginHistoryRepository(pool),
        testConfig({ DATABASE_URL: db.url, PLAYER_LOGINS_RETENTION_DAYS: '30' }),
      );
      await shorter.run();
      expect((await pool.query(`SELECT 1 FROM player_logins WHERE player_id = $1`, [player.id])).rows).toHaveLength(1);
    });
  });

  describe('linked accounts', () => {
    it('links players seen at one IP (sign-up or successful log-in), by phone (main or extra) and by e-mail, and says why', async () => {
      const me = await signUp({}, '203.0.113.50');
      const sameSignUpIp = await signUp({}, '203.0.113.50');
      const loggedInThere = await signUp();
      expect((await logIn(loggedInThere, loggedInThere.password, '203.0.113.50')).status).toBe(200);
      // a failed attempt from my address links nobody: anyone can type a username anywhere
      const failedThere = await signUp();
      expect((await logIn(failedThere, 'Wrong1234', '203.0.113.50')).status).toBe(401);
      const samePhone = await signUp({ phone: me.phone });
      const extraPhone = await signUp();
      await pool.query(`INSERT INTO player_phones (player_id, phone) VALUES ($1, $2)`, [extraPhone.id, me.phone]);
      const sameEmail = await signUp({ email: me.email.toUpperCase() });
      const stranger = await signUp();

      const linked = await call<StaffLinkedAccounts>('GET', `/api/admin/players/${me.id}/linked-accounts`, undefined, staff('finance1'));
      expect(linked.status).toBe(200);
      const reasons = Object.fromEntries(linked.body.data.map((a) => [a.username, a.reasons]));
      expect(reasons).toEqual({
        [sameSignUpIp.username]: [{ kind: 'ip', value: '203.0.113.50' }],
        [loggedInThere.username]: [{ kind: 'ip', value: '203.0.113.50' }],
        [samePhone.username]: [{ kind: 'phone', value: me.phone }],
        [extraPhone.username]: [{ kind: 'phone', value: me.phone }],
        [sameEmail.username]: [{ kind: 'email', value: me.email.toUpperCase() }],
      });
      expect(reasons[failedThere.username]).toBeUndefined();
      expect(reasons[stranger.username]).toBeUndefined();
      expect(linked.body).toMatchObject({ truncated: false, crowded_ips: [] });
      // newest first
      expect(linked.body.data[0]!.username).toBe(sameEmail.username);
      // and the link is seen from the other side
      const back = await call<StaffLinkedAccounts>(
        'GET',
        `/api/admin/players/${loggedInThere.id}/linked-accounts`,
        undefined,
        staff('admin'),
      );
      expect(back.body.data.map((a) => a.username).sort()).toEqual([me.username, sameSignUpIp.username].sort());
    });

    it('leaves out an address shared by more than the crowd limit (a carrier gateway) and names it', async () => {
      const me = await signUp({}, '203.0.113.99');
      // (sign-ups from one address would meet the sign-up rate limit: the others' addresses are set directly)
      const crowd = [];
      for (let i = 0; i < crowdedIpPlayers; i += 1) crowd.push((await signUp()).id);
      await pool.query(`UPDATE players SET sign_up_ip = '203.0.113.99' WHERE id = ANY($1::bigint[])`, [crowd]);
      const linked = await call<StaffLinkedAccounts>('GET', `/api/admin/players/${me.id}/linked-accounts`, undefined, staff('admin'));
      expect(linked.body).toEqual({ data: [], truncated: false, crowded_ips: ['203.0.113.99'] });
    });
  });

  describe('notes', () => {
    it('support adds a note: audited with author, shown newest first with author and time; notes are append-only', async () => {
      const player = await signUp();
      const added = await call<StaffPlayerNoteAnswer>(
        'POST',
        `/api/admin/players/${player.id}/notes`,
        { body: '  Called about a late deposit.\nAll fine.  ' },
        staff('support1'),
      );
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        message: 'Note added.',
        note: { body: 'Called about a late deposit.\nAll fine.', author_username: 'support1' },
      });
      await call('POST', `/api/admin/players/${player.id}/notes`, { body: 'Second look: bonus pattern.' }, staff('risk1'));
      const list = await call<StaffPlayerNotePage>('GET', `/api/admin/players/${player.id}/notes?per_page=1`, undefined, staff('finance1'));
      expect(list.body).toMatchObject({
        total: 2,
        last_page: 2,
        data: [{ body: 'Second look: bonus pattern.', author_username: 'risk1' }],
      });
      expect(Number.isNaN(Date.parse(list.body.data[0]!.created_at))).toBe(false);

      const audit = await auditRows(player.id, 'player.note_added');
      expect(audit.map((a) => [a.actor_username, a.after.body])).toEqual([
        ['support1', 'Called about a late deposit.\nAll fine.'],
        ['risk1', 'Second look: bonus pattern.'],
      ]);
      // no route edits or deletes a note, and the table itself refuses
      await expect(pool.query(`UPDATE player_staff_notes SET body = 'changed' WHERE player_id = $1`, [player.id])).rejects.toThrow(
        /append-only/,
      );
      await expect(pool.query(`DELETE FROM player_staff_notes WHERE player_id = $1`, [player.id])).rejects.toThrow(/append-only/);
      expect((await call('DELETE', `/api/admin/players/${player.id}/notes/${added.body.note.id}`, undefined, staff('admin'))).status).toBe(
        404,
      );
      expect((await call('PUT', `/api/admin/players/${player.id}/notes/${added.body.note.id}`, { body: 'x' }, staff('admin'))).status).toBe(
        404,
      );
    });

    it('refuses bad notes with the field message, writes nothing; unknown players are 404', async () => {
      const player = await signUp();
      for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }, { body: 12 }, { body: ['a'] }]) {
        const res = await call<{ message: string }>('POST', `/api/admin/players/${player.id}/notes`, body, staff('support1'));
        expect([res.status, res.body.message]).toEqual([400, 'body must be between 1 and 2000 characters']);
      }
      // control characters are refused by the platform's input filter before validation
      const bell = await call<{ message: string }>(
        'POST',
        `/api/admin/players/${player.id}/notes`,
        { body: 'bell\u0007' },
        staff('support1'),
      );
      expect([bell.status, bell.body.message]).toEqual([400, 'body contains a character that is not allowed.']);
      for (const id of ['999999999', 'abc', '0', '-1', '1e3'])
        expect((await call('POST', `/api/admin/players/${id}/notes`, { body: 'hello' }, staff('support1'))).status).toBe(404);
      expect((await pool.query(`SELECT 1 FROM player_staff_notes WHERE player_id = $1`, [player.id])).rows).toEqual([]);
      expect(await auditRows(player.id, 'player.note_added')).toEqual([]);
      const bangla = await call<{ message: string }>('POST', `/api/admin/players/${player.id}/notes`, { body: '' }, staff('support1'), {
        'accept-language': 'bn',
      });
      expect(bangla.body.message).toBe('body অবশ্যই ১ থেকে ২০০০ অক্ষরের মধ্যে হতে হবে');
    });
  });

  describe('tags', () => {
    it('support tags and untags, audited with before and after; any case counts once; the list filters by tag', async () => {
      const tagged = await signUp();
      const other = await signUp();
      const add = await call<StaffPlayerTags>('POST', `/api/admin/players/${tagged.id}/tags`, { tag: '  VIP   watch ' }, staff('support1'));
      expect(add.status).toBe(200);
      expect(add.body).toMatchObject({ message: 'Tag added.', tags: [{ tag: 'VIP watch', added_by_username: 'support1' }] });
      const again = await call<{ message: string }>('POST', `/api/admin/players/${tagged.id}/tags`, { tag: 'vip WATCH' }, staff('risk1'));
      expect([again.status, again.body.message]).toEqual([409, 'The player already has this tag.']);
      await call('POST', `/api/admin/players/${tagged.id}/tags`, { tag: 'bonus abuser' }, staff('risk1'));
      await call('POST', `/api/admin/players/${other.id}/tags`, { tag: 'বোনাস অপব্যবহার' }, staff('admin'));

      const filtered = await call<StaffPlayerPage>(
        'GET',
        `/api/admin/players?tag=${encodeURIComponent('vip watch')}&per_page=100`,
        undefined,
        staff('finance1'),
      );
      expect(filtered.body.data.map((p) => p.username)).toEqual([tagged.username]);
      const withText = await call<StaffPlayerPage>('GET', `/api/admin/players?q=${run}&tag=bonus%20abuser`, undefined, staff('admin'));
      expect(withText.body.data.map((p) => p.username)).toEqual([tagged.username]);
      const counts = await call<StaffTagCount[]>('GET', '/api/admin/player-tags', undefined, staff('support1'));
      expect(counts.body).toEqual(
        expect.arrayContaining([
          { tag: 'VIP watch', players: 1 },
          { tag: 'bonus abuser', players: 1 },
          { tag: 'বোনাস অপব্যবহার', players: 1 },
        ]),
      );

      const removed = await call<StaffPlayerTags>(
        'DELETE',
        `/api/admin/players/${tagged.id}/tags/${encodeURIComponent('vip watch')}`,
        undefined,
        staff('support1'),
      );
      expect(removed.status).toBe(200);
      expect(removed.body.tags.map((t) => t.tag)).toEqual(['bonus abuser']);
      const gone = await call<{ message: string }>(
        'DELETE',
        `/api/admin/players/${tagged.id}/tags/VIP%20watch`,
        undefined,
        staff('support1'),
      );
      expect([gone.status, gone.body.message]).toEqual([409, 'The player does not have this tag.']);

      expect((await auditRows(tagged.id, 'player.tag_added')).map((a) => [a.actor_username, a.before, a.after])).toEqual([
        ['support1', { tags: [] }, { tags: ['VIP watch'], tag: 'VIP watch' }],
        ['risk1', { tags: ['VIP watch'] }, { tags: ['bonus abuser', 'VIP watch'], tag: 'bonus abuser' }],
      ]);
      const removal = await auditRows(tagged.id, 'player.tag_removed');
      expect(removal).toHaveLength(1);
      expect(removal[0]).toMatchObject({
        actor_username: 'support1',
        after: { tags: ['bonus abuser'] },
        before: { tags: ['bonus abuser', 'VIP watch'] },
      });
    });

    it('refuses bad tags with the field message and writes nothing', async () => {
      const player = await signUp();
      const message = 'tag must be 2 to 32 letters, digits, spaces or - _ .';
      for (const body of [{}, { tag: 'x' }, { tag: 'y'.repeat(33) }, { tag: '<script>' }, { tag: 'a;b' }, { tag: 7 }, { tag: '-lead' }])
        expect(await call('POST', `/api/admin/players/${player.id}/tags`, body, staff('support1'))).toMatchObject({
          status: 400,
          body: { message },
        });
      expect(await call('DELETE', `/api/admin/players/${player.id}/tags/%3Cb%3E`, undefined, staff('support1'))).toMatchObject({
        status: 400,
        body: { message },
      });
      expect(await call('GET', `/api/admin/players?tag=%3Cb%3E`, undefined, staff('support1'))).toMatchObject({ status: 400 });
      expect((await call('POST', `/api/admin/players/999999999/tags`, { tag: 'VIP watch' }, staff('support1'))).status).toBe(404);
      expect((await pool.query(`SELECT 1 FROM player_tags WHERE player_id = $1`, [player.id])).rows).toEqual([]);
      expect(
        (await pool.query(`SELECT 1 FROM staff_audit_log WHERE target_id = $1 AND action LIKE 'player.tag%'`, [player.id])).rows,
      ).toEqual([]);
    });
  });

  it('role matrix: history, links and tags for players.read; notes for players.notes; tagging for players.tags; nothing for players', async () => {
    const player = await signUp();
    const playerToken = (
      await call<Json>('POST', '/api/login', { username: player.username, password: player.password }, undefined, {
        'x-forwarded-for': '203.0.113.200',
      })
    ).body.token as string;
    const reads = [
      `/api/admin/players/${player.id}/logins`,
      `/api/admin/players/${player.id}/linked-accounts`,
      `/api/admin/players/${player.id}/tags`,
      '/api/admin/player-tags',
    ];
    const statuses: Record<string, number[]> = {};
    for (const who of ['admin', 'finance1', 'support1', 'risk1', 'content1', 'trader1']) {
      const token = staff(who);
      statuses[who] = [
        ...(await Promise.all(reads.map(async (path) => (await call('GET', path, undefined, token)).status))),
        (await call('GET', `/api/admin/players/${player.id}/notes`, undefined, token)).status,
        (await call('POST', `/api/admin/players/${player.id}/notes`, { body: `by ${who}` }, token)).status,
        (await call('POST', `/api/admin/players/${player.id}/tags`, { tag: `tag ${who}` }, token)).status,
        (await call('DELETE', `/api/admin/players/${player.id}/tags/${encodeURIComponent(`tag ${who}`)}`, undefined, token)).status,
      ];
    }
    expect(statuses).toEqual({
      admin: [200, 200, 200, 200, 200, 201, 200, 200],
      finance1: [200, 200, 200, 200, 200, 201, 403, 403],
      support1: [200, 200, 200, 200, 200, 201, 200, 200],
      risk1: [200, 200, 200, 200, 200, 201, 200, 200],
      content1: [403, 403, 403, 403, 403, 403, 403, 403],
      trader1: [403, 403, 403, 403, 403, 403, 403, 403],
    });
    // a player's own session reaches none of it, not even about themselves
    for (const path of [...reads, `/api/admin/players/${player.id}/notes`])
      expect((await call('GET', path, undefined, playerToken)).status).toBe(401);
    expect((await call('POST', `/api/admin/players/${player.id}/notes`, { body: 'mine' }, playerToken)).status).toBe(401);
    // only the allowed writes were recorded
    expect((await auditRows(player.id, 'player.note_added')).map((a) => a.actor_username).sort()).toEqual([
      'admin',
      'finance1',
      'risk1',
      'support1',
    ]);
  });

  it('answers bad paging and ids with 4xx, never a 500', async () => {
    const player = await signUp();
    for (const query of ['page=0', 'page=-1', 'page=abc', 'per_page=101', 'per_page=0', 'page=1e400', 'page[]=1'])
      expect((await call('GET', `/api/admin/players/${player.id}/logins?${query}`, undefined, staff('admin'))).status).toBe(400);
    for (const tail of ['logins', 'linked-accounts', 'notes', 'tags']) {
      for (const id of ['0', 'x', '99999999999999999999', '1.5'])
        expect((await call('GET', `/api/admin/players/${id}/${tail}`, undefined, staff('admin'))).status).toBe(404);
      // a NUL in the path is refused before any route (400)
      expect((await call('GET', `/api/admin/players/%00/${tail}`, undefined, staff('admin'))).status).toBe(400);
    }
  });
});
