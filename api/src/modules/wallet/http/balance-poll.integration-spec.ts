import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { JoinedTransaction } from '../../../platform/database/transaction.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../../test/test-app.js';
import { hangBound, testRedisUrl } from '../../../../test/test-env.js';
import { SessionStore } from '../../auth/index.js';
import { LedgerAccounts } from '../../ledger/index.js';
import { CreditDepositCommand, CreditWinCommand, DebitStakeCommand, OpenWalletCommand, type WalletCommandResult } from '../index.js';
import { GetMainBalanceHandler } from '../queries/get-main-balance/get-main-balance.handler.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'balance-poll-test' } } as const;
const provider = { actor: { kind: 'provider', id: 'evo' } } as const;

/**
 * The balance poll is answered from the ledger's balance cache (Redis, shared by every process). What it
 * must never do: answer a balance older than a write whose command has answered, in the process that wrote
 * or in another one. Two api instances share the database and the Redis prefix, as two instances behind a
 * load balancer do.
 */
describe('POST /api/balance from the balance cache', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  let token: string;
  let mainKey: string;
  let counter = 0;

  const poll = async (app: TestApp): Promise<bigint> => {
    const response = await fetch(`${app.url}/api/balance`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const { balance } = (await response.json()) as { balance: string };
    return BigInt(balance.replace('.', ''));
  };
  const mainAfter = (result: WalletCommandResult): bigint => {
    if (!result.ok) throw new Error(`refused: ${result.error}`);
    return result.balances.main!;
  };
  const stake = (app: TestApp, amount: bigint) =>
    app.app
      .get(CommandBus)
      .execute(new DebitStakeCommand({ playerId: 'poller', provider: 'evo', transactionId: `s-${(counter += 1)}`, amount }, provider));
  const win = (app: TestApp, amount: bigint) =>
    app.app
      .get(CommandBus)
      .execute(new CreditWinCommand({ playerId: 'poller', provider: 'evo', transactionId: `w-${(counter += 1)}`, amount }, provider));

  beforeAll(async () => {
    db = await createTestDatabase();
    first = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    second = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    redis = new Redis(testRedisUrl);
    token = (await first.app.get(SessionStore).issue('player', 'poller')).token;
    const commands = first.app.get(CommandBus);
    await commands.execute(new OpenWalletCommand({ playerId: 'poller', currency: 'BDT' }, system));
    await commands.execute(
      new CreditDepositCommand({ playerId: 'poller', depositId: 'd-1', channel: 'bkash', amount: 1_000_000n }, system),
    );
    const accounts = await first.app.get(LedgerAccounts).playerAccounts('poller');
    const { rows } = await first.app
      .get<Pool>(DB_POOL)
      .query<{ oid: string }>(`SELECT oid::text AS oid FROM pg_database WHERE datname = current_database()`);
    mainKey = `${prefix}:ledger:balance:${rows[0]!.oid}:${accounts!.ids.main}`;
  }, hangBound(60_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.disconnect();
    await clearRedisPrefix(prefix);
  });

  it('a poll stores the balance in Redis and the next poll, in either instance, answers it from there', async () => {
    expect(await poll(first)).toBe(1_000_000n);
    expect(await redis.hget(mainKey, 'v')).toBe('1000000');
    expect(await poll(second)).toBe(1_000_000n);
    expect(await poll(first)).toBe(1_000_000n);
  });

  it('a read right after a write sees it, in the instance that wrote and in the other', async () => {
    for (let i = 0; i < 10; i += 1) {
      const writer = i % 2 === 0 ? first : second;
      const reader = i % 2 === 0 ? second : first;
      expect(await poll(reader)).toBe(await poll(writer)); // both cached now
      const after = mainAfter(i % 3 === 2 ? await win(writer, 700n) : await stake(writer, 500n));
      expect(await redis.hget(mainKey, 'v')).toBeNull(); // the writer's answer came after the invalidation
      expect(await poll(reader)).toBe(after);
      expect(await poll(writer)).toBe(after);
    }
  });

  it('a money move inside a caller transaction (a provider call) is seen once the caller has committed and run its after-commit work', async () => {
    expect(await poll(second)).toBe(await poll(first)); // cached
    const pool = first.app.get<Pool>(DB_POOL);
    const client = await pool.connect();
    const committed: (() => void | Promise<void>)[] = [];
    const transaction: JoinedTransaction = { client, afterCommit: (run) => committed.push(run) };
    let after: bigint;
    try {
      await client.query('BEGIN');
      after = mainAfter(
        await first.app
          .get(CommandBus)
          .execute(
            new DebitStakeCommand(
              { playerId: 'poller', provider: 'evo', transactionId: `s-${(counter += 1)}`, amount: 300n },
              { ...provider, transaction },
            ),
          ),
      );
      expect(await poll(second)).toBe(after + 300n); // not committed yet: the cached balance still stands
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await Promise.all(committed.map((run) => run()));
    expect(await poll(second)).toBe(after);
    expect(await poll(first)).toBe(after);
  });

  it('under concurrent stakes and polls on both instances, no poll after a stake answers more than that stake left', async () => {
    const violations: string[] = [];
    const lanes = Array.from({ length: 12 }, async (_, lane) => {
      for (let i = 0; i < 8; i += 1) {
        const after = mainAfter(await stake(lane % 2 === 0 ? first : second, 10n));
        // stakes only: the balance only falls, so a poll started after this answer can show no more than `after`
        const seen = await poll(i % 2 === 0 ? first : second);
        if (seen > after) violations.push(`lane ${lane}: stake left ${after}, poll answered ${seen}`);
      }
    });
    // polls of their own meanwhile, refilling the cache while stakes invalidate it
    let stop = false;
    const pollers = [first, second].map(async (app) => {
      while (!stop) await poll(app);
    });
    await Promise.all(lanes);
    stop = true;
    await Promise.all(pollers);
    expect(violations).toEqual([]);
    const settled = await poll(first);
    expect(await poll(second)).toBe(settled);
    const { rows } = await first.app
      .get<Pool>(DB_POOL)
      .query<{ balance: string }>(
        `SELECT b.balance FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id WHERE a.owner_id = 'poller' AND a.kind = 'main'`,
      );
    expect(settled).toBe(BigInt(rows[0]!.balance));
  });

  it("is answered ahead of Nest's route with the route's headers, and a revoked token is refused by the next poll on either instance", async () => {
    const routeCalls = [first, second].map((app) => jest.spyOn(app.app.get(GetMainBalanceHandler), 'execute'));
    const session = await first.app.get(SessionStore).issue('player', 'poller');
    const ask = (app: TestApp, bearer: string) =>
      fetch(`${app.url}/api/balance`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'bn' } });
    try {
      const fast = await ask(first, session.token);
      expect(fast.status).toBe(200);
      expect(Object.keys(await fast.json())).toEqual(['balance']);
      expect(await ask(second, session.token).then((r) => r.status)).toBe(200);
      expect(await ask(second, session.token).then((r) => r.status)).toBe(200); // known: session and balance side by side
      for (const spy of routeCalls) expect(spy).not.toHaveBeenCalled();

      // A player with no wallet yet is answered by the Nest route (zero): the same headers as the fast path's.
      const walletless = await first.app.get(SessionStore).issue('player', 'no-wallet-yet');
      const viaRoute = await ask(first, walletless.token);
      expect(await viaRoute.json()).toEqual({ balance: '0.00' });
      expect(routeCalls[0]).toHaveBeenCalledTimes(1);
      const names = (response: Response) => [...response.headers.keys()].sort();
      expect(names(fast)).toEqual(names(viaRoute));
      expect(fast.headers.get('content-type')).toBe(viaRoute.headers.get('content-type'));
      expect(fast.headers.get('content-security-policy')).toBe(viaRoute.headers.get('content-security-policy'));

      // both instances know the token now; a revocation in the first is refused by the next poll on each
      await first.app.get(SessionStore).revoke(session.sessionId);
      const refused = await ask(second, session.token);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { message: string }).message).not.toBe('Unauthenticated.'); // the route's localized body
      expect(await ask(first, session.token).then((r) => r.status)).toBe(401);
      expect(await ask(second, session.token).then((r) => r.status)).toBe(401);
      // and a token nobody issued never gets a balance
      expect(await ask(first, `${session.token.slice(0, -2)}xx`).then((r) => r.status)).toBe(401);
    } finally {
      for (const spy of routeCalls) spy.mockRestore();
    }
  });
});
