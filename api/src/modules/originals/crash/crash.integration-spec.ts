import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { crashRoom } from '@khela/contracts';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { SessionStore } from '../../auth/index.js';
import { verifyLedger } from '../../ledger/index.js';
import { CreditDepositCommand, GetWalletQuery, OpenWalletCommand } from '../../wallet/index.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../../test/test-app.js';
import { hangBound } from '../../../../test/test-env.js';
import { crashPoint, previousGameHash } from '../domain/fairness/crash.js';
import { CashOut } from './commands/cash-out/cash-out.js';
import { PlaceCrashBet } from './commands/place-crash-bet/place-crash-bet.js';
import { CrashDriver } from './driver/crash-driver.js';
import { CrashLease } from './driver/crash-lease.js';
import { REDIS } from '../../../platform/redis/redis.module.js';
import { msToReach } from './domain/crash-curve.js';

jest.setTimeout(hangBound(300_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;
const system = { actor: { kind: 'system', id: 'crash-test' } } as const;

/**
 * Crash rounds with real Postgres and Redis. The test drives the round itself (CrashDriver.step, the driver's
 * own loop is off in tests) and moves the round's times and point in its row where it needs a round to stay up
 * or to have passed its point; everything else is the game's code.
 */
describe('crash rounds for money, through the seamless wallet', () => {
  const prefix = uniqueRedisPrefix();
  const env = { REDIS_PREFIX: prefix, DB_POOL_SIZE: '12', DB_POOL_WAIT_MS: '120000', CRASH_BETTING_MS: '60000' };
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let seq = 0;

  const makePlayer = async (mainMinor: bigint) => {
    seq += 1;
    const username = `crash${seq}${prefix.slice(-5)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [
        username,
        `${username}@example.test`,
        `0174${String(7000000 + seq).padStart(7, '0')}`,
        `CRSH${seq}${prefix.slice(-5)}`.toUpperCase(),
      ],
    );
    const id = rows[0]!.id;
    const commands = app.app.get(CommandBus);
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: mainMinor }, system));
    return { id, username };
  };
  const inBatches = async <T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> => {
    const out: R[] = [];
    for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
    return out;
  };
  const main = async (id: string) => (await app.app.get(QueryBus).execute(new GetWalletQuery(id)))!.balances.main as bigint;
  const liveRound = async () =>
    (
      await sql.query<{ id: string; state: string; crash_point: number }>(
        `SELECT id::text, state, crash_point FROM crash_rounds WHERE state <> 'crashed'`,
      )
    ).rows[0];
  /** Opens the next round (the driver's step with none live). */
  const openRound = async () => {
    await app.app.get(CrashDriver).step();
    return (await liveRound())!;
  };
  /**
   * Keeps a round's betting phase open while a test sets up: making and funding many players can outlast the
   * betting window on a loaded machine, and a bet after it is refused.
   */
  const keepBettingOpen = (roundId: string) =>
    sql.query(`UPDATE crash_rounds SET betting_ends_at = now() + interval '1 hour' WHERE id = $1`, [roundId]);
  /** Ends the betting phase now and lets the driver start the round, with `point` as its crash point. */
  const startRound = async (roundId: string, point: number) => {
    await sql.query(`UPDATE crash_rounds SET betting_ends_at = now() - interval '1 ms', crash_point = $2 WHERE id = $1`, [roundId, point]);
    await app.app.get(CrashDriver).step();
    expect((await liveRound())!.state).toBe('running');
  };
  let keySeq = 0;
  const key = () => `crash-${prefix.slice(-6)}-${++keySeq}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env });
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('publishes the chain before game 1 and plays game 1 from it: its hash hashes to the terminating hash, its point by bustabit v2', async () => {
    const round = await openRound();
    const chain = (await sql.query(`SELECT id::text, length, terminating_hash, salt FROM crash_chains`)).rows;
    expect(chain).toHaveLength(1);
    expect(chain[0].length).toBe(2000);
    const row = (await sql.query(`SELECT game_number, game_hash, crash_point FROM crash_rounds WHERE id = $1`, [round.id])).rows[0];
    expect(row.game_number).toBe(1);
    expect(previousGameHash(row.game_hash)).toBe(chain[0].terminating_hash);
    expect(row.crash_point).toBe(Math.round(crashPoint(row.game_hash, chain[0].salt) * 100));
    // the public state shows the chain but not the live round's hash or point
    const snapshot = (await (await fetch(`${app.url}/api/originals/crash`)).json()) as Json;
    expect(snapshot.data.chain).toEqual({ terminating_hash: chain[0].terminating_hash, salt: chain[0].salt, length: 2000 });
    expect(snapshot.data.round).toMatchObject({ round_id: round.id, state: 'betting', hash: null, crash_point: null });
  });

  it('one process at a time holds the driver lease; its holder keeps it on a repeat, and another takes it once released', async () => {
    const redis = app.app.get(REDIS);
    const first = new CrashLease(redis);
    const second = new CrashLease(redis);
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    expect(await first.acquire()).toBe(true); // its own lease: kept, not lost to a failed renewal
    expect(await second.renew()).toBe(false);
    expect(await first.renew()).toBe(true);
    await second.release(); // not its lease: nothing happens
    expect(await second.acquire()).toBe(false);
    await first.release();
    expect(await second.acquire()).toBe(true);
    await second.release();
  });

  it('1,000 players cash out of one round at once, each twice: every bet is paid once, at its multiplier, and the ledger verifies', async () => {
    const round = (await liveRound())!;
    const players = await inBatches([...Array(1000).keys()], 20, () => makePlayer(100_00n));
    await keepBettingOpen(round.id);
    const place = app.app.get(PlaceCrashBet);
    const placed = await inBatches(players, 25, (p) => place.place(p.id, { stakeMinor: 10_00n, autoCashout: null, idempotencyKey: key() }));
    expect(placed.every((r) => r.ok)).toBe(true);
    // a long way up: everyone is still in when they all cash out
    await startRound(round.id, 1_000_000);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const cashOut = app.app.get(CashOut);
    const started = Date.now();
    const answers = await Promise.all(players.flatMap((p) => [cashOut.cashOut(p.id, round.id), cashOut.cashOut(p.id, round.id)]));
    const seconds = (Date.now() - started) / 1000;
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    console.log(`crash: 2,000 cash-outs (1,000 players, each twice) settled in ${seconds.toFixed(1)} s`);

    const bets = (
      await sql.query<{ player_id: string; outcome: string; cashout_at: number; payout_minor: string; settled: boolean }>(
        `SELECT player_id::text, outcome, cashout_at, payout_minor::text, settled_at IS NOT NULL AS settled FROM crash_bets WHERE round_id = $1`,
        [round.id],
      )
    ).rows;
    expect(bets).toHaveLength(1000);
    for (const bet of bets) {
      expect(bet).toMatchObject({ outcome: 'cashed_out', settled: true });
      expect(bet.cashout_at).toBeGreaterThanOrEqual(107); // 1.2 s up the curve
      expect(BigInt(bet.payout_minor)).toBe((10_00n * BigInt(bet.cashout_at)) / 100n);
    }
    // each player's wallet: one stake, one win
    const byPlayer = new Map(bets.map((b) => [b.player_id, BigInt(b.payout_minor)]));
    const sample = players.filter((_, i) => i % 50 === 0);
    for (const p of sample) expect(await main(p.id)).toBe(100_00n - 10_00n + byPlayer.get(p.id)!);
    const wins = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_rounds WHERE game_code = 'khela-crash' AND status = 'closed' AND round_id IN (SELECT 'crash-' || id FROM crash_bets WHERE round_id = $1)`,
      [round.id],
    );
    expect(wins.rows[0]!.n).toBe(1000);

    // the round ends; nothing is left to pay
    await sql.query(`UPDATE crash_rounds SET crash_point = 101 WHERE id = $1`, [round.id]);
    await app.app.get(CrashDriver).step();
    expect((await sql.query(`SELECT state FROM crash_rounds WHERE id = $1`, [round.id])).rows[0].state).toBe('crashed');
    expect((await sql.query(`SELECT count(*)::int AS n FROM crash_bets WHERE settled_at IS NULL`)).rows[0].n).toBe(0);
    expect((await verifyLedger(sql)).differences).toEqual([]);
  });

  it('over HTTP and socket.io: a bet, the live pushes, a cash-out, auto cash-out at its target, losers lost at the crash, in /betting-record', async () => {
    const round = await openRound();
    const [a, b, c] = await Promise.all([makePlayer(100_00n), makePlayer(100_00n), makePlayer(100_00n)]);
    await keepBettingOpen(round.id);
    const token = async (id: string) => (await app.app.get(SessionStore).issue('player', id)).token;
    const call = async (path: string, t: string, body: unknown) => {
      const res = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const [ta, tb, tc] = await Promise.all([token(a.id), token(b.id), token(c.id)]);

    const socket: Socket = io(`${app.url}/player`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const seen: Record<string, Json[]> = { 'crash:snapshot': [], 'crash:round': [], 'crash:tick': [], 'crash:bets': [] };
    for (const event of Object.keys(seen)) socket.on(event, (payload: Json) => seen[event]!.push(payload));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(await socket.emitWithAck('join', { room: crashRoom })).toEqual({ ok: true });

    const bet = await call('/api/originals/crash/bets', ta, { stake: '10.00', idempotency_key: key() });
    expect(bet.status).toBe(200);
    expect(bet.body.data).toMatchObject({ round_id: round.id, stake: '10.00', outcome: 'open', stake_state: 'taken', balance: '90.00' });
    expect((await call('/api/originals/crash/bets', ta, { stake: '10.00', idempotency_key: key() })).status).toBe(409); // one a round
    expect((await call('/api/originals/crash/bets', tb, { stake: '10.00', auto_cashout: '1.50', idempotency_key: key() })).status).toBe(
      200,
    );
    expect((await call('/api/originals/crash/bets', tc, { stake: '10.00', auto_cashout: '1.00', idempotency_key: key() })).status).toBe(
      400,
    );
    expect((await call('/api/originals/crash/bets', tc, { stake: '10.00', auto_cashout: '5.00', idempotency_key: key() })).status).toBe(
      200,
    );
    expect((await call('/api/originals/crash/cashout', ta, { round_id: round.id })).status).toBe(404); // not running yet

    await startRound(round.id, 200);
    await expect(call('/api/originals/crash/bets', ta, { stake: '10.00', idempotency_key: key() })).resolves.toMatchObject({ status: 409 });
    // the round passed 1.50x (B's auto cash-out) and is below 2.00x: A cashes out by hand
    await sql.query(`UPDATE crash_rounds SET started_at = now() - make_interval(secs => $2::float / 1000) WHERE id = $1`, [
      round.id,
      msToReach(160),
    ]);
    await app.app.get(CrashDriver).step(); // a tick: B's auto cash-out
    // Ticks are volatile (a socket still writing drops one, the next carries the latest value): under load the
    // first can be dropped, so tick again until one arrives (each step at this time only repeats the value).
    for (const until = Date.now() + hangBound(5_000); seen['crash:tick']!.length === 0 && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (seen['crash:tick']!.length === 0) await app.app.get(CrashDriver).step();
    }
    const cashed = await call('/api/originals/crash/cashout', ta, { round_id: round.id });
    expect(cashed.status).toBe(200);
    expect(Number(cashed.body.data.cashout_at)).toBeGreaterThanOrEqual(1.6);
    expect(cashed.body.data.outcome).toBe('cashed_out');
    expect((await call('/api/originals/crash/cashout', ta, { round_id: round.id })).body.data.cashout_at).toBe(cashed.body.data.cashout_at);
    // past the point: the crash
    await sql.query(`UPDATE crash_rounds SET started_at = now() - interval '30 s' WHERE id = $1`, [round.id]);
    expect((await call('/api/originals/crash/cashout', tc, { round_id: round.id })).status).toBe(409); // too late, whatever the driver did
    await app.app.get(CrashDriver).step();

    const outcome = async (id: string) =>
      (
        await sql.query(
          `SELECT outcome, cashout_at, payout_minor::text, settled_at IS NOT NULL AS settled FROM crash_bets WHERE player_id = $1`,
          [id],
        )
      ).rows[0];
    expect(await outcome(b.id)).toEqual({ outcome: 'cashed_out', cashout_at: 150, payout_minor: '1500', settled: true });
    expect(await outcome(c.id)).toEqual({ outcome: 'lost', cashout_at: null, payout_minor: '0', settled: true });
    expect(await main(b.id)).toBe(105_00n);
    expect(await main(c.id)).toBe(90_00n);

    // the crash's pushes arrive after its commit: wait for them, not for a fixed time
    for (const until = Date.now() + hangBound(5_000); seen['crash:round']!.length < 2 && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    socket.close();
    expect(seen['crash:snapshot']![0]!.round.round_id).toBe(round.id);
    expect(seen['crash:round']!.map((r) => r.state)).toEqual(['running', 'crashed']);
    expect(seen['crash:round']![1]).toMatchObject({ crash_point: '2.00', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(seen['crash:tick']!.length).toBeGreaterThanOrEqual(1);
    const pushedBets = seen['crash:bets']!.flatMap((p) => p.bets as Json[]);
    expect(pushedBets.some((p) => p.outcome === 'cashed_out' && p.cashout_at === '1.50')).toBe(true);
    expect(pushedBets.every((p) => !String(p.player).includes(b.username))).toBe(true); // names masked

    // the round is verifiable and in the player's betting record
    const hash = seen['crash:round']![1]!.hash as string;
    const salt = (await sql.query(`SELECT salt FROM crash_chains`)).rows[0].salt as string;
    const verify = (await (await fetch(`${app.url}/api/fair/verify?game=crash&hash=${hash}&salt=${salt}`)).json()) as Json;
    // the public check answers the hash's own point (this test set the round's stored point to 2.00x above)
    expect(verify.data.crash_point).toBe(crashPoint(hash, salt));
    expect(previousGameHash(hash)).toBe(
      (await sql.query(`SELECT game_hash FROM crash_rounds WHERE game_number = $1`, [Number(seen['crash:round']![1]!.game_number) - 1]))
        .rows[0].game_hash,
    );
    const record = (await (await fetch(`${app.url}/api/betting-record`, { headers: { authorization: `Bearer ${tb}` } })).json()) as Json;
    expect(record.data).toEqual([expect.objectContaining({ game_code: 'khela-crash', bet_amount: '10.00', winAmount: '15.00' })]);
    expect((await verifyLedger(sql)).differences).toEqual([]);
  });

  it('a round interrupted by a restart ends by rule: reached auto cash-outs paid, other open bets refunded, a cash-out before it kept', async () => {
    const round = await openRound();
    const [auto, manual, high, early] = await Promise.all([
      makePlayer(100_00n),
      makePlayer(100_00n),
      makePlayer(100_00n),
      makePlayer(100_00n),
    ]);
    await keepBettingOpen(round.id);
    const place = app.app.get(PlaceCrashBet);
    for (const [p, autoCashout] of [
      [auto, 150],
      [manual, null],
      [high, 5_000],
      [early, null],
    ] as const)
      expect((await place.place(p.id, { stakeMinor: 10_00n, autoCashout, idempotencyKey: key() })).ok).toBe(true);
    await startRound(round.id, 300);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await app.app.get(CashOut).cashOut(early.id, round.id)).ok).toBe(true);

    // the api stops mid-round; while it is down the curve passes the round's point (3.00x)
    await app.close();
    await sql.query(`UPDATE crash_rounds SET started_at = now() - interval '60 s' WHERE id = $1`, [round.id]);
    // it comes back driving rounds: the driver taking over finishes the round by the rule
    app = await startTestApp({ databaseUrl: db.url, env: { ...env, CRASH_ROUNDS: 'on' } });
    const deadline = Date.now() + hangBound(30_000);
    let row: Json | undefined;
    while (Date.now() < deadline) {
      row = (await sql.query(`SELECT state, interrupted FROM crash_rounds WHERE id = $1`, [round.id])).rows[0];
      const unpaid = (await sql.query(`SELECT count(*)::int AS n FROM crash_bets WHERE round_id = $1 AND settled_at IS NULL`, [round.id]))
        .rows[0].n;
      if (row?.state === 'crashed' && unpaid === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toEqual({ state: 'crashed', interrupted: true });
    const outcomes = new Map(
      (await sql.query(`SELECT player_id::text, outcome, payout_minor::text FROM crash_bets WHERE round_id = $1`, [round.id])).rows.map(
        (r) => [r.player_id as string, [r.outcome, r.payout_minor]],
      ),
    );
    expect(outcomes.get(auto.id)).toEqual(['cashed_out', '1500']);
    expect(outcomes.get(manual.id)).toEqual(['refunded', '1000']);
    expect(outcomes.get(high.id)).toEqual(['refunded', '1000']);
    expect(outcomes.get(early.id)![0]).toBe('cashed_out');
    expect(await main(auto.id)).toBe(105_00n);
    expect(await main(manual.id)).toBe(100_00n);
    expect(await main(high.id)).toBe(100_00n);
    // and it goes on with the next game of the chain (the driver opens it on its next step)
    let next: Json | undefined;
    for (const until = Date.now() + hangBound(10_000); !next && Date.now() < until;) {
      next = (await sql.query(`SELECT game_number FROM crash_rounds WHERE state <> 'crashed'`)).rows[0];
      if (!next) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(next?.game_number).toBeGreaterThan(3);
    expect((await verifyLedger(sql)).differences).toEqual([]);
  });
});
