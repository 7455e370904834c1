import { Inject, Injectable } from '@nestjs/common';
import type { StaffUserView } from '@khela/contracts';
import type { PoolClient } from 'pg';
import { SessionStore } from '../../auth/index.js';
import { fail, ok, type StaffResult } from '../domain/staff-errors.js';
import { AuditLog, type AuditContext } from '../persistence/audit-log.js';
import { StaffUsersRepository, toStaffView, type StaffRecord } from '../persistence/staff-users.repository.js';
import { inTransaction } from '../../../platform/database/transaction.js';

/**
 * The shape every staff-management change shares: lock the account row, decide, write, and record
 * before and after in the same transaction; optionally end the account's sessions once committed.
 */
@Injectable()
export class StaffChange {
  constructor(
    @Inject(StaffUsersRepository) readonly staff: StaffUsersRepository,
    @Inject(AuditLog) private readonly audit: AuditLog,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async apply(
    staffId: string,
    action: string,
    audit: AuditContext,
    change: (current: StaffRecord, db: PoolClient) => Promise<StaffResult<StaffRecord>>,
    options: { revokeSessions?: boolean } = {},
  ): Promise<StaffResult<StaffUserView>> {
    const result = await inTransaction(this.staff.pool, async (db) => {
      const current = await this.staff.byId(staffId, db, true);
      if (!current) return fail({ code: 'not_found' });
      const changed = await change(current, db);
      if (!changed.ok) return changed;
      const before = toStaffView(current);
      const after = toStaffView(changed.value);
      await this.audit.record(audit, { action, targetKind: 'staff', targetId: staffId, before, after }, db);
      return ok(after);
    });
    if (result.ok && options.revokeSessions) await this.sessions.revokeAll('staff', staffId);
    return result;
  }
}
