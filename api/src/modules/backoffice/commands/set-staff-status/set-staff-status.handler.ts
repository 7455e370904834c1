import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { refuseStaffChange } from '../../domain/staff-rules.js';
import { StaffChange } from '../staff-change.js';
import { SetStaffStatusCommand } from './set-staff-status.command.js';

@CommandHandler(SetStaffStatusCommand)
export class SetStaffStatusHandler implements ICommandHandler<SetStaffStatusCommand, StaffResult<StaffUserView>> {
  constructor(@Inject(StaffChange) private readonly change: StaffChange) {}

  execute({ staffId, status, audit }: SetStaffStatusCommand): Promise<StaffResult<StaffUserView>> {
    const action = status === 'disabled' ? 'staff.disabled' : 'staff.enabled';
    return this.change.apply(
      staffId,
      action,
      audit,
      async (current, db) => {
        if (status === 'disabled') {
          const refusal = refuseStaffChange({
            actorId: audit.actorId ?? '',
            targetId: current.id,
            targetRoles: current.roles,
            targetActive: current.status === 'active',
            change: { kind: 'disable' },
            otherActiveAdmins: await this.change.staff.countActiveAdminsExcept(db, current.id),
          });
          if (refusal) return fail({ code: refusal });
        }
        // Re-enabling also lifts a sign-in lock: an admin vouches for the account.
        return ok(
          await this.change.staff.update(db, current.id, {
            status,
            ...(status === 'active' ? { failedAttempts: 0, lockedUntil: null } : {}),
          }),
        );
      },
      { revokeSessions: status === 'disabled' },
    );
  }
}
