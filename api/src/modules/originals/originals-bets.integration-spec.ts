import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import pg from 'pg';
import { SessionStore } from '../auth/index.js';
import { HouseCalls } from '../games/index.js';
import { FinishPendingBetsJob } from './jobs/finish-pending-bets.job.js';
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
import { betMessages } from './domain/bet-messages.js';
import { originalsBangla } from './originals-messages.bn.js';

jest.setTimeout(hangBound(120_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
const system = { actor: { kind: 'system', id: 'originals-test' } } as const;

describe('originals dice and limbo for money, through the seamless wallet', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let seq = 0;

  const makePlayer = async (mainMinor: bigint) => {
    seq += 1;
    const username = `orig${seq}${prefix.slice(-5)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [
        username,
        `${username}@example.test`,
        `0173${String(7000000 + seq).padStart(7, '0')}`,
        `ORIG${seq}${prefix.slice(-5)}`.toUpperCase(),
      ],
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

  it('lists the house provider khela with khela-dice and khela-limbo in the catalogue', async () => {
    const { rows } = await sql.query(
      `SELECT g.code, g.type, g.stated_rtp::text, p.game_provider FROM games g JOIN providers p ON p.platform = g.platform WHERE g.platform = 'KHELA' ORDER BY 1`,
    );
    expect(rows).toEqual([
      { code: 'khela-crash', type: 'EGAME', stated_rtp: '99.00', game_provider: 'khela' },
      { code: 'khela-dice', type: 'EGAME', stated_rtp: '99.00', game_provider: 'khela' },
      { code: 'khela-limbo', type: 'EGAME', stated_rtp: '99.00', game_provider: 'khela' },
      { code: 'khela-mines', type: 'EGAME', stated_rtp: '99.00', game_provider: 'khela' },
      { code: 'khela-slot', type: 'SLOT', stated_rtp: '96.64', game_provider: 'khela' },
    ]);
  });

  it('a dice bet debits the stake and credits the win through the ledger, once for a repeated key, with the seed and nonce that decided it', async () => {
    const p = await makePlayer(1_000_00n);
    const seedsBefore = (await call('GET', '/api/originals/seeds', p.token)).body.data;
    const k = key();
    const body = { stake: '10.00', direction: 'under', win_chance: '49.50', idempotency_key: k };
    const first = await call('POST', '/api/originals/dice/bets', p.token, body);
    expect(first.status).toBe(200);
    const bet = first.body.data;
    expect(bet).toMatchObject({
      game: 'dice',
      stake: '10.00',
      params: { direction: 'under', win_chance: '49.50' },
      multiplier: '2.0000',
      seed_id: seedsBefore.seed_id,
      nonce: 0,
      client_seed: seedsBefore.client_seed,
      server_seed_hash: seedsBefore.server_seed_hash,
      server_seed: null,
    });
    const roll = Number(bet.outcome);
    expect(bet.won).toBe(roll < 49.5);
    expect(bet.payout).toBe(bet.won ? '20.00' : '0.00');
    const expectedMain = 1_000_00n - 10_00n + (bet.won ? 20_00n : 0n);
    expect(await main(p.id)).toBe(expectedMain);
    expect(bet.balance).toBe(`${expectedMain / 100n}.${String(expectedMain % 100n).padStart(2, '0')}`);

    // the same key again: the same bet, nothing moves
    const again = await call('POST', '/api/originals/dice/bets', p.token, body);
    expect(again.status).toBe(200);
    expect(again.body.data.bet_id).toBe(bet.bet_id);
    expect(again.body.data.balance).toBe(bet.balance);
    expect(await main(p.id)).toBe(expectedMain);
    // the same key for another bet: refused
    expect((await call('POST', '/api/originals/dice/bets', p.token, { ...body, win_chance: '50.00' })).status).toBe(409);

    // the round is the games module's: closed, with stake and win, in the player's betting record
    const rounds = await sql.query(
      `SELECT provider_code, game_code, status, bet_total::text, win_total::text FROM game_rounds WHERE round_id = $1`,
      [`originals-${bet.bet_id}`],
    );
    expect(rounds.rows).toEqual([
      { provider_code: 'khela', game_code: 'khela-dice', status: 'closed', bet_total: '1000', win_total: bet.won ? '2000' : '0' },
    ]);
    const record = await call('GET', '/api/betting-record', p.token);
    expect(record.body.data).toEqual([
      expect.objectContaining({ game_code: 'khela-dice', bet_amount: '10.00', winAmount: bet.won ? '20.00' : '0.00' }),
    ]);
    expect((await call('GET', '/api/originals/bets', p.token)).body.data).toEqual([
      expect.objectContaining({ bet_id: bet.bet_id, seed_id: bet.seed_id, nonce: 0 }),
    ]);

    // the back-office rounds search and recall show it as provider khela's round, with both calls
    const staff = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ('origfinance', 'Originals Finance', 'x', ARRAY['finance']) RETURNING id::text`,
    );
    const finance = (await app.app.get(SessionStore).issue('staff', staff.rows[0]!.id)).token;
    const found = await call('GET', `/api/admin/game-rounds?player_id=${p.id}`, finance);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        provider: 'khela',
        round_id: `originals-${bet.bet_id}`,
        game_code: 'khela-dice',
        status: 'closed',
        bet: '10.00',
      }),
    ]);
    const recall = await call('GET', `/api/admin/game-rounds/${String(found.body.data[0].id)}`, finance);
    expect((recall.body.calls as Json[]).map((c) => c.transaction_uuid ?? c.kind)).toHaveLength(2);

    // rotate: the seed is revealed, and the public check recomputes the stored roll from it
    const rotated = (await call('POST', '/api/originals/seeds/rotate', p.token)).body.data.revealed;
    expect(rotated.nonces_used).toBe(1);
    const listed = (await call('GET', '/api/originals/bets', p.token)).body.data[0];
    expect(listed.server_seed).toBe(rotated.server_seed);
    const verify = await fetch(
      `${app.url}/api/fair/verify?game=dice&serverSeed=${listed.server_seed}&clientSeed=${encodeURIComponent(listed.client_seed)}&nonce=${listed.nonce}`,
    );
    expect(((await verify.json()) as Json).data.roll.toFixed(2)).toBe(bet.outcome);
  });

  it('a limbo bet pays stake x target when the result reaches it, and the check recomputes it', async () => {
    const p = await makePlayer(1_000_00n);
    const results: Json[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/originals/limbo/bets', p.token, { stake: '5.00', target: '1.50', idempotency_key: key() });
      expect(res.status).toBe(200);
      results.push(res.body.data);
    }
    expect(results.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const r of results) {
      expect(r.won).toBe(Number(r.outcome) >= 1.5);
      expect(r.payout).toBe(r.won ? '7.50' : '0.00');
    }
    const wins = results.filter((r) => r.won).length;
    expect(await main(p.id)).toBe(1_000_00n - 6n * 5_00n + BigInt(wins) * 7_50n);
    const revealed = (await call('POST', '/api/originals/seeds/rotate', p.token)).body.data.revealed;
    for (const r of results) {
      const v = (await (
        await fetch(
          `${app.url}/api/fair/verify?game=limbo&serverSeed=${revealed.server_seed}&clientSeed=${encodeURIComponent(r.client_seed)}&nonce=${r.nonce}`,
        )
      ).json()) as Json;
      expect(v.data.multiplier.toFixed(2)).toBe(r.outcome);
    }
  });

  it('refuses a stake over the balance, outside the limits, bad parameters, and a disabled game, moving nothing (en + bn)', async () => {
    const p = await makePlayer(5_00n);
    const dice = (b: Json, language?: 'bn') =>
      call(
        'POST',
        '/api/originals/dice/bets',
        p.token,
        { stake: '1.00', direction: 'over', win_chance: '50.00', idempotency_key: key(), ...b },
        language,
      );
    expect(await dice({ stake: '6.00' })).toEqual({ status: 422, body: { message: betMessages.notEnoughMoney } });
    expect((await dice({ stake: '6.00' }, 'bn')).body.message).toBe(originalsBangla[betMessages.notEnoughMoney]);
    expect(await dice({ win_chance: '98.01' })).toEqual({ status: 400, body: { message: betMessages.winChance } });
    expect(await dice({ win_chance: '0.00' })).toEqual({ status: 400, body: { message: betMessages.winChance } });
    expect((await dice({ win_chance: '0.001' })).status).toBe(400);
    expect((await dice({ stake: '1' })).status).toBe(400);
    expect((await dice({ direction: 'sideways' })).status).toBe(400);
    expect(
      (await call('POST', '/api/originals/limbo/bets', p.token, { stake: '1.00', target: '1.00', idempotency_key: key() })).body,
    ).toEqual({ message: betMessages.target });
    expect(await dice({ stake: '0.50' })).toEqual({ status: 422, body: { message: betMessages.belowMinBet } });
    await sql.query(`UPDATE originals_game_settings SET max_win_minor = 1000 WHERE game_code = 'khela-dice'`);
    expect(await dice({ stake: '1.00', win_chance: '0.01' })).toEqual({ status: 422, body: { message: betMessages.aboveMaxWin } });
    await sql.query(`UPDATE originals_game_settings SET max_win_minor = 100000000, enabled = false WHERE game_code = 'khela-dice'`);
    expect(await dice({})).toEqual({ status: 422, body: { message: betMessages.disabled } });
    await sql.query(`UPDATE originals_game_settings SET enabled = true WHERE game_code = 'khela-dice'`);
    expect(await main(p.id)).toBe(5_00n);
    expect((await sql.query(`SELECT count(*)::int AS n FROM game_rounds WHERE player_id = $1 AND bet_total > 0`, [p.id])).rows[0].n).toBe(
      0,
    );
  });

  it('refuses the stake of an excluded player through the wallet.stake veto', async () => {
    const p = await makePlayer(100_00n);
    const ex = await call('POST', '/api/responsible-gaming/exclusion', p.token, { kind: 'timeout', days: 1, confirm: true });
    expect(ex.status).toBeLessThan(300);
    const token = (await app.app.get(SessionStore).issue('player', p.id)).token;
    const res = await call('POST', '/api/originals/dice/bets', token, {
      stake: '1.00',
      direction: 'over',
      win_chance: '50.00',
      idempotency_key: key(),
    });
    // player protection's own words: the time-out and its end (originals-limits in player-protection has the limits)
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^You are on a time-out until .+ \(Dhaka time\): deposits and bets are closed until then\./);
    expect(await main(p.id)).toBe(100_00n);
    expect((await call('GET', '/api/originals/bets', token)).body.data).toEqual([]);
  });

  it('a bet whose win was not taken (the wallet failed after the stake) stays pending, and the job finishes it once', async () => {
    const p = await makePlayer(100_00n);
    const house = app.app.get(HouseCalls);
    const failWin = jest.spyOn(house, 'win').mockResolvedValueOnce({ status: 'RS_ERROR_UNKNOWN' });
    const k = key();
    // 98% under: the roll is a win unless it is 98.00 or above
    const body = { stake: '10.00', direction: 'under', win_chance: '98.00', idempotency_key: k };
    const first = await call('POST', '/api/originals/dice/bets', p.token, body);
    failWin.mockRestore();
    expect(first).toEqual({ status: 503, body: { message: betMessages.unavailable } });
    expect(await main(p.id)).toBe(90_00n); // the stake was taken
    const row = (await sql.query(`SELECT id::text, status, won, payout_minor::text FROM originals_bets WHERE idempotency_key = $1`, [k]))
      .rows[0];
    expect(row.status).toBe('pending');

    const job = app.app.get(FinishPendingBetsJob);
    expect(await job.run({ olderThanMs: 0 })).toMatchObject({ finished: 1 });
    expect((await sql.query(`SELECT status FROM originals_bets WHERE id = $1`, [row.id])).rows[0].status).toBe('settled');
    expect(await main(p.id)).toBe(90_00n + BigInt(row.payout_minor));
    expect(await job.run({ olderThanMs: 0 })).toEqual({ pending: 0, finished: 0 });
    // the player's repeat now answers the settled bet, moving nothing
    const again = await call('POST', '/api/originals/dice/bets', p.token, body);
    expect(again.status).toBe(200);
    expect(again.body.data.bet_id).toBe(row.id);
    expect(await main(p.id)).toBe(90_00n + BigInt(row.payout_minor));
  });

  it('settles concurrent bets of one player with distinct nonces and the right balance', async () => {
    const p = await makePlayer(100_00n);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/api/originals/dice/bets', p.token, {
          stake: '1.00',
          direction: 'under',
          win_chance: '50.00',
          idempotency_key: key(),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.map((a) => a.body.data.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const won = answers.filter((a) => a.body.data.won).length;
    expect(await main(p.id)).toBe(100_00n - 8_00n + BigInt(won) * 1_98n);
  });
});
