import type { MigrationInterface, QueryRunner } from 'typeorm';

const marker = 'PaymentsInFlightEvents1795435141371';

/**
 * Payments moved onto platform events (issue 11): settlement, withdrawal holds and staff adjustments
 * are now finished by reactors from the event their request commits. Requests already in flight when
 * this deploys have no such event (their BullMQ job, or their request, is gone), so this appends one
 * for each: deposits 'approving' (payments.deposit-approved, the bonus computed as the app does:
 * min(amount x percent, cap)), withdrawals 'holding' (payments.withdrawal-requested) and adjustments
 * 'applying' (payments.adjustment-approved). Every reactor is idempotent by the request's id, so an
 * event for a request that was in fact finished changes nothing. Down removes exactly these events.
 */
export class PaymentsInFlightEvents1795435141371 implements MigrationInterface {
  name = marker;

  async up(q: QueryRunner): Promise<void> {
    const meta = `jsonb_build_object('actor', jsonb_build_object('kind', 'system', 'id', 'migration'), 'backfilledBy', '${marker}')`;
    await q.query(`
      INSERT INTO outbox_events (id, stream_id, type, data, meta)
      SELECT gen_random_uuid(), 'deposit-' || d.id, 'payments.deposit-approved',
             jsonb_build_object(
               'depositId', d.id::text, 'playerId', d.player_id, 'amountMinor', d.amount_minor::text,
               'bonusMinor', (CASE WHEN d.promotion_id IS NULL OR d.bonus_percent <= 0 OR d.bonus_max_minor <= 0 THEN 0
                                   ELSE least(d.amount_minor * round(d.bonus_percent * 100)::bigint / 10000, d.bonus_max_minor) END)::text,
               'promotion', CASE WHEN d.promotion_id IS NULL THEN NULL
                                 ELSE jsonb_build_object('id', d.promotion_id, 'name', coalesce(d.promotion_name, ''),
                                                         'turnoverMultiplier', d.turnover_multiplier::float8) END,
               'source', d.source),
             ${meta} || jsonb_build_object('correlationId', d.id::text)
        FROM deposit_requests d WHERE d.status = 'approving' ORDER BY d.created_at`);
    await q.query(`
      INSERT INTO outbox_events (id, stream_id, type, data, meta)
      SELECT gen_random_uuid(), 'withdrawal-' || w.id, 'payments.withdrawal-requested',
             jsonb_build_object('withdrawalId', w.id::text, 'playerId', w.player_id, 'amountMinor', w.amount_minor::text),
             ${meta} || jsonb_build_object('correlationId', w.id::text)
        FROM withdrawal_requests w WHERE w.status = 'holding' ORDER BY w.created_at`);
    await q.query(`
      INSERT INTO outbox_events (id, stream_id, type, data, meta)
      SELECT gen_random_uuid(), 'adjustment-' || a.id, 'payments.adjustment-approved',
             jsonb_build_object('adjustmentId', a.id::text, 'playerId', a.player_id, 'amountMinor', a.amount_minor::text,
                                'actor', jsonb_build_object('id', a.decided_by::text, 'username', coalesce(s.username, ''),
                                                            'roles', to_jsonb(coalesce(s.roles, '{}'::text[])))),
             ${meta} || jsonb_build_object('correlationId', a.id::text)
        FROM staff_adjustments a LEFT JOIN staff_users s ON s.id = a.decided_by
       WHERE a.status = 'applying' AND a.decided_by IS NOT NULL ORDER BY a.created_at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox_events WHERE meta->>'backfilledBy' = $1`, [marker]);
  }
}
