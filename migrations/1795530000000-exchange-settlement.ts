import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exchange settlement (issue 18, part 2).
 * - exchange_market_results: how each market ended (winners, several for a dead heat, or void), with a
 *   version raised by every correction; `settled_version` is the version whose money has moved, so the
 *   settle job is idempotent by market and version and a correction resettles only once.
 * - exchange_settlements: each player's settled result and commission per market (what a resettlement
 *   moves the difference from), and the P&L record per player and market.
 */
export class ExchangeSettlement1795530000000 implements MigrationInterface {
  name = 'ExchangeSettlement1795530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_market_results (
        market_id text PRIMARY KEY,
        event_id text NOT NULL,
        market_kind text NOT NULL CHECK (market_kind IN ('match_odds', 'bookmaker', 'fancy')),
        outcome text NOT NULL CHECK (outcome IN ('winners', 'void')),
        winners integer[] NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        source text NOT NULL CHECK (source IN ('feed', 'trader')),
        decided_by text,
        reason text,
        settled_version integer NOT NULL DEFAULT 0,
        settled_at timestamptz,
        commission_bp integer,
        house_pnl bigint,
        commission bigint,
        settle_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((outcome = 'void') = (cardinality(winners) = 0)),
        CHECK (settled_version <= version)
      )`);
    await q.query(`CREATE INDEX exchange_market_results_unsettled ON exchange_market_results (updated_at) WHERE settled_version < version`);
    await q.query(`
      CREATE TABLE exchange_settlements (
        market_id text NOT NULL,
        player_id text NOT NULL,
        event_id text NOT NULL,
        version integer NOT NULL,
        pnl bigint NOT NULL,
        commission bigint NOT NULL CHECK (commission >= 0),
        released bigint NOT NULL DEFAULT 0 CHECK (released >= 0),
        settled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (market_id, player_id)
      )`);
    await q.query(`CREATE INDEX exchange_settlements_player ON exchange_settlements (player_id, settled_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_settlements`);
    await q.query(`DROP TABLE exchange_market_results`);
  }
}
