import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { playerAccountKinds } from '@khela/contracts';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-app.js';
import { ledgerOnPool } from '../../../../test/ledger/ledger-harness.js';
import { operationArbitrary, simulate, summarize } from '../../../../test/ledger/wallet-simulation.js';
import type { AccountRef } from '../../wallet/domain/account-ref.js';
import type { PlayerAccounts } from '../accounts/ledger-accounts.js';
import type { AppendRequest } from '../domain/append-request.js';
import { LedgerModel } from '../domain/ledger-model.js';

const actor = { kind: 'system', id: 'ledger-test' } as const;

describe('ledger_append on a real database', () => {
  let db: TestDatabase;
  let ledger: ReturnType<typeof ledgerOnPool>;
  let alice: PlayerAccounts;
  let bkash: string;

  const counts = async () => {
    const { rows } = await ledger.pool.query<{ events: number; postings: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_events) AS events, (SELECT count(*)::int FROM ledger_postings) AS postings`,
    );
    return rows[0]!;
  };
  const balanceOf = async (accountId: string) =>
    BigInt(
      (await ledger.pool.query<{ balance: string }>(`SELECT balance FROM account_balances WHERE account_id = $1`, [accountId])).rows[0]!
        .balance,
    );
  const deposit = (amount: bigint, extra: Partial<AppendRequest> = {}): AppendRequest => ({
    streamId: 'wallet-alice',
    expectedVersion: 'any',
    type: 'DepositCredited',
    data: { amount: amount.toString() },
    postings: [
      { accountId: bkash, amount: -amount },
      { accountId: alice.ids.main, amount },
    ],
    actor,
    currency: 'BDT',
    ...extra,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = ledgerOnPool(db.url);
    const opened = await ledger.accounts.openPlayerAccounts('alice', 'BDT');
    if (!opened.ok) throw new Error('could not open accounts');
    alice = opened.accounts;
    bkash = await ledger.accounts.houseAccount('channel', 'BDT', 'bkash');
  });

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await ledger.close();
  });

  it('appends event, postings and balance in one call and answers the new balance', async () => {
    const result = await ledger.store.append(deposit(250000n, { idempotencyKey: 'deposit:first' }));
    expect(result).toMatchObject({ ok: true, version: 1, duplicate: false });
    if (!result.ok) return;
    expect(result.balances.get(alice.ids.main)).toBe(250000n);
    expect(await balanceOf(alice.ids.main)).toBe(250000n);
    const { rows } = await ledger.pool.query(`SELECT meta FROM ledger_events WHERE position = $1`, [result.position.toString()]);
    expect(rows[0].meta).toMatchObject({ actor });
  });

  it('answers a repeated key with the first result and moves nothing', async () => {
    const before = await counts();
    const again = await ledger.store.append(deposit(250000n, { idempotencyKey: 'deposit:first' }));
    expect(again).toMatchObject({ ok: true, version: 1, duplicate: true });
    if (again.ok) expect(again.balances.get(alice.ids.main)).toBe(250000n);
    expect(await counts()).toEqual(before);
    expect(await ledger.store.append({ ...deposit(1n, { idempotencyKey: 'deposit:first' }), type: 'WinCredited' })).toMatchObject({
      ok: false,
      error: 'idempotency_key_reused',
    });
  });

  it('refuses unbalanced postings, another currency, unknown accounts and overdrafts, writing nothing', async () => {
    const inr = await ledger.accounts.houseAccount('channel', 'INR', 'bkash');
    const before = await counts();
    const main = alice.ids.main;
    expect(
      await ledger.store.append({
        ...deposit(5n),
        postings: [
          { accountId: bkash, amount: -5n },
          { accountId: main, amount: 6n },
        ],
      }),
    ).toMatchObject({ ok: false, error: 'unbalanced' });
    expect(
      await ledger.store.append({
        ...deposit(5n),
        postings: [
          { accountId: inr, amount: -5n },
          { accountId: main, amount: 5n },
        ],
      }),
    ).toMatchObject({ ok: false, error: 'currency_mismatch' });
    expect(await ledger.store.append({ ...deposit(5n), currency: 'PKR' })).toMatchObject({ ok: false, error: 'currency_mismatch' });
    expect(
      await ledger.store.append({
        ...deposit(5n),
        postings: [
          { accountId: '999999', amount: -5n },
          { accountId: main, amount: 5n },
        ],
      }),
    ).toMatchObject({ ok: false, error: 'unknown_account' });
    expect(
      await ledger.store.append({
        ...deposit(5n),
        postings: [
          { accountId: main, amount: -5n },
          { accountId: main, amount: 5n },
        ],
      }),
    ).toMatchObject({ ok: false, error: 'invalid_postings' });
    const overdraft = {
      ...deposit(0n),
      type: 'StakeDebited',
      postings: [
        { accountId: main, amount: -250001n },
        { accountId: bkash, amount: 250001n },
      ],
    };
    expect(await ledger.store.append(overdraft)).toMatchObject({ ok: false, error: 'insufficient_funds' });
    expect(await counts()).toEqual(before);
    expect(await balanceOf(main)).toBe(250000n);
  });

  it('refuses an event whose second debit would overdraw, leaving the first debit unapplied', async () => {
    const before = await counts();
    // main -100 (fine) and bonus -1 (bonus is empty): all or nothing
    const twoDebits = {
      ...deposit(0n),
      type: 'Test',
      postings: [
        { accountId: alice.ids.main, amount: -100n },
        { accountId: alice.ids.bonus, amount: -1n },
        { accountId: bkash, amount: 101n },
      ],
    };
    expect(await ledger.store.append(twoDebits)).toMatchObject({ ok: false, error: 'insufficient_funds' });
    expect(await counts()).toEqual(before);
    expect(await balanceOf(alice.ids.main)).toBe(250000n);
  });

  it('refuses a stale expected version and accepts the current one', async () => {
    expect(await ledger.store.append(deposit(1n, { expectedVersion: 0 }))).toEqual({
      ok: false,
      error: 'version_conflict',
      currentVersion: 1,
    });
    expect(await ledger.store.append(deposit(1n, { expectedVersion: 1 }))).toMatchObject({ ok: true, version: 2 });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of events and postings', async () => {
    await expect(ledger.pool.query(`UPDATE ledger_events SET type = 'Forged'`)).rejects.toThrow(/append-only/);
    await expect(ledger.pool.query(`DELETE FROM ledger_events`)).rejects.toThrow(/append-only/);
    await expect(ledger.pool.query(`UPDATE ledger_postings SET amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(ledger.pool.query(`DELETE FROM ledger_postings`)).rejects.toThrow(/append-only/);
    await expect(ledger.pool.query(`TRUNCATE ledger_events CASCADE`)).rejects.toThrow(/append-only/);
  });

  it('CHECK (balance >= 0) stops any writer that bypasses the function', async () => {
    await expect(ledger.pool.query(`UPDATE account_balances SET balance = -1 WHERE account_id = $1`, [alice.ids.held])).rejects.toThrow(
      /check constraint/,
    );
  });

  it('answers every random operation sequence exactly as the pure ledger model does', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary(3), { minLength: 10, maxLength: 60 }), async (operations) => {
        run += 1;
        const players = [0, 1, 2].map((i) => `prop${run}-${i}`);
        const model = new LedgerModel();
        const known = new Set<string>();
        const resolveIn = async (playerId: string, ref: AccountRef) => {
          let id: string;
          if (ref.owner === 'player') {
            const opened = await ledger.accounts.openPlayerAccounts(playerId, 'BDT');
            if (!opened.ok) throw new Error('open failed');
            id = opened.accounts.ids[ref.kind];
          } else {
            id = await ledger.accounts.houseAccount(ref.kind, 'BDT', 'name' in ref ? ref.name : 'house');
          }
          if (!known.has(id)) {
            known.add(id);
            model.addAccount({ id, owner: ref.owner, currency: 'BDT' });
          }
          return id;
        };
        for (const p of players) for (const kind of playerAccountKinds) await resolveIn(p, { owner: 'player', kind });

        const real = await simulate(operations, players, {
          append: (request) => ledger.store.append(request),
          versionOf: async (streamId) =>
            (
              await ledger.pool.query<{ v: number }>(`SELECT coalesce(max(version), 0) AS v FROM ledger_events WHERE stream_id = $1`, [
                streamId,
              ])
            ).rows[0]!.v,
          resolve: resolveIn,
          balanceOf,
        });
        const pure = await simulate(operations, players, {
          append: (r) => model.append(r),
          versionOf: (s) => model.versionOf(s),
          resolve: resolveIn,
          balanceOf: (id) => model.balances.get(id)!,
        });

        expect(real.steps.map((s) => [s.outcome, summarize(s.result)])).toEqual(pure.steps.map((s) => [s.outcome, summarize(s.result)]));
        for (const [accountId, balance] of model.balances) expect(await balanceOf(accountId)).toBe(balance);
      }),
      { numRuns: 12 },
    );
  });
});
