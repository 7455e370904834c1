import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import pg from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { CrashDriver } from '../originals/crash/driver/crash-driver.js';
import { CreditDepositCommand, GetWalletQuery, OpenWalletCommand, walletStreamId } from '../wallet/index.js';

jest.setTimeout(hangBound(120_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
const system = { actor: { kind: 'system', id: 'originals-limits-test' } } as const;

/**
 * Khela Originals stake through the seamless wallet as the house provider, so the `wallet.stake` veto decides
 * them as any provider's bet (issue 16). A dice bet, a mines game or a crash bet over a wager or loss limit, or
 * during a time-out, is refused with player protection's own words (which limit and when the bet fits again;
 * the exclusion and its end), in English and Bangla, and nothing moves: main, the wallet's ledger stream and
 * the player's rounds stay as they were.
 */
describe('player protection: limits and exclusion on originals (dice, mines, crash)', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let seq = 0;
  let keySeq = 0;

  const makePlayer = async (mainMinor: bigint) => {
    seq += 1;
    const username = `rgo${seq}${prefix.slice(-5)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0185${String(6000000 + seq).padStart(7, '0')}`, `RGO${seq}${prefix.slice(-5)}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    const commands = app.app.get(CommandBus);
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: mainMinor }, system));
    return { id, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };
  type Player = Awaited<ReturnType<typeof makePlayer>>;

  const call = async (method: string, path: string, token: string, body?: unknown, language?: 'bn') => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const dice = (p: Player, stake: string, language?: 'bn', token = p.token) =>
    call(
      'POST',
      '/api/originals/dice/bets',
      token,
      { stake, direction: 'under', win_chance: '49.50', idempotency_key: `rg-${prefix.slice(-6)}-${++keySeq}` },
      language,
    );
  const mines = (p: Player, stake: string, language?: 'bn', token = p.token, idempotencyKey = `rg-${prefix.slice(-6)}-${++keySeq}`) =>
    call('POST', '/api/originals/mines/games', token, { stake, mines: 3, idempotency_key: idempotencyKey }, language);
  const crash = (p: Player, stake: string, language?: 'bn', token = p.token) =>
    call('POST', '/api/originals/crash/bets', token, { stake, idempotency_key: `rg-${prefix.slice(-6)}-${++keySeq}` }, language);
  /** A crash round in its betting phase (the test drives the rounds: CRASH_ROUNDS is off in tests). */
  const bettingRound = async () => {
    const live = await sql.query(`SELECT 1 FROM crash_rounds WHERE state = 'betting'`);
    if (live.rowCount === 0) await app.app.get(CrashDriver).step();
    expect((await sql.query(`SELECT 1 FROM crash_rounds WHERE state = 'betting'`)).rowCount).toBe(1);
  };
  /** Starts a time-out (which ends the player's sessions) and answers a fresh session's token. */
  const timeOut = async (p: Player) => {
    expect(
      (await call('POST', '/api/responsible-gaming/exclusion', p.token, { kind: 'timeout', days: 1, confirm: true })).status,
    ).toBeLessThan(300);
    return (await app.app.get(SessionStore).issue('player', p.id)).token;
  };
  const timeOutWords = /^You are on a time-out until \d{4}-\d\d-\d\d \d\d:\d\d \(Dhaka time\): deposits and bets are closed until then\./;
  const setLimit = async (p: Player, kind: 'wager' | 'loss', limit: string) =>
    expect((await call('PUT', `/api/responsible-gaming/${kind}-limits`, p.token, { period: 'day', limit })).status).toBe(200);
  /** Everything a refused bet must leave as it was. */
  const money = async (p: Player) => {
    const wallet = (await app.app.get(QueryBus).execute(new GetWalletQuery(p.id)))!;
    const events = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = $1`, [
      walletStreamId(p.id),
    ]);
    const rounds = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_rounds WHERE player_id = $1 AND bet_total > 0`, [
      p.id,
    ]);
    return { main: wallet.balances.main, events: events.rows[0]!.n, rounds: rounds.rows[0]!.n };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // a long betting phase: the crash bets below land in the round the test opened
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix, CRASH_BETTING_MS: '60000' } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('a dice bet over the 24-hour wager limit is refused with the limit, what is left and when it fits (en + bn); nothing moves', async () => {
    const p = await makePlayer(1_000_00n);
    await setLimit(p, 'wager', '100');
    expect((await dice(p, '60.00')).status).toBe(200);
    const before = await money(p);
    const refused = await dice(p, '50.00');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^This bet is over your 24-hour wager limit of 100\.00\. You can bet 40\.00 more now; this amount fits again from \d{4}-\d\d-\d\d \d\d:\d\d \(Dhaka time\)\.$/,
    );
    const bangla = await dice(p, '50.00', 'bn');
    expect(bangla.status).toBe(403);
    expect(bangla.body.message).toMatch(/^এই বাজি আপনার ২৪ ঘণ্টার বাজি সীমা 100\.00 ছাড়িয়ে যায়। এখন আপনি আর 40\.00 বাজি ধরতে পারবেন;/);
    expect(await money(p)).toEqual(before);
    expect((await call('GET', '/api/originals/bets', p.token)).body.data).toHaveLength(1);
    // what is left still fits
    expect((await dice(p, '40.00')).status).toBe(200);
  });

  it('a dice bet larger than the loss limit is refused with it; nothing moves', async () => {
    const p = await makePlayer(1_000_00n);
    await setLimit(p, 'loss', '20');
    const before = await money(p);
    expect(await dice(p, '20.01')).toEqual({ status: 403, body: { message: 'This bet is larger than your 24-hour loss limit of 20.00.' } });
    expect(await money(p)).toEqual(before);
  });

  it('during a time-out a dice bet is refused with the time-out and its end; nothing moves', async () => {
    const p = await makePlayer(100_00n);
    expect(
      (await call('POST', '/api/responsible-gaming/exclusion', p.token, { kind: 'timeout', days: 1, confirm: true })).status,
    ).toBeLessThan(300);
    const token = (await app.app.get(SessionStore).issue('player', p.id)).token;
    const before = await money({ ...p, token });
    const refused = await dice(p, '1.00', undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^You are on a time-out until \d{4}-\d\d-\d\d \d\d:\d\d \(Dhaka time\): deposits and bets are closed until then\./,
    );
    expect(await money({ ...p, token })).toEqual(before);
    expect((await call('GET', '/api/originals/bets', token)).body.data).toEqual([]);
  });

  it('a mines game over the 24-hour wager limit is refused with the limit and when it fits (en + bn), on a repeat too; nothing moves', async () => {
    const p = await makePlayer(1_000_00n);
    await setLimit(p, 'wager', '100');
    expect((await dice(p, '70.00')).status).toBe(200);
    const before = await money(p);
    const key = `rg-mines-${prefix.slice(-6)}-${++keySeq}`;
    const refused = await mines(p, '50.00', undefined, p.token, key);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^This bet is over your 24-hour wager limit of 100\.00\. You can bet 30\.00 more now; this amount fits again from \d{4}-\d\d-\d\d \d\d:\d\d \(Dhaka time\)\.$/,
    );
    // the repeat of the refused game answers the same words, in Bangla when asked in Bangla
    const bangla = await mines(p, '50.00', 'bn', p.token, key);
    expect(bangla.status).toBe(403);
    expect(bangla.body.message).toMatch(/^এই বাজি আপনার ২৪ ঘণ্টার বাজি সীমা 100\.00 ছাড়িয়ে যায়। এখন আপনি আর 30\.00 বাজি ধরতে পারবেন;/);
    expect(await money(p)).toEqual(before);
    expect((await call('GET', '/api/originals/mines/games/current', p.token)).body.data).toBeNull();
    // what is left still fits
    expect((await mines(p, '30.00')).status).toBe(200);
  });

  it('during a time-out a mines game is refused with the time-out and its end; nothing moves', async () => {
    const p = await makePlayer(100_00n);
    const token = await timeOut(p);
    const before = await money({ ...p, token });
    const refused = await mines(p, '1.00', undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(timeOutWords);
    expect(await money({ ...p, token })).toEqual(before);
  });

  it('a crash bet larger than the loss limit is refused with it (en + bn); nothing moves', async () => {
    await bettingRound();
    const p = await makePlayer(1_000_00n);
    await setLimit(p, 'loss', '20');
    const before = await money(p);
    expect(await crash(p, '20.01')).toEqual({
      status: 403,
      body: { message: 'This bet is larger than your 24-hour loss limit of 20.00.' },
    });
    expect(await crash(p, '20.01', 'bn')).toEqual({
      status: 403,
      body: { message: 'এই বাজি আপনার ২৪ ঘণ্টার লোকসান সীমা 20.00-এর চেয়ে বড়।' },
    });
    expect(await money(p)).toEqual(before);
    // each refused bet is kept as refused with its reason (a repeat answers the same), never staked
    const kept = await sql.query(`SELECT stake_state, refusal FROM crash_bets WHERE player_id = $1`, [p.id]);
    expect(kept.rows).toEqual([
      { stake_state: 'refused', refusal: 'protection' },
      { stake_state: 'refused', refusal: 'protection' },
    ]);
  });

  it('during a time-out a crash bet is refused with the time-out and its end; nothing moves', async () => {
    await bettingRound();
    const p = await makePlayer(100_00n);
    const token = await timeOut(p);
    const before = await money({ ...p, token });
    const refused = await crash(p, '1.00', undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(timeOutWords);
    expect(await money({ ...p, token })).toEqual(before);
  });
});
