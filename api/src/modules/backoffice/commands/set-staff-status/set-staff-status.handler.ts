import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore, type Revocation } from '../../../auth/index.js';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { refuseStaffChange } from '../../domain/staff-rules.js';
import { StaffUsersRepository, toStaffView } from '../../persistence/staff-users.repository.js';
import { StaffWrite } from '../staff-write.js';
import { SetStaffStatusCommand } from './set-staff-status.command.js';

@CommandHandler(SetStaffStatusCommand)
export class SetStaffStatusHandler implements ICommandHandler<SetStaffStatusCommand, StaffResult<StaffUserView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async execute({ staffId, status, audit }: SetStaffStatusCommand): Promise<StaffResult<StaffUserView>> {
    const action = status === 'disabled' ? 'staff.disabled' : 'staff.enabled';
    let revocation: Revocation | undefined;
    const result = await this.write.run(audit, async (db) => {
      const current = await this.staff.byId(staffId, db, true);
      if (!current) return { result: fail<StaffUserView>({ code: 'not_found' }) };
      if (status === 'disabled') {
        const refusal = refuseStaffChange({
          actorId: audit.actorId ?? '',
          targetId: current.id,
          targetRoles: current.roles,
          targetActive: current.status === 'active',
          change: { kind: 'disable' },
          otherActiveAdmins: await this.staff.countActiveAdminsExcept(db, current.id),
        });
        if (refusal) return { result: fail<StaffUserView>({ code: refusal }) };
      }
      // Re-enabling also lifts a sign-in lock: an admin vouches for the account.
      const updated = await this.staff.update(db, current.id, {
        status,
        ...(status === 'active' ? { failedAttempts: 0, lockedUntil: null } : {}),
      });
      // a disabled account's sessions end with it (their sockets close on every instance once committed)
      if (status === 'disabled') revocation = await this.sessions.revokeAllIn(db, 'staff', current.id);
      const before = toStaffView(current);
      const after = toStaffView(updated);
      return { result: ok(after), entry: { action, targetKind: 'staff', targetId: staffId, before, after } };
    });
    // before the answer: no instance lets the old sessions in; the reactor if this process dies first
    if (result.ok && revocation) await this.sessions.revocationCommitted(revocation);
    return result;
  }
}
