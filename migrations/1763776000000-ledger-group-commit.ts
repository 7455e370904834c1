import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LedgerAppendFunction1763770100000 } from './1763770100000-ledger-append-function.js';

/**
 * Group commit for the ledger (wallet budget, ARCHITECTURE.md section 7). `ledger_append_batch` appends
 * several events in ONE statement and one transaction: the ledger store gathers the appends that arrive
 * while earlier ones are in flight and sends them together, so a busy wallet pays one round trip, one
 * plan execution and one commit (one WAL flush) per batch instead of per bet. It works on the whole
 * batch with set-based statements (a per-item loop paid PL/pgSQL's statement overhead for every bet:
 * about 150 us of server CPU per append; in batches of ~50 these statements take about 80 us per append).
 *
 * Rules, per item, exactly as `ledger_append` had them (it is now a wrapper for a batch of one):
 * - refusals are values and write nothing for that item: 'invalid_postings' (a null or zero amount, an
 *   account twice), 'unknown_account', 'currency_mismatch', 'unbalanced', 'idempotency_key_reused',
 *   'version_conflict', 'insufficient_funds'; 'duplicate' answers the first event of the key;
 * - every stream of the batch is locked first (transaction-scoped advisory locks, in hash order, so two
 *   batches sharing streams cannot deadlock), then one statement reads versions and keys in a snapshot
 *   taken after the locks, debits player balances only where they cover the amount, credits the rest
 *   of the items whose debits all went through, and writes their events and postings;
 * - a batch holds at most one item per stream (the store sees to it): two items of one stream would
 *   claim the same version and the statement fails on the unique index, writing nothing.
 * If an item debits two player accounts and only one covers it, if two items post to one player
 * account (two streams touching one account), or a player account has no balance row, the function
 * raises (KH402 / KH409 / XX000) and the whole batch rolls back; the store then appends its items one
 * by one, so each gets the answer it would have had alone.
 *
 * Arguments are parallel arrays, one element per item; postings are flattened, `p_posting_items[k]`
 * naming the item (1-based) of posting k. `p_data` and `p_meta` are JSON arrays, one element per item.
 * Answers one row per item, in item order.
 *
 * The foreign key from postings to events is dropped: its trigger ran a lookup and took a KEY SHARE
 * lock on the event row for every posting. Postings are written only here, in the statement that
 * writes their event; `ledger:verify` reports postings without an event.
 */
export class LedgerGroupCommit1763776000000 implements MigrationInterface {
  name = 'LedgerGroupCommit1763776000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_position_fkey`);

    // Raises from inside a query: the statement, and with it the whole batch, is undone.
    await q.query(`
      CREATE FUNCTION ledger_raise(p_code text, p_message text, p_detail text) RETURNS text
      LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '%', p_message USING ERRCODE = p_code, DETAIL = coalesce(p_detail, '');
      END $$`);

    await q.query(`
      CREATE FUNCTION ledger_append_batch(
        p_stream_ids text[], p_expected_versions int[], p_types text[], p_data jsonb, p_meta jsonb,
        p_idempotency_keys text[], p_currencies text[],
        p_posting_items int[], p_account_ids bigint[], p_amounts bigint[])
      RETURNS TABLE (item int, status text, event_position bigint, stream_version int, account_ids bigint[], balances bigint[], detail text)
      LANGUAGE plpgsql
      SET plan_cache_mode = force_generic_plan
      AS $fn$
      DECLARE
        n int := coalesce(cardinality(p_stream_ids), 0);
        m int := coalesce(cardinality(p_posting_items), 0);
      BEGIN
        IF coalesce(cardinality(p_expected_versions), 0) <> n OR coalesce(cardinality(p_types), 0) <> n
           OR coalesce(cardinality(p_idempotency_keys), 0) <> n OR coalesce(cardinality(p_currencies), 0) <> n
           OR coalesce(cardinality(p_account_ids), 0) <> m OR coalesce(cardinality(p_amounts), 0) <> m THEN
          RAISE EXCEPTION 'ledger_append_batch: item arrays of unequal length' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        IF n = 0 THEN
          RETURN;
        END IF;

        -- Stream locks first, in one order for every batch.
        PERFORM pg_advisory_xact_lock(727001, h)
           FROM (SELECT DISTINCT hashtext(s) AS h FROM unnest(p_stream_ids) AS s ORDER BY 1 OFFSET 0) AS locks;

        -- Everything else in one statement, whose snapshot is taken after the locks.
        RETURN QUERY
        WITH item AS (
          SELECT s.item::int AS item, s.stream_id, s.expected_version, s.type, s.idempotency_key, s.currency
            FROM unnest(p_stream_ids, p_expected_versions, p_types, p_idempotency_keys, p_currencies)
                 WITH ORDINALITY AS s(stream_id, expected_version, type, idempotency_key, currency, item)
        ), posting AS (
          SELECT p.item, p.account_id, p.amount, a.owner_kind, a.currency
            FROM unnest(p_posting_items, p_account_ids, p_amounts) AS p(item, account_id, amount)
            LEFT JOIN ledger_accounts a ON a.id = p.account_id
        ), shape AS (
          SELECT p.item,
                 bool_or(p.account_id IS NULL OR p.amount IS NULL OR p.amount = 0) OR count(*) <> count(DISTINCT p.account_id) AS invalid,
                 count(*) <> count(p.owner_kind) AS unknown,
                 min(p.currency) AS low_currency,
                 max(p.currency) AS high_currency,
                 sum(p.amount) AS total,
                 count(*) FILTER (WHERE p.owner_kind = 'player' AND p.amount < 0) AS debits,
                 count(*) FILTER (WHERE p.owner_kind = 'player' AND p.amount > 0) AS credits
            FROM posting p
           GROUP BY p.item
        ), decided AS (
          SELECT i.*, sh.debits, sh.credits, st.current_version, k.position AS prior_position, k.version AS prior_version,
                 CASE
                   WHEN sh.invalid THEN 'invalid_postings'
                   WHEN sh.unknown THEN 'unknown_account'
                   WHEN sh.low_currency <> sh.high_currency OR sh.low_currency <> coalesce(i.currency, sh.low_currency) THEN 'currency_mismatch'
                   WHEN sh.total <> 0 THEN 'unbalanced'
                   WHEN k.position IS NOT NULL AND (k.stream_id <> i.stream_id OR k.type <> i.type) THEN 'idempotency_key_reused'
                   WHEN k.position IS NOT NULL THEN 'duplicate'
                   WHEN i.expected_version IS NOT NULL AND i.expected_version <> st.current_version THEN 'version_conflict'
                   ELSE 'go'
                 END AS verdict,
                 CASE
                   WHEN sh.invalid THEN 'postings need one non-zero amount per distinct account'
                   WHEN sh.unknown THEN NULL
                   WHEN sh.low_currency <> sh.high_currency OR sh.low_currency <> coalesce(i.currency, sh.low_currency)
                     THEN 'every account of an event must be in ' || coalesce(i.currency, sh.low_currency)
                   WHEN sh.total <> 0 THEN 'postings sum to ' || sh.total
                   WHEN k.position IS NOT NULL AND (k.stream_id <> i.stream_id OR k.type <> i.type)
                     THEN 'key already used by ' || k.type || ' on ' || k.stream_id
                 END AS why
            FROM item i
            LEFT JOIN shape sh ON sh.item = i.item
            CROSS JOIN LATERAL (SELECT coalesce(max(e.version), 0) AS current_version FROM ledger_events e WHERE e.stream_id = i.stream_id) st
            LEFT JOIN ledger_events k ON k.idempotency_key = i.idempotency_key
        ), go_posting AS (
          -- the player postings of the items that may go ahead; narrow rows, so the updates below
          -- do not carry wide rows along for their recheck
          SELECT p.item, p.account_id, p.amount
            FROM posting p JOIN decided d ON d.item = p.item
           WHERE d.verdict = 'go' AND p.owner_kind = 'player'
        ), debit AS (
          -- player debits, only where the balance covers them (CHECK balance >= 0 backs this up)
          UPDATE account_balances b SET balance = b.balance + g.amount
            FROM go_posting g
           WHERE g.amount < 0 AND b.account_id = g.account_id AND b.balance + g.amount >= 0
          RETURNING g.item, b.account_id, b.balance
        ), debited AS (
          SELECT x.item, count(*) AS n FROM debit x GROUP BY x.item
        ), proceed AS (
          SELECT d.item, d.stream_id, d.current_version, d.type, d.idempotency_key
            FROM decided d LEFT JOIN debited x ON x.item = d.item
           WHERE d.verdict = 'go' AND coalesce(x.n, 0) = coalesce(d.debits, 0)
        ), credit AS (
          UPDATE account_balances b SET balance = b.balance + g.amount
            FROM go_posting g
           WHERE g.amount > 0 AND b.account_id = g.account_id AND g.item IN (SELECT pr.item FROM proceed pr)
          RETURNING g.item, b.account_id, b.balance
        ), moved AS (
          SELECT * FROM debit UNION ALL SELECT * FROM credit
        ), event AS (
          INSERT INTO ledger_events (stream_id, version, type, data, meta, idempotency_key)
          SELECT g.stream_id, g.current_version + 1, g.type, coalesce(p_data -> (g.item - 1), '{}'), coalesce(p_meta -> (g.item - 1), '{}'), g.idempotency_key
            FROM proceed g
           ORDER BY g.item
          RETURNING ledger_events.position, ledger_events.stream_id
        ), appended AS (
          SELECT g.item, e.position FROM event e JOIN proceed g ON g.stream_id = e.stream_id
        ), posted AS (
          INSERT INTO ledger_postings (position, account_id, amount, balance_after)
          SELECT a.position, p.account_id, p.amount, mv.balance
            FROM appended a
            JOIN posting p ON p.item = a.item
            LEFT JOIN moved mv ON mv.item = a.item AND mv.account_id = p.account_id
        ), touched AS (
          SELECT mv.item, array_agg(mv.account_id ORDER BY mv.account_id) AS ids, array_agg(mv.balance ORDER BY mv.account_id) AS after,
                 count(*) FILTER (WHERE mv.balance IS NOT NULL) AS n
            FROM moved mv GROUP BY mv.item
        )
        SELECT d.item,
               CASE
                 -- two items of the batch on one player account (two streams posting to it): the
                 -- updates above cannot apply both, so the batch is undone and goes one by one
                 WHEN EXISTS (SELECT 1 FROM go_posting g GROUP BY g.account_id HAVING count(*) > 1)
                   THEN ledger_raise('KH409', 'two items of one batch post to the same player account', NULL)
                 WHEN d.verdict <> 'go' THEN d.verdict
                 WHEN a.position IS NULL AND coalesce(x.n, 0) > 0
                   THEN ledger_raise('KH402', 'insufficient funds on a second account of one event',
                          (SELECT min(p.account_id)::text FROM posting p
                            WHERE p.item = d.item AND p.owner_kind = 'player' AND p.amount < 0
                              AND NOT EXISTS (SELECT 1 FROM debit x WHERE x.item = p.item AND x.account_id = p.account_id)))
                 WHEN a.position IS NULL AND EXISTS (
                        SELECT 1 FROM posting p WHERE p.item = d.item AND p.owner_kind = 'player'
                           AND NOT EXISTS (SELECT 1 FROM account_balances b WHERE b.account_id = p.account_id))
                   THEN ledger_raise('XX000', 'a player account of item ' || d.item || ' has no balance row', NULL)
                 WHEN a.position IS NULL THEN 'insufficient_funds'
                 WHEN coalesce(t.n, 0) <> coalesce(d.debits, 0) + coalesce(d.credits, 0)
                   THEN ledger_raise('XX000', 'a player account of item ' || d.item || ' has no balance row', NULL)
                 ELSE 'appended'
               END,
               coalesce(a.position, CASE WHEN d.verdict = 'duplicate' THEN d.prior_position END),
               CASE
                 WHEN a.position IS NOT NULL THEN d.current_version + 1
                 WHEN d.verdict = 'duplicate' THEN d.prior_version
                 WHEN d.verdict = 'version_conflict' THEN d.current_version
               END,
               CASE WHEN a.position IS NOT NULL THEN t.ids ELSE first.ids END,
               CASE WHEN a.position IS NOT NULL THEN t.after ELSE first.after END,
               CASE
                 WHEN d.verdict = 'go' AND a.position IS NULL
                   THEN (SELECT min(p.account_id)::text FROM posting p WHERE p.item = d.item AND p.owner_kind = 'player' AND p.amount < 0)
                 ELSE d.why
               END
          FROM decided d
          LEFT JOIN debited x ON x.item = d.item
          LEFT JOIN appended a ON a.item = d.item
          LEFT JOIN touched t ON t.item = d.item
          -- a duplicate answers the player balances its first event left
          LEFT JOIN LATERAL (
            SELECT array_agg(lp.account_id ORDER BY lp.account_id) AS ids, array_agg(lp.balance_after ORDER BY lp.account_id) AS after
              FROM ledger_postings lp
             WHERE d.verdict = 'duplicate' AND lp.position = d.prior_position AND lp.balance_after IS NOT NULL
          ) first ON true
         ORDER BY d.item;
      END $fn$`);

    // The single append keeps its signature and answers, through the batch path.
    await q.query(`
      CREATE OR REPLACE FUNCTION ledger_append(
        p_stream_id text, p_expected_version int, p_type text, p_data jsonb, p_meta jsonb,
        p_idempotency_key text, p_currency text, p_account_ids bigint[], p_amounts bigint[],
        OUT status text, OUT event_position bigint, OUT stream_version int,
        OUT account_ids bigint[], OUT balances bigint[], OUT detail text)
      LANGUAGE sql
      AS $fn$
        SELECT b.status, b.event_position, b.stream_version, b.account_ids, b.balances, b.detail
          FROM ledger_append_batch(
                 ARRAY[p_stream_id], ARRAY[p_expected_version], ARRAY[p_type],
                 jsonb_build_array(coalesce(p_data, '{}')), jsonb_build_array(coalesce(p_meta, '{}')),
                 ARRAY[p_idempotency_key], ARRAY[p_currency],
                 array_fill(1, ARRAY[coalesce(cardinality(p_account_ids), 0)]), p_account_ids, p_amounts) AS b
      $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The previous ledger_append lives in its own migration; its up() restores it.
    await q.query(`DROP FUNCTION ledger_append(text, int, text, jsonb, jsonb, text, text, bigint[], bigint[])`);
    await new LedgerAppendFunction1763770100000().up(q);
    await q.query(`DROP FUNCTION ledger_append_batch(text[], int[], text[], jsonb, jsonb, text[], text[], int[], bigint[], bigint[])`);
    await q.query(`DROP FUNCTION ledger_raise(text, text, text)`);
    await q.query(
      `ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_position_fkey FOREIGN KEY (position) REFERENCES ledger_events (position)`,
    );
  }
}
