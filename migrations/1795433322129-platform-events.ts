import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Platform events (api/src/platform/events): the transactional outbox modules append their domain
 * events to, and the relay's bookkeeping per reactor: a checkpoint per event source (the outbox and
 * the ledger's own ledger_events), the events each reactor has handled (idempotency by event id), and
 * the deliveries that failed (retrying with backoff, waiting behind one on the same stream, dead).
 */
export class PlatformEvents1795433322129 implements MigrationInterface {
  name = 'PlatformEvents1795433322129';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_events (
        position bigserial PRIMARY KEY,
        id uuid NOT NULL,
        stream_id text NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        -- actor {kind, id}, correlationId, causationId, requestId
        meta jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL DEFAULT now(),
        -- the appending transaction: the relay reads only events whose transaction has ended, in
        -- (tx_id, position) order, as the ledger's projections do, so a late commit is never skipped
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        CONSTRAINT outbox_events_id UNIQUE (id)
      )`);
    await q.query(`CREATE INDEX outbox_events_tx_order ON outbox_events (tx_id, position)`);
    // Events are facts: never changed (a correction is a new event). Old ones may be deleted by retention.
    await q.query(`
      CREATE FUNCTION outbox_events_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'outbox_events is append-only: UPDATE refused' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(
      `CREATE TRIGGER outbox_events_append_only BEFORE UPDATE ON outbox_events FOR EACH ROW EXECUTE FUNCTION outbox_events_refuse_update()`,
    );

    await q.query(`
      CREATE TABLE event_reactor_checkpoints (
        reactor text NOT NULL,
        source text NOT NULL CHECK (source IN ('outbox', 'ledger')),
        tx_id xid8 NOT NULL DEFAULT '0',
        position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (reactor, source)
      )`);

    // Written in the transaction that advances the checkpoint (and holds the reactor's own writes):
    // an event found here is never delivered to that reactor again.
    await q.query(`
      CREATE TABLE event_reactor_handled (
        reactor text NOT NULL,
        event_id text NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (reactor, event_id)
      )`);

    await q.query(`
      CREATE TABLE event_delivery_failures (
        id bigserial PRIMARY KEY,
        reactor text NOT NULL,
        event_id text NOT NULL,
        source text NOT NULL CHECK (source IN ('outbox', 'ledger')),
        -- where the event sits in its source, to read it again and to keep a stream's order
        tx_id xid8 NOT NULL,
        position bigint NOT NULL,
        stream_id text NOT NULL,
        event_type text NOT NULL,
        -- retrying: attempted, next attempt at next_attempt_at; waiting: behind an earlier failure of
        -- the same stream, not attempted; dead: attempts used up; resolved: closed by staff
        status text NOT NULL CHECK (status IN ('retrying', 'waiting', 'dead', 'resolved')),
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        first_failed_at timestamptz NOT NULL DEFAULT now(),
        last_failed_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by text,
        CONSTRAINT event_delivery_failures_once UNIQUE (reactor, event_id)
      )`);
    await q.query(
      `CREATE INDEX event_delivery_failures_due ON event_delivery_failures (reactor, next_attempt_at) WHERE status = 'retrying'`,
    );
    await q.query(
      `CREATE INDEX event_delivery_failures_blocking ON event_delivery_failures (reactor, source, stream_id, tx_id, position)
        WHERE status IN ('retrying', 'waiting')`,
    );
    await q.query(`CREATE INDEX event_delivery_failures_listed ON event_delivery_failures (status, last_failed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE event_delivery_failures, event_reactor_handled, event_reactor_checkpoints, outbox_events`);
    await q.query(`DROP FUNCTION outbox_events_refuse_update()`);
  }
}
