import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { AuditLog, type AuditContext } from '../../backoffice/index.js';
import { inTransaction } from '../../../platform/database/transaction.js';

/** One staff edit as the audit log names it, e.g. 'content.slider.update' on slider 12. */
export interface StaffEditTarget {
  action: string;
  targetKind: string;
  /** Known up front for changes and deletes; a create names it in `changed` once the row exists. */
  targetId?: string;
}

/** What the write step answers: refused (nothing written, nothing recorded), or changed with the state after. */
export type StaffEditOutcome<S, R> = { changed: false; result: R } | { changed: true; result: R; after: S | null; targetId?: string };

/** The write happened: `after` is the row or setting as it now is (null once deleted). */
export const changed = <S, R>(after: S | null, result: R, targetId?: string): StaffEditOutcome<S, R> => ({
  changed: true,
  result,
  after,
  ...(targetId !== undefined ? { targetId } : {}),
});

/** Nothing was written (not found, refused by a rule): no audit row; the caller gets `result`. */
export const refused = <S, R>(result: R): StaffEditOutcome<S, R> => ({ changed: false, result });

export interface StaffEditSteps<S, R> {
  /** Reads (and locks) the row or setting as it is before the write; omit for creates (before is null). */
  load?: (db: PoolClient) => Promise<S | undefined>;
  write: (db: PoolClient, before: S | undefined) => Promise<StaffEditOutcome<S, R>>;
}

/**
 * The shape every content and catalogue staff write shares: load the state before, write, and record
 * actor, action, target, before and after in the staff audit log, all in one transaction, so the row
 * commits with the change (and the backoffice's fallback row is not needed).
 */
@Injectable()
export class StaffEdit {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  apply<S, R>(context: AuditContext, target: StaffEditTarget, steps: StaffEditSteps<S, R>): Promise<R> {
    return inTransaction(this.pool, async (db) => {
      const before = steps.load ? await steps.load(db) : undefined;
      const outcome = await steps.write(db, before);
      if (!outcome.changed) return outcome.result;
      await this.audit.record(
        context,
        {
          action: target.action,
          targetKind: target.targetKind,
          targetId: outcome.targetId ?? target.targetId,
          before: before ?? null,
          after: outcome.after,
        },
        db,
      );
      return outcome.result;
    });
  }
}
