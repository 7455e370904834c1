import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * VIP conversions (issue 21): points taken from `vip_accounts` and the cash the ledger pays for them, one row
 * per conversion, written in the same commit as the points' deduction. `idempotency_key` (the client's, when
 * it sends one) makes a repeated request answer the first conversion; `credited_at` is set once the ledger's
 * ConvertVipPoints (keyed by the row's id) has paid.
 */
export class VipConversions1795552000000 implements MigrationInterface {
  name = 'VipConversions1795552000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE vip_conversions (
        id uuid PRIMARY KEY,
        player_id text NOT NULL,
        idempotency_key text,
        points integer NOT NULL CHECK (points > 0),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        level_code text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        credited_at timestamptz,
        UNIQUE (player_id, idempotency_key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE vip_conversions`);
  }
}
