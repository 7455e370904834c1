import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Opens the `exposure` account (with its zero balance row) for every existing wallet, in the
 * wallet's currency, in one statement. Backfilled here rather than only lazily so that every wallet
 * has the same accounts from now on: reads, the statement route and `ledger:verify` need not treat
 * a missing account as zero. `LedgerAccounts.playerAccounts` still opens a missing kind on first use,
 * for a wallet an older process opens during a rolling deploy. Idempotent (ON CONFLICT DO NOTHING).
 */
export class BackfillExposureAccounts1795434696326 implements MigrationInterface {
  name = 'BackfillExposureAccounts1795434696326';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      WITH created AS (
        INSERT INTO ledger_accounts (owner_kind, owner_id, kind, currency)
        SELECT 'player', a.owner_id, 'exposure', a.currency
          FROM ledger_accounts a
         WHERE a.owner_kind = 'player' AND a.kind = 'main'
        ON CONFLICT (owner_id, kind) WHERE owner_kind = 'player' DO NOTHING
        RETURNING id)
      INSERT INTO account_balances (account_id) SELECT id FROM created`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Money facts are never removed: once an exposure account has a posting, this cannot be undone.
    const used = await q.query(`
      SELECT count(*)::int AS n FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'player' AND a.kind = 'exposure'`);
    if (used[0].n > 0) throw new Error(`exposure accounts carry ${used[0].n} postings: the ledger cannot go back`);
    await q.query(`
      DELETE FROM account_balances b USING ledger_accounts a
       WHERE a.id = b.account_id AND a.owner_kind = 'player' AND a.kind = 'exposure'`);
    await q.query(`DELETE FROM ledger_accounts WHERE owner_kind = 'player' AND kind = 'exposure'`);
  }
}
