import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { deflateSync, crc32 } from 'node:zlib';
import pg from 'pg';
import { SessionStore } from '../../src/modules/auth/index.js';
import { DemoCatalogueSeed } from '../../src/modules/games/seed/demo-catalogue.seed.js';
// the crash driver's own loop is off in tests: the suite opens and starts the round with its step, as crash's spec does
import { CrashDriver } from '../../src/modules/originals/crash/driver/crash-driver.js';
import { DemoPaymentMethodsSeed } from '../../src/modules/payments/seed/demo-payment-methods.seed.js';
import { CreditDepositCommand, OpenWalletCommand } from '../../src/modules/wallet/index.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, uniqueRedisPrefix, type TestApp, type TestDatabase } from '../test-app.js';
import { routeTable, type RouteInfo } from './route-table.js';
import { hangBound } from '../test-env.js';

jest.setTimeout(hangBound(120_000));

/** A real 1 x 1 PNG (receipts are decoded, not only sniffed). */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 30]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Player {
  id: string;
  username: string;
  phone: string;
  token: string;
}

/**
 * IDOR: a second player's token on every player route, pointed at the first player's things (ids in the
 * path, `remote_id` / `sender_id` / `user_id` in the query and the body). Nothing of the first player may
 * come back, and nothing of theirs may change. A player route that takes a path parameter must say here
 * which of the first player's things to aim it at (`victimResource`), or the suite fails: a new route
 * with an id cannot slip past unchecked.
 */
describe('security: one player cannot reach another player’s data (IDOR)', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let victim: Player;
  let intruder: Player;
  let victimDepositId: string;
  let victimFavorite: string;
  let victimOrderId: string;
  let victimMessageId: string;
  let victimChatId: string;
  let victimChatMessageId: string;
  let victimSeed: { server_seed: string; server_seed_hash: string };
  let victimMinesGameId: string;
  let victimCrash: { roundId: string; betId: string };

  /**
   * What to put in each path parameter of a player route: the victim's own thing of that kind. `owned`:
   * the id names something that belongs to one player (a deposit), so the intruder must be refused;
   * otherwise it is a public key read within the caller's own data (a game code in the caller's
   * favourites), so an answer is fine as long as nothing of the victim's changes or shows.
   */
  const victimResource: Record<string, { value: () => string; owned: boolean }> = {
    'POST /api/deposits/:id/receipts id': { value: () => victimDepositId, owned: true },
    'DELETE /api/favorites/:gameCode gameCode': { value: () => victimFavorite, owned: false },
    'POST /api/exchange/orders/:orderId/cancel orderId': { value: () => victimOrderId, owned: true },
    'GET /api/inbox/:id id': { value: () => victimMessageId, owned: true },
    'PATCH /api/inbox/:id/read id': { value: () => victimMessageId, owned: true },
    'DELETE /api/inbox/:id id': { value: () => victimMessageId, owned: true },
    'GET /api/chats/:chatId/messages chatId': { value: () => victimChatId, owned: true },
    'POST /api/chats/:chatId/images chatId': { value: () => victimChatId, owned: true },
    'POST /api/chats/:chatId/read chatId': { value: () => victimChatId, owned: true },
    'POST /api/chats/:chatId/typing chatId': { value: () => victimChatId, owned: true },
    'GET /api/chats/:chatId/messages/:messageId/image chatId': { value: () => victimChatId, owned: true },
    'GET /api/chats/:chatId/messages/:messageId/image messageId': { value: () => victimChatMessageId, owned: true },
  };
  const resourceOf = (route: RouteInfo, param: string) => victimResource[`${route.method} ${route.path} ${param}`];

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, text: await res.text() };
  };

  let seq = 0;
  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const username = `idor${seq}${prefix.slice(-5)}`;
    const phone = `0171${String(5000000 + seq).padStart(7, '0')}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, phone, `IDOR${seq}${prefix.slice(-5)}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await app.app
      .get(CommandBus)
      .execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, { actor: { kind: 'system', id: 'idor-test' } }));
    return { id, username, phone, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };

  /** Everything of the victim's that a request could change. */
  const victimState = async () => ({
    deposits: (
      await sql.query(`SELECT id, status, amount_minor::text FROM deposit_requests WHERE player_id::text = $1 ORDER BY id`, [victim.id])
    ).rows,
    receipts: (
      await sql.query(
        `SELECT count(*)::int AS n FROM deposit_receipts r JOIN deposit_requests d ON d.id = r.deposit_id WHERE d.player_id::text = $1`,
        [victim.id],
      )
    ).rows[0],
    favorites: (await sql.query(`SELECT game_code FROM player_favorites WHERE player_id = $1 ORDER BY 1`, [victim.id])).rows,
    balances: (
      await sql.query(
        `SELECT a.kind, b.balance::text FROM ledger_accounts a JOIN account_balances b ON b.account_id = a.id
          WHERE a.owner_kind = 'player' AND a.owner_id = $1 ORDER BY 1`,
        [victim.id],
      )
    ).rows,
    status: (await sql.query(`SELECT status FROM players WHERE id::text = $1`, [victim.id])).rows[0],
    inbox: (
      await sql.query(`SELECT id::text, read_at, deleted_at FROM inbox_messages WHERE player_id = $1::bigint ORDER BY id`, [victim.id])
    ).rows,
    chat: (
      await sql.query(
        `SELECT m.id::text, m.content, m.read_at, c.status FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
          WHERE c.player_id = $1::bigint ORDER BY m.id`,
        [victim.id],
      )
    ).rows,
    exchangeOrders: (
      await sql.query(`SELECT order_id, remaining::text, status FROM exchange_orders WHERE player_id = $1 ORDER BY 1`, [victim.id])
    ).rows,
    exchangeFancyBets: (
      await sql.query(`SELECT bet_id, stake::text, idempotency_key FROM exchange_fancy_bets WHERE player_id = $1 ORDER BY 1`, [victim.id])
    ).rows,
    originalsSeeds: (
      await sql.query(`SELECT id::text, client_seed, next_nonce::text, revealed_at FROM originals_seeds WHERE player_id = $1 ORDER BY id`, [
        victim.id,
      ])
    ).rows,
    // the victim's VIP points (issue 21): no one else's call may convert them
    vip: (
      await sql.query(`SELECT lifetime_points_milli::text, balance_points_milli::text FROM vip_accounts WHERE player_id = $1`, [victim.id])
    ).rows,
    originalsBets: (await sql.query(`SELECT id::text, status FROM originals_bets WHERE player_id = $1 ORDER BY id`, [victim.id])).rows,
    // the victim's KYC documents (issue 22): no player call reaches, replaces or decides them
    kyc: (
      await sql.query(`SELECT status, id_front_path, id_back_path, selfie_path, submissions FROM kyc_submissions WHERE player_id = $1`, [
        victim.id,
      ])
    ).rows,
    // the victim's mines game in play (issue 19): the intruder's reveal and cash-out act on their own game only
    originalsMinesGames: (
      await sql.query(`SELECT id::text, status, revealed, payout_minor::text FROM originals_mines_games WHERE player_id = $1 ORDER BY id`, [
        victim.id,
      ])
    ).rows,
    // the victim's crash bet in a running round (issue 19): no one else's cash-out may settle it
    originalsCrashBets: (
      await sql.query(`SELECT id::text, outcome, cashout_at, payout_minor::text FROM crash_bets WHERE player_id = $1 ORDER BY id`, [
        victim.id,
      ])
    ).rows,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    await app.app.get(DemoPaymentMethodsSeed).seed();
    await app.app.get(DemoCatalogueSeed).seed();
    victim = await makePlayer();
    intruder = await makePlayer();

    const bkashAgent = (await sql.query<{ id: number }>(`SELECT id FROM payment_methods WHERE name = 'bKash' AND account_type = 'Agent'`))
      .rows[0]!.id;
    expect((await call('GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=500', victim.token)).status).toBe(200);
    const deposit = await call('POST', '/api/submit-deposit', victim.token, {
      remote_id: victim.id,
      account_number: victim.phone,
      transaction_id: `IDORTRX${prefix.slice(-6)}`,
      amount: '500.00',
      payment_id: bkashAgent,
      promotion_id: 0,
    });
    expect(deposit.status).toBe(200);
    victimDepositId = (JSON.parse(deposit.text) as { id: string }).id;
    victimFavorite = (await sql.query<{ code: string }>(`SELECT code FROM games WHERE enabled ORDER BY code LIMIT 1`)).rows[0]!.code;
    expect((await call('POST', '/api/favorites', victim.token, { game_code: victimFavorite })).status).toBe(200);
    // an unmatched exchange order of the victim's (issue 18): the intruder may not cancel it
    victimOrderId = (
      await sql.query<{ order_id: string }>(
        `INSERT INTO exchange_orders (order_id, player_id, market_id, event_id, selection_id, side, price_h, stake, remaining, status, currency, idempotency_key)
         VALUES (gen_random_uuid(), $1, '1.20000001', '20000001', 1, 'back', 200, 1000, 1000, 'open', 'BDT', 'idor-order-1') RETURNING order_id::text`,
        [victim.id],
      )
    ).rows[0]!.order_id;
    // a fancy bet of the victim's (issue 18): another player's bet with the same idempotency key is their own, never this one
    await sql.query(
      `INSERT INTO exchange_fancy_bets (bet_id, player_id, market_id, event_id, fancy_id, tab, title, side, line, rate, stake, currency, idempotency_key)
       VALUES (gen_random_uuid(), $1, 'fancy:20000001-0-fancy-10', '20000001', '20000001-0-fancy-10', 'fancy', '10 over runs', 'yes', 60, 100, 10000, 'BDT', 'idor-fancy-1')`,
      [victim.id],
    );
    victimMessageId = (
      await sql.query<{ id: string }>(
        `INSERT INTO inbox_messages (player_id, kind, source_key, title_en, title_bn, message_en, message_bn)
         VALUES ($1, 'system', 'idor-test', $2, $2, $2, $2) RETURNING id::text`,
        [victim.id, `for ${victim.username} only`],
      )
    ).rows[0]!.id;
    // the victim's support chat (issue 20), its message carrying their username: the intruder may not read, send to or mark it
    victimChatId = String(((await call('POST', '/api/chats', victim.token, {})).text.match(/"id":(\d+)/) ?? [])[1]);
    const sent = await call('POST', '/api/messages', victim.token, { chat_id: victimChatId, content: `chat of ${victim.username}` });
    expect(sent.status).toBe(200);
    victimChatMessageId = String((JSON.parse(sent.text) as { data: { id: number } }).data.id);
    // the victim's originals seed pair: neither its hash nor the seed may reach the intruder
    expect((await call('GET', '/api/originals/seeds', victim.token)).status).toBe(200);
    victimSeed = (await sql.query(`SELECT server_seed, server_seed_hash FROM originals_seeds WHERE player_id = $1`, [victim.id])).rows[0];
    // ... and a mines game of theirs in play, whose board must stay theirs
    await app.app
      .get(CommandBus)
      .execute(
        new CreditDepositCommand(
          { playerId: victim.id, depositId: `idor-mines-${victim.id}`, channel: 'bkash', amount: 10_00n },
          { actor: { kind: 'system', id: 'idor-test' } },
        ),
      );
    const mines = await call('POST', '/api/originals/mines/games', victim.token, {
      stake: '1.00',
      mines: 3,
      idempotency_key: 'idor-victim-mines',
    });
    expect(mines.status).toBe(200);
    victimMinesGameId = (JSON.parse(mines.text) as { data: { game_id: string } }).data.game_id;
    // ... and a crash bet of theirs, open in a round that is running (its point far away: it stays up)
    const driver = app.app.get(CrashDriver);
    await driver.step();
    const roundId = (await sql.query<{ id: string }>(`SELECT id::text FROM crash_rounds WHERE state = 'betting'`)).rows[0]!.id;
    const crashBet = await call('POST', '/api/originals/crash/bets', victim.token, { stake: '1.00', idempotency_key: 'idor-victim-crash' });
    expect(crashBet.status).toBe(200);
    await sql.query(`UPDATE crash_rounds SET betting_ends_at = now() - interval '1 ms', crash_point = 100000 WHERE id = $1`, [roundId]);
    await driver.step();
    expect((await sql.query(`SELECT state FROM crash_rounds WHERE id = $1`, [roundId])).rows[0].state).toBe('running');
    victimCrash = { roundId, betId: (JSON.parse(crashBet.text) as { data: { bet_id: string } }).data.bet_id };
    await sql.query(`INSERT INTO vip_accounts (player_id, lifetime_points_milli, balance_points_milli) VALUES ($1, 50000, 50000)`, [
      victim.id,
    ]);
    // ... and KYC documents of theirs waiting for review
    const kyc = new FormData();
    for (const side of ['id_front', 'id_back', 'selfie'])
      kyc.append(side, new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), `${side}.png`);
    expect(
      (await fetch(`${app.url}/api/kyc`, { method: 'POST', headers: { authorization: `Bearer ${victim.token}` }, body: kyc })).status,
    ).toBe(201);
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  const playerRoutes = () => routeTable(app.app).filter((r) => r.access.kind === 'player');
  const aimedAtVictim = (route: RouteInfo) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => {
      const resource = resourceOf(route, name);
      if (!resource)
        throw new Error(`${route.method} ${route.path} takes :${name}: say in victimResource which of the victim's things to aim it at`);
      return encodeURIComponent(resource.value());
    });

  it('knows which of the victim’s things every player route with a path parameter points at', () => {
    const missing = playerRoutes().flatMap((r) => r.params.filter((p) => !resourceOf(r, p)).map((p) => `${r.method} ${r.path} :${p}`));
    expect(missing).toEqual([]);
  });

  it('answers the intruder nothing of the victim’s and changes nothing of the victim’s, on every player route', async () => {
    const before = await victimState();
    const victimIds = { remote_id: victim.id, sender_id: victim.id, user_id: victim.id, player_id: victim.id };
    const query = new URLSearchParams(victimIds).toString();
    const leaks: string[] = [];
    for (const route of playerRoutes()) {
      // Logging out would only end the intruder's own session; it is not a way into the victim's data.
      if (/logout/.test(route.path)) continue;
      const path = `${aimedAtVictim(route)}?${query}`;
      const body =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : { ...victimIds, id: victimDepositId, deposit_id: victimDepositId };
      const { status, text } = await call(route.method, path, intruder.token, body);
      // the victim's inbox message carries their username in its text: reading it would leak it
      for (const secret of [
        victim.username,
        victim.phone,
        victimDepositId,
        `${victim.username}@example.test`,
        victimSeed.server_seed,
        victimSeed.server_seed_hash,
      ]) {
        if (text.includes(secret)) leaks.push(`${route.method} ${route.path} (${status}) answered the victim's ${secret}`);
      }
      const owned = route.params.filter((p) => resourceOf(route, p)?.owned);
      if (status >= 200 && status < 300 && owned.length)
        leaks.push(`${route.method} ${route.path} accepted the victim's :${owned.join(', :')} (${status})`);
    }
    expect(leaks).toEqual([]);
    expect(await victimState()).toEqual(before);
  });

  it('cannot cash out or read the victim’s crash bet: the intruder has no bet in that round', async () => {
    const before = await victimState();
    for (const body of [
      { round_id: victimCrash.roundId },
      { round_id: victimCrash.roundId, bet_id: victimCrash.betId, player_id: victim.id },
    ]) {
      const cashOut = await call('POST', '/api/originals/crash/cashout', intruder.token, body);
      expect(cashOut.status).toBe(body.bet_id ? 400 : 404); // an unknown field is refused before anything is looked up
    }
    const mine = await call('GET', `/api/originals/crash/bets?player_id=${victim.id}&round_id=${victimCrash.roundId}`, intruder.token);
    expect(mine.status).toBeLessThan(500);
    if (mine.status === 200) expect((JSON.parse(mine.text) as { data: unknown[] }).data).toEqual([]);
    expect(await victimState()).toEqual(before);
    // the victim's own cash-out still works: the bet was left open for them
    expect((await call('POST', '/api/originals/crash/cashout', victim.token, { round_id: victimCrash.roundId })).status).toBe(200);
  });

  it('cannot reveal, cash out or see the victim’s mines game: the intruder has no game in play', async () => {
    const before = await victimState();
    const reveal = await call('POST', '/api/originals/mines/games/current/reveal', intruder.token, { tile: 0 });
    expect(reveal.status).toBe(404);
    const cashOut = await call('POST', '/api/originals/mines/games/current/cash-out', intruder.token, {});
    expect(cashOut.status).toBe(404);
    // aiming at the victim's game by id is refused as input, never looked up
    const aimed = await call('POST', '/api/originals/mines/games/current/reveal', intruder.token, { tile: 0, game_id: victimMinesGameId });
    expect(aimed.status).toBe(400);
    const current = await call('GET', `/api/originals/mines/games/current?game_id=${victimMinesGameId}`, intruder.token);
    expect(current.text).not.toContain(`"game_id":"${victimMinesGameId}"`);
    const finished = await call('GET', '/api/originals/mines/games', intruder.token);
    expect(finished.text).not.toContain(`"game_id":"${victimMinesGameId}"`);
    expect(await victimState()).toEqual(before);
  });

  it('refuses a receipt uploaded by another player to the victim’s deposit and stores nothing', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), 'receipt.png');
    const res = await fetch(`${app.url}/api/deposits/${victimDepositId}/receipts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${intruder.token}` },
      body: form,
    });
    expect(res.status).toBe(404);
    expect((await victimState()).receipts).toEqual({ n: 0 });
    // The same upload by the victim is taken: the refusal above was about ownership, not the file.
    const own = new FormData();
    own.append('files', new Blob([new Uint8Array(onePixelPng())], { type: 'image/png' }), 'receipt.png');
    const mine = await fetch(`${app.url}/api/deposits/${victimDepositId}/receipts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${victim.token}` },
      body: own,
    });
    expect(mine.status).toBe(201);
  });

  it('removes only the intruder’s own favourite, never the victim’s', async () => {
    const res = await call('DELETE', `/api/favorites/${encodeURIComponent(victimFavorite)}`, intruder.token);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(victimFavorite);
    expect((await victimState()).favorites).toEqual([{ game_code: victimFavorite }]);
  });
});
