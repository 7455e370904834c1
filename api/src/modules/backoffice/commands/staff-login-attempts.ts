import { Inject, Injectable } from '@nestjs/common';
import { afterFailure, isLocked, minutesLeft } from '../domain/staff-rules.js';
import { fail, type StaffResult } from '../domain/staff-errors.js';
import { AuditLog, type AuditContext } from '../persistence/audit-log.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { StaffUsersRepository, type StaffRecord } from '../persistence/staff-users.repository.js';

/**
 * Counts wrong passwords and codes per account under a row lock, so parallel guesses cannot slip past
 * the limit; the attempt that reaches it locks the account and leaves an audit row.
 */
@Injectable()
export class StaffLoginAttempts {
  constructor(
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  async fail<T>(staffId: string, audit: AuditContext, error: 'invalid_credentials' | 'invalid_code'): Promise<StaffResult<T>> {
    return inTransaction(this.staff.pool, async (db) => {
      const row = await this.staff.byId(staffId, db, true);
      if (!row) return fail({ code: error });
      const now = new Date();
      if (isLocked(row, now)) return fail({ code: 'locked', minutes: minutesLeft(row.lockedUntil!, now) });
      const next = afterFailure(row, now);
      await this.staff.update(db, row.id, { failedAttempts: next.failedAttempts, lockedUntil: next.lockedUntil });
      if (next.lockedUntil) {
        await this.audit.record(
          { ...audit, actorId: row.id, actorUsername: row.username, actorRoles: row.roles },
          { action: 'staff.locked_out', targetKind: 'staff', targetId: row.id, after: { locked_until: next.lockedUntil.toISOString() } },
          db,
        );
        return fail({ code: 'locked', minutes: minutesLeft(next.lockedUntil, now) });
      }
      return fail({ code: error });
    });
  }

  /**
   * Marks a successful sign-in: clears the counter, remembers the TOTP step (a code works once) and
   * records it. False when the step was already used (a replayed code).
   */
  async succeed(
    staff: StaffRecord,
    step: number,
    audit: AuditContext,
    action: string,
    extra: { totpSecret?: string } = {},
  ): Promise<StaffRecord | undefined> {
    return inTransaction(this.staff.pool, async (db) => {
      const row = await this.staff.byId(staff.id, db, true);
      if (!row || (row.totpLastStep !== null && step <= row.totpLastStep)) return undefined;
      const updated = await this.staff.update(db, row.id, {
        failedAttempts: 0,
        lockedUntil: null,
        totpLastStep: step,
        lastLoginAt: new Date(),
        ...(extra.totpSecret ? { totpSecret: extra.totpSecret, totpEnabled: true } : {}),
      });
      await this.audit.record(
        { ...audit, actorId: row.id, actorUsername: row.username, actorRoles: row.roles },
        {
          action,
          targetKind: 'staff',
          targetId: row.id,
          ...(extra.totpSecret ? { before: { totp_enabled: row.totpEnabled }, after: { totp_enabled: true } } : {}),
        },
        db,
      );
      return updated;
    });
  }
}
