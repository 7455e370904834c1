import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PoolClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-app.js';
import { ledgerOnPool } from '../../../../test/ledger/ledger-harness.js';
import type { JoinedTransaction } from '../../../platform/database/transaction.js';
import type { PlayerAccounts } from '../accounts/ledger-accounts.js';
import type { AppendRequest } from '../domain/append-request.js';

const actor = { kind: 'provider', id: 'append-in-test' } as const;

/**
 * `LedgerStore.appendIn`: a money move inside the caller's open transaction (a provider's game call), so
 * the call's rows and its money commit together, once. Real Postgres: what the caller's commit or
 * rollback does to the move, refusals that leave the caller's transaction usable, and the arguments
 * written as SQL literals arriving exactly.
 */
describe('LedgerStore.appendIn: a move inside the caller transaction', () => {
  let db: TestDatabase;
  let ledger: ReturnType<typeof ledgerOnPool>;
  let bkash: string;
  let evo: string;

  const openWallet = async (playerId: string): Promise<PlayerAccounts> => {
    const opened = await ledger.accounts.openPlayerAccounts(playerId, 'BDT');
    if (!opened.ok) throw new Error(`could not open the accounts of ${playerId}`);
    return opened.accounts;
  };
  const move = (
    player: PlayerAccounts,
    type: string,
    postings: AppendRequest['postings'],
    extra: Partial<AppendRequest> = {},
  ): AppendRequest => ({
    streamId: `wallet-${player.playerId}`,
    expectedVersion: 'any',
    type,
    data: { amount: '1' },
    postings,
    actor,
    currency: 'BDT',
    ...extra,
  });
  const fund = async (player: PlayerAccounts, amount: bigint, account: 'main' | 'bonus' = 'main') => {
    const result = await ledger.store.append(
      move(player, 'DepositCredited', [
        { accountId: bkash, amount: -amount },
        { accountId: player.ids[account], amount },
      ]),
    );
    if (!result.ok) throw new Error('setup deposit refused');
  };
  const balanceOf = async (accountId: string) =>
    BigInt(
      (await ledger.pool.query<{ balance: string }>(`SELECT balance FROM account_balances WHERE account_id = $1`, [accountId])).rows[0]!
        .balance,
    );
  const eventsOf = async (streamId: string) =>
    (
      await ledger.pool.query<{ type: string; data: Record<string, unknown> }>(
        `SELECT type, data FROM ledger_events WHERE stream_id = $1 ORDER BY position`,
        [streamId],
      )
    ).rows;

  /** Whether another transaction could take the stream's lock (ledger_append_batch's advisory lock) right now. */
  const streamLockFree = async (streamId: string) => {
    const other = await ledger.pool.connect();
    try {
      await other.query('BEGIN');
      const { rows } = await other.query<{ free: boolean }>(`SELECT pg_try_advisory_xact_lock(727001, hashtext($1)) AS free`, [streamId]);
      return rows[0]!.free;
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
  };

  /** The caller's transaction, as a provider call opens it: BEGIN on a pooled client, hooks run after COMMIT only. */
  const inCallerTransaction = async <T>(work: (tx: JoinedTransaction) => Promise<T>, end: 'COMMIT' | 'ROLLBACK' = 'COMMIT') => {
    const client: PoolClient = await ledger.pool.connect();
    const hooks: (() => void | Promise<void>)[] = [];
    try {
      await client.query('BEGIN');
      const result = await work({ client, afterCommit: (run) => hooks.push(run) });
      await client.query(end);
      if (end === 'COMMIT') for (const run of hooks) await run();
      return { result, hooks: hooks.length };
    } finally {
      client.release();
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = ledgerOnPool(db.url);
    bkash = await ledger.accounts.houseAccount('channel', 'BDT', 'bkash');
    evo = await ledger.accounts.houseAccount('provider', 'BDT', 'evo');
  });

  afterAll(async () => {
    await ledger.close();
  });

  it('commits with the caller: invisible before the commit, kept after it, and signals projectors only then', async () => {
    const p = await openWallet('in-commit');
    await fund(p, 1000n);
    let seenByOthersBeforeCommit: bigint | undefined;
    let heldUntilCommit = false;
    const { result, hooks } = await inCallerTransaction(async (tx) => {
      const appended = await ledger.store.appendIn(
        tx,
        move(p, 'StakeDebited', [
          { accountId: p.ids.main, amount: -300n },
          { accountId: evo, amount: 300n },
        ]),
      );
      await tx.client.query(`CREATE TEMP TABLE caller_row ON COMMIT DROP AS SELECT 1 AS x`); // the caller's own work goes on
      seenByOthersBeforeCommit = await balanceOf(p.ids.main);
      heldUntilCommit = !(await streamLockFree(`wallet-${p.playerId}`));
      return appended;
    });
    expect(result).toMatchObject({ ok: true, duplicate: false, version: 2 });
    expect(result.ok && result.balances.get(p.ids.main)).toBe(700n);
    expect(seenByOthersBeforeCommit).toBe(1000n);
    expect(heldUntilCommit).toBe(true);
    expect(hooks).toBe(1);
    expect(await balanceOf(p.ids.main)).toBe(700n);
    expect((await eventsOf(`wallet-${p.playerId}`)).map((e) => e.type)).toEqual(['DepositCredited', 'StakeDebited']);
  });

  it('rolls back with the caller: no event, no posting, the balance as before', async () => {
    const p = await openWallet('in-rollback');
    await fund(p, 1000n);
    const { result, hooks } = await inCallerTransaction(
      (tx) =>
        ledger.store.appendIn(
          tx,
          move(p, 'StakeDebited', [
            { accountId: p.ids.main, amount: -400n },
            { accountId: evo, amount: 400n },
          ]),
        ),
      'ROLLBACK',
    );
    expect(result.ok).toBe(true);
    expect(hooks).toBe(1); // registered, but the caller runs hooks only after a commit
    expect(await balanceOf(p.ids.main)).toBe(1000n);
    expect((await eventsOf(`wallet-${p.playerId}`)).map((e) => e.type)).toEqual(['DepositCredited']);
    const { rows } = await ledger.pool.query(`SELECT 1 FROM ledger_postings WHERE account_id = $1 AND amount = -400`, [p.ids.main]);
    expect(rows).toHaveLength(0);
  });

  it('answers a refusal as a value and leaves the caller transaction usable, also when the function raises', async () => {
    const p = await openWallet('in-refused');
    await fund(p, 100n);
    await fund(p, 50n, 'bonus');
    const { result } = await inCallerTransaction(async (tx) => {
      // one account short: the function answers 'insufficient_funds'
      const short = await ledger.store.appendIn(
        tx,
        move(p, 'StakeDebited', [
          { accountId: p.ids.main, amount: -101n },
          { accountId: evo, amount: 101n },
        ]),
      );
      // the refusal let go of the stream's lock at once: another transaction can take it while the caller's is open
      expect(await streamLockFree(`wallet-${p.playerId}`)).toBe(true);
      // main covers its part, bonus does not: the function raises (KH402), undoing only the append
      const secondShort = await ledger.store.appendIn(
        tx,
        move(p, 'StakeDebited', [
          { accountId: p.ids.main, amount: -100n },
          { accountId: p.ids.bonus, amount: -60n },
          { accountId: evo, amount: 160n },
        ]),
      );
      // the caller's transaction is still good: a move after the refusals commits
      const fine = await ledger.store.appendIn(
        tx,
        move(p, 'StakeDebited', [
          { accountId: p.ids.main, amount: -30n },
          { accountId: evo, amount: 30n },
        ]),
      );
      return { short, secondShort, fine };
    });
    expect(result.short).toMatchObject({ ok: false, error: 'insufficient_funds' });
    expect(result.secondShort).toMatchObject({ ok: false, error: 'insufficient_funds' });
    expect(result.fine).toMatchObject({ ok: true });
    expect(await balanceOf(p.ids.main)).toBe(70n);
    expect(await balanceOf(p.ids.bonus)).toBe(50n);
  });

  it('answers a repeat of an idempotency key with the first result, moving nothing and signalling nothing', async () => {
    const p = await openWallet('in-repeat');
    await fund(p, 500n);
    const stake = move(
      p,
      'StakeDebited',
      [
        { accountId: p.ids.main, amount: -200n },
        { accountId: evo, amount: 200n },
      ],
      {
        idempotencyKey: 'stake:append-in:t-1',
      },
    );
    const first = await inCallerTransaction((tx) => ledger.store.appendIn(tx, stake));
    const again = await inCallerTransaction((tx) => ledger.store.appendIn(tx, stake));
    expect(first.result).toMatchObject({ ok: true, duplicate: false });
    expect(again.result).toMatchObject({ ok: true, duplicate: true, version: 2 });
    expect(again.hooks).toBe(0);
    expect(await balanceOf(p.ids.main)).toBe(300n);
  });

  it('carries text the literals must escape exactly (quotes, backslashes, Bangla)', async () => {
    const p = await openWallet("in-'quoted'\\player");
    await fund(p, 100n);
    const data = { note: `it's a \\'trap\\' "x" ; DROP TABLE ledger_events; -- বাংলা ৳`, amount: '10' };
    const { result } = await inCallerTransaction((tx) =>
      ledger.store.appendIn(tx, {
        ...move(p, 'StakeDebited', [
          { accountId: p.ids.main, amount: -10n },
          { accountId: evo, amount: 10n },
        ]),
        data,
        correlationId: "round-'1'",
      }),
    );
    expect(result.ok).toBe(true);
    const events = await eventsOf(`wallet-${p.playerId}`);
    expect(events[1]).toEqual({ type: 'StakeDebited', data });
    const { rows } = await ledger.pool.query<{ meta: Record<string, unknown> }>(
      `SELECT meta FROM ledger_events WHERE stream_id = $1 ORDER BY position DESC LIMIT 1`,
      [`wallet-${p.playerId}`],
    );
    expect(rows[0]!.meta).toMatchObject({ actor, correlationId: "round-'1'" });
  });

  it("appendAllIn: several players' moves in one call, each its own event; one refused undoes them all and is named", async () => {
    const [a, b, c] = [await openWallet('all-in-a'), await openWallet('all-in-b'), await openWallet('all-in-c')];
    for (const p of [a, b, c]) await fund(p, 1000n);
    const hold = (p: PlayerAccounts, amount: bigint, key: string) =>
      move(
        p,
        'ExposureAdjusted',
        [
          { accountId: p.ids.main, amount: -amount },
          { accountId: p.ids.exposure, amount },
        ],
        { idempotencyKey: key },
      );
    const both = await inCallerTransaction((tx) => ledger.store.appendAllIn(tx, [hold(a, 300n, 'all-in-1'), hold(b, 400n, 'all-in-2')]));
    expect(both.result.ok).toBe(true);
    const results = both.result.ok ? both.result.results : [];
    expect(results[0]!.ok && results[0]!.balances.get(a.ids.main)).toBe(700n);
    expect(results[1]!.ok && results[1]!.balances.get(b.ids.main)).toBe(600n);
    expect(both.hooks).toBe(1);
    expect([await balanceOf(a.ids.exposure), await balanceOf(b.ids.exposure)]).toEqual([300n, 400n]);
    expect((await eventsOf(`wallet-${b.playerId}`)).map((e) => e.type)).toEqual(['DepositCredited', 'ExposureAdjusted']);

    // c cannot cover 5,000: nothing of the call stays (a's move neither), the caller's transaction goes on
    const refused = await inCallerTransaction(async (tx) => {
      const answer = await ledger.store.appendAllIn(tx, [hold(a, 100n, 'all-in-3'), hold(c, 5000n, 'all-in-4')]);
      await tx.client.query('SELECT 1');
      return answer;
    });
    expect(refused.result).toMatchObject({ ok: false, item: 1, refusal: { error: 'insufficient_funds' } });
    expect(refused.hooks).toBe(0);
    expect([await balanceOf(a.ids.main), await balanceOf(c.ids.main)]).toEqual([700n, 1000n]);
    expect(await streamLockFree(`wallet-${a.playerId}`)).toBe(true);

    // the same keys again: duplicates, nothing moves twice
    const again = await inCallerTransaction((tx) => ledger.store.appendAllIn(tx, [hold(a, 300n, 'all-in-1'), hold(b, 400n, 'all-in-2')]));
    expect(again.result.ok && again.result.results.map((r) => r.ok && r.duplicate)).toEqual([true, true]);
    expect(again.hooks).toBe(0);
    expect([await balanceOf(a.ids.exposure), await balanceOf(b.ids.exposure)]).toEqual([300n, 400n]);
  });
});
