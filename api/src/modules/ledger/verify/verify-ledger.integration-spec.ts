import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-app.js';
import { ledgerOnPool } from '../../../../test/ledger/ledger-harness.js';
import { rebuildProjections } from '../projections/rebuild-projections.js';
import { describeVerification, verifyLedger } from './verify-ledger.js';

const actor = { kind: 'system', id: 'verify-test' } as const;

describe('verifyLedger', () => {
  let db: TestDatabase;
  let ledger: ReturnType<typeof ledgerOnPool>;
  let aliceMain: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = ledgerOnPool(db.url);
    const bkash = await ledger.accounts.houseAccount('channel', 'BDT', 'bkash');
    const evo = await ledger.accounts.houseAccount('provider', 'BDT', 'evo');
    for (const player of ['alice', 'bob']) {
      const opened = await ledger.accounts.openPlayerAccounts(player, 'BDT');
      if (!opened.ok) throw new Error('open failed');
      const { main } = opened.accounts.ids;
      if (player === 'alice') aliceMain = main;
      const append = (type: string, from: string, to: string, amount: bigint) =>
        ledger.store.append({
          streamId: `wallet-${player}`,
          expectedVersion: 'any',
          type,
          data: {},
          postings: [
            { accountId: from, amount: -amount },
            { accountId: to, amount },
          ],
          actor,
        });
      await append('DepositCredited', bkash, main, 10000n);
      await append('StakeDebited', main, evo, 2500n);
      await append('WinCredited', evo, main, 700n);
    }
  });

  // This database is tampered with on purpose, so it must not reach the runner's verification.
  afterAll(async () => {
    await ledger.close();
    await db.drop();
  });

  it('passes on an untouched ledger, before and after the projections catch up', async () => {
    const before = await verifyLedger(ledger.pool);
    expect(before).toMatchObject({ ok: true, differences: [] });
    expect(before.checked).toMatchObject({
      events: 6,
      postings: 12,
      streams: 2,
      // two wallets of five accounts each (main, held, exposure, bonus, cash rewards)
      playerAccounts: 10,
      houseAccounts: 2,
      balanceRows: 10,
      statementLag: 6,
    });

    const after = await verifyLedger(ledger.pool, { catchUpProjections: true });
    expect(after).toMatchObject({ ok: true, differences: [] });
    expect(after.checked).toMatchObject({ statementRows: 6, statementLag: 0, houseBalanceLag: 0 });
    const { rows } = await ledger.pool.query(`SELECT balance FROM house_balances ORDER BY account_id`);
    expect(rows.map((r) => r.balance)).toEqual(['-20000', '3600']);
  });

  it('rebuilding the projections from zero gives the same read models', async () => {
    const report = await rebuildProjections(ledger.pool);
    expect(report).toEqual([
      { projection: 'account_statement', events: 6 },
      { projection: 'house_balances', events: 6 },
    ]);
    expect((await verifyLedger(ledger.pool)).ok).toBe(true);
  });

  it('fails, naming the account, when a balance row was tampered with', async () => {
    await ledger.pool.query(`UPDATE account_balances SET balance = balance + 100 WHERE account_id = $1`, [aliceMain]);
    const result = await verifyLedger(ledger.pool);
    expect(result.ok).toBe(false);
    expect(result.differences).toEqual([`account ${aliceMain}: balance row says 8300, replay gives 8200`]);
    expect(describeVerification(result)).toContain('ledger:verify FAILED');
    await ledger.pool.query(`UPDATE account_balances SET balance = balance - 100 WHERE account_id = $1`, [aliceMain]);
  });

  it('fails when a posting names an event that does not exist', async () => {
    await ledger.pool.query(`INSERT INTO ledger_postings (position, account_id, amount) VALUES (999999, $1, 5)`, [aliceMain]);
    const result = await verifyLedger(ledger.pool);
    expect(result.ok).toBe(false);
    expect(result.differences).toContain(`posting on account ${aliceMain} for missing event 999999`);
  });

  it('fails when the statement projection disagrees with the ledger', async () => {
    await ledger.pool.query(
      `UPDATE account_statement SET balance_after = balance_after + 1 WHERE account_id = $1 AND type = 'WinCredited'`,
      [aliceMain],
    );
    const result = await verifyLedger(ledger.pool);
    expect(result.ok).toBe(false);
    expect(result.differences.join('\n')).toMatch(/account_statement missing or different/);
    expect(result.differences.join('\n')).toMatch(/account_statement unexpected/);
  });
});
