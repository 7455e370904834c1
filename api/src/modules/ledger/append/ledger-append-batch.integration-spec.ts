import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-app.js';
import { ledgerOnPool } from '../../../../test/ledger/ledger-harness.js';
import { LedgerAppendSignal } from './ledger-append-signal.js';
import { LedgerStore } from './ledger-store.js';
import type { PlayerAccounts } from '../accounts/ledger-accounts.js';
import type { AppendRequest, AppendResult } from '../domain/append-request.js';
import { verifyLedger } from '../verify/verify-ledger.js';

const actor = { kind: 'system', id: 'ledger-batch-test' } as const;

/** One item of a direct `ledger_append_batch` call (the argument layout is documented in its migration). */
interface BatchItem {
  streamId: string;
  expectedVersion?: number;
  type: string;
  data?: Record<string, unknown>;
  idempotencyKey?: string;
  currency?: string;
  postings: [accountId: string, amount: bigint][];
}

/** A row of the function's answer, as pg hands it over (bigints as decimal strings). */
interface BatchRow {
  item: number;
  status: string;
  event_position: string | null;
  stream_version: number | null;
  account_ids: string[] | null;
  balances: string[] | null;
  detail: string | null;
}

describe('ledger_append_batch: group commit on a real database', () => {
  let db: TestDatabase;
  let ledger: ReturnType<typeof ledgerOnPool>;
  let bkash: string;
  let evo: string;

  /** Calls the SQL function with every item in ONE statement, so they are sure to share one batch. */
  const appendBatch = async (items: BatchItem[]): Promise<BatchRow[]> => {
    const postingItems: number[] = [];
    const accountIds: string[] = [];
    const amounts: string[] = [];
    items.forEach((item, i) => {
      for (const [accountId, amount] of item.postings) {
        postingItems.push(i + 1);
        accountIds.push(accountId);
        amounts.push(amount.toString());
      }
    });
    const { rows } = await ledger.pool.query<BatchRow>(
      `SELECT * FROM ledger_append_batch($1::text[], $2::int[], $3::text[], $4::jsonb, $5::jsonb, $6::text[], $7::text[], $8::int[], $9::bigint[], $10::bigint[])`,
      [
        items.map((i) => i.streamId),
        items.map((i) => i.expectedVersion ?? null),
        items.map((i) => i.type),
        JSON.stringify(items.map((i) => i.data ?? {})),
        JSON.stringify(items.map(() => ({ actor }))),
        items.map((i) => i.idempotencyKey ?? null),
        items.map((i) => i.currency ?? null),
        postingItems,
        accountIds,
        amounts,
      ],
    );
    return rows;
  };

  const counts = async () => {
    const { rows } = await ledger.pool.query<{ events: number; postings: number; position: string }>(
      `SELECT (SELECT count(*)::int FROM ledger_events) AS events, (SELECT count(*)::int FROM ledger_postings) AS postings,
              (SELECT coalesce(max(position), 0)::text FROM ledger_events) AS position`,
    );
    return rows[0]!;
  };
  const balanceOf = async (accountId: string) =>
    BigInt(
      (await ledger.pool.query<{ balance: string }>(`SELECT balance FROM account_balances WHERE account_id = $1`, [accountId])).rows[0]!
        .balance,
    );
  const versionsOf = async (streamId: string) =>
    (
      await ledger.pool.query<{ version: number }>(`SELECT version FROM ledger_events WHERE stream_id = $1 ORDER BY position`, [streamId])
    ).rows.map((r) => r.version);
  const eventsAfter = async (position: string) =>
    (
      await ledger.pool.query<{ position: string; stream_id: string; version: number; type: string; data: Record<string, unknown> }>(
        `SELECT position::text, stream_id, version, type, data FROM ledger_events WHERE position > $1 ORDER BY position`,
        [position],
      )
    ).rows;

  const openWallet = async (playerId: string): Promise<PlayerAccounts> => {
    const opened = await ledger.accounts.openPlayerAccounts(playerId, 'BDT');
    if (!opened.ok) throw new Error(`could not open the accounts of ${playerId}`);
    return opened.accounts;
  };
  const deposit = (player: PlayerAccounts, amount: bigint, extra: Partial<AppendRequest> = {}): AppendRequest => ({
    streamId: `wallet-${player.playerId}`,
    expectedVersion: 'any',
    type: 'DepositCredited',
    data: { amount: amount.toString() },
    postings: [
      { accountId: bkash, amount: -amount },
      { accountId: player.ids.main, amount },
    ],
    actor,
    currency: 'BDT',
    ...extra,
  });
  const stake = (player: PlayerAccounts, amount: bigint, extra: Partial<AppendRequest> = {}): AppendRequest => ({
    streamId: `wallet-${player.playerId}`,
    expectedVersion: 'any',
    type: 'StakeDebited',
    data: { amount: amount.toString() },
    postings: [
      { accountId: player.ids.main, amount: -amount },
      { accountId: evo, amount },
    ],
    actor,
    currency: 'BDT',
    ...extra,
  });
  const win = (player: PlayerAccounts, amount: bigint, extra: Partial<AppendRequest> = {}): AppendRequest => ({
    ...stake(player, amount, extra),
    type: 'WinCredited',
    postings: [
      { accountId: evo, amount: -amount },
      { accountId: player.ids.main, amount },
    ],
  });
  /** The same request as a direct batch item. */
  const asItem = (request: AppendRequest): BatchItem => ({
    streamId: request.streamId,
    ...(request.expectedVersion === 'any' ? {} : { expectedVersion: request.expectedVersion }),
    type: request.type,
    data: request.data,
    ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
    ...(request.currency ? { currency: request.currency } : {}),
    postings: request.postings.map((p) => [p.accountId, p.amount]),
  });
  /** Appends through the store one at a time and insists it was accepted. */
  const funded = async (player: PlayerAccounts, amount: bigint, extra: Partial<AppendRequest> = {}) => {
    const result = await ledger.store.append(deposit(player, amount, extra));
    if (!result.ok || result.duplicate) throw new Error(`setup deposit for ${player.playerId} was not appended`);
    return result;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = ledgerOnPool(db.url);
    bkash = await ledger.accounts.houseAccount('channel', 'BDT', 'bkash');
    evo = await ledger.accounts.houseAccount('provider', 'BDT', 'evo');
  });

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await ledger.close();
  });

  it('answers each item of one batch with its own verdict and writes only the accepted ones', async () => {
    const [a, b, c, d, g, f] = await Promise.all(['mix-a', 'mix-b', 'mix-c', 'mix-d', 'mix-g', 'mix-f'].map(openWallet));
    const first = await funded(a!, 1000n, { idempotencyKey: 'mix:a:deposit' });
    await funded(a!, 50n); // so the duplicate's answer (version 1, balance 1000) differs from the stream's current state
    await funded(b!, 500n);
    await funded(c!, 100n);
    await funded(c!, 100n);
    await funded(g!, 1000n);
    const before = await counts();

    const rows = await appendBatch([
      asItem(deposit(d!, 700n, { idempotencyKey: 'mix:d:deposit' })),
      asItem(deposit(a!, 1000n, { idempotencyKey: 'mix:a:deposit' })),
      asItem(stake(b!, 501n)),
      asItem(deposit(c!, 5n, { expectedVersion: 1 })),
      {
        streamId: 'wallet-mix-e',
        type: 'DepositCredited',
        currency: 'BDT',
        postings: [
          [bkash, -5n],
          ['999999999', 5n],
        ],
      },
      {
        streamId: 'wallet-mix-f',
        type: 'DepositCredited',
        currency: 'BDT',
        postings: [
          [bkash, -5n],
          [f!.ids.main, 6n],
        ],
      },
      asItem(stake(g!, 200n)),
      { ...asItem(deposit(f!, 1n, { idempotencyKey: 'mix:a:deposit' })), streamId: 'wallet-mix-h' },
      { ...asItem(deposit(f!, 1n)), streamId: 'wallet-mix-i', currency: 'INR' },
      {
        streamId: 'wallet-mix-j',
        type: 'DepositCredited',
        postings: [
          [bkash, 0n],
          [f!.ids.main, 0n],
        ],
      },
    ]);

    const appended = { event_position: expect.any(String), detail: null };
    const refused = { event_position: null, stream_version: null, account_ids: null, balances: null };
    expect(rows).toEqual([
      { item: 1, status: 'appended', ...appended, stream_version: 1, account_ids: [d!.ids.main], balances: ['700'] },
      {
        item: 2,
        status: 'duplicate',
        event_position: first.position.toString(),
        stream_version: 1,
        account_ids: [a!.ids.main],
        balances: ['1000'],
        detail: null,
      },
      { item: 3, status: 'insufficient_funds', ...refused, detail: b!.ids.main },
      { item: 4, status: 'version_conflict', ...refused, stream_version: 2, detail: null },
      { item: 5, status: 'unknown_account', ...refused, detail: null },
      { item: 6, status: 'unbalanced', ...refused, detail: 'postings sum to 1' },
      { item: 7, status: 'appended', ...appended, stream_version: 2, account_ids: [g!.ids.main], balances: ['800'] },
      // (its event_position is left open: the batch function answers the first event's, ledger_append answered null)
      expect.objectContaining({
        item: 8,
        status: 'idempotency_key_reused',
        stream_version: null,
        account_ids: null,
        balances: null,
        detail: 'key already used by DepositCredited on wallet-mix-a',
      }),
      { item: 9, status: 'currency_mismatch', ...refused, detail: 'every account of an event must be in INR' },
      { item: 10, status: 'invalid_postings', ...refused, detail: 'postings need one non-zero amount per distinct account' },
    ]);

    // Exactly the two accepted items were written, each with its two postings.
    const written = await eventsAfter(before.position);
    expect(new Map(written.map((e) => [e.position, [e.stream_id, e.version, e.type]]))).toEqual(
      new Map([
        [rows[0]!.event_position, ['wallet-mix-d', 1, 'DepositCredited']],
        [rows[6]!.event_position, ['wallet-mix-g', 2, 'StakeDebited']],
      ]),
    );
    expect(await counts()).toMatchObject({ events: before.events + 2, postings: before.postings + 4 });
    const { rows: postings } = await ledger.pool.query<{ account_id: string; amount: string; balance_after: string | null }>(
      `SELECT account_id::text, amount::text, balance_after::text FROM ledger_postings WHERE position > $1 ORDER BY position, account_id`,
      [before.position],
    );
    expect(postings).toEqual(
      expect.arrayContaining([
        { account_id: d!.ids.main, amount: '700', balance_after: '700' },
        { account_id: bkash, amount: '-700', balance_after: null },
        { account_id: g!.ids.main, amount: '-200', balance_after: '800' },
        { account_id: evo, amount: '200', balance_after: null },
      ]),
    );
    expect(postings).toHaveLength(4);

    expect(await balanceOf(a!.ids.main)).toBe(1050n);
    expect(await balanceOf(b!.ids.main)).toBe(500n);
    expect(await balanceOf(c!.ids.main)).toBe(200n);
    expect(await balanceOf(d!.ids.main)).toBe(700n);
    expect(await balanceOf(f!.ids.main)).toBe(0n);
    expect(await balanceOf(g!.ids.main)).toBe(800n);
    expect(await versionsOf('wallet-mix-a')).toEqual([1, 2]);
    expect(await versionsOf('wallet-mix-c')).toEqual([1, 2]);
  });

  it('through LedgerStore, appends sent together share one transaction and each caller gets its own answer', async () => {
    const [a, b, c, d, e] = await Promise.all(['store-a', 'store-b', 'store-c', 'store-d', 'store-e'].map(openWallet));
    const first = await funded(a!, 900n, { idempotencyKey: 'store:a:deposit' });
    await funded(b!, 300n);
    await funded(c!, 50n);
    await funded(e!, 60n);
    const before = await counts();

    const results = await Promise.all([
      ledger.store.append(stake(b!, 120n)),
      ledger.store.append(deposit(a!, 900n, { idempotencyKey: 'store:a:deposit' })),
      ledger.store.append(stake(c!, 51n)),
      ledger.store.append(deposit(d!, 40n)),
      ledger.store.append(deposit(e!, 1n, { expectedVersion: 0 })),
    ]);

    expect(results).toEqual([
      { ok: true, position: expect.any(BigInt), version: 2, balances: new Map([[b!.ids.main, 180n]]), duplicate: false },
      { ok: true, position: first.position, version: 1, balances: new Map([[a!.ids.main, 900n]]), duplicate: true },
      { ok: false, error: 'insufficient_funds', detail: c!.ids.main },
      { ok: true, position: expect.any(BigInt), version: 1, balances: new Map([[d!.ids.main, 40n]]), duplicate: false },
      { ok: false, error: 'version_conflict', currentVersion: 1 },
    ]);
    // One batch: both accepted events were written by the same transaction.
    const { rows } = await ledger.pool.query<{ transactions: number; events: number }>(
      `SELECT count(DISTINCT tx_id)::int AS transactions, count(*)::int AS events FROM ledger_events WHERE position > $1`,
      [before.position],
    );
    expect(rows[0]).toEqual({ transactions: 1, events: 2 });
    expect(await counts()).toMatchObject({ events: before.events + 2, postings: before.postings + 4 });
    expect(await Promise.all([a, b, c, d, e].map((player) => balanceOf(player!.ids.main)))).toEqual([900n, 180n, 50n, 40n, 60n]);
  });

  it('refuses only the item whose second debit is not covered, leaving no partial debit', async () => {
    const [p1, p2, p3, p4] = await Promise.all(['two-1', 'two-2', 'two-3', 'two-4'].map(openWallet));
    await funded(p2!, 100n);
    await funded(p3!, 1000n);
    await funded(p4!, 100n);
    // main -100 is covered, bonus -1 is not (bonus is empty): all or nothing for this item.
    const twoDebits: AppendRequest = {
      ...stake(p3!, 101n),
      postings: [
        { accountId: p3!.ids.main, amount: -100n },
        { accountId: p3!.ids.bonus, amount: -1n },
        { accountId: evo, amount: 101n },
      ],
    };
    const requests = [deposit(p1!, 300n), stake(p2!, 50n), twoDebits, stake(p4!, 10n)];
    const before = await counts();

    // Sent as one statement, the whole batch rolls back.
    await expect(appendBatch(requests.map(asItem))).rejects.toMatchObject({ code: 'KH402' });
    expect(await counts()).toEqual(before);

    // Through the store, the others go through and only that item is refused.
    const results = await Promise.all(requests.map((r) => ledger.store.append(r)));
    expect(results).toEqual([
      expect.objectContaining({ ok: true, version: 1, balances: new Map([[p1!.ids.main, 300n]]), duplicate: false }),
      expect.objectContaining({ ok: true, version: 2, balances: new Map([[p2!.ids.main, 50n]]), duplicate: false }),
      { ok: false, error: 'insufficient_funds', detail: p3!.ids.bonus },
      expect.objectContaining({ ok: true, version: 2, balances: new Map([[p4!.ids.main, 90n]]), duplicate: false }),
    ]);
    expect(await counts()).toMatchObject({ events: before.events + 3, postings: before.postings + 6 });
    expect(await balanceOf(p3!.ids.main)).toBe(1000n);
    expect(await balanceOf(p3!.ids.bonus)).toBe(0n);
    expect(await versionsOf('wallet-two-3')).toEqual([1]);
    expect([await balanceOf(p1!.ids.main), await balanceOf(p2!.ids.main), await balanceOf(p4!.ids.main)]).toEqual([300n, 50n, 90n]);
  });

  it('fails a direct call with two items of one stream as a whole, writing nothing', async () => {
    const [same, other] = await Promise.all(['same-1', 'same-2'].map(openWallet));
    await funded(same!, 100n);
    const before = await counts();

    await expect(appendBatch([asItem(deposit(other!, 10n)), asItem(deposit(same!, 20n)), asItem(stake(same!, 30n))])).rejects.toMatchObject(
      { code: '23505', constraint: 'ledger_events_stream_version' },
    );

    expect(await counts()).toEqual(before);
    expect(await balanceOf(same!.ids.main)).toBe(100n);
    expect(await balanceOf(other!.ids.main)).toBe(0n);
    expect(await versionsOf('wallet-same-1')).toEqual([1]);
    expect(await versionsOf('wallet-same-2')).toEqual([]);
  });

  it('answers in item order although the streams are locked in hash order', async () => {
    const names = ['order-h', 'order-a', 'order-f', 'order-c', 'order-g', 'order-b', 'order-e', 'order-d'];
    const players = await Promise.all(names.map(openWallet));
    const streams = names.map((name) => `wallet-${name}`);
    const { rows: hashOrder } = await ledger.pool.query<{ stream: string }>(
      `SELECT s AS stream FROM unnest($1::text[]) AS s ORDER BY hashtext(s)`,
      [streams],
    );
    // Precondition: the lock order differs from the item order (and from the name order).
    expect(hashOrder.map((r) => r.stream)).not.toEqual(streams);
    expect(hashOrder.map((r) => r.stream)).not.toEqual([...streams].sort());

    const overdrawn = 3; // 0-based: this item's player has no money
    const requests = players.map((player, i) => (i === overdrawn ? stake(player, 5n) : deposit(player, BigInt(100 * (i + 1)))));
    const before = await counts();
    const rows = await appendBatch(requests.map(asItem));

    expect(rows.map((r) => r.item)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const written = new Map((await eventsAfter(before.position)).map((e) => [e.position, e]));
    rows.forEach((row, i) => {
      const player = players[i]!;
      if (i === overdrawn) {
        expect(row).toMatchObject({ status: 'insufficient_funds', event_position: null, detail: player.ids.main });
        return;
      }
      const amount = (100 * (i + 1)).toString();
      expect(row).toMatchObject({ status: 'appended', stream_version: 1, account_ids: [player.ids.main], balances: [amount] });
      expect(written.get(row.event_position!)).toMatchObject({ stream_id: streams[i], version: 1, data: { amount } });
    });
    expect(written.size).toBe(7);
    for (const [i, player] of players.entries())
      expect(await balanceOf(player.ids.main)).toBe(i === overdrawn ? 0n : BigInt(100 * (i + 1)));
  });

  it('settles concurrent appends from two processes over shared wallets without deadlocks or lost money', async () => {
    // Two api processes: each its own pool and store. Their failed statements are recorded, because the
    // store hides a failed batch (it re-appends the items alone) and retries a deadlock once.
    const one = ledgerOnPool(db.url);
    const two = ledgerOnPool(db.url);
    const failedStatements: unknown[] = [];
    for (const pool of [one.pool, two.pool]) {
      const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
      (pool as unknown as { query: typeof query }).query = (...args) =>
        query(...args).catch((error: unknown) => {
          failedStatements.push(error);
          throw error;
        });
    }
    try {
      const players = await Promise.all(Array.from({ length: 6 }, (_, p) => openWallet(`race-${p}`)));
      const start = 500n;
      for (const player of players) await funded(player, start);

      // 100 operations per wallet: two stakes for each win, amounts 1..90, so some stakes overdraw.
      interface Operation {
        player: number;
        index: number;
        kind: 'stake' | 'win';
        amount: bigint;
      }
      const operations: Operation[] = players.flatMap((_, player) =>
        Array.from({ length: 100 }, (_, index) => ({
          player,
          index,
          kind: index % 3 === 2 ? ('win' as const) : ('stake' as const),
          amount: BigInt(1 + ((index * 37 + player * 11) % 90)),
        })),
      );
      const requestOf = (op: Operation) =>
        (op.kind === 'stake' ? stake : win)(players[op.player]!, op.amount, { idempotencyKey: `race:${op.player}:${op.index}` });

      // Process one takes the even operations, process two the odd ones; every tenth goes to both (a
      // retried request landing on another api process). Each process works through its own
      // pseudo-random order with 12 concurrent callers, so their batches overlap in different streams.
      const shuffled = (list: Operation[], seed: number) => {
        const copy = [...list];
        let state = seed;
        for (let i = copy.length - 1; i > 0; i -= 1) {
          state = (state * 1103515245 + 12345) % 2147483648;
          const j = state % (i + 1);
          [copy[i], copy[j]] = [copy[j]!, copy[i]!];
        }
        return copy;
      };
      const shareOf = (apiProcess: 0 | 1) => operations.filter((op) => op.index % 2 === apiProcess || op.index % 10 === 0);
      const answers: { op: Operation; result: AppendResult }[] = [];
      const drive = async (store: typeof ledger.store, queue: Operation[]) => {
        const callers = Array.from({ length: 12 }, async () => {
          for (let op = queue.shift(); op; op = queue.shift()) answers.push({ op, result: await store.append(requestOf(op)) });
        });
        await Promise.all(callers);
      };
      const started = Date.now();
      await Promise.all([drive(one.store, shuffled(shareOf(0), 7)), drive(two.store, shuffled(shareOf(1), 11))]);
      expect(Date.now() - started).toBeLessThan(10_000);
      // No batch failed: no deadlock, no stream or key clash, nothing fell back to one-by-one appends.
      expect(failedStatements).toEqual([]);

      expect(answers).toHaveLength(600 + 60);
      for (const { result } of answers) if (!result.ok) expect(result.error).toBe('insufficient_funds');

      // One accepted append per key at most; a duplicate answers that append's position.
      const accepted = new Map<string, { op: Operation; position: bigint; version: number; balance: bigint }>();
      for (const { op, result } of answers) {
        if (!result.ok || result.duplicate) continue;
        const key = `${op.player}:${op.index}`;
        expect(accepted.has(key)).toBe(false);
        accepted.set(key, {
          op,
          position: result.position,
          version: result.version,
          balance: result.balances.get(players[op.player]!.ids.main)!,
        });
      }
      for (const { op, result } of answers) {
        if (!result.ok || !result.duplicate) continue;
        const original = accepted.get(`${op.player}:${op.index}`);
        expect([result.position, result.version, result.balances.get(players[op.player]!.ids.main)]).toEqual([
          original?.position,
          original?.version,
          original?.balance,
        ]);
      }
      expect(accepted.size).toBeGreaterThan(300); // most went through
      expect(answers.filter((a) => !a.result.ok).length).toBeGreaterThan(0); // and some overdrew

      for (const [p, player] of players.entries()) {
        const mine = [...accepted.values()].filter((a) => a.op.player === p).sort((x, y) => x.version - y.version);
        // Versions 1 (the funding deposit) .. n without gaps, in the database and in the answers.
        expect(await versionsOf(`wallet-${player.playerId}`)).toEqual(Array.from({ length: mine.length + 1 }, (_, i) => i + 1));
        expect(mine.map((a) => a.version)).toEqual(Array.from({ length: mine.length }, (_, i) => i + 2));
        // Each answer's balance is the previous one plus its own amount; the last is the balance row.
        let balance = start;
        for (const a of mine) {
          balance += a.op.kind === 'win' ? a.op.amount : -a.op.amount;
          expect(a.balance).toBe(balance);
        }
        expect(await balanceOf(player.ids.main)).toBe(balance);
      }

      // The appends really were grouped: some transactions wrote events of several wallets.
      const { rows } = await ledger.pool.query<{ largest: number }>(
        `SELECT max(n)::int AS largest FROM (SELECT count(*) AS n FROM ledger_events WHERE stream_id LIKE 'wallet-race-%' GROUP BY tx_id) t`,
      );
      expect(rows[0]!.largest).toBeGreaterThan(1);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('gives every caller of a batch its own answer when one item fails unexpectedly', async () => {
    const [left, right] = await Promise.all(['fault-1', 'fault-2'].map(openWallet));
    // A player account without its balance row: the function raises XX000 for any item that credits it.
    const { rows } = await ledger.pool.query<{ id: string }>(
      `INSERT INTO ledger_accounts (owner_kind, owner_id, kind, currency) VALUES ('player', 'fault-ghost', 'main', 'BDT') RETURNING id::text`,
    );
    const ghost = rows[0]!.id;
    try {
      const before = await counts();
      const outcomes = await Promise.allSettled([
        ledger.store.append(deposit(left!, 10n)),
        ledger.store.append({
          ...deposit(left!, 10n),
          streamId: 'wallet-fault-ghost',
          postings: [
            { accountId: bkash, amount: -10n },
            { accountId: ghost, amount: 10n },
          ],
        }),
        ledger.store.append(deposit(right!, 20n)),
      ]);
      expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: { code: 'XX000' } });
      // The other two callers get their own answers, and what they are told matches what was written.
      expect({
        left: outcomes[0],
        right: outcomes[2],
        leftVersions: await versionsOf('wallet-fault-1'),
        rightVersions: await versionsOf('wallet-fault-2'),
      }).toMatchObject({
        left: { status: 'fulfilled', value: { ok: true, version: 1, duplicate: false } },
        right: { status: 'fulfilled', value: { ok: true, version: 1, duplicate: false } },
        leftVersions: [1],
        rightVersions: [1],
      });
      expect(await counts()).toMatchObject({ events: before.events + 2 });
      expect([await balanceOf(left!.ids.main), await balanceOf(right!.ids.main)]).toEqual([10n, 20n]);
    } finally {
      // A player account needs its balance row for ledger:verify; nothing was ever posted to it.
      await ledger.pool.query(`INSERT INTO account_balances (account_id) VALUES ($1) ON CONFLICT DO NOTHING`, [ghost]);
    }
  });

  it('accepts two covered debits of one player account made by two different streams in one batch', async () => {
    const shared = await openWallet('shared-1');
    await funded(shared, 1000n);
    const before = await counts();
    // Wallet flows use one stream per player, but nothing in the store or the function rules out a
    // second stream posting to the same account; ledger_append accepted both of these.
    const results = await Promise.all([
      ledger.store.append(stake(shared, 100n)),
      ledger.store.append({ ...stake(shared, 100n), streamId: 'bets-shared-1' }),
    ]);
    expect(results).toEqual([expect.objectContaining({ ok: true, version: 2 }), expect.objectContaining({ ok: true, version: 1 })]);
    expect(await balanceOf(shared.ids.main)).toBe(800n);
    expect(await counts()).toMatchObject({ events: before.events + 2 });
  });

  it('does not re-run a batch whose outcome is unknown (the connection broke after the commit)', async () => {
    const [left, right] = await Promise.all(['lost-1', 'lost-2'].map(openWallet));
    const before = await counts();
    // The real database runs the batch and commits it; the answer is then lost, as when the connection
    // drops between the commit and the reply (an error without SQLSTATE). Lone appends pass untouched.
    const lossy = Object.create(ledger.pool) as typeof ledger.pool;
    lossy.query = (async (config: { values: unknown[][] }) => {
      const result = await ledger.pool.query(config as never);
      if (config.values[0]!.length > 1) throw new Error('Connection terminated unexpectedly');
      return result;
    }) as never;
    const store = new LedgerStore(lossy, new LedgerAppendSignal(ledger.pool));
    const outcomes = await Promise.allSettled([store.append(deposit(left!, 10n)), store.append(deposit(right!, 20n))]);
    // Every caller hears of the failure, and nothing was written twice: re-running without knowing
    // whether the first run committed could have moved money twice.
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(await counts()).toMatchObject({ events: before.events + 2 });
    expect([await balanceOf(left!.ids.main), await balanceOf(right!.ids.main)]).toEqual([10n, 20n]);
  });

  it('leaves a ledger that ledger:verify accepts', async () => {
    const verification = await verifyLedger(ledger.pool);
    expect(verification.differences).toEqual([]);
    expect(verification.ok).toBe(true);
  });
});
