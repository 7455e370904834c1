import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each event's trader overrides carry a version, raised by every change: a process puts overrides in force
 * only when they are newer than the ones it holds, so two changes applied (or relayed) out of order, or a
 * re-read after a Redis outage, never bring back older ones.
 */
export class ExchangeTraderOverridesVersion1795482000000 implements MigrationInterface {
  name = 'ExchangeTraderOverridesVersion1795482000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exchange_trader_overrides ADD COLUMN version integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exchange_trader_overrides DROP COLUMN version`);
  }
}
