import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exchange results keep their runners' names (issue 18): a player's records and Profit & Loss name the
 * runner they bet on after the event has left memory (two days after it closed).
 */
export class ExchangeResultRunners1795531000000 implements MigrationInterface {
  name = 'ExchangeResultRunners1795531000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exchange_market_results ADD COLUMN runners jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exchange_market_results DROP COLUMN runners`);
  }
}
