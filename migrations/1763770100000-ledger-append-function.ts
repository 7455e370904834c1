import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ledger_append`: the one way money moves. A server-side function so that a money command is ONE
 * round trip (the wallet budget in ARCHITECTURE.md section 7 rules out BEGIN/SELECT/UPDATE/INSERT/COMMIT
 * from the client). Called as a single statement, it runs in one transaction: either the event, its
 * postings and the balance changes are all written, or nothing is.
 *
 * Answers one row. `status` is 'appended', 'duplicate' (the idempotency key was seen: the first
 * result is returned and nothing moves) or a refusal: 'invalid_postings', 'unknown_account',
 * 'currency_mismatch', 'unbalanced', 'idempotency_key_reused', 'version_conflict', 'insufficient_funds'.
 * Refusals write nothing. In the rare case where a second debit of the same event fails after a first
 * one was applied, it raises SQLSTATE KH402 instead, which aborts the statement; the caller maps it to
 * 'insufficient_funds'.
 *
 * Concurrency: appends to one stream are serialised by a transaction-scoped advisory lock on the
 * stream (memory only, no row write); the idempotency key and the stream version are read after the
 * lock is taken, so two identical requests arriving together see each other. Player balances are
 * updated (debits first) before the event takes its position, so for every account the order of
 * positions is the order in which its balance changed. NOTIFY is deliberately not sent from here:
 * Postgres serialises the commits of all transactions that NOTIFY, which would cap throughput.
 */
export class LedgerAppendFunction1763770100000 implements MigrationInterface {
  name = 'LedgerAppendFunction1763770100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_append(
        p_stream_id text,
        p_expected_version int,      -- NULL: any version
        p_type text,
        p_data jsonb,
        p_meta jsonb,
        p_idempotency_key text,      -- NULL: none
        p_currency text,             -- NULL: whatever single currency the accounts share
        p_account_ids bigint[],
        p_amounts bigint[],
        OUT status text,
        OUT event_position bigint,
        OUT stream_version int,
        OUT account_ids bigint[],    -- player accounts touched ...
        OUT balances bigint[],       -- ... and their balances after the event
        OUT detail text)
      LANGUAGE plpgsql
      -- Generic plans: by default PL/pgSQL re-plans its parameterised statements on every call when
      -- the custom plan looks as cheap, and that planning was most of this function's CPU time.
      SET plan_cache_mode = force_generic_plan
      AS $fn$
      DECLARE
        n int := coalesce(cardinality(p_account_ids), 0);
        v_kind text;
        v_account_currency text;
        v_currency text;
        v_sum numeric;
        v_ids bigint[];
        v_amounts bigint[];
        v_prior record;
        v_current int;
        v_balance bigint;
      BEGIN
        -- Validation in a loop, not one aggregate query: events carry two or three postings, and
        -- the aggregate's sorts cost more than a few primary-key lookups.
        IF n <> coalesce(cardinality(p_amounts), 0) THEN
          status := 'invalid_postings';
          RETURN;
        END IF;
        v_sum := 0;
        v_ids := '{}';
        v_amounts := '{}';
        FOR i IN 1 .. n LOOP
          IF p_account_ids[i] IS NULL OR p_amounts[i] IS NULL OR p_amounts[i] = 0 OR p_account_ids[i] = ANY (p_account_ids[1:i - 1]) THEN
            status := 'invalid_postings';
            detail := 'postings need one non-zero amount per distinct account';
            RETURN;
          END IF;
          SELECT a.owner_kind, a.currency INTO v_kind, v_account_currency FROM ledger_accounts a WHERE a.id = p_account_ids[i];
          IF NOT FOUND THEN
            status := 'unknown_account';
            RETURN;
          END IF;
          IF v_account_currency <> coalesce(p_currency, v_account_currency) OR v_account_currency <> coalesce(v_currency, v_account_currency) THEN
            status := 'currency_mismatch';
            detail := 'every account of an event must be in ' || coalesce(p_currency, v_currency);
            RETURN;
          END IF;
          v_currency := v_account_currency;
          v_sum := v_sum + p_amounts[i];
          -- player postings are applied debits first, so a refused debit finds nothing written yet
          IF v_kind = 'player' THEN
            IF p_amounts[i] < 0 THEN
              v_ids := p_account_ids[i] || v_ids;
              v_amounts := p_amounts[i] || v_amounts;
            ELSE
              v_ids := v_ids || p_account_ids[i];
              v_amounts := v_amounts || p_amounts[i];
            END IF;
          END IF;
        END LOOP;
        IF v_sum <> 0 THEN
          status := 'unbalanced';
          detail := 'postings sum to ' || v_sum;
          RETURN;
        END IF;
        IF cardinality(v_ids) = 0 THEN
          v_ids := NULL;
        END IF;

        PERFORM pg_advisory_xact_lock(727001, hashtext(p_stream_id));

        -- After the lock, in a fresh snapshot: the stream's version and any event with this key.
        SELECT (SELECT coalesce(max(e.version), 0) FROM ledger_events e WHERE e.stream_id = p_stream_id) AS current_version,
               k.position, k.version, k.stream_id, k.type
          INTO v_prior
          FROM (SELECT 1) AS one
          LEFT JOIN ledger_events k ON p_idempotency_key IS NOT NULL AND k.idempotency_key = p_idempotency_key;
        v_current := v_prior.current_version;
        IF v_prior.position IS NOT NULL THEN
          IF v_prior.stream_id <> p_stream_id OR v_prior.type <> p_type THEN
            status := 'idempotency_key_reused';
            detail := 'key already used by ' || v_prior.type || ' on ' || v_prior.stream_id;
            RETURN;
          END IF;
          status := 'duplicate';
          event_position := v_prior.position;
          stream_version := v_prior.version;
          SELECT array_agg(lp.account_id ORDER BY lp.amount > 0, lp.account_id), array_agg(lp.balance_after ORDER BY lp.amount > 0, lp.account_id)
            INTO account_ids, balances
            FROM ledger_postings lp WHERE lp.position = v_prior.position AND lp.balance_after IS NOT NULL;
          RETURN;
        END IF;

        IF p_expected_version IS NOT NULL AND p_expected_version <> v_current THEN
          status := 'version_conflict';
          stream_version := v_current;
          RETURN;
        END IF;

        IF v_ids IS NOT NULL THEN
          balances := '{}';
          FOR i IN 1 .. cardinality(v_ids) LOOP
            UPDATE account_balances b SET balance = b.balance + v_amounts[i]
              WHERE b.account_id = v_ids[i] AND b.balance + v_amounts[i] >= 0
              RETURNING b.balance INTO v_balance;
            IF NOT FOUND THEN
              IF NOT EXISTS (SELECT 1 FROM account_balances b WHERE b.account_id = v_ids[i]) THEN
                RAISE EXCEPTION 'player account % has no balance row', v_ids[i];
              END IF;
              IF i = 1 THEN
                status := 'insufficient_funds';
                detail := v_ids[i]::text;
                RETURN;
              END IF;
              RAISE EXCEPTION 'insufficient funds on account %', v_ids[i] USING ERRCODE = 'KH402', DETAIL = v_ids[i]::text;
            END IF;
            balances := balances || v_balance;
          END LOOP;
          account_ids := v_ids;
        END IF;

        INSERT INTO ledger_events (stream_id, version, type, data, meta, idempotency_key)
          VALUES (p_stream_id, v_current + 1, p_type, coalesce(p_data, '{}'), coalesce(p_meta, '{}'), p_idempotency_key)
          RETURNING ledger_events.position INTO event_position;
        stream_version := v_current + 1;

        IF n > 0 THEN
          INSERT INTO ledger_postings (position, account_id, amount, balance_after)
            SELECT event_position, p.account_id, p.amount, b.balance
              FROM unnest(p_account_ids, p_amounts) AS p(account_id, amount)
              LEFT JOIN unnest(account_ids, balances) AS b(account_id, balance) ON b.account_id = p.account_id;
        END IF;
        status := 'appended';
      END $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ledger_append(text, int, text, jsonb, jsonb, text, text, bigint[], bigint[])`);
  }
}
