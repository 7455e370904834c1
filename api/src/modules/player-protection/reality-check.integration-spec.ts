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
import { CreditDepositCommand, OpenWalletCommand, walletStreamId } from '../wallet/index.js';
import { dhakaTime } from './domain/protection-messages.js';
import { realityCheckMessages } from './domain/reality-check-messages.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'reality-check-test' } } as const;
const secret = 'test-hmac-secret-reality-01234567';
const provider = { code: 'rcprov', platform: 'RCP', game: 'RCP-REELS' };
const minute = 60_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  username: string;
  token: string;
  sessionId: string;
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
 * Reality checks and the session time limit over HTTP (issue 16): settings (default every 60 minutes),
 * the due check from the server's session start (the app's Clock moved ahead; the database's stays
 * real), the session's net from real provider bets and wins, answers recorded in reality_check_answers,
 * log out ending the session and its sockets, and a session time limit ending the session and refusing
 * stakes until a new log-in.
 */
describe('player protection: reality checks and the session time limit', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let sessions: SessionStore;
  let seq = 0;
  /** How far the app's Clock is ahead of the real time. */
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
    const username = `rgrc${seq}${prefix.slice(-4)}`;
    const phone = `0184${String(3000000 + seq * 7919).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, phone, `RC${prefix.slice(-6)}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    if (main > 0n)
      await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: main }, system));
    const issued = await sessions.issue('player', id);
    return { id, username, token: issued.token, sessionId: issued.sessionId };
  };
  const logIn = async (p: Player): Promise<Player> => {
    const issued = await sessions.issue('player', p.id);
    return { ...p, token: issued.token, sessionId: issued.sessionId };
  };

  const launch = async (p: Player): Promise<string> => {
    const { status, body } = await call('POST', '/api/game-run', p.token, {
      gameCode: provider.game,
      platform: provider.platform,
      isMobileLogin: 1,
    });
    expect(status).toBe(200);
    return new URL((body as { url: string }).url).searchParams.get('token')!;
  };
  const providerCall = async (path: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    const response = await fetch(`${app.url}/api/provider/${provider.code}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-khela-signature': signProviderBody('hmac', secret, raw) },
      body: raw,
    });
    return JSON.parse(await response.text()) as ProviderAnswer;
  };
  const play = (p: Player, token: string, round: string, tx: string, amount: number, ref?: string) =>
    providerCall(ref ? 'transaction/win' : 'transaction/bet', {
      request_uuid: randomUUID(),
      user: p.username,
      token,
      game_code: provider.game,
      round,
      transaction_uuid: tx,
      ...(ref ? { reference_transaction_uuid: ref, round_closed: true } : {}),
      currency: 'BDT',
      amount,
    });
  const status = (p: Player) => call('GET', '/api/responsible-gaming/session', p.token);
  const answer = (p: Player, action: unknown, headers: Record<string, string> = {}) =>
    call('POST', '/api/responsible-gaming/reality-check', p.token, { action }, headers);
  const sessionStart = async (p: Player) =>
    (await sql.query<{ created_at: Date }>(`SELECT created_at FROM auth_sessions WHERE id = $1`, [p.sessionId])).rows[0]!.created_at;
  const answers = async (p: Player) =>
    (
      await sql.query<{
        session_id: string;
        shown_at: Date;
        answered_at: Date;
        action: string;
        elapsed_seconds: number;
        net_minor: string;
      }>(
        `SELECT session_id, shown_at, answered_at, action, elapsed_seconds, net_minor::text FROM reality_check_answers WHERE player_id = $1 ORDER BY id`,
        [p.id],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    commands = app.app.get(CommandBus);
    sessions = app.app.get(SessionStore);
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
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
    await catalogue.saveProvider({ platform: provider.platform, name: 'RC games', icon: '', enabled: true, sortOrder: 0 });
    await catalogue.saveGame({
      code: provider.game,
      name: 'RC reels',
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

  it('settings: every 60 minutes and no session limit by default; bad values refused (English and Bangla), nothing saved', async () => {
    const p = await makePlayer(0n);
    const path = '/api/responsible-gaming/session-settings';
    expect(await call('GET', path, p.token)).toEqual({
      status: 200,
      body: {
        reality_check_minutes: 60,
        session_limit_hours: null,
        reality_check_choices: [15, 30, 45, 60, 90, 120],
        session_limit_range: { min: 1, max: 12 },
      },
    });
    expect((await call('GET', path)).status).toBe(401);
    expect(await call('PUT', path, p.token, { reality_check_minutes: 20 })).toEqual({
      status: 400,
      body: { message: realityCheckMessages.realityCheckMinutes },
    });
    expect(await call('PUT', path, p.token, { reality_check_minutes: 0 }, { 'accept-language': 'bn' })).toEqual({
      status: 400,
      body: { message: 'প্রতি ১৫, ৩০, ৪৫, ৬০, ৯০ বা ১২০ মিনিট পরপর রিয়েলিটি চেক বেছে নিন।' },
    });
    for (const bad of [0, 13, 1.5, '2', true])
      expect(await call('PUT', path, p.token, { reality_check_minutes: 30, session_limit_hours: bad })).toEqual({
        status: 400,
        body: { message: realityCheckMessages.sessionLimit },
      });
    expect((await call('PUT', path, p.token, {})).status).toBe(400);
    expect((await sql.query(`SELECT 1 FROM player_session_settings WHERE player_id = $1`, [p.id])).rowCount).toBe(0);
    expect(await call('PUT', path, p.token, { reality_check_minutes: 30, session_limit_hours: 3 })).toMatchObject({
      status: 200,
      body: { reality_check_minutes: 30, session_limit_hours: 3, message: realityCheckMessages.saved },
    });
    expect(await call('PUT', path, p.token, { session_limit_hours: null })).toMatchObject({
      status: 200,
      body: { reality_check_minutes: 30, session_limit_hours: null },
    });
  });

  it('the check is due an interval after the session began (server time), shows the real net, and an answer is recorded', async () => {
    const p = await makePlayer(1000_00n);
    const started = await sessionStart(p);
    const first = await status(p);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      session_started_at: started.toISOString(),
      reality_check_minutes: 60,
      next_check_at: new Date(started.getTime() + 60 * minute).toISOString(),
      check_due: false,
      net: '0.00',
      ended: false,
      session_limit_hours: null,
      session_ends_at: null,
    });
    // nothing is due yet: an answer is refused (English and Bangla) and nothing is recorded
    expect(await answer(p, 'continue')).toEqual({ status: 409, body: { message: realityCheckMessages.notDue } });
    expect((await answer(p, 'continue', { 'accept-language': 'bn' })).body.message).toBe('এখন কোনো রিয়েলিটি চেক বাকি নেই।');
    expect(await answer(p, 'stay')).toEqual({ status: 400, body: { message: realityCheckMessages.action } });

    // real play through the provider API: stake 500.00, win 120.00 on it, stake 30.00
    const gameToken = await launch(p);
    expect((await play(p, gameToken, 'r1', 't1', 500_00)).status).toBe('RS_OK');
    expect((await play(p, gameToken, 'r1', 't2', 120_00, 't1')).status).toBe('RS_OK');
    expect((await play(p, gameToken, 'r2', 't3', 30_00)).status).toBe('RS_OK');

    offsetMs = 61 * minute; // the app's clock an hour and a minute on
    const due = await status(p);
    expect(due.body).toMatchObject({ check_due: true, staked: '530.00', won: '120.00', net: '-410.00' });
    expect(due.body.elapsed_seconds).toBeGreaterThanOrEqual(61 * 60);
    // a reload asks again: still the same check, still due
    expect((await status(p)).body).toMatchObject({ check_due: true, next_check_at: due.body.next_check_at });

    const answered = await answer(p, 'continue');
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ action: 'continue', net: '-410.00', logged_out: false });
    const nextAt = new Date(answered.body.next_check_at as string);
    expect(answered.body.message).toBe(`Your next reality check is at ${dhakaTime(nextAt)} (Dhaka time).`);
    const rows = await answers(p);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      session_id: p.sessionId,
      shown_at: new Date(started.getTime() + 60 * minute),
      action: 'continue',
      elapsed_seconds: answered.body.elapsed_seconds,
      net_minor: '-41000',
    });
    expect(nextAt.getTime()).toBe(rows[0]!.answered_at.getTime() + 60 * minute);
    // answered: not due again until the next interval, and the same check cannot be answered twice
    expect((await status(p)).body).toMatchObject({ check_due: false, next_check_at: nextAt.toISOString() });
    expect((await answer(p, 'history')).status).toBe(409);
    expect(await answers(p)).toHaveLength(1);

    // the next one, at the player's shorter interval, answered with "see history"
    expect((await call('PUT', '/api/responsible-gaming/session-settings', p.token, { reality_check_minutes: 15 })).status).toBe(200);
    offsetMs += 16 * minute;
    expect((await status(p)).body.check_due).toBe(true);
    expect((await answer(p, 'history')).body).toMatchObject({ action: 'history', logged_out: false });
    expect((await answers(p)).map((r) => r.action)).toEqual(['continue', 'history']);
    // a new log-in is a new session: its clock starts again, with nothing due (the app's clock back in step with the database's, which stamps sessions)
    offsetMs = 0;
    const again = await logIn(p);
    expect((await status(again)).body).toMatchObject({ check_due: false, net: '0.00' });
  });

  it('log out ends this session on the server and closes its sockets; the answer is recorded', async () => {
    const p = await makePlayer(0n);
    const other = await logIn(p);
    const socket = await connect(app.url, p.token);
    const gone = closed(socket);
    offsetMs = 60 * minute;
    const res = await answer(p, 'logout');
    expect(res).toMatchObject({
      status: 200,
      body: { action: 'logout', logged_out: true, next_check_at: null, message: realityCheckMessages.loggedOut },
    });
    expect(await gone).not.toBe('still connected');
    expect((await status(p)).status).toBe(401);
    const revoked = await sql.query<{ revoked: boolean }>(`SELECT revoked_at IS NOT NULL AS revoked FROM auth_sessions WHERE id = $1`, [
      p.sessionId,
    ]);
    expect(revoked.rows[0]!.revoked).toBe(true);
    expect((await answers(p)).map((r) => [r.session_id, r.action, r.net_minor])).toEqual([[p.sessionId, 'logout', '0']]);
    // only this session ended: the player's other log-in stays
    expect((await status(other)).status).toBe(200);
  });

  it('a session time limit ends the session when reached and refuses stakes until a new log-in', async () => {
    const p = await makePlayer(1000_00n);
    expect((await call('PUT', '/api/responsible-gaming/session-settings', p.token, { session_limit_hours: 1 })).status).toBe(200);
    const started = await sessionStart(p);
    expect((await status(p)).body).toMatchObject({
      session_limit_hours: 1,
      session_ends_at: new Date(started.getTime() + 60 * minute).toISOString(),
    });
    expect((await play(p, await launch(p), 'l1', 'lt1', 10_00)).status).toBe('RS_OK');

    offsetMs = 60 * minute + 1000;
    // a stake after the limit is refused (a game opened now, as the session still works for the site until it asks)
    const staked = async () =>
      (
        await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_events WHERE type = 'StakeDebited' AND stream_id = $1`, [
          walletStreamId(p.id),
        ])
      ).rows[0]!.n;
    expect(await staked()).toBe(1);
    expect((await play(p, await launch(p), 'l2', 'lt2', 10_00)).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await staked()).toBe(1);
    expect(await app.app.get(VetoPoint).check('wallet.stake', { playerId: p.id, amount: '100', provider: provider.code })).toEqual({
      ok: false,
      code: 'session_limit',
      message: realityCheckMessages.stakeRefused,
      vetoedBy: 'player-protection.stakes',
    });
    // the site's next ask ends the session, with the message (Bangla too)
    const socket = await connect(app.url, p.token);
    const gone = closed(socket);
    const ended = await call('GET', '/api/responsible-gaming/session', p.token, undefined, { 'accept-language': 'bn' });
    expect(ended).toMatchObject({ status: 200, body: { ended: true, check_due: false } });
    expect(ended.body.message).toBe(
      'আপনার সেশনের সময়সীমা পূর্ণ হয়েছে এবং আপনি লগ আউট হয়েছেন। টাকা তুলতে বা বার্তা পড়তে, অথবা নতুন সেশন শুরু করতে আবার লগ ইন করতে পারেন।',
    );
    expect(await gone).not.toBe('still connected');
    expect((await status(p)).status).toBe(401);
    // a new log-in starts a new session: play is open again (the clock moved with it: the new session began "now")
    offsetMs = 0;
    const again = await logIn(p);
    const newToken = await launch(again);
    expect((await play(again, newToken, 'l3', 'lt3', 10_00)).status).toBe('RS_OK');
    // without a limit a stake needs no live session (the veto reads nothing more)
    expect((await call('PUT', '/api/responsible-gaming/session-settings', again.token, { session_limit_hours: null })).status).toBe(200);
    await sessions.revokeAll('player', p.id);
    expect((await app.app.get(VetoPoint).check('wallet.stake', { playerId: p.id, amount: '100', provider: provider.code })).ok).toBe(true);
  });
});
