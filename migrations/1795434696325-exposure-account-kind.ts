import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A player account kind of its own for exchange liability: `exposure`. A lay bet reserves its
 * liability (main -> exposure) until it settles; it must not share `held`, which holds pending
 * withdrawals only, so the finance queue, a withdrawal's release and the player's balances never mix
 * the two. Only the kind CHECK lists kinds: `ledger_append_batch` / `ledger_append`, the
 * verifier and the projections work on `owner_kind` and need no change. Existing wallets get the
 * account in the next migration (a data backfill, kept apart from this schema change).
 */
export class ExposureAccountKind1795434696325 implements MigrationInterface {
  name = 'ExposureAccountKind1795434696325';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_of_owner`);
    await q.query(`
      ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_of_owner CHECK (
        (owner_kind = 'player' AND kind IN ('main', 'held', 'exposure', 'bonus', 'cash_rewards'))
        OR (owner_kind = 'house' AND kind IN ('house_cash', 'bonus_expense', 'channel', 'provider')))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Fails while an exposure account exists: the backfill's down removes them first (or refuses).
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_of_owner`);
    await q.query(`
      ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_of_owner CHECK (
        (owner_kind = 'player' AND kind IN ('main', 'held', 'bonus', 'cash_rewards'))
        OR (owner_kind = 'house' AND kind IN ('house_cash', 'bonus_expense', 'channel', 'provider')))`);
  }
}
