import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { roleAuditView, StaffRolesRepository } from '../../persistence/staff-roles.repository.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
import { refuseBeyondActor } from '../no-escalation.js';
import { StaffWrite } from '../staff-write.js';
import { DeleteStaffRoleCommand } from './delete-staff-role.command.js';

type Deleted = { key: string; deleted: true };

/**
 * Deleting a role (issue 22), audited as `staff.role_deleted` with the role as it was:
 * - the default (seeded, `builtin`) roles are never deleted: the code names them (permissions.ts's seeded
 *   defaults, the demo staff, the route matrix) and `admin` is the last admin's safety net (409);
 * - a role someone holds, active or disabled, is refused with their usernames (409): taking a role from a member
 *   is an assignment, checked by its own rules (no escalation, last admin), never a side effect of a delete;
 * - like every role change, only by someone holding every permission the role grants (no escalation), under the
 *   role-changes lock, so an assignment cannot slip in between the check and the delete.
 */
@CommandHandler(DeleteStaffRoleCommand)
export class DeleteStaffRoleHandler implements ICommandHandler<DeleteStaffRoleCommand, StaffResult<Deleted>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  execute({ key, audit }: DeleteStaffRoleCommand): Promise<StaffResult<Deleted>> {
    return this.write.run(audit, async (db) => {
      await this.roles.lockRoleChanges(db);
      const current = await this.roles.byKey(db, key);
      if (!current) return { result: fail<Deleted>({ code: 'role_not_found' }) };
      if (current.builtin) return { result: fail<Deleted>({ code: 'role_builtin' }) };
      const holders = await this.roles.holderNames(db, key);
      if (holders.length) return { result: fail<Deleted>({ code: 'role_held', usernames: holders.slice(0, 10) }) };
      const beyond = await refuseBeyondActor(this.staff, db, audit.actorId, current.permissions);
      if (beyond) return { result: fail<Deleted>(beyond) };
      if (!(await this.roles.delete(db, key))) return { result: fail<Deleted>({ code: 'role_not_found' }) };
      return {
        result: ok({ key, deleted: true as const }),
        entry: {
          action: 'staff.role_deleted',
          targetKind: 'staff_role',
          targetId: key,
          before: { ...roleAuditView(current), ip_allowlist: current.ipAllowlist },
        },
      };
    });
  }
}
