import type { MigrationInterface, QueryRunner } from 'typeorm';

const finishHead = `
  CREATE OR REPLACE FUNCTION game_call_finish(
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
                p_event_meta);`;
const finishTail = `
    END IF;
    UPDATE game_transactions SET status = p_status, answer = p_answer, player_id = coalesce(p_player, player_id),
           balance_before = p_balance_before, balance_after = p_balance_after
     WHERE id = p_claim;
  END $$`;

/**
 * `game_call_finish` NOTIFYs only when given a channel. A provider call now commits once, with its money
 * (LedgerStore.appendIn), and a NOTIFY inside that transaction would serialise the commits of every call that
 * closes a round (Postgres takes one lock for all notifying commits): the api passes no channel and wakes
 * the relay after the commit instead (OutboxSignal, one NOTIFY per 50 ms at most).
 */
export class GamesRoundClosedNotifyAfterCommit1795450000000 implements MigrationInterface {
  name = 'GamesRoundClosedNotifyAfterCommit1795450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`${finishHead}
      IF p_event_channel IS NOT NULL THEN
        PERFORM pg_notify(p_event_channel, '');
      END IF;${finishTail}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`${finishHead}
      PERFORM pg_notify(p_event_channel, '');${finishTail}`);
  }
}
