import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ok, type StaffResult } from '../../domain/staff-errors.js';
import { StaffChange } from '../staff-change.js';
import { ResetStaff2faCommand } from './reset-staff-2fa.command.js';

@CommandHandler(ResetStaff2faCommand)
export class ResetStaff2faHandler implements ICommandHandler<ResetStaff2faCommand, StaffResult<StaffUserView>> {
  constructor(@Inject(StaffChange) private readonly change: StaffChange) {}

  execute({ staffId, audit }: ResetStaff2faCommand): Promise<StaffResult<StaffUserView>> {
    // Sessions end too: whoever holds the old authenticator must not stay signed in.
    return this.change.apply(
      staffId,
      'staff.2fa_reset',
      audit,
      async (current, db) =>
        ok(await this.change.staff.update(db, current.id, { totpSecret: null, totpEnabled: false, totpLastStep: null })),
      { revokeSessions: true },
    );
  }
}
