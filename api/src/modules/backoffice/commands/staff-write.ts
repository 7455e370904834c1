import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox, type NewEvent } from '../../../platform/events/index.js';
import { AuditLog, type AuditContext, type AuditRecord } from '../persistence/audit-log.js';

/**
 * What a staff write's work answers. With `entry` it changed something: the audit row(s) and the events
 * commit with it. Without `entry` it refused (not found, a rule said no): everything the work wrote is
 * rolled back, nothing is recorded, and the caller gets `result`.
 */
export interface StaffWriteOutcome<R> {
  result: R;
  /** The audit row(s) of the change: action, target, before and after. Absent (or empty): refused. */
  entry?: AuditRecord | readonly AuditRecord[];
  /**
   * Platform events the change publishes (declared with `declareEvents`), appended to the outbox in
   * the same transaction. `meta.actor` and `meta.requestId` default to the staff member and request.
   */
  events?: readonly NewEvent[];
}

/** Carries a refusal's result out of `inTransaction`, so the transaction rolls back. */
class Refused<R> {
  constructor(readonly result: R) {}
}

/**
 * The one way a staff write records itself: `run` opens a transaction, runs the change, then writes its
 * audit row(s) and publishes its events through the same client, so the change, its audit row and its
 * events commit together or not at all (a failing audit insert or event append undoes the change). An
 * actor-less context is refused (401) before the work runs. Lock the rows you read for the before
 * (`SELECT ... FOR UPDATE`), so the before is the state the change replaced.
 *
 * ```ts
 * // e.g. a finance decision in payments: lock, check, write, record and publish, all in one commit
 * const decision = await this.staffWrite.run(audit, async (db) => {
 *   const deposit = await this.deposits.byIdForUpdate(db, id);
 *   if (!deposit) return { result: fail('not_found') };              // refused: rolled back, no audit row
 *   const approved = await this.deposits.markApproved(db, id, audit.actorId!);
 *   return {
 *     result: ok(approved),
 *     entry: { action: 'payments.deposit_approved', targetKind: 'deposit', targetId: id,
 *              before: present(deposit), after: present(approved) },
 *     events: [{ type: 'payments.deposit-approved', streamId: `deposit-${id}`, data: { ... } }],
 *   };
 * });
 * ```
 *
 * Effects outside Postgres (sockets, sessions closed on other instances, files) belong in a reactor of
 * the published event, or after `run` resolves when losing them to a crash is harmless.
 */
@Injectable()
export class StaffWrite {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(AuditLog) private readonly audit: AuditLog,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  async run<R>(audit: AuditContext, work: (db: PoolClient) => Promise<StaffWriteOutcome<R>>): Promise<R> {
    this.audit.requireActor(audit);
    try {
      return await inTransaction(this.pool, async (db) => {
        const outcome = await work(db);
        const entries = outcome.entry === undefined ? [] : Array.isArray(outcome.entry) ? outcome.entry : [outcome.entry as AuditRecord];
        if (entries.length === 0) throw new Refused(outcome.result);
        for (const entry of entries) await this.audit.record(audit, entry, db);
        if (outcome.events?.length)
          await this.outbox.append(
            db,
            outcome.events.map((event) => withStaffMeta(event, audit)),
          );
        return outcome.result;
      });
    } catch (error) {
      if (error instanceof Refused) return error.result as R;
      throw error;
    }
  }
}

function withStaffMeta(event: NewEvent, audit: AuditContext): NewEvent {
  return {
    ...event,
    meta: {
      actor: { kind: 'staff', id: audit.actorId! },
      ...(audit.requestId ? { requestId: audit.requestId, correlationId: audit.requestId } : {}),
      ...event.meta,
    },
  };
}
