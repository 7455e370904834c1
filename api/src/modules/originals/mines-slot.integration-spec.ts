import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import pg from 'pg';
import { SessionStore } from '../auth/index.js';
import { HouseCalls } from '../games/index.js';
import { CreditDepositCommand, GetWalletQuery, OpenWalletCommand } from '../wallet/index.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { minePositions } from './domain/fairness/mines.js';
import { minesPayout } from './mines/domain/mines-payout.js';
import { minesMessages } from './mines/domain/mines-messages.js';
import { FinishMinesGamesJob } from './mines/jobs/finish-mines-games.job.js';
import { minesBangla } from './mines/mines-messages.bn.js';
import { gameSettingsMessages } from './settings/domain/game-settings-messages.js';
import { slotMessages } from './slot/domain/slot-messages.js';
import { slotBangla } from './slot/slot-messages.bn.js';
import { slotSpin } from './slot/domain/slot-machine.js';

jest.setTimeout(hangBound(120_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
const system = { actor: { kind: 'system', id: 'mines-slot-test' } } as const;
const taka = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

describe('originals mines, slot and the game settings screen, through the seamless wallet', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let seq = 0;

  const makePlayer = async (mainMinor: bigint) => {
    seq += 1;
    const username = `mns${seq}${prefix.slice(-5)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0174${String(7000000 + seq).padStart(7, '0')}`, `MNS${seq}${prefix.slice(-5)}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    const commands = app.app.get(CommandBus);
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    if (mainMinor > 0n)
      await commands.execute(
        new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: mainMinor }, system),
      );
    return { id, username, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };
  const staff = async (username: string, role: string) => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
      [username, role],
    );
    return (await app.app.get(SessionStore).issue('staff', rows[0]!.id)).token;
  };
  const main = async (id: string) => (await app.app.get(QueryBus).execute(new GetWalletQuery(id)))!.balances.main as bigint;
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
  let keySeq = 0;
  const key = () => `key-${prefix.slice(-6)}-${++keySeq}`;
  /** The board of the player's game in play, read from the database (what the player cannot see). */
  const boardOf = async (gameId: string) =>
    (await sql.query<{ mine_positions: number[] }>(`SELECT mine_positions FROM originals_mines_games WHERE id = $1`, [gameId])).rows[0]!
      .mine_positions;
  const round = async (gameId: string) =>
    (await sql.query(`SELECT status, bet_total::text, win_total::text FROM game_rounds WHERE round_id = $1`, [`originals-mines-${gameId}`]))
      .rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('mines: the stake at the start, safe tiles raise the multiplier, cash out pays it through the ledger; the board shows only at the end', async () => {
    const p = await makePlayer(1_000_00n);
    const seeds = (await call('GET', '/api/originals/seeds', p.token)).body.data;
    const k = key();
    const started = await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 3, idempotency_key: k });
    expect(started.status).toBe(200);
    const game = started.body.data;
    expect(game).toMatchObject({
      status: 'open',
      stake: '10.00',
      mines: 3,
      revealed: [],
      multiplier: null,
      payout: '0.00',
      mine_positions: null,
    });
    expect(game).toMatchObject({ seed_id: seeds.seed_id, nonce: 0, client_seed: seeds.client_seed, balance: '990.00' });
    expect(await main(p.id)).toBe(990_00n);
    // a repeat of the start answers the same game and takes nothing more
    const repeat = await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 3, idempotency_key: k });
    expect(repeat.body.data.game_id).toBe(game.game_id);
    expect(await main(p.id)).toBe(990_00n);
    // one game in play: another start is refused
    const second = await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 3, idempotency_key: key() }, 'bn');
    expect(second).toEqual({ status: 409, body: expect.objectContaining({ message: minesBangla[minesMessages.gameInPlay] }) });
    // rotating the seed pair now would reveal the board: refused
    expect((await call('POST', '/api/originals/seeds/rotate', p.token)).status).toBe(409);

    const board = await boardOf(game.game_id);
    const safe = [...Array(25).keys()].filter((t) => !board.includes(t));
    expect((await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: safe[0] })).body.data).toMatchObject({
      revealed: [safe[0]],
      multiplier: '1.1250',
      payout: '11.25',
      mine_positions: null,
    });
    // the same tile again changes nothing; the current game hides the board
    await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: safe[0] });
    await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: safe[1] });
    const current = (await call('GET', '/api/originals/mines/games/current', p.token)).body.data;
    expect(current).toMatchObject({ revealed: [safe[0], safe[1]], mine_positions: null });
    expect(JSON.stringify(current)).not.toContain('positions":[');
    const cashed = await call('POST', '/api/originals/mines/games/current/cash-out', p.token);
    const payout = minesPayout(10_00n, 3, 2);
    expect(cashed.body.data).toMatchObject({
      status: 'cashed',
      payout: taka(payout),
      mine_positions: board,
      balance: taka(990_00n + payout),
    });
    expect(await main(p.id)).toBe(990_00n + payout);
    expect(await round(game.game_id)).toEqual([{ status: 'closed', bet_total: '1000', win_total: String(payout) }]);
    // the board came from the seed pair and nonce: after a rotation, the public check gives the same positions
    const rotated = (await call('POST', '/api/originals/seeds/rotate', p.token)).body.data.revealed;
    const verify = await fetch(
      `${app.url}/api/fair/verify?game=mines&serverSeed=${rotated.server_seed}&clientSeed=${encodeURIComponent(game.client_seed)}&nonce=0&mines=3`,
    );
    expect(((await verify.json()) as Json).data.positions).toEqual(board);
    expect(minePositions({ serverSeed: rotated.server_seed, clientSeed: game.client_seed, nonce: 0 }, 3)).toEqual(board);
    // in the betting record and the finished list
    const record = await call('GET', '/api/betting-record', p.token);
    expect(record.body.data).toEqual([expect.objectContaining({ game_code: 'khela-mines', bet_amount: '10.00', winAmount: taka(payout) })]);
    expect((await call('GET', '/api/originals/mines/games', p.token)).body.data[0]).toMatchObject({
      game_id: game.game_id,
      server_seed: rotated.server_seed,
    });
  });

  it('mines: hitting a mine loses the stake and closes the round at 0; no game left to move', async () => {
    const p = await makePlayer(100_00n);
    const game = (await call('POST', '/api/originals/mines/games', p.token, { stake: '5.00', mines: 24, idempotency_key: key() })).body
      .data;
    const board = await boardOf(game.game_id);
    const hit = await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: board[0] });
    expect(hit.body.data).toMatchObject({ status: 'busted', payout: '0.00', balance: '95.00', revealed: [board[0]] });
    expect(hit.body.data.mine_positions).toHaveLength(24);
    expect(await round(game.game_id)).toEqual([{ status: 'closed', bet_total: '500', win_total: '0' }]);
    expect(await main(p.id)).toBe(95_00n);
    expect((await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: 1 })).status).toBe(404);
    expect((await call('POST', '/api/originals/mines/games/current/cash-out', p.token)).status).toBe(404);
    expect((await call('GET', '/api/originals/mines/games/current', p.token)).body.data).toBeNull();
  });

  it('mines: refusals move nothing (bad input, over balance, nothing to cash out, over the max win), in English and Bangla', async () => {
    const p = await makePlayer(20_00n);
    expect((await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 25, idempotency_key: key() })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/originals/mines/games', p.token, { stake: '10', mines: 3, idempotency_key: key() })).status).toBe(400);
    expect((await call('POST', '/api/originals/mines/games', p.token, { stake: '50.00', mines: 3, idempotency_key: key() })).status).toBe(
      422,
    );
    expect(await sql.query(`SELECT status FROM originals_mines_games WHERE player_id = $1`, [p.id])).toMatchObject({
      rows: [{ status: 'refused' }],
    });
    expect(await main(p.id)).toBe(20_00n);
    await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 3, idempotency_key: key() });
    expect((await call('POST', '/api/originals/mines/games/current/cash-out', p.token, undefined, 'bn')).body.message).toBe(
      minesBangla[minesMessages.nothingRevealed],
    );
    expect((await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: 25 })).status).toBe(400);
    // staff lower the max win to 1.00: one more tile (net 1.25) is refused, the game can still cash out
    await sql.query(`UPDATE originals_game_settings SET max_win_minor = 100 WHERE game_code = 'khela-mines'`);
    try {
      const refused = await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: 0 });
      expect(refused).toEqual({ status: 422, body: expect.objectContaining({ message: minesMessages.aboveMaxWinReveal }) });
    } finally {
      await sql.query(`UPDATE originals_game_settings SET max_win_minor = 100000000 WHERE game_code = 'khela-mines'`);
    }
  });

  it('mines: two reveals at once of the last safe tiles settle once; the job pays an unpaid end and cashes out an idle game', async () => {
    const p = await makePlayer(100_00n);
    const game = (await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 24, idempotency_key: key() })).body
      .data;
    const board = await boardOf(game.game_id);
    const safeTile = [...Array(25).keys()].find((t) => !board.includes(t))!;
    const both = await Promise.all([
      call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: safeTile }),
      call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: safeTile }),
    ]);
    // the second waits for the first's row lock, then finds no game in play
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await main(p.id)).toBe(100_00n - 10_00n + 247_50n); // 24.75x, once
    expect(await round(game.game_id)).toEqual([{ status: 'closed', bet_total: '1000', win_total: '24750' }]);

    // the win call fails once: the game is decided (cashed) but unpaid; the job pays it with the same id, once
    const house = app.app.get(HouseCalls);
    const failWin = jest.spyOn(house, 'win').mockResolvedValueOnce({ status: 'RS_ERROR_UNKNOWN' });
    const g2 = (await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 1, idempotency_key: key() })).body.data;
    const b2 = await boardOf(g2.game_id);
    await call('POST', '/api/originals/mines/games/current/reveal', p.token, { tile: [...Array(25).keys()].find((t) => !b2.includes(t)) });
    const unpaid = await call('POST', '/api/originals/mines/games/current/cash-out', p.token);
    expect(unpaid.body.data.status).toBe('cashed');
    failWin.mockRestore();
    const before = await main(p.id);
    const job = app.app.get(FinishMinesGamesJob);
    expect(await job.run({ stuckMs: 0 })).toEqual({ looked: 1, finished: 1 });
    expect(await main(p.id)).toBe(before + minesPayout(10_00n, 1, 1));
    expect(await job.run({ stuckMs: 0 })).toEqual({ looked: 0, finished: 0 });

    // an idle game with no tile: the job returns the stake (round closed at zero); with tiles: cashed at the multiplier
    const g3 = (await call('POST', '/api/originals/mines/games', p.token, { stake: '10.00', mines: 5, idempotency_key: key() })).body.data;
    const beforeIdle = await main(p.id);
    expect(await job.run({ stuckMs: 0, idleMs: 60_000 })).toEqual({ looked: 0, finished: 0 }); // moved just now: left alone
    // every game open now is idle by this rule (the refusals test's player has one too): each is finished
    const idle = await job.run({ stuckMs: 0, idleMs: 0 });
    expect(idle.finished).toBe(idle.looked);
    expect(idle.looked).toBeGreaterThanOrEqual(1);
    expect(await main(p.id)).toBe(beforeIdle + 10_00n);
    expect((await sql.query(`SELECT status, closed_by FROM originals_mines_games WHERE id = $1`, [g3.game_id])).rows).toEqual([
      { status: 'cashed', closed_by: 'idle' },
    ]);
    expect(await round(g3.game_id)).toEqual([{ status: 'closed', bet_total: '1000', win_total: '1000' }]);
  });

  it('slot: a spin stakes and pays through the ledger with its reels, a second spin within 2.5 s is refused (en + bn), a repeat answers the same spin', async () => {
    const p = await makePlayer(1_000_00n);
    const k = key();
    const first = await call('POST', '/api/originals/slot/spins', p.token, { stake: '10.00', idempotency_key: k });
    expect(first.status).toBe(200);
    const spin = first.body.data;
    expect(spin).toMatchObject({ game: 'slot', stake: '10.00', nonce: 0 });
    expect(spin.slot.stops).toHaveLength(5);
    expect(spin.slot.window).toHaveLength(5);
    const payout = (10_00n * BigInt(Math.round(spin.slot.multiplier * 10))) / 10n;
    expect(spin.payout).toBe(taka(payout));
    expect(await main(p.id)).toBe(1_000_00n - 10_00n + payout);
    expect((await call('POST', '/api/originals/slot/spins', p.token, { stake: '10.00', idempotency_key: k })).body.data.bet_id).toBe(
      spin.bet_id,
    );

    const tooSoon = await call('POST', '/api/originals/slot/spins', p.token, { stake: '10.00', idempotency_key: key() });
    expect(tooSoon).toEqual({ status: 429, body: expect.objectContaining({ message: slotMessages.tooSoon }) });
    const tooSoonBn = await call('POST', '/api/originals/slot/spins', p.token, { stake: '10.00', idempotency_key: key() }, 'bn');
    expect(tooSoonBn.body.message).toBe(slotBangla[slotMessages.tooSoon]);
    expect(await main(p.id)).toBe(1_000_00n - 10_00n + payout);
    // nothing written for the refused spins: the nonce was not spent
    expect((await call('GET', '/api/originals/seeds', p.token)).body.data.next_nonce).toBe(1);

    // two spins at once after the pause: exactly one is taken
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    const both = await Promise.all([
      call('POST', '/api/originals/slot/spins', p.token, { stake: '1.00', idempotency_key: key() }),
      call('POST', '/api/originals/slot/spins', p.token, { stake: '1.00', idempotency_key: key() }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);

    // verify: the stops and win from the revealed seed, and the round in the betting record
    const rotated = (await call('POST', '/api/originals/seeds/rotate', p.token)).body.data.revealed;
    const verify = (await (
      await fetch(
        `${app.url}/api/fair/verify?game=slot&serverSeed=${rotated.server_seed}&clientSeed=${encodeURIComponent(spin.client_seed)}&nonce=0`,
      )
    ).json()) as Json;
    expect(verify.data).toMatchObject({ game: 'slot', stops: spin.slot.stops, multiplier: spin.slot.multiplier });
    expect(slotSpin({ serverSeed: rotated.server_seed, clientSeed: spin.client_seed, nonce: 0 }).stops).toEqual(spin.slot.stops);
    const record = (await call('GET', '/api/betting-record', p.token)).body.data as Json[];
    expect(record.filter((r) => r.game_code === 'khela-slot')).toHaveLength(2);
    const paytable = (await (await fetch(`${app.url}/api/originals/slot/paytable`)).json()) as Json;
    expect(paytable.data).toMatchObject({ rtp: '96.64', min_spin_interval_ms: 2500 });
  });

  it('settings: admin (games.manage) sees every house game with its RTP and sets the limits, audited; other roles refused; bets follow', async () => {
    const admin = await staff('mnsadmin', 'admin');
    const risk = await staff('mnsrisk', 'risk');
    const finance = await staff('mnsfinance', 'finance');
    expect((await call('GET', '/api/admin/originals/settings', risk)).status).toBe(403);
    expect((await call('GET', '/api/admin/originals/settings', finance)).status).toBe(403);
    const list = (await call('GET', '/api/admin/originals/settings', admin)).body.data as Json[];
    const codes = list.map((s) => s.game_code);
    expect(codes).toEqual(expect.arrayContaining(['khela-dice', 'khela-limbo', 'khela-mines', 'khela-slot']));
    expect(list.find((s) => s.game_code === 'khela-slot')).toMatchObject({ stated_rtp: '96.64', enabled: true, listed: true });
    expect(list.find((s) => s.game_code === 'khela-mines')).toMatchObject({ stated_rtp: '99.00', min_bet: '1.00', max_bet: '100000.00' });

    const body = { enabled: true, min_bet: '2.00', max_bet: '50.00', max_win: '500.00' };
    expect((await call('PUT', '/api/admin/originals/settings/khela-dice', risk, body)).status).toBe(403);
    const bad = await call('PUT', '/api/admin/originals/settings/khela-dice', admin, { ...body, max_bet: '1.00' }, 'bn');
    expect(bad.status).toBe(422);
    expect((await call('PUT', '/api/admin/originals/settings/khela-dice', admin, { ...body, min_bet: 'x' })).status).toBe(400);
    expect((await call('PUT', '/api/admin/originals/settings/nope', admin, body)).body.message).toBe(gameSettingsMessages.notFound);
    const saved = await call('PUT', '/api/admin/originals/settings/khela-dice', admin, body);
    expect(saved.body).toMatchObject({ game_code: 'khela-dice', min_bet: '2.00', max_bet: '50.00', max_win: '500.00' });
    const audit = await sql.query(`SELECT actor_username, before, after FROM staff_audit_log WHERE action = 'originals.game_settings'`);
    expect(audit.rows).toEqual([
      {
        actor_username: 'mnsadmin',
        before: { enabled: true, minBet: '1.00', maxBet: '100000.00', maxWin: '1000000.00' },
        after: { enabled: true, minBet: '2.00', maxBet: '50.00', maxWin: '500.00' },
      },
    ]);
    const p = await makePlayer(1_000_00n);
    const over = await call('POST', '/api/originals/dice/bets', p.token, {
      stake: '60.00',
      direction: 'under',
      win_chance: '49.50',
      idempotency_key: key(),
    });
    expect(over.status).toBe(422);
    await call('PUT', '/api/admin/originals/settings/khela-slot', admin, {
      enabled: false,
      min_bet: '1.00',
      max_bet: '10000.00',
      max_win: '1000000.00',
    });
    expect((await call('POST', '/api/originals/slot/spins', p.token, { stake: '1.00', idempotency_key: key() })).status).toBe(422);
    await call('PUT', '/api/admin/originals/settings/khela-slot', admin, {
      enabled: true,
      min_bet: '1.00',
      max_bet: '10000.00',
      max_win: '1000000.00',
    });
    await call('PUT', '/api/admin/originals/settings/khela-dice', admin, {
      enabled: true,
      min_bet: '1.00',
      max_bet: '100000.00',
      max_win: '1000000.00',
    });
  });
});
