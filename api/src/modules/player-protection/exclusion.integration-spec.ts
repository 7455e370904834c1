import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ProviderAnswer } from '@khela/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { Clock } from '../../platform/clock/clock.js';
import { VetoPoint } from '../../platform/events/index.js';
import { SessionStore } from '../auth/index.js';
import { signProviderBody } from '../games/domain/provider-signature.js';
import { CatalogueRepository } from '../games/persistence/catalogue.repository.js';
import { GameProvidersRepository } from '../games/persistence/game-providers.repository.js';
import { DemoPaymentMethodsSeed } from '../payments/seed/demo-payment-methods.seed.js';
import { PasswordHasher } from '../players/security/password-hasher.js';
import { CreditDepositCommand, GrantBonusCommand, OpenWalletCommand, walletStreamId } from '../wallet/index.js';
import { exclusionMessages } from './domain/exclusion-messages.js';
import { dhakaTime } from './domain/protection-messages.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'exclusion-test' } } as const;
const secret = 'test-hmac-secret-exclusion-012345';
const provider = { code: 'exprov', platform: 'EXP', game: 'EXP-REELS' };
const hour = 3_600_000;
const day = 24 * hour;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  username: string;
  phone: string;
  token: string;
}

const connect = (url: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(`${url}/player`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
const closed = (socket: Socket, timeoutMs = hangBound(10_000)): Promise<string> =>
  new Promise((resolve) => {
    if (socket.disconnected) return resolve('already closed');
    const timer = setTimeout(() => resolve('still connected'), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/**
 * Time-out and self-exclusion end to end (issue 16): started through the player API, every session and
 * socket of the player ends at once (in the exclusion's transaction); with a new session (log-in stays
 * possible) a deposit request and a provider bet are refused (RS_ERROR_USER_DISABLED, ledger untouched)
 * with the end in Dhaka time, in English and Bangla, while a withdrawal goes through; an exclusion can be
 * extended, never shortened; a self-exclusion ends only on the player's ask after its period and a 24-hour
 * cooling-off (the app's Clock moved).
 */
describe('player protection: time-out and self-exclusion', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let bkashAgentId: number;
  let seq = 0;
  let offsetMs = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (main: bigint): Promise<Player> => {
    seq += 1;
    const username = `rgex${seq}${prefix.slice(-4)}`;
    const phone = `0183${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, phone, `EX${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: main }, system));
    return { id, username, phone, token: (await sessions.issue('player', id)).token };
  };
  /** A new session, as a log-in issues one (log-in is not refused while excluded). */
  const logIn = async (p: Player) => ({ ...p, token: (await sessions.issue('player', p.id)).token });

  const launch = async (p: Player): Promise<string> => {
    const { status, body } = await call('POST', '/api/game-run', p.token, {
      gameCode: provider.game,
      platform: provider.platform,
      isMobileLogin: 1,
    });
    expect(status).toBe(200);
    return new URL((body as { url: string }).url).searchParams.get('token')!;
  };
  const bet = async (p: Player, token: string, amount: number) => {
    const raw = JSON.stringify({
      request_uuid: randomUUID(),
      user: p.username,
      token,
      game_code: provider.game,
      round: `r-${randomUUID()}`,
      transaction_uuid: `t-${randomUUID()}`,
      currency: 'BDT',
      amount,
    });
    const response = await fetch(`${app.url}/api/provider/${provider.code}/transaction/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-khela-signature': signProviderBody('hmac', secret, raw) },
      body: raw,
    });
    return JSON.parse(await response.text()) as ProviderAnswer;
  };
  const deposit = async (p: Player, amount: string, headers: Record<string, string> = {}) => {
    await call('GET', `/api/get-wallet-number?name=bKash&account_type=Agent&amount=${amount}`, p.token);
    return call(
      'POST',
      '/api/submit-deposit',
      p.token,
      { account_number: p.phone, transaction_id: `EX${randomUUID().slice(0, 10)}`, amount, payment_id: bkashAgentId, promotion_id: 0 },
      headers,
    );
  };
  const withdraw = (p: Player, amount: string) =>
    call('POST', '/api/submit-withdraw', p.token, {
      remote_id: p.id,
      amount,
      account_number: p.phone,
      payment_id: bkashAgentId,
      provider: 'bKash',
    });
  const exclude = (p: Player, body: Json, headers: Record<string, string> = {}) =>
    call('POST', '/api/responsible-gaming/exclusion', p.token, body, headers);
  const ledgerCount = async (p: Player) =>
    (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = $1`, [walletStreamId(p.id)])).rows[0]!
      .n;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    await app.app.get(DemoPaymentMethodsSeed).seed();
    bkashAgentId = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    const providers = app.app.get(GameProvidersRepository);
    await providers.save({
      code: provider.code,
      name: provider.code,
      status: 'active',
      authScheme: 'hmac',
      keyMaterial: secret,
      launchUrl: `https://${provider.code}.example.test/games/`,
      rollbackUnknown: 'ok',
    });
    const catalogue = app.app.get(CatalogueRepository);
    await catalogue.saveProvider({ platform: provider.platform, name: 'EX games', icon: '', enabled: true, sortOrder: 0 });
    await catalogue.saveGame({
      code: provider.game,
      name: 'EX reels',
      type: 'SLOT',
      platform: provider.platform,
      image: '',
      recommended: false,
      isNew: false,
      featured: false,
      enabled: true,
      sortOrder: 0,
    });
    await providers.serve(provider.platform, provider.code);
  }, hangBound(90_000));

  beforeEach(() => {
    offsetMs = 0;
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('registers on both veto points, before the limits', () => {
    const vetoes = app.app.get(VetoPoint);
    expect(vetoes.namesFor('payments.deposit-request')).toEqual(
      expect.arrayContaining(['player-protection.closed-by-exclusion.deposits', 'player-protection.deposit-limits']),
    );
    const deposits = vetoes.namesFor('payments.deposit-request');
    expect(deposits.indexOf('player-protection.closed-by-exclusion.deposits')).toBeLessThan(
      deposits.indexOf('player-protection.deposit-limits'),
    );
    expect(vetoes.namesFor('wallet.stake')).toContain('player-protection.stakes');
  });

  it('GET exclusion: none yet, with the lengths on offer; a player token is needed', async () => {
    const p = await makePlayer(0n);
    expect(await call('GET', '/api/responsible-gaming/exclusion', p.token)).toMatchObject({
      status: 200,
      body: { exclusion: null, timeout_days: { min: 1, max: 42 }, self_exclusion_months: { min: 6, max: 60 }, end_cooling_off_hours: 24 },
    });
    expect((await call('GET', '/api/responsible-gaming/exclusion')).status).toBe(401);
  });

  it('bad lengths and a missing confirmation are refused (English and Bangla); nothing starts, no session ends', async () => {
    const p = await makePlayer(0n);
    expect(await exclude(p, { kind: 'timeout', days: 43, confirm: true })).toEqual({
      status: 400,
      body: { message: exclusionMessages.days },
    });
    expect(await exclude(p, { kind: 'self_exclusion', months: 5, confirm: true })).toEqual({
      status: 400,
      body: { message: exclusionMessages.months },
    });
    expect(await exclude(p, { kind: 'ban', confirm: true })).toEqual({ status: 400, body: { message: exclusionMessages.kind } });
    expect(await exclude(p, { kind: 'timeout', days: 1 })).toEqual({ status: 400, body: { message: exclusionMessages.confirm } });
    expect(await exclude(p, { kind: 'timeout', days: 1 }, { 'accept-language': 'bn' })).toEqual({
      status: 400,
      body: { message: 'নিশ্চিত করুন যে আপনি বুঝেছেন এটি বাতিল বা কমানো যাবে না।' },
    });
    expect((await call('GET', '/api/responsible-gaming/exclusion', p.token)).body.exclusion).toBeNull();
  });

  it('a time-out ends every session and socket of the player at once, in the transaction that records it', async () => {
    const p = await makePlayer(100_00n);
    const other = (await sessions.issue('player', p.id)).token;
    const socket = await connect(app.url, other);
    const gone = closed(socket);
    const res = await exclude(p, { kind: 'timeout', days: 7, confirm: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'started', exclusion: { kind: 'timeout', in_force: true, can_end: false } });
    const endsAt = new Date(res.body.exclusion.ends_at as string);
    expect(res.body.message).toBe(
      `Your exclusion has started and runs until ${dhakaTime(endsAt)} (Dhaka time). You have been logged out everywhere.`,
    );
    expect(await gone).not.toBe('still connected');
    expect((await call('GET', '/api/responsible-gaming/exclusion', p.token)).status).toBe(401);
    expect((await call('GET', '/api/responsible-gaming/exclusion', other)).status).toBe(401);
    const live = await sql.query(`SELECT 1 FROM auth_sessions WHERE subject_kind = 'player' AND subject_id = $1 AND revoked_at IS NULL`, [
      p.id,
    ]);
    expect(live.rowCount).toBe(0);
    const recorded = await sql.query<{ action: string; kind: string }>(
      `SELECT action, kind FROM player_exclusion_changes WHERE player_id = $1`,
      [p.id],
    );
    expect(recorded.rows).toEqual([{ action: 'started', kind: 'timeout' }]);
    // the sessions-revoked event (which closes sockets on every instance) was appended by the transaction that wrote the exclusion
    const sameTx = await sql.query(
      `SELECT 1 FROM outbox_events e JOIN player_exclusion_changes c ON c.player_id = $1
        WHERE e.type = 'auth.sessions-revoked' AND e.stream_id = $2 AND (e.tx_id::text::numeric % 4294967296) = c.xmin::text::numeric`,
      [p.id, `player-${p.id}`],
    );
    expect(sameTx.rowCount).toBe(1);
  });

  it('while excluded: log-in works, deposit requests and provider bets are refused with the end date, a withdrawal goes through', async () => {
    const before = await makePlayer(0n);
    // funds with no turnover owed, so the withdrawal below is refused by nothing but what this test is about
    await commands.execute(
      new GrantBonusCommand(
        { playerId: before.id, grantId: `fund-${before.id}`, amount: 2000_00n, to: 'main', reason: 'test funds' },
        system,
      ),
    );
    const gameToken = await launch(before);
    expect((await bet(before, gameToken, 10_00)).status).toBe('RS_OK');
    const res = await exclude(before, { kind: 'self_exclusion', months: 6, confirm: true });
    expect(res.status).toBe(200);
    const endsAt = new Date(res.body.exclusion.ends_at as string);
    // log-in through the real route is not refused while excluded
    const password = 'Excluded-but-may-withdraw-1';
    await sql.query(`UPDATE players SET password_hash = $2 WHERE id = $1`, [before.id, await app.app.get(PasswordHasher).hash(password)]);
    const login = await call('POST', '/api/login', undefined, { username: before.username, password });
    expect(login.status).toBe(200);
    const p = { ...before, token: login.body.token as string };
    expect((await call('GET', '/api/responsible-gaming/exclusion', p.token)).body.exclusion).toMatchObject({
      kind: 'self_exclusion',
      in_force: true,
    });
    const english = `You are self-excluded until ${dhakaTime(endsAt)} (Dhaka time): deposits and bets are closed until then. You can still withdraw and read your messages.`;
    const refusedDeposit = await deposit(p, '500');
    expect(refusedDeposit.status).toBe(403);
    expect(refusedDeposit.body.message).toBe(english);
    expect((await deposit(p, '500', { 'accept-language': 'bn' })).body.message).toBe(
      `আপনি ${dhakaTime(endsAt)} (ঢাকা সময়) পর্যন্ত সেলফ-এক্সক্লুশনে আছেন: ততক্ষণ ডিপোজিট ও বাজি বন্ধ। আপনি এখনও টাকা তুলতে ও আপনার বার্তা পড়তে পারবেন।`,
    );
    expect((await sql.query(`SELECT 1 FROM deposit_requests WHERE player_id = $1`, [p.id])).rowCount).toBe(0);
    // a game token from before the exclusion: the bet is refused and the ledger stays as it was
    const events = await ledgerCount(p);
    expect(await bet(p, gameToken, 10_00)).toMatchObject({ status: 'RS_ERROR_USER_DISABLED' });
    expect(await ledgerCount(p)).toBe(events);
    const verdict = await app.app.get(VetoPoint).check('wallet.stake', { playerId: p.id, amount: '100', provider: provider.code });
    expect(verdict).toEqual({
      ok: false,
      code: 'self_excluded',
      message: english,
      vetoedBy: 'player-protection.stakes',
    });
    // exchange orders (issue 18) pass this veto before anything is written
    expect(
      await app.app
        .get(VetoPoint)
        .check('exchange.order', { playerId: p.id, stake: '100', liability: '100', currency: 'BDT', marketId: 'm' }),
    ).toEqual({ ok: false, code: 'self_excluded', message: english, vetoedBy: 'player-protection.closed-by-exclusion.exchange-orders' });
    // log-in is not to play: opening a game is refused with the same words (en + bn), and no launch token is issued
    const tokensBefore = await sql.query(`SELECT 1 FROM game_launch_tokens WHERE player_id = $1`, [p.id]);
    const gameRun = { gameCode: provider.game, platform: provider.platform, isMobileLogin: 1 };
    expect(await call('POST', '/api/game-run', p.token, gameRun)).toEqual({ status: 403, body: { message: english } });
    expect((await call('POST', '/api/game-run', p.token, gameRun, { 'accept-language': 'bn' })).body.message).toBe(
      `আপনি ${dhakaTime(endsAt)} (ঢাকা সময়) পর্যন্ত সেলফ-এক্সক্লুশনে আছেন: ততক্ষণ ডিপোজিট ও বাজি বন্ধ। আপনি এখনও টাকা তুলতে ও আপনার বার্তা পড়তে পারবেন।`,
    );
    expect((await sql.query(`SELECT 1 FROM game_launch_tokens WHERE player_id = $1`, [p.id])).rowCount).toBe(tokensBefore.rowCount);
    // the money can still leave
    const out = await withdraw(p, '600');
    expect(out).toMatchObject({ status: 200, body: { success: true, message: 'Your withdrawal request has been submitted.' } });
  });

  it('a time-out can be extended but never shortened; it ends by itself and cannot be ended early', async () => {
    const p0 = await makePlayer(100_00n);
    const first = await exclude(p0, { kind: 'timeout', days: 14, confirm: true });
    const firstEnd = new Date(first.body.exclusion.ends_at as string);
    let p = await logIn(p0);
    const shorter = await exclude(p, { kind: 'timeout', days: 7, confirm: true });
    expect(shorter).toEqual({
      status: 409,
      body: {
        message: `You are already excluded until ${dhakaTime(firstEnd)} (Dhaka time). An exclusion can only be extended, never shortened.`,
      },
    });
    expect((await exclude(p, { kind: 'timeout', days: 7, confirm: true }, { 'accept-language': 'bn' })).body.message).toBe(
      `আপনি ইতিমধ্যেই ${dhakaTime(firstEnd)} (ঢাকা সময়) পর্যন্ত বিরত আছেন। বিরতি কেবল বাড়ানো যায়, কখনো কমানো যায় না।`,
    );
    // the refused request ended no session
    expect((await call('GET', '/api/responsible-gaming/exclusion', p.token)).status).toBe(200);
    expect(await call('POST', '/api/responsible-gaming/exclusion/end', p.token)).toEqual({
      status: 409,
      body: { message: `A time-out cannot be ended early; yours ends by itself at ${dhakaTime(firstEnd)} (Dhaka time).` },
    });
    const longer = await exclude(p, { kind: 'timeout', days: 21, confirm: true });
    expect(longer).toMatchObject({ status: 200, body: { outcome: 'extended', exclusion: { kind: 'timeout' } } });
    const longerEnd = new Date(longer.body.exclusion.ends_at as string);
    expect(longerEnd.getTime()).toBeGreaterThan(firstEnd.getTime());
    expect((await call('GET', '/api/responsible-gaming/exclusion', p.token)).status).toBe(401); // the extension logged out too
    p = await logIn(p0);
    offsetMs = longerEnd.getTime() - Date.now() + 1000; // the app's Clock past the end
    const view = await call('GET', '/api/responsible-gaming/exclusion', p.token);
    expect(view.body.exclusion).toMatchObject({ in_force: false });
    const gameToken = await launch(p);
    expect((await bet(p, gameToken, 5_00)).status).toBe('RS_OK');
  });

  it('a self-exclusion ends only when the player asks after its period and confirms after a 24-hour cooling-off', async () => {
    const p0 = await makePlayer(100_00n);
    const res = await exclude(p0, { kind: 'self_exclusion', months: 6, confirm: true });
    const endsAt = new Date(res.body.exclusion.ends_at as string);
    const p = await logIn(p0);
    expect(await call('POST', '/api/responsible-gaming/exclusion/end', p.token)).toEqual({
      status: 409,
      body: { message: `Your self-exclusion runs until ${dhakaTime(endsAt)} (Dhaka time) and cannot be ended before then.` },
    });
    offsetMs = endsAt.getTime() - Date.now() + 5 * day; // the period is over
    const view = await call('GET', '/api/responsible-gaming/exclusion', p.token);
    expect(view.body.exclusion).toMatchObject({ in_force: true, can_end: true, end_requested_at: null });
    expect((await deposit(p, '100')).body.message).toBe(exclusionMessages.selfExclusionOverRefusal);
    const asked = await call('POST', '/api/responsible-gaming/exclusion/end', p.token);
    expect(asked).toMatchObject({ status: 200, body: { outcome: 'endPending', exclusion: { in_force: true } } });
    const confirmable = new Date(asked.body.exclusion.end_confirmable_at as string);
    expect(confirmable.getTime() - new Date(asked.body.now as string).getTime()).toBe(day);
    expect(asked.body.message).toBe(
      `You asked to end your self-exclusion. After a 24-hour cooling-off, from ${dhakaTime(confirmable)} (Dhaka time), come back and confirm to end it.`,
    );
    offsetMs += day - 60_000;
    expect(await call('POST', '/api/responsible-gaming/exclusion/end', p.token)).toEqual({
      status: 409,
      body: { message: `You can end your self-exclusion from ${dhakaTime(confirmable)} (Dhaka time).` },
    });
    offsetMs += 2 * day; // time alone ends nothing
    expect((await deposit(p, '100')).body.message).toBe(exclusionMessages.selfExclusionOverRefusal);
    expect(await call('POST', '/api/responsible-gaming/exclusion/end', p.token, undefined, { 'accept-language': 'bn' })).toMatchObject({
      status: 200,
      body: { outcome: 'ended', message: 'আপনার সেলফ-এক্সক্লুশন শেষ হয়েছে।', exclusion: { in_force: false } },
    });
    const recorded = await sql.query<{ action: string }>(`SELECT action FROM player_exclusion_changes WHERE player_id = $1 ORDER BY id`, [
      p.id,
    ]);
    expect(recorded.rows.map((r) => r.action)).toEqual(['started', 'endPending', 'ended']);
    expect((await deposit(p, '100')).status).toBe(200);
  });

  it("while an exclusion is in force, no new account opens with the player's phone or e-mail (English and Bangla)", async () => {
    const p = await makePlayer(0n);
    const signUp = (phone: string, email: string, headers: Record<string, string> = {}) => {
      seq += 1;
      return call(
        'POST',
        '/api/v1/create-players',
        undefined,
        {
          username: `exnew${seq}${prefix.slice(-4)}`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          name: 'New Account',
          phone,
          email,
          currency: 'BDT',
          status: 'active',
        },
        headers,
      );
    };
    const fresh = (n: number) => `0184${String(3000000 + seq * 7919 + n).padStart(7, '0')}`;
    expect((await exclude(p, { kind: 'timeout', days: 1, confirm: true })).status).toBe(200);
    const samePhone = await signUp(p.phone, `other${seq}@example.test`);
    expect(samePhone).toMatchObject({ status: 403, body: { message: exclusionMessages.signUpRefused } });
    const sameEmail = await signUp(fresh(1), `${p.username.toUpperCase()}@EXAMPLE.TEST`, { 'accept-language': 'bn' });
    expect(sameEmail).toMatchObject({
      status: 403,
      body: { message: 'এই ফোন নম্বর বা ই-মেইল ঠিকানা দিয়ে এখন অ্যাকাউন্ট খোলা যাবে না। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।' },
    });
    const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM players WHERE phone = $1 OR lower(email) = lower($2)`, [
      p.phone,
      `${p.username}@example.test`,
    ]);
    expect(rows[0]!.n).toBe(1);
    // other contacts open an account as before; and once the time-out is over, so do the player's
    expect((await signUp(fresh(2), `fresh${seq}@example.test`)).status).toBe(201);
    offsetMs = 25 * hour;
    expect((await signUp(p.phone, `later${seq}@example.test`)).status).toBe(201);
  });
});
