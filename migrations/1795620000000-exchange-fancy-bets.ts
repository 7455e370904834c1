import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fancy bets (issue 18): Yes / No against the house on a fancy (session) line at the line and per-100 rate
 * shown. One row per bet, matched in full by the house when placed; `market_id` is `fancy:<fancy id>`, the
 * key of its exposure hold (exchange_exposures), its result (exchange_market_results, kind fancy, the runs
 * as the one "winner") and its players' settlements (exchange_settlements). (player, idempotency key) unique,
 * so a repeated request places nothing.
 */
export class ExchangeFancyBets1795620000000 implements MigrationInterface {
  name = 'ExchangeFancyBets1795620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_fancy_bets (
        bet_id uuid PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        player_id text NOT NULL,
        market_id text NOT NULL,
        event_id text NOT NULL,
        fancy_id text NOT NULL,
        tab text NOT NULL CHECK (tab IN ('fancy', 'ballbyball', 'khadda', 'lottery', 'oddeven')),
        title text NOT NULL,
        side text NOT NULL CHECK (side IN ('yes', 'no')),
        line integer NOT NULL CHECK (line >= 0),
        rate integer NOT NULL CHECK (rate BETWEEN 1 AND 100000),
        stake bigint NOT NULL CHECK (stake > 0),
        currency text NOT NULL,
        idempotency_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (player_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX exchange_fancy_bets_market ON exchange_fancy_bets (market_id, player_id)`);
    await q.query(`CREATE INDEX exchange_fancy_bets_player ON exchange_fancy_bets (player_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_fancy_bets`);
  }
}
