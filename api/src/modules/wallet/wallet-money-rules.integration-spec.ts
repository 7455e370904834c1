import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import { refuse, VetoPoint } from '../../platform/events/index.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { verifyLedger } from '../ledger/index.js';
import {
  CreditDepositCommand,
  CreditWinCommand,
  DebitStakeCommand,
  GetWalletQuery,
  GrantBonusCommand,
  HoldForWithdrawalCommand,
  OpenWalletCommand,
  ReleaseExposureCommand,
  ReserveExposureCommand,
  RollBackStakeCommand,
  SettleExposureCommand,
  type WalletCommandResult,
  type WalletView,
} from './index.js';
import { hangBound } from '../../../test/test-env.js';

const provider = { actor: { kind: 'provider', id: 'evo' } } as const;
const system = { actor: { kind: 'system', id: 'money-rules-test' } } as const;

type Refused = Extract<WalletCommandResult, { ok: false }>;
const refusals = (results: WalletCommandResult[]) => results.filter((r): r is Refused => !r.ok).map((r) => r.error);

/**
 * The wallet's money rules against real Postgres: stakes take main first, then bonus (split recorded,
 * rolled back part by part, never overdrawing either account under concurrency), and exchange exposure
 * in its own account, apart from withdrawal holds.
 */
describe('wallet money rules: bonus staking and exchange exposure', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let commands: CommandBus;
  let queries: QueryBus;
  let pool: Pool;

  const wallet = async (playerId: string) => (await queries.execute(new GetWalletQuery(playerId))) as WalletView;
  const balances = async (playerId: string) => {
    const { balances: b } = await wallet(playerId);
    return { main: b.main, bonus: b.bonus, held: b.held, exposure: b.exposure };
  };
  const open = async (playerId: string, funds: { main?: bigint; bonus?: bigint }) => {
    expect(await commands.execute(new OpenWalletCommand({ playerId, currency: 'BDT' }, system))).toMatchObject({ ok: true });
    if (funds.main)
      expect(
        await commands.execute(
          new CreditDepositCommand({ playerId, depositId: `${playerId}-dep`, channel: 'bkash', amount: funds.main }, system),
        ),
      ).toMatchObject({ ok: true });
    if (funds.bonus)
      expect(
        await commands.execute(
          new GrantBonusCommand({ playerId, grantId: `${playerId}-bonus`, amount: funds.bonus, to: 'bonus', reason: 'welcome' }, system),
        ),
      ).toMatchObject({ ok: true });
  };
  const stake = (playerId: string, transactionId: string, amount: bigint) =>
    commands.execute(new DebitStakeCommand({ playerId, provider: 'evo', transactionId, amount }, provider));
  /** Player postings of one stream's events of one type: [account kind, amount, balance after] per event. */
  const postingsOf = async (playerId: string, type: string) => {
    const { rows } = await pool.query<{ position: string; kind: string; amount: string; balance_after: string }>(
      `SELECT e.position, a.kind, p.amount, p.balance_after
         FROM ledger_events e
         JOIN ledger_postings p ON p.position = e.position
         JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'player'
        WHERE e.stream_id = $1 AND e.type = $2
        ORDER BY e.position, a.kind`,
      [`wallet-${playerId}`, type],
    );
    const byEvent = new Map<string, { kind: string; amount: bigint; after: bigint }[]>();
    for (const r of rows)
      byEvent.set(r.position, [
        ...(byEvent.get(r.position) ?? []),
        { kind: r.kind, amount: BigInt(r.amount), after: BigInt(r.balance_after) },
      ]);
    return [...byEvent.values()];
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix, DB_POOL_SIZE: '8' } });
    commands = app.app.get(CommandBus);
    queries = app.app.get(QueryBus);
    pool = app.app.get<Pool>(DB_POOL);
  }, hangBound(30_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  describe('stakes: main first, then bonus', () => {
    it('a stake main covers leaves bonus alone and records its split', async () => {
      await open('covered', { main: 10000n, bonus: 5000n });
      expect(await stake('covered', 'c-1', 4000n)).toMatchObject({ ok: true, balances: { main: 6000n } });
      expect(await balances('covered')).toEqual({ main: 6000n, bonus: 5000n, held: 0n, exposure: 0n });
      const { rows } = await pool.query(`SELECT data FROM ledger_events WHERE idempotency_key = 'stake:evo:c-1'`);
      expect(rows[0].data).toEqual({ provider: 'evo', transactionId: 'c-1', amount: '4000', fromMain: '4000', fromBonus: '0' });
    });

    it('a stake larger than main takes all of main and the rest from bonus; a win goes to main; a rollback returns each part', async () => {
      await open('split', { main: 3000n, bonus: 10000n });
      expect(await stake('split', 's-1', 5000n)).toMatchObject({ ok: true, duplicate: false, balances: { main: 0n, bonus: 8000n } });
      expect(await balances('split')).toEqual({ main: 0n, bonus: 8000n, held: 0n, exposure: 0n });
      const { rows } = await pool.query(`SELECT data FROM ledger_events WHERE idempotency_key = 'stake:evo:s-1'`);
      expect(rows[0].data).toMatchObject({ amount: '5000', fromMain: '3000', fromBonus: '2000' });
      // the same stake again is a repeat: the first answer, nothing moves
      expect(await stake('split', 's-1', 5000n)).toMatchObject({ ok: true, duplicate: true });
      expect(await balances('split')).toMatchObject({ main: 0n, bonus: 8000n });

      expect(
        await commands.execute(
          new CreditWinCommand({ playerId: 'split', provider: 'evo', transactionId: 's-1-win', amount: 700n }, provider),
        ),
      ).toMatchObject({ ok: true });
      expect(await balances('split')).toMatchObject({ main: 700n, bonus: 8000n });

      expect(
        await commands.execute(new RollBackStakeCommand({ playerId: 'split', provider: 'evo', stakeTransactionId: 's-1' }, provider)),
      ).toMatchObject({ ok: true, balances: { main: 3700n, bonus: 10000n } });
      expect(await balances('split')).toEqual({ main: 3700n, bonus: 10000n, held: 0n, exposure: 0n });
      expect(await postingsOf('split', 'StakeRolledBack')).toEqual([
        [
          { kind: 'bonus', amount: 2000n, after: 10000n },
          { kind: 'main', amount: 3000n, after: 3700n },
        ],
      ]);
    });

    it('a stake main and bonus together cannot cover is refused as a value, and writes nothing', async () => {
      await open('short', { main: 1000n, bonus: 1000n });
      expect(await stake('short', 'x-1', 2001n)).toEqual({ ok: false, error: 'insufficient_funds', message: 'Insufficient balance.' });
      expect(await balances('short')).toEqual({ main: 1000n, bonus: 1000n, held: 0n, exposure: 0n });
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ledger_events WHERE idempotency_key = 'stake:evo:x-1'`);
      expect(rows[0].n).toBe(0);
    });

    it(
      'concurrent stakes never overdraw main or bonus, take main first, and the money adds up',
      async () => {
        const players = ['race-0', 'race-1', 'race-2', 'race-3'];
        // 20.00 main + 20.00 bonus each: 40 stakes of 1.00 fit, 50 are sent at once per player
        for (const p of players) await open(p, { main: 2000n, bonus: 2000n });
        const results = await Promise.all(
          players.flatMap((p) => Array.from({ length: 50 }, (_, i) => stake(p, `${p}-bet-${i}`, 100n).then((r) => ({ p, r })))),
        );
        let splitOrBonusStakes = 0;
        for (const p of players) {
          const mine = results.filter((x) => x.p === p).map((x) => x.r);
          const accepted = mine.filter((r) => r.ok).length;
          // slow-path stakes of one wallet take turns (one process), so none is refused as busy: every
          // stake the money covers goes through, every other one is refused for want of it
          expect(accepted).toBe(40);
          expect(new Set(refusals(mine))).toEqual(new Set(['insufficient_funds']));
          const after = await balances(p);
          expect(after.main).toBeGreaterThanOrEqual(0n);
          expect(after.bonus).toBeGreaterThanOrEqual(0n);
          // main is always used up first (stakes of 1.00 against whole units of main)
          expect(after.main).toBe(0n);
          // money adds up: what left main and bonus is exactly the accepted stakes
          expect(4000n - after.main - after.bonus).toBe(BigInt(accepted) * 100n);
          for (const postings of await postingsOf(p, 'StakeDebited')) {
            const onBonus = postings.find((x) => x.kind === 'bonus');
            const onMain = postings.find((x) => x.kind === 'main');
            if (!onBonus) continue;
            splitOrBonusStakes += 1;
            // main first: bonus is touched only once main is empty
            if (onMain) expect(onMain.after).toBe(0n);
          }
        }
        expect(splitOrBonusStakes).toBeGreaterThan(0);
        const verification = await verifyLedger(pool);
        expect(verification.differences).toEqual([]);
      },
      hangBound(60_000),
    );
  });

  describe('the stake veto point', () => {
    it('a refusal at the veto point reaches the caller as a value and moves nothing; a repeat of a stake taken before it still answers', async () => {
      await open('vetoed', { main: 10000n });
      expect(await stake('vetoed', 'v-1', 1000n)).toMatchObject({ ok: true, duplicate: false });
      const vetoes = app.app.get(VetoPoint);
      const asked: unknown[] = [];
      vetoes.register([
        {
          action: 'wallet.stake',
          name: 'test.stake-limit',
          where: 'test',
          decide: (context: unknown) => {
            asked.push(context);
            return refuse('stake_limit', 'You have reached your loss limit for today.');
          },
        },
      ]);
      try {
        expect(await stake('vetoed', 'v-2', 500n)).toEqual({
          ok: false,
          error: 'vetoed',
          message: 'You have reached your loss limit for today.',
        });
        expect(asked).toEqual([{ playerId: 'vetoed', amount: '500', provider: 'evo' }]);
        expect(await balances('vetoed')).toEqual({ main: 9000n, bonus: 0n, held: 0n, exposure: 0n });
        // the provider retries the stake it already placed: the first answer, no money moves
        expect(await stake('vetoed', 'v-1', 1000n)).toMatchObject({ ok: true, duplicate: true });
        expect(await balances('vetoed')).toEqual({ main: 9000n, bonus: 0n, held: 0n, exposure: 0n });
      } finally {
        vetoes.register([]);
      }
      expect(await stake('vetoed', 'v-2', 500n)).toMatchObject({ ok: true, duplicate: false, balances: { main: 8500n } });
    });
  });

  describe('exchange exposure: its own account, apart from withdrawal holds', () => {
    const reserve = (playerId: string, reservationId: string, amount: bigint) =>
      commands.execute(new ReserveExposureCommand({ playerId, reservationId, amount }, system));

    it('reserves from main into exposure; withdrawable and held exclude it; release returns it to main', async () => {
      await open('layer', { main: 10000n, bonus: 5000n });
      expect(await reserve('layer', 'lay-1', 4000n)).toMatchObject({ ok: true, balances: { main: 6000n, exposure: 4000n } });
      expect(await balances('layer')).toEqual({ main: 6000n, bonus: 5000n, held: 0n, exposure: 4000n });
      expect((await wallet('layer')).withdrawable).toBe(6000n);
      // a withdrawal can take main only: the reserved liability is not there to take
      expect(
        await commands.execute(new HoldForWithdrawalCommand({ playerId: 'layer', withdrawalId: 'w-too-much', amount: 6001n }, system)),
      ).toMatchObject({ ok: false, error: 'insufficient_funds' });
      expect(
        await commands.execute(new HoldForWithdrawalCommand({ playerId: 'layer', withdrawalId: 'w-ok', amount: 1000n }, system)),
      ).toMatchObject({ ok: true });
      expect(await balances('layer')).toEqual({ main: 5000n, bonus: 5000n, held: 1000n, exposure: 4000n });

      expect(await reserve('layer', 'lay-1', 4000n)).toMatchObject({ ok: true, duplicate: true });
      expect(await commands.execute(new ReleaseExposureCommand({ playerId: 'layer', reservationId: 'lay-1' }, system))).toMatchObject({
        ok: true,
        balances: { main: 9000n, exposure: 0n },
      });
      expect(await balances('layer')).toEqual({ main: 9000n, bonus: 5000n, held: 1000n, exposure: 0n });
      // ended once: settling it now is refused, as a value
      expect(
        await commands.execute(new SettleExposureCommand({ playerId: 'layer', reservationId: 'lay-1', provider: 'exchange' }, system)),
      ).toMatchObject({ ok: false, error: 'exposure_already_settled' });
    });

    it('a lost lay settles exposure to the exchange house account', async () => {
      await open('loser', { main: 5000n });
      expect(await reserve('loser', 'lay-2', 3000n)).toMatchObject({ ok: true });
      expect(
        await commands.execute(new SettleExposureCommand({ playerId: 'loser', reservationId: 'lay-2', provider: 'exchange' }, system)),
      ).toMatchObject({ ok: true, balances: { exposure: 0n } });
      expect(await balances('loser')).toEqual({ main: 2000n, bonus: 0n, held: 0n, exposure: 0n });
      const { rows } = await pool.query<{ amount: string }>(
        `SELECT p.amount FROM ledger_postings p
           JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'house' AND a.kind = 'provider' AND a.owner_id = 'exchange'
           JOIN ledger_events e ON e.position = p.position AND e.idempotency_key = 'exposure-settle:lay-2'`,
      );
      expect(rows).toEqual([{ amount: '3000' }]);
    });

    it('refuses a reservation main cannot cover (bonus is never reserved), and an unknown one to end', async () => {
      await open('thin', { main: 1000n, bonus: 9000n });
      expect(await reserve('thin', 'lay-3', 1001n)).toEqual({ ok: false, error: 'insufficient_funds', message: 'Insufficient balance.' });
      expect(await balances('thin')).toEqual({ main: 1000n, bonus: 9000n, held: 0n, exposure: 0n });
      expect(await commands.execute(new ReleaseExposureCommand({ playerId: 'thin', reservationId: 'lay-none' }, system))).toMatchObject({
        ok: false,
        error: 'exposure_not_found',
      });
    });

    it(
      '50 parallel reservations of 10.00 against 100.00: exactly 10 reserved; a release and a settlement racing: one wins',
      async () => {
        await open('busy-layer', { main: 10000n });
        const results = await Promise.all(Array.from({ length: 50 }, (_, i) => reserve('busy-layer', `par-${i}`, 1000n)));
        expect(results.filter((r) => r.ok)).toHaveLength(10);
        expect(new Set(refusals(results))).toEqual(new Set(['insufficient_funds']));
        expect(await balances('busy-layer')).toEqual({ main: 0n, bonus: 0n, held: 0n, exposure: 10000n });

        const reservedId = results.findIndex((r) => r.ok);
        const endings = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            commands.execute(
              i % 2
                ? new ReleaseExposureCommand({ playerId: 'busy-layer', reservationId: `par-${reservedId}` }, system)
                : new SettleExposureCommand({ playerId: 'busy-layer', reservationId: `par-${reservedId}`, provider: 'exchange' }, system),
            ),
          ),
        );
        expect(endings.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
        for (const error of refusals(endings)) expect(['exposure_already_settled', 'busy']).toContain(error);
        const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_events WHERE idempotency_key IN ($1, $2)`, [
          `exposure-release:par-${reservedId}`,
          `exposure-settle:par-${reservedId}`,
        ]);
        expect(rows[0]!.n).toBe(1);
        expect((await balances('busy-layer')).exposure).toBe(9000n);
        expect((await verifyLedger(pool)).differences).toEqual([]);
      },
      hangBound(30_000),
    );
  });
});
