import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fewer round trips per exchange order (issue 18, bench:exchange). One hot market takes one order at a time
 * under its advisory lock, so its throughput is 1 / (the order transaction's time), and that time was ~26
 * statements, each a round trip. Now an order's transaction is: BEGIN, `exchange_order_open`, matching in the
 * api, `exchange_order_write`, one ledger append for every hold it moves, the holds and the events, COMMIT.
 *
 * - exchange_house_matched: the house market maker's matched stake per market, runner, side and price, kept by
 *   a trigger on exchange_fills (every fill with a side without an order, whoever writes it: orders, bookmaker
 *   bets), so the house's risk cap reads a few rows instead of summing the market's fills on every order.
 * - exchange_order_open(market, selection, player, key): takes the market's lock, then (each statement of a
 *   volatile function takes its own snapshot, so after the lock) answers the order already stored under the
 *   key, the selection's resting orders, the house's matched bets and the new order's time priority (`seq`).
 * - exchange_order_write(...): the new order as matched (its final matched / remaining / status), its fills,
 *   the resting orders they matched, then the position (matched bets, unmatched rests) and what is held of
 *   each player touched, their exposure rows locked (FOR UPDATE), for the api to work the holds out.
 */
export class ExchangeOrderRoundTrips1795950000000 implements MigrationInterface {
  name = 'ExchangeOrderRoundTrips1795950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_house_matched (
        market_id text NOT NULL,
        selection_id integer NOT NULL,
        side text NOT NULL CHECK (side IN ('back', 'lay')),
        price_h integer NOT NULL,
        stake bigint NOT NULL CHECK (stake > 0),
        PRIMARY KEY (market_id, selection_id, side, price_h)
      )`);
    // a fill's side without an order is the house's: backing when the back side has none
    await q.query(`
      INSERT INTO exchange_house_matched (market_id, selection_id, side, price_h, stake)
      SELECT market_id, selection_id, CASE WHEN back_order_id IS NULL THEN 'back' ELSE 'lay' END, price_h, sum(stake)
      FROM exchange_fills WHERE back_order_id IS NULL OR lay_order_id IS NULL GROUP BY 1, 2, 3, 4`);
    await q.query(`
      CREATE FUNCTION exchange_fills_house_matched() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.back_order_id IS NULL OR NEW.lay_order_id IS NULL THEN
          INSERT INTO exchange_house_matched (market_id, selection_id, side, price_h, stake)
          VALUES (NEW.market_id, NEW.selection_id, CASE WHEN NEW.back_order_id IS NULL THEN 'back' ELSE 'lay' END, NEW.price_h, NEW.stake)
          ON CONFLICT (market_id, selection_id, side, price_h) DO UPDATE SET stake = exchange_house_matched.stake + EXCLUDED.stake;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER exchange_fills_house_matched AFTER INSERT ON exchange_fills
      FOR EACH ROW EXECUTE FUNCTION exchange_fills_house_matched()`);

    await q.query(`
      CREATE FUNCTION exchange_order_open(p_market text, p_selection integer, p_player text, p_key text) RETURNS jsonb
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        answer jsonb;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('exchange-market:' || p_market, 0));
        SELECT jsonb_build_object(
          'again', (SELECT order_id FROM exchange_orders WHERE player_id = p_player AND idempotency_key = p_key),
          'resting', coalesce((
            SELECT jsonb_agg(jsonb_build_array(order_id, player_id, side, price_h, remaining::text, seq::text))
            FROM exchange_orders WHERE market_id = p_market AND selection_id = p_selection AND remaining > 0), '[]'::jsonb),
          'house', coalesce((
            SELECT jsonb_agg(jsonb_build_array(selection_id, side, price_h, stake::text))
            FROM exchange_house_matched WHERE market_id = p_market), '[]'::jsonb),
          'seq', nextval(pg_get_serial_sequence('exchange_orders', 'seq'))::text)
        INTO answer;
        RETURN answer;
      END $$`);

    await q.query(`
      CREATE FUNCTION exchange_order_write(
        p_order_id uuid, p_seq bigint, p_player text, p_market text, p_event text, p_selection integer, p_side text,
        p_price_h integer, p_stake bigint, p_matched bigint, p_matched_value bigint, p_currency text, p_key text,
        p_fill_prices integer[], p_fill_stakes bigint[], p_fill_back_orders uuid[], p_fill_lay_orders uuid[],
        p_fill_back_players text[], p_fill_lay_players text[],
        p_maker_orders uuid[], p_maker_stakes bigint[], p_maker_values bigint[],
        p_players text[]
      ) RETURNS jsonb
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        created timestamptz;
        answer jsonb;
      BEGIN
        INSERT INTO exchange_orders (order_id, seq, player_id, market_id, event_id, selection_id, side, price_h, stake, matched,
          remaining, matched_value, status, currency, idempotency_key)
        VALUES (p_order_id, p_seq, p_player, p_market, p_event, p_selection, p_side, p_price_h, p_stake, p_matched,
          p_stake - p_matched, p_matched_value, CASE WHEN p_stake = p_matched THEN 'matched' ELSE 'open' END, p_currency, p_key)
        RETURNING created_at INTO created;
        IF cardinality(p_fill_stakes) > 0 THEN
          INSERT INTO exchange_fills (market_id, selection_id, price_h, stake, back_order_id, lay_order_id, back_player_id, lay_player_id, taker_order_id)
          SELECT p_market, p_selection, f.price_h, f.stake, f.back_order, f.lay_order, f.back_player, f.lay_player, p_order_id
          FROM unnest(p_fill_prices, p_fill_stakes, p_fill_back_orders, p_fill_lay_orders, p_fill_back_players, p_fill_lay_players)
            AS f(price_h, stake, back_order, lay_order, back_player, lay_player);
          UPDATE exchange_orders o SET matched = o.matched + u.stake, remaining = o.remaining - u.stake,
            matched_value = o.matched_value + u.value,
            status = CASE WHEN o.remaining - u.stake = 0 THEN 'matched' ELSE 'open' END, updated_at = now()
          FROM unnest(p_maker_orders, p_maker_stakes, p_maker_values) AS u(order_id, stake, value) WHERE o.order_id = u.order_id;
        END IF;
        PERFORM 1 FROM exchange_exposures WHERE market_id = p_market AND player_id = ANY(p_players) ORDER BY player_id FOR UPDATE;
        SELECT jsonb_build_object('created_at', created, 'positions', coalesce(jsonb_object_agg(p.player_id, jsonb_build_object(
          'matched', coalesce((
            SELECT jsonb_agg(jsonb_build_array(m.selection_id, m.side, m.price_h, m.stake::text)) FROM (
              SELECT selection_id, 'back' AS side, price_h, sum(stake) AS stake FROM exchange_fills
              WHERE market_id = p_market AND back_player_id = p.player_id GROUP BY 1, 3
              UNION ALL
              SELECT selection_id, 'lay' AS side, price_h, sum(stake) AS stake FROM exchange_fills
              WHERE market_id = p_market AND lay_player_id = p.player_id GROUP BY 1, 3) m), '[]'::jsonb),
          'unmatched', coalesce((
            SELECT jsonb_agg(jsonb_build_array(o.selection_id, o.side, o.price_h, o.remaining::text)) FROM exchange_orders o
            WHERE o.market_id = p_market AND o.player_id = p.player_id AND o.remaining > 0), '[]'::jsonb),
          'held', coalesce((SELECT e.held::text FROM exchange_exposures e WHERE e.market_id = p_market AND e.player_id = p.player_id), '0'),
          'changes', coalesce((SELECT e.changes FROM exchange_exposures e WHERE e.market_id = p_market AND e.player_id = p.player_id), 0)
        )), '{}'::jsonb))
        FROM unnest(p_players) AS p(player_id)
        INTO answer;
        RETURN answer;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION exchange_order_write(uuid, bigint, text, text, text, integer, text, integer, bigint, bigint, bigint, text, text,
      integer[], bigint[], uuid[], uuid[], text[], text[], uuid[], bigint[], bigint[], text[])`);
    await q.query(`DROP FUNCTION exchange_order_open(text, integer, text, text)`);
    await q.query(`DROP TRIGGER exchange_fills_house_matched ON exchange_fills`);
    await q.query(`DROP FUNCTION exchange_fills_house_matched()`);
    await q.query(`DROP TABLE exchange_house_matched`);
  }
}
