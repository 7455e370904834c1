import { Inject, Injectable } from '@nestjs/common';
import { minutesOf } from '../domain/staff-rules.js';
import { fail, ok, type StaffResult } from '../domain/staff-errors.js';
import { AuditLog, type AuditContext } from '../persistence/audit-log.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { StaffSignInLimitsStore, type SignInClaim } from '../persistence/staff-sign-in-limits.store.js';
import { StaffUsersRepository, type StaffRecord } from '../persistence/staff-users.repository.js';

export type { SignInClaim };

/**
 * The sign-in limits of `signInLimits` around every staff password and code check: `claim` counts the
 * check before it is made (so parallel guesses cannot get past the limit), and `fail`, `succeed` or
 * `release` settles it. The failure that locks an account from a source leaves an audit row.
 */
@Injectable()
export class StaffLoginAttempts {
  constructor(
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(AuditLog) private readonly audit: AuditLog,
    @Inject(StaffSignInLimitsStore) private readonly limits: StaffSignInLimitsStore,
  ) {}

  /** Counts one check of `username` from `ip`, or refuses it (locked, or wait for the account's next slot). */
  async claim(username: string, ip: string | undefined | null): Promise<StaffResult<SignInClaim>> {
    const answer = await this.limits.claim(username, ip || 'unknown');
    if (answer.outcome === 'ok') return ok(answer.claim);
    if (answer.outcome === 'wait') return fail({ code: 'slow_down', seconds: answer.seconds });
    return fail({ code: 'locked', minutes: minutesOf(answer.seconds) });
  }

  /** A wrong password or code (or an unknown username): the fifth from one source locks the account there. */
  async fail<T>(
    claim: SignInClaim,
    account: StaffRecord | undefined,
    audit: AuditContext,
    error: 'invalid_credentials' | 'invalid_code',
  ): Promise<StaffResult<T>> {
    const lockSeconds = await this.limits.failed(claim);
    if (lockSeconds === undefined) return fail({ code: error });
    if (account) {
      await this.audit.record(
        { ...audit, actorId: account.id, actorUsername: account.username, actorRoles: account.roles },
        {
          action: 'staff.locked_out',
          targetKind: 'staff',
          targetId: account.id,
          after: { locked_until: new Date(Date.now() + lockSeconds * 1000).toISOString() }, // from the row's ip
        },
      );
    }
    return fail({ code: 'locked', minutes: minutesOf(lockSeconds) });
  }

  /** The password was right but this sign-in goes no further (disabled, enrolment, code missing). */
  async release(claim: SignInClaim): Promise<void> {
    await this.limits.release(claim);
  }

  /**
   * Marks a successful sign-in: remembers the TOTP step (a code works once), records it, and forgets the
   * source's failures (the source becomes known to the account). Undefined when the step was already
   * used (a replayed code); the caller then settles the claim as a failure.
   */
  async succeed(
    claim: SignInClaim,
    staff: StaffRecord,
    step: number,
    audit: AuditContext,
    action: string,
    extra: { totpSecret?: string } = {},
  ): Promise<StaffRecord | undefined> {
    const updated = await inTransaction(this.staff.pool, async (db) => {
      const row = await this.staff.byId(staff.id, db, true);
      if (!row || (row.totpLastStep !== null && step <= row.totpLastStep)) return undefined;
      const changed = await this.staff.update(db, row.id, {
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
      return changed;
    });
    if (updated) await this.limits.signedIn(claim);
    return updated;
  }
}
