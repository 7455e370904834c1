import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency of the staff routes that move money (payments module): one row per staff member and
 * `Idempotency-Key`. The first request claims the row ('running', with a lease so a crashed one can be
 * taken over), the handler runs once, and its answer is kept ('done') so a repeat of the same request
 * answers it again and moves no money. Refusals release the row: nothing happened, the key may be retried.
 */
export class StaffIdempotencyKeys1795433511774 implements MigrationInterface {
  name = 'StaffIdempotencyKeys1795433511774';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_idempotency_keys (
        staff_id uuid NOT NULL,
        idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 16 AND 128),
        -- 'POST /api/admin/players/:id/adjustments': the route as declared
        route text NOT NULL,
        -- sha256 of the route, its parameters and the body: the same key with another request is refused
        request_hash text NOT NULL,
        status text NOT NULL CHECK (status IN ('running', 'done')),
        locked_until timestamptz NOT NULL,
        response_status integer,
        response_body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        PRIMARY KEY (staff_id, idempotency_key),
        CHECK (status = 'running' OR (response_status IS NOT NULL AND response_body IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX staff_idempotency_keys_created ON staff_idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE staff_idempotency_keys`);
  }
}
