import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../../test/test-app.js';
import { projectionsCaughtUp } from '../../../../test/ledger/ledger-harness.js';
import { SessionStore } from '../../auth/index.js';
import { LedgerProjectionRegistry, verifyLedger } from '../../ledger/index.js';
import { CreditDepositCommand, CreditWinCommand, DebitStakeCommand, OpenWalletCommand, RollBackStakeCommand } from '../../wallet/index.js';
import { RegisterTurnoverRequirementCommand } from '../index.js';
import { hangBound } from '../../../../test/test-env.js';

const system = { actor: { kind: 'system', id: 'turnover-rebuild-test' } } as const;

/*
 * ROLE api: no projection runner, so turnover_tickets moves only when something catches it up. That
 * shows what ledger:verify's catch-up and projections:rebuild (LedgerProjectionRegistry.rebuild, as
 * src/cli.ts calls it) do to the turnover projection, which the ledger knows only through registration.
 */
describe('turnover tickets under ledger:verify and projections:rebuild', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let registry: LedgerProjectionRegistry;

  const tickets = async () =>
    (
      await pool.query(
        `SELECT id, player_id, deposit_id, deposit_minor, required_minor, remaining_minor, status, promotion_name,
                promotion_multiplier, opened_position, created_at, completed_at
           FROM turnover_tickets ORDER BY id`,
      )
    ).rows;
  const reductions = async () =>
    (await pool.query(`SELECT stake_key, ticket_id, amount_minor, restored FROM turnover_reductions ORDER BY stake_key, ticket_id`)).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    pool = app.app.get<Pool>(DB_POOL);
    registry = app.app.get(LedgerProjectionRegistry);
    const commands = app.app.get(CommandBus);
    const run = async (command: object) => {
      const result = (await commands.execute(command as never)) as { ok?: boolean };
      if (result && typeof result === 'object' && result.ok === false) throw new Error(`refused: ${JSON.stringify(result)}`);
    };
    for (const playerId of ['alice', 'bob']) await run(new OpenWalletCommand({ playerId, currency: 'BDT' }, system));
    // alice: a promotion deposit requiring 1.5 x 1,000.00, then a regular one requiring its 1,000.00
    await commands.execute(
      new RegisterTurnoverRequirementCommand({
        depositId: 'd-1',
        playerId: 'alice',
        depositMinor: 100000n,
        bonusMinor: 0n,
        promotion: { id: 7, name: 'Welcome', turnoverMultiplier: 1.5 },
      }),
    );
    await run(new CreditDepositCommand({ playerId: 'alice', depositId: 'd-1', channel: 'bkash', amount: 100000n }, system));
    await run(new CreditDepositCommand({ playerId: 'alice', depositId: 'd-2', channel: 'nagad', amount: 100000n }, system));
    await run(new DebitStakeCommand({ playerId: 'alice', provider: 'evo', transactionId: 's-1', amount: 120000n }, system));
    await run(new CreditWinCommand({ playerId: 'alice', provider: 'evo', transactionId: 'w-1', amount: 200000n }, system));
    await run(new DebitStakeCommand({ playerId: 'alice', provider: 'evo', transactionId: 's-2', amount: 80000n }, system));
    await run(new RollBackStakeCommand({ playerId: 'alice', provider: 'evo', stakeTransactionId: 's-2' }, system));
    await run(new DebitStakeCommand({ playerId: 'alice', provider: 'evo', transactionId: 's-3', amount: 40000n }, system));
    // bob meets his turnover in one stake
    await run(new CreditDepositCommand({ playerId: 'bob', depositId: 'd-3', channel: 'bkash', amount: 50000n }, system));
    await run(new DebitStakeCommand({ playerId: 'bob', provider: 'evo', transactionId: 's-b', amount: 50000n }, system));
  }, hangBound(30_000));

  // The database keeps its (valid) ledger: the test runner verifies it (turnover included), then drops it.
  afterAll(async () => {
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('the application registers turnover_tickets with the ledger, after the ledger’s own (and before the money reports)', () => {
    expect(registry.list().map((p) => p.name)).toEqual(['account_statement', 'house_balances', 'turnover_tickets', 'money_reports']);
  });

  it("ledger:verify's catch-up covers the projections passed in (the CLI passes the registry's list)", async () => {
    expect(await projectionsCaughtUp(pool, ['turnover_tickets'])).toBe(false);

    // on a bare pool with nothing passed in, only the ledger's own are caught up
    const alone = await verifyLedger(pool, { catchUpProjections: true });
    expect(alone).toMatchObject({ ok: true, differences: [] });
    expect(await projectionsCaughtUp(pool, ['account_statement', 'house_balances'])).toBe(true);
    expect(await projectionsCaughtUp(pool, ['turnover_tickets'])).toBe(false);

    const all = await verifyLedger(pool, { catchUpProjections: true, projections: registry.list() });
    expect(all).toMatchObject({ ok: true, differences: [] });
    expect(await projectionsCaughtUp(pool, ['turnover_tickets'])).toBe(true);
    expect(await tickets()).toEqual([
      expect.objectContaining({
        player_id: 'alice',
        deposit_id: 'd-1',
        required_minor: '150000',
        remaining_minor: '0',
        status: 'complete',
      }),
      expect.objectContaining({
        player_id: 'alice',
        deposit_id: 'd-2',
        required_minor: '100000',
        remaining_minor: '90000',
        status: 'active',
      }),
      expect.objectContaining({ player_id: 'bob', deposit_id: 'd-3', required_minor: '50000', remaining_minor: '0', status: 'complete' }),
    ]);
  });

  it('projections:rebuild turnover_tickets rebuilds the tickets from zero, identical to before', async () => {
    const ticketsBefore = await tickets();
    const reductionsBefore = await reductions();
    expect(reductionsBefore).toHaveLength(6); // s-1; s-2 and s-3 each over two tickets (s-2 restored); s-b
    // damage the read model: the rebuild must take nothing from it
    await pool.query(`DELETE FROM turnover_tickets WHERE deposit_id = 'd-3'`);
    await pool.query(`UPDATE turnover_tickets SET remaining_minor = 1, status = 'active'`);

    const { rows: events } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_events`);
    expect(await registry.rebuild(['turnover_tickets'])).toEqual([{ projection: 'turnover_tickets', events: events[0]!.n }]);
    expect(await tickets()).toEqual(ticketsBefore);
    expect(await reductions()).toEqual(reductionsBefore);

    // with no name, every registered projection; the ledger's own still match the ledger afterwards
    const all = await registry.rebuild();
    expect(all.map((r) => r.projection)).toEqual(['account_statement', 'house_balances', 'turnover_tickets', 'money_reports']);
    expect(await tickets()).toEqual(ticketsBefore);
    expect((await verifyLedger(pool)).ok).toBe(true);
  });

  it('an unknown name is refused before anything is emptied, listing the known names', async () => {
    const before = await tickets();
    await expect(registry.rebuild(['turnover_tickets', 'vip_points'])).rejects.toThrow(
      'unknown projection(s): vip_points (known: account_statement, house_balances, turnover_tickets, money_reports)',
    );
    expect(await tickets()).toEqual(before);
  });

  it("another player's turnover is refused in Bangla to a request in Bangla, in English otherwise", async () => {
    const token = (await app.app.get(SessionStore).issue('player', 'alice')).token;
    const ask = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${app.url}/api/turnovers?remote_id=bob`, { headers: { authorization: `Bearer ${token}`, ...headers } });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    expect(await ask({ 'accept-language': 'bn' })).toEqual({ status: 403, body: { message: 'আপনি শুধু নিজের টার্নওভারই দেখতে পারবেন।' } });
    expect(await ask()).toEqual({ status: 403, body: { message: 'You can only see your own turnover.' } });
  });
});
