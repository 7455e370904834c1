import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seamless wallet's hot path in fewer round trips (issue 13, benchmark): a provider money call used
 * to make about 14 statements one after another. These functions do the reads and writes around the
 * wallet command in one statement each, inside the call's transaction:
 *
 * - `game_call_facts`: what a call is decided on: the launch token (by hash, or the newest of a username for
 *   user/info without a token), the player's standing and the stakeable balance (main + bonus).
 * - `game_call_begin`: the facts, then the round locked, the (provider, transaction_uuid) claimed (or the row
 *   holding it, for a repeat), whether the game is playable (a bet), the bet a win names, and for a bet on a
 *   round not seen yet that passes the identity, currency and game checks, the round opened and locked.
 *   The use case still decides (domain/wallet-decisions.ts); the opened round is only what it would open.
 * - `game_call_finish`: the round's totals, `games.round-closed` in the outbox when the round closes (with
 *   the closing time the row got) and the call's answer, in one statement.
 *
 * They read `players`, `ledger_accounts` and `account_balances` (read only, for the standing and balance the
 * answer carries) so that the call needs no separate query per fact.
 */
export class GamesProviderCallFunctions1795439513000 implements MigrationInterface {
  name = 'GamesProviderCallFunctions1795439513000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION game_call_facts(p_provider text, p_token_hash bytea, p_user text)
      RETURNS TABLE (
        o_token_player text, o_token_username text, o_token_game text, o_token_expires timestamptz,
        o_player_username text, o_player_currency text, o_player_status text,
        o_balance_main bigint, o_balance_bonus bigint)
      LANGUAGE plpgsql STABLE AS $$
      BEGIN
        IF p_token_hash IS NOT NULL THEN
          SELECT t.player_id, t.username, t.game_code, t.expires_at
            INTO o_token_player, o_token_username, o_token_game, o_token_expires
            FROM game_launch_tokens t WHERE t.token_hash = p_token_hash AND t.provider_code = p_provider;
        ELSE
          SELECT t.player_id, t.username, t.game_code, t.expires_at
            INTO o_token_player, o_token_username, o_token_game, o_token_expires
            FROM game_launch_tokens t WHERE t.provider_code = p_provider AND lower(t.username) = lower(p_user)
            ORDER BY t.created_at DESC LIMIT 1;
        END IF;
        IF o_token_player ~ '^\\d{1,18}$' THEN
          SELECT pl.username, pl.currency, pl.status INTO o_player_username, o_player_currency, o_player_status
            FROM players pl WHERE pl.id = o_token_player::bigint;
          IF o_player_username IS NOT NULL THEN
            SELECT coalesce(sum(b.balance) FILTER (WHERE a.kind = 'main'), 0), coalesce(sum(b.balance) FILTER (WHERE a.kind = 'bonus'), 0)
              INTO o_balance_main, o_balance_bonus
              FROM ledger_accounts a LEFT JOIN account_balances b ON b.account_id = a.id
              WHERE a.owner_kind = 'player' AND a.owner_id = o_token_player AND a.kind IN ('main', 'bonus');
          END IF;
        END IF;
        RETURN NEXT;
      END $$`);

    await q.query(`
      CREATE FUNCTION game_call_begin(
        p_provider text, p_kind text, p_round text, p_transaction text, p_reference text, p_amount bigint,
        p_request_hash bytea, p_request text, p_token_hash bytea, p_user text, p_game text, p_currency text, p_now timestamptz)
      RETURNS TABLE (
        o_token_player text, o_token_username text, o_token_game text, o_token_expires timestamptz,
        o_player_username text, o_player_currency text, o_player_status text,
        o_balance_main bigint, o_balance_bonus bigint,
        o_claim bigint, o_existing_kind text, o_existing_hash bytea, o_existing_answer text,
        o_round_existed boolean, o_round bigint, o_round_player text, o_round_game text, o_round_status text,
        o_bet_total bigint, o_win_total bigint, o_rolled_back_total bigint,
        o_game_playable boolean,
        o_ref_kind text, o_ref_status text, o_ref_player text, o_ref_round text, o_ref_rolled_back_by text,
        o_ref_amount bigint, o_ref_won boolean)
      LANGUAGE plpgsql AS $$
      DECLARE
        r game_rounds%ROWTYPE;
      BEGIN
        SELECT f.o_token_player, f.o_token_username, f.o_token_game, f.o_token_expires, f.o_player_username, f.o_player_currency,
               f.o_player_status, f.o_balance_main, f.o_balance_bonus
          INTO o_token_player, o_token_username, o_token_game, o_token_expires, o_player_username, o_player_currency,
               o_player_status, o_balance_main, o_balance_bonus
          FROM game_call_facts(p_provider, p_token_hash, p_user) f;

        -- the calls of one round are decided one at a time
        SELECT * INTO r FROM game_rounds WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
        o_round_existed := FOUND;

        -- the transaction id: ours until the answer is recorded; a concurrent holder is waited for
        INSERT INTO game_transactions (provider_code, transaction_uuid, kind, round_id, reference_uuid, player_id, amount, request_hash, request, status)
          VALUES (p_provider, p_transaction, p_kind, p_round, p_reference, o_token_player, p_amount, p_request_hash, p_request, 'pending')
          ON CONFLICT DO NOTHING RETURNING id INTO o_claim;
        IF o_claim IS NULL THEN
          SELECT t.kind, t.request_hash, t.answer INTO o_existing_kind, o_existing_hash, o_existing_answer
            FROM game_transactions t WHERE t.provider_code = p_provider AND t.transaction_uuid = p_transaction;
          -- the balance after the call that holds the id (a refusal of the repeat carries it)
          SELECT f.o_balance_main, f.o_balance_bonus INTO o_balance_main, o_balance_bonus FROM game_call_facts(p_provider, p_token_hash, p_user) f;
          RETURN NEXT;
          RETURN;
        END IF;

        IF p_kind = 'bet' THEN
          o_game_playable := EXISTS (
            SELECT 1 FROM games g JOIN providers p ON p.platform = g.platform JOIN game_providers gp ON gp.code = p.game_provider
            WHERE g.code = p_game AND g.enabled AND p.enabled AND p.game_provider = p_provider AND gp.status = 'active');
          -- a bet that will be taken (the checks of decideBet before the round's) opens its round now
          IF NOT o_round_existed AND o_game_playable AND o_player_status = 'active' AND lower(o_token_username) = lower(p_user)
             AND p_now < o_token_expires AND p_currency = o_player_currency AND o_token_game = p_game THEN
            INSERT INTO game_rounds (provider_code, round_id, player_id, game_code) VALUES (p_provider, p_round, o_token_player, p_game)
              ON CONFLICT DO NOTHING;
            SELECT * INTO r FROM game_rounds WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
          END IF;
        ELSIF p_kind = 'win' THEN
          SELECT t.kind, t.status, t.player_id, t.round_id, t.rolled_back_by, t.amount,
                 EXISTS (SELECT 1 FROM game_transactions w WHERE w.provider_code = t.provider_code AND w.round_id = t.round_id
                         AND w.kind = 'win' AND w.reference_uuid = t.transaction_uuid AND w.status = 'RS_OK')
            INTO o_ref_kind, o_ref_status, o_ref_player, o_ref_round, o_ref_rolled_back_by, o_ref_amount, o_ref_won
            FROM game_transactions t WHERE t.provider_code = p_provider AND t.transaction_uuid = p_reference;
        END IF;

        IF r.id IS NOT NULL THEN
          o_round := r.id; o_round_player := r.player_id; o_round_game := r.game_code; o_round_status := r.status;
          o_bet_total := r.bet_total; o_win_total := r.win_total; o_rolled_back_total := r.rolled_back_total;
        END IF;
        RETURN NEXT;
      END $$`);

    await q.query(`
      CREATE FUNCTION game_call_finish(
        p_claim bigint, p_status text, p_answer text, p_player text, p_balance_before bigint, p_balance_after bigint,
        p_round bigint, p_bet_total bigint, p_win_total bigint, p_rolled_back_total bigint, p_closes boolean,
        p_event_id uuid, p_event_type text, p_event_stream text, p_event_data jsonb, p_event_meta jsonb, p_event_channel text)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        v_closed timestamptz;
      BEGIN
        IF p_round IS NOT NULL THEN
          UPDATE game_rounds SET bet_total = p_bet_total, win_total = p_win_total, rolled_back_total = p_rolled_back_total,
                 status = CASE WHEN p_closes THEN 'closed' ELSE status END, closed_at = CASE WHEN p_closes THEN now() ELSE closed_at END
           WHERE id = p_round RETURNING closed_at INTO v_closed;
        END IF;
        IF p_event_id IS NOT NULL THEN
          -- closedAt as JavaScript's toISOString writes it (milliseconds, UTC)
          INSERT INTO outbox_events (id, stream_id, type, data, meta)
            VALUES (p_event_id, p_event_stream, p_event_type,
                    p_event_data || jsonb_build_object('closedAt', to_char(coalesce(v_closed, now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
                    p_event_meta);
          PERFORM pg_notify(p_event_channel, '');
        END IF;
        UPDATE game_transactions SET status = p_status, answer = p_answer, player_id = coalesce(p_player, player_id),
               balance_before = p_balance_before, balance_after = p_balance_after
         WHERE id = p_claim;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP FUNCTION game_call_finish(bigint, text, text, text, bigint, bigint, bigint, bigint, bigint, bigint, boolean, uuid, text, text, jsonb, jsonb, text)`,
    );
    await q.query(`DROP FUNCTION game_call_begin(text, text, text, text, text, bigint, bytea, text, bytea, text, text, text, timestamptz)`);
    await q.query(`DROP FUNCTION game_call_facts(text, bytea, text)`);
  }
}
