import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unpaid resettlements (issue 18): a corrected result took back more than the player's main held (they had
 * withdrawn the winnings). Main paid what it held and never went below zero; the rest (`owed`) is booked to
 * the exchange's receivable in the ledger and recorded here, one row per market, result version and player,
 * for finance to see and collect. `recovered` grows with each collection from main (never past `owed`);
 * `cleared_at` is set when it reaches it. While a player has a row not cleared, their withdrawals are refused.
 */
export class ExchangeUnpaidResettlements1795870000000 implements MigrationInterface {
  name = 'ExchangeUnpaidResettlements1795870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_unpaid_resettlements (
        id uuid PRIMARY KEY,
        market_id text NOT NULL,
        event_id text NOT NULL,
        version integer NOT NULL,
        player_id text NOT NULL,
        currency text NOT NULL,
        owed bigint NOT NULL CHECK (owed > 0),
        recovered bigint NOT NULL DEFAULT 0 CHECK (recovered >= 0 AND recovered <= owed),
        created_at timestamptz NOT NULL DEFAULT now(),
        cleared_at timestamptz,
        UNIQUE (market_id, version, player_id),
        CHECK ((cleared_at IS NULL) = (recovered < owed))
      )`);
    await q.query(`CREATE INDEX exchange_unpaid_resettlements_open ON exchange_unpaid_resettlements (player_id) WHERE cleared_at IS NULL`);
    await q.query(`CREATE INDEX exchange_unpaid_resettlements_created ON exchange_unpaid_resettlements (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_unpaid_resettlements`);
  }
}
