import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import {
  CreditDepositCommand,
  DebitStakeCommand,
  HoldForWithdrawalCommand,
  OpenWalletCommand,
  PayOutHeldCommand,
  ReleaseHoldCommand,
  type WalletCommandResult,
} from './index.js';
import { hangBound } from '../../../test/test-env.js';

const provider = { actor: { kind: 'provider', id: 'evo' } } as const;
const system = { actor: { kind: 'system', id: 'concurrency-test' } } as const;

describe('wallet under concurrent commands', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let commands: CommandBus;
  let pool: Pool;

  const mainBalance = async (playerId: string) =>
    (
      await pool.query<{ balance: string }>(
        `SELECT b.balance FROM account_balances b JOIN ledger_accounts a ON a.id = b.account_id WHERE a.owner_kind = 'player' AND a.owner_id = $1 AND a.kind = 'main'`,
        [playerId],
      )
    ).rows[0]!.balance;
  const openFunded = async (playerId: string, amount: bigint) => {
    expect(await commands.execute(new OpenWalletCommand({ playerId, currency: 'BDT' }, system))).toMatchObject({ ok: true });
    expect(
      await commands.execute(new CreditDepositCommand({ playerId, depositId: `${playerId}-funding`, channel: 'bkash', amount }, system)),
    ).toMatchObject({ ok: true });
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // The api role: commands run, no projections; this file is about the append path only.
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix, DB_POOL_SIZE: '8' } });
    commands = app.app.get(CommandBus);
    pool = app.app.get<Pool>(DB_POOL);
  }, hangBound(30_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it(
    '200 parallel stakes of 1.00 against 100.00: exactly 100 accepted, balance 0.00',
    async () => {
      await openFunded('stake-player', 10000n);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          commands.execute(
            new DebitStakeCommand({ playerId: 'stake-player', provider: 'evo', transactionId: `bet-${i}`, amount: 100n }, provider),
          ),
        ),
      );
      const accepted = results.filter((r) => r.ok);
      const refused = results.filter((r): r is Extract<WalletCommandResult, { ok: false }> => !r.ok);
      expect(accepted).toHaveLength(100);
      expect(new Set(refused.map((r) => r.error))).toEqual(new Set(['insufficient_funds']));
      expect(await mainBalance('stake-player')).toBe('0');
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = 'wallet-stake-player' AND type = 'StakeDebited'`,
      );
      expect(rows[0]!.n).toBe(100);
    },
    hangBound(30_000),
  );

  it(
    '50 parallel requests with one idempotency key move money once and all get the same answer',
    async () => {
      await openFunded('key-player', 100n);
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          commands.execute(
            new CreditDepositCommand({ playerId: 'key-player', depositId: 'dep-42', channel: 'nagad', amount: 250000n }, system),
          ),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      const answers = new Set(results.map((r) => (r.ok ? `${r.position}/${r.version}/${r.balances.main}` : r.error)));
      expect(answers.size).toBe(1);
      expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
      expect(await mainBalance('key-player')).toBe('250100');
    },
    hangBound(30_000),
  );

  it(
    'a release and a pay-out racing for one hold: exactly one settles it',
    async () => {
      await openFunded('hold-player', 50000n);
      expect(
        await commands.execute(new HoldForWithdrawalCommand({ playerId: 'hold-player', withdrawalId: 'w-1', amount: 30000n }, system)),
      ).toMatchObject({ ok: true });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          commands.execute(
            i % 2
              ? new ReleaseHoldCommand({ playerId: 'hold-player', withdrawalId: 'w-1' }, system)
              : new PayOutHeldCommand({ playerId: 'hold-player', withdrawalId: 'w-1', channel: 'bkash' }, system),
          ),
        ),
      );
      const firsts = results.filter((r) => r.ok && !r.duplicate);
      expect(firsts).toHaveLength(1);
      // The loser's requests are refused; the winner's repeats answer as duplicates.
      for (const r of results) if (!r.ok) expect(['hold_already_settled', 'busy']).toContain(r.error);
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = 'wallet-hold-player' AND type IN ('WithdrawalHoldReleased', 'WithdrawalPaidOut')`,
      );
      expect(rows[0]!.n).toBe(1);
    },
    hangBound(30_000),
  );
});
