import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receiving numbers managed by finance (issue 22): when a number was last changed, which number a rotation
 * replaced, and an index for a number's deposits of the day (its load on the back-office page and in the
 * hand-out's cap check).
 */
export class ReceivingNumbersStaff1795650000000 implements MigrationInterface {
  name = 'ReceivingNumbersStaff1795650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE receiving_numbers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE receiving_numbers ADD COLUMN replaces_id integer REFERENCES receiving_numbers (id)`);
    await q.query(
      `CREATE INDEX deposit_requests_receiving_number ON deposit_requests (receiving_number_id, created_at) WHERE receiving_number_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX deposit_requests_receiving_number`);
    await q.query(`ALTER TABLE receiving_numbers DROP COLUMN replaces_id`);
    await q.query(`ALTER TABLE receiving_numbers DROP COLUMN updated_at`);
  }
}
