import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data retention (issue 23): the nightly clean-ups delete old rows in batches of a few thousand, each batch
 * found by its age. These indexes let each batch start at the oldest rows instead of scanning the table:
 * outbox events by `occurred_at`, handled rows by `handled_at`, resolved delivery failures by `resolved_at`,
 * and open failures by event id (an outbox event an open failure refers to is kept). staff_idempotency_keys
 * (created_at) and game_refused_calls (received_at) already have theirs.
 */
export class RetentionIndexes1795670000000 implements MigrationInterface {
  name = 'RetentionIndexes1795670000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX outbox_events_occurred ON outbox_events (occurred_at)`);
    await q.query(`CREATE INDEX event_reactor_handled_at ON event_reactor_handled (handled_at)`);
    await q.query(`CREATE INDEX event_delivery_failures_resolved ON event_delivery_failures (resolved_at) WHERE status = 'resolved'`);
    await q.query(`CREATE INDEX event_delivery_failures_open_event ON event_delivery_failures (event_id) WHERE status <> 'resolved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP INDEX event_delivery_failures_open_event, event_delivery_failures_resolved, event_reactor_handled_at, outbox_events_occurred`,
    );
  }
}
