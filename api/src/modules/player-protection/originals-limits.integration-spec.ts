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
import { CreditDepositCommand, GetWalletQuery, OpenWalletCommand, walletStreamId } from '../wallet/index.js';

jest.setTimeout(hangBound(120_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
const system = { actor: { kind: 'system', id: 'originals-limits-test' } } as const;

/**
 * Khela Originals stake through the seamless wallet as the house provider, so the `wallet.stake` veto decides
 * them as any provider's bet (issue 16). A dice bet over a wager or loss limit, or during a time-out, is
 * refused with player protection's own words (which limit and when the bet fits again; the exclusion and its
 * end), in English and Bangla, and nothing moves: main, the wallet's ledger stream and the player's rounds
 * stay as they were.
 */
describe('player protection: limits and exclusion on originals (dice)', () => {
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
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
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
});
