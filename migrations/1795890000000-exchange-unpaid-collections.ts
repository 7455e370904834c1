import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each collection of an unpaid resettlement (issue 18), recorded against its row: by finance on the back-office
 * page (`staff`) or automatically when money next reaches the player's main (`auto`, reactor
 * `exchange.collect-unpaid`, one per credit event). `collection_key` is unique, so a request repeated or an
 * event delivered again records (and moves) nothing twice; `ledger_position` is the ExchangeShortfallCollected
 * event that moved the money.
 */
export class ExchangeUnpaidCollections1795890000000 implements MigrationInterface {
  name = 'ExchangeUnpaidCollections1795890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_unpaid_collections (
        id bigserial PRIMARY KEY,
        unpaid_id uuid NOT NULL REFERENCES exchange_unpaid_resettlements (id),
        collection_key text NOT NULL UNIQUE,
        source text NOT NULL CHECK (source IN ('auto', 'staff')),
        source_event_id text,
        amount bigint NOT NULL CHECK (amount > 0),
        ledger_position bigint,
        collected_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX exchange_unpaid_collections_unpaid ON exchange_unpaid_collections (unpaid_id)`);
    // one automatic collection per credit event and row, and found by the event: an event delivered again collects nothing more
    await q.query(
      `CREATE UNIQUE INDEX exchange_unpaid_collections_event ON exchange_unpaid_collections (source_event_id, unpaid_id) WHERE source_event_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_unpaid_collections`);
  }
}
