import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Traders' overrides of exchange events (issue 17, back-office): one row per event a trader changed (markets
 * suspended or closed, a result, bookmaker and fancy prices and limits), the whole set as JSON. Every api
 * process applies them over its feed's state; they are read at start and after a change made elsewhere.
 * Who changed what, before and after, is in staff_audit_log.
 */
export class ExchangeTraderOverrides1795481000000 implements MigrationInterface {
  name = 'ExchangeTraderOverrides1795481000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_trader_overrides (
        event_id text PRIMARY KEY,
        overrides jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX exchange_trader_overrides_updated_at ON exchange_trader_overrides (updated_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_trader_overrides`);
  }
}
