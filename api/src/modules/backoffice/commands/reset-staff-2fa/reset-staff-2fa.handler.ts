import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore, type Revocation } from '../../../auth/index.js';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { StaffUsersRepository, toStaffView } from '../../persistence/staff-users.repository.js';
import { StaffWrite } from '../staff-write.js';
import { ResetStaff2faCommand } from './reset-staff-2fa.command.js';

@CommandHandler(ResetStaff2faCommand)
export class ResetStaff2faHandler implements ICommandHandler<ResetStaff2faCommand, StaffResult<StaffUserView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async execute({ staffId, audit }: ResetStaff2faCommand): Promise<StaffResult<StaffUserView>> {
    let revocation: Revocation | undefined;
    const result = await this.write.run(audit, async (db) => {
      const current = await this.staff.byId(staffId, db, true);
      if (!current) return { result: fail<StaffUserView>({ code: 'not_found' }) };
      const after = toStaffView(await this.staff.update(db, current.id, { totpSecret: null, totpEnabled: false, totpLastStep: null }));
      // Sessions end with it: whoever holds the old authenticator must not stay signed in.
      revocation = await this.sessions.revokeAllIn(db, 'staff', current.id);
      const before = toStaffView(current);
      return { result: ok(after), entry: { action: 'staff.2fa_reset', targetKind: 'staff', targetId: staffId, before, after } };
    });
    // before the answer: no instance lets the old sessions in; the reactor if this process dies first
    if (result.ok && revocation) await this.sessions.revocationCommitted(revocation);
    return result;
  }
}
