import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-market order persistence set by traders (issue 18): whether a match odds market's unmatched orders are
 * kept or lapse when it is suspended and when it turns in play (Betfair's "persistence"). A market without a row
 * has the default (lapse on both). Who set it last and when; every change is also in the staff audit log.
 */
export class ExchangeMarketPersistence1795930000000 implements MigrationInterface {
  name = 'ExchangeMarketPersistence1795930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_market_persistence (
        market_id text PRIMARY KEY,
        event_id text NOT NULL,
        on_suspend text NOT NULL CHECK (on_suspend IN ('keep', 'lapse')),
        on_inplay text NOT NULL CHECK (on_inplay IN ('keep', 'lapse')),
        updated_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_market_persistence`);
  }
}
