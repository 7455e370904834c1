import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff balance adjustments (payments module): the request, its maker-checker state and who decided.
 * The money itself moves only in the ledger (AdjustByStaff, idempotency key = this row's id).
 */
export class StaffAdjustments1763775000000 implements MigrationInterface {
  name = 'StaffAdjustments1763775000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_adjustments (
        id uuid PRIMARY KEY,
        player_id text NOT NULL,
        player_username text NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
        currency text NOT NULL,
        reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
        -- applying: a checker claimed it and the ledger append is in flight (a retry finishes it)
        status text NOT NULL CHECK (status IN ('pending', 'applying', 'applied', 'rejected')),
        requested_by uuid NOT NULL,
        requested_by_username text NOT NULL,
        decided_by uuid,
        decided_by_username text,
        reject_reason text,
        balance_before_minor bigint,
        balance_after_minor bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(`CREATE INDEX staff_adjustments_player ON staff_adjustments (player_id, created_at DESC)`);
    await q.query(`CREATE INDEX staff_adjustments_open ON staff_adjustments (created_at) WHERE status IN ('pending', 'applying')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE staff_adjustments`);
  }
}
