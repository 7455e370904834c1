import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { playerAccountKinds } from '@khela/contracts';
import type { QueryRunner } from 'typeorm';
import { BackfillExposureAccounts1795434696326 } from '../../../../../migrations/1795434696326-backfill-exposure-accounts.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-app.js';
import { ledgerOnPool } from '../../../../test/ledger/ledger-harness.js';
import { LedgerAccounts } from './ledger-accounts.js';
import { verifyLedger } from '../verify/verify-ledger.js';

/**
 * Player account kinds: every wallet has one account of each kind, `exposure` included; wallets from
 * before that kind get it from the backfill migration, or (opened meanwhile by older code) on first use.
 */
describe('player accounts', () => {
  let db: TestDatabase;
  let ledger: ReturnType<typeof ledgerOnPool>;

  const kindsOf = async (playerId: string) =>
    (
      await ledger.pool.query<{ kind: string; balance: string | null }>(
        `SELECT a.kind, b.balance FROM ledger_accounts a LEFT JOIN account_balances b ON b.account_id = a.id
          WHERE a.owner_kind = 'player' AND a.owner_id = $1 ORDER BY a.kind`,
        [playerId],
      )
    ).rows;
  /** A wallet as the code before `exposure` opened it: four accounts with their balance rows. */
  const openOldStyle = (playerId: string) =>
    ledger.pool.query(
      `WITH created AS (
         INSERT INTO ledger_accounts (owner_kind, owner_id, kind, currency)
         SELECT 'player', $1, kind, 'BDT' FROM unnest(ARRAY['main', 'held', 'bonus', 'cash_rewards']) AS kind RETURNING id)
       INSERT INTO account_balances (account_id) SELECT id FROM created`,
      [playerId],
    );
  const allKinds = [...playerAccountKinds].sort().map((kind) => ({ kind, balance: '0' }));

  beforeAll(async () => {
    db = await createTestDatabase();
    ledger = ledgerOnPool(db.url);
  });

  afterAll(async () => {
    await ledger?.close();
  });

  it('a new wallet opens every kind, exposure included, each with a zero balance row', async () => {
    const opened = await ledger.accounts.openPlayerAccounts('fresh', 'BDT');
    expect(opened).toMatchObject({ ok: true, created: true });
    if (!opened.ok) throw new Error('open failed');
    expect(Object.keys(opened.accounts.ids).sort()).toEqual([...playerAccountKinds].sort());
    expect(await kindsOf('fresh')).toEqual(allKinds);
    expect(await ledger.accounts.openPlayerAccounts('fresh', 'BDT')).toMatchObject({ ok: true, created: false });
  });

  it('the database refuses an unknown player account kind', async () => {
    await expect(
      ledger.pool.query(`INSERT INTO ledger_accounts (owner_kind, owner_id, kind, currency) VALUES ('player', 'x', 'savings', 'BDT')`),
    ).rejects.toThrow(/ledger_accounts_kind_of_owner/);
  });

  it('the backfill migration gives every older wallet its exposure account, once', async () => {
    await openOldStyle('old-1');
    await openOldStyle('old-2');
    const runner = { query: (sql: string) => ledger.pool.query(sql).then((r) => r.rows) } as unknown as QueryRunner;
    await new BackfillExposureAccounts1795434696326().up(runner);
    await new BackfillExposureAccounts1795434696326().up(runner); // idempotent
    for (const player of ['old-1', 'old-2', 'fresh']) expect(await kindsOf(player)).toEqual(allKinds);
    expect((await verifyLedger(ledger.pool)).differences).toEqual([]);
  });

  it('a wallet opened by older code after the migration gets the missing account on first use', async () => {
    await openOldStyle('rolling');
    expect((await kindsOf('rolling')).map((r) => r.kind)).not.toContain('exposure');
    const accounts = await new LedgerAccounts(ledger.pool).playerAccounts('rolling'); // a process with an empty cache
    expect(accounts && Object.keys(accounts.ids).sort()).toEqual([...playerAccountKinds].sort());
    expect(await kindsOf('rolling')).toEqual(allKinds);
    expect(await new LedgerAccounts(ledger.pool).playerAccounts('nobody')).toBeUndefined();
  });
});
