import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MatchOddsAnswer } from '@khela/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
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
import { VetoPoint } from '../../platform/events/index.js';
import { SessionStore } from '../auth/index.js';
import { dhakaDayNumber, scheduleForDay } from '../exchange/domain/schedule.js';
import { matchOddsMarketId } from '../exchange/domain/simulate-event.js';
import { SimulatedExchangeFeed } from '../exchange/feed/simulated-feed.js';
import { verifyLedger } from '../ledger/index.js';
import { CreditDepositCommand, DebitStakeCommand, OpenWalletCommand, walletStreamId } from '../wallet/index.js';

jest.setTimeout(hangBound(120_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

const system = { actor: { kind: 'system', id: 'exchange-limits-test' } } as const;

/**
 * Wager and loss limits on exchange orders (issue 16): an order passes `exchange.order` with its liability,
 * which counts as wager and as a possible loss against the same rolling windows as game stakes; game stakes
 * count the exposure held in turn, and an unmatched order cancelled gives its room back. A refused order
 * writes nothing (no order, no exposure). Match odds over HTTP on a T20 before its start; bookmaker and fancy
 * bets pass the same veto with their liability (checked at the veto point).
 */
describe('player protection: wager and loss limits on exchange orders', () => {
  const prefix = uniqueRedisPrefix();
  const seed = 'rg-limits';
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const marketId = matchOddsMarketId(plan.eventId);
  let runner = 0;
  let seq = 0;

  const makePlayer = async (deposit: bigint) => {
    seq += 1;
    const username = `rgx${seq}${prefix.slice(-6)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0184${String(5000000 + seq).padStart(7, '0')}`, `RX${seq}${prefix.slice(-6)}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: deposit }, system));
    return { id, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };
  type Player = Awaited<ReturnType<typeof makePlayer>>;

  const call = async (player: Player | null, method: string, path: string, body?: unknown, language?: string) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(player ? { authorization: `Bearer ${player.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };
  const order = (player: Player, side: 'back' | 'lay', price: number, stake: string, language?: string) =>
    call(
      player,
      'POST',
      '/api/exchange/orders',
      { market_id: marketId, selection_id: runner, side, price, stake, idempotency_key: `rg-${randomUUID()}` },
      language,
    );
  const setLimit = async (p: Player, kind: 'wager' | 'loss', limit: string) =>
    expect((await call(p, 'PUT', `/api/responsible-gaming/${kind}-limits`, { period: 'day', limit })).status).toBe(200);
  const stake = (p: Player, amount: bigint) =>
    commands.execute(new DebitStakeCommand({ playerId: p.id, provider: 'rgx', transactionId: `t-${randomUUID()}`, amount }, system));
  /** The player's orders and wallet events (what a refused order must leave as they were). */
  const footprint = async (p: Player) => {
    const orders = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM exchange_orders WHERE player_id = $1`, [p.id]);
    const events = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = $1`, [
      walletStreamId(p.id),
    ]);
    return { orders: orders.rows[0]!.n, events: events.rows[0]!.n };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({
      databaseUrl: db.url,
      role: 'api',
      env: { REDIS_PREFIX: prefix, EXCHANGE_SIM_SEED: seed, EXCHANGE_HOUSE_MARKET_LIMIT: '0' },
    });
    app.app.get(SimulatedExchangeFeed).emitAt(plan.startMs - 20 * 60_000);
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    commands = app.app.get(CommandBus);
    const market = ((await call(null, 'GET', `/api/match-odds/${marketId}`)).body as unknown as MatchOddsAnswer)[0]!;
    expect(market).toMatchObject({ status: 'OPEN', inplay: false });
    runner = market.runners[0]!.selectionId;
  }, hangBound(120_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('registers on the exchange.order veto point after the exclusion', () => {
    const names = app.app.get(VetoPoint).namesFor('exchange.order');
    expect(names).toContain('player-protection.play-limits.exchange-orders');
    expect(names.indexOf('player-protection.closed-by-exclusion.exchange-orders')).toBeLessThan(
      names.indexOf('player-protection.play-limits.exchange-orders'),
    );
  });

  it('a lay whose liability is over the wager limit is refused (en + bn) and writes nothing; a back within it is placed', async () => {
    const p = await makePlayer(1000_00n);
    await setLimit(p, 'wager', '100');
    const before = await footprint(p);
    // a lay of 60.00 at 3.0 risks 120.00: more than the whole limit
    const refused = await order(p, 'lay', 3, '60.00');
    expect(refused).toEqual({
      status: 403,
      body: { message: "This order's liability is larger than your 24-hour wager limit of 100.00." },
    });
    expect((await order(p, 'lay', 3, '60.00', 'bn')).body.message).toBe('এই অর্ডারের দায় আপনার ২৪ ঘণ্টার বাজি সীমা 100.00-এর চেয়ে বড়।');
    expect(await footprint(p)).toEqual(before);
    // a back of 60.00 risks its stake: placed, and held as exposure
    const placed = await order(p, 'back', 2, '60.00');
    expect(placed).toMatchObject({ status: 200, body: { order: { status: 'open' }, exposure: '60.00' } });
    // the next order's liability must fit the 40.00 left
    const over = await order(p, 'back', 2, '50.00');
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(
      /^This order's liability is over your 24-hour wager limit of 100\.00\. You can risk 40\.00 more now; this liability fits again from .+ \(Dhaka time\)\.$/,
    );
    const view = await call(p, 'GET', '/api/responsible-gaming/wager-limits');
    expect(view.body.limits[0]).toMatchObject({ period: 'day', limit: '100.00', used: '60.00', remaining: '40.00' });
  });

  it('the exposure held counts for game stakes too, and an unmatched order cancelled gives its room back', async () => {
    const p = await makePlayer(1000_00n);
    await setLimit(p, 'wager', '100');
    const placed = await order(p, 'back', 2, '70.00');
    expect(placed.status).toBe(200);
    const refused = await stake(p, 40_00n);
    expect(refused).toMatchObject({ ok: false, error: 'vetoed' });
    expect(!refused.ok && refused.message).toMatch(/^This bet is over your 24-hour wager limit of 100\.00\. You can bet 30\.00 more now;/);
    expect((await stake(p, 30_00n)).ok).toBe(true);
    expect((await order(p, 'back', 2, '10.00')).status).toBe(403);
    // cancelled before any match: never wagered
    const cancelled = await call(p, 'POST', `/api/exchange/orders/${placed.body.order.order_id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { exposure: '0.00' } });
    expect((await order(p, 'back', 2, '70.00')).status).toBe(200);
  });

  it('a loss limit counts the liability as a possible loss, and refuses a lay that could take the player over it', async () => {
    const p = await makePlayer(1000_00n);
    await setLimit(p, 'loss', '50');
    const refused = await order(p, 'lay', 2, '40.00'); // liability 40.00: fits
    expect(refused.status).toBe(200);
    const over = await order(p, 'lay', 1.5, '30.00'); // liability 15.00: 10.00 left
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(
      /^This order's liability could take you over your 24-hour loss limit of 50\.00\. You can risk 10\.00 more now; this liability fits again from .+ \(Dhaka time\)\.$/,
    );
  });

  it('10 orders at once near a wager limit: the check is held with the exposure, so exactly the room is placed', async () => {
    const p = await makePlayer(1000_00n);
    await setLimit(p, 'wager', '100');
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(p, 'back', 2, '20.00')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(5);
    const held = await sql.query<{ sum: string }>(
      `SELECT coalesce(sum((data->>'change')::bigint), 0)::text AS sum FROM ledger_events WHERE stream_id = $1 AND type = 'ExposureAdjusted'`,
      [walletStreamId(p.id)],
    );
    expect(held.rows[0]!.sum).toBe('10000');
  });

  it('bookmaker and fancy bets are decided by the same veto on their liability', async () => {
    const p = await makePlayer(1000_00n);
    await setLimit(p, 'wager', '100');
    const vetoes = app.app.get(VetoPoint);
    const ask = (liability: string) =>
      vetoes.check('exchange.order', { playerId: p.id, stake: '1000', liability, currency: 'BDT', marketId: 'bm-x' });
    expect(await ask('10000')).toMatchObject({ ok: true });
    expect(await ask('10001')).toMatchObject({
      ok: false,
      code: 'wager_limit_day',
      message: "This order's liability is larger than your 24-hour wager limit of 100.00.",
      vetoedBy: 'player-protection.play-limits.exchange-orders',
    });
  });

  it('leaves the ledger consistent', async () => {
    expect((await verifyLedger(sql)).differences).toEqual([]);
  });
});
