import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16): wager and loss limits count exchange bets by their liability, read from the
 * wallet's exposure moves (`ExposureAdjusted`) and market settlements (`ExchangeMarketSettled`). Like
 * `ledger_events_play_by_stream` (1795441000000), a partial index on those two types only, so the stake and
 * exchange-order vetoes sum a player's 30 days with an index range read and no other append pays for it.
 */
export class ExchangePlayLimits1795660000000 implements MigrationInterface {
  name = 'ExchangePlayLimits1795660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX ledger_events_exchange_by_stream ON ledger_events (stream_id, occurred_at)
         WHERE type IN ('ExposureAdjusted', 'ExchangeMarketSettled')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ledger_events_exchange_by_stream`);
  }
}
