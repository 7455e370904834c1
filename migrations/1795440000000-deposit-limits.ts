import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16), deposit limits. `deposit_limits`: one row per player and period with
 * the limit in force (null: none) and a pending increase or removal waiting for its cooling-off and
 * the player's confirmation. `deposit_limit_changes`: every change, written in the same transaction.
 */
export class DepositLimits1795440000000 implements MigrationInterface {
  name = 'DepositLimits1795440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deposit_limits (
        player_id text NOT NULL,
        period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
        amount_minor bigint CHECK (amount_minor > 0),
        pending boolean NOT NULL DEFAULT false,
        pending_amount_minor bigint CHECK (pending_amount_minor > 0),
        pending_requested_at timestamptz,
        pending_confirmable_at timestamptz,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (player_id, period),
        CHECK (pending = (pending_requested_at IS NOT NULL) AND pending = (pending_confirmable_at IS NOT NULL)),
        CHECK (pending OR pending_amount_minor IS NULL)
      )`);
    await q.query(`
      CREATE TABLE deposit_limit_changes (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        period text NOT NULL,
        action text NOT NULL CHECK (action IN ('applied', 'pending', 'cancelled', 'confirmed')),
        before_minor bigint,
        after_minor bigint,
        at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX deposit_limit_changes_player ON deposit_limit_changes (player_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deposit_limit_changes`);
    await q.query(`DROP TABLE deposit_limits`);
  }
}
