import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exchange orders (issue 18): the order book lives here, so every api process matches against the same
 * book (one market at a time, under a transaction-scoped advisory lock) and a restart loses nothing.
 * - exchange_orders: every order with what is matched and what still rests (`remaining`), `seq` for time
 *   priority; (player, idempotency key) unique, so a repeated request places nothing.
 * - exchange_fills: every match, back and lay side; a side with no order is the house market maker.
 * - exchange_exposures: what is held from each player's main balance for each market (the ledger's
 *   exposure account holds their sum); changed only with a wallet AdjustExposure in the same transaction.
 */
export class ExchangeOrders1795510000000 implements MigrationInterface {
  name = 'ExchangeOrders1795510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_orders (
        order_id uuid PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        player_id text NOT NULL,
        market_id text NOT NULL,
        event_id text NOT NULL,
        selection_id integer NOT NULL,
        side text NOT NULL CHECK (side IN ('back', 'lay')),
        price_h integer NOT NULL CHECK (price_h BETWEEN 101 AND 100000),
        stake bigint NOT NULL CHECK (stake > 0),
        matched bigint NOT NULL DEFAULT 0 CHECK (matched >= 0),
        remaining bigint NOT NULL CHECK (remaining >= 0),
        matched_value bigint NOT NULL DEFAULT 0 CHECK (matched_value >= 0),
        status text NOT NULL CHECK (status IN ('open', 'matched', 'cancelled', 'lapsed')),
        currency text NOT NULL,
        idempotency_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (player_id, idempotency_key),
        CHECK (matched + remaining <= stake),
        CHECK ((status = 'open') = (remaining > 0))
      )`);
    await q.query(`CREATE INDEX exchange_orders_resting ON exchange_orders (market_id, selection_id) WHERE remaining > 0`);
    await q.query(`CREATE INDEX exchange_orders_player_market ON exchange_orders (player_id, market_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE exchange_fills (
        fill_id bigserial PRIMARY KEY,
        market_id text NOT NULL,
        selection_id integer NOT NULL,
        price_h integer NOT NULL CHECK (price_h BETWEEN 101 AND 100000),
        stake bigint NOT NULL CHECK (stake > 0),
        back_order_id uuid,
        lay_order_id uuid,
        back_player_id text,
        lay_player_id text,
        taker_order_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (back_order_id IS NOT NULL OR lay_order_id IS NOT NULL),
        CHECK ((back_order_id IS NULL) = (back_player_id IS NULL) AND (lay_order_id IS NULL) = (lay_player_id IS NULL))
      )`);
    await q.query(`CREATE INDEX exchange_fills_back ON exchange_fills (market_id, back_player_id)`);
    await q.query(`CREATE INDEX exchange_fills_lay ON exchange_fills (market_id, lay_player_id)`);
    await q.query(`
      CREATE TABLE exchange_exposures (
        player_id text NOT NULL,
        market_id text NOT NULL,
        held bigint NOT NULL CHECK (held >= 0),
        changes integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, market_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_exposures`);
    await q.query(`DROP TABLE exchange_fills`);
    await q.query(`DROP TABLE exchange_orders`);
  }
}
