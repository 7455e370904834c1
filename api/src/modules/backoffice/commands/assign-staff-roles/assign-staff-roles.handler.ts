import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { normaliseRoles, refuseStaffChange } from '../../domain/staff-rules.js';
import { StaffChange } from '../staff-change.js';
import { AssignStaffRolesCommand } from './assign-staff-roles.command.js';

@CommandHandler(AssignStaffRolesCommand)
export class AssignStaffRolesHandler implements ICommandHandler<AssignStaffRolesCommand, StaffResult<StaffUserView>> {
  constructor(@Inject(StaffChange) private readonly change: StaffChange) {}

  execute({ staffId, roles, audit }: AssignStaffRolesCommand): Promise<StaffResult<StaffUserView>> {
    const next = normaliseRoles(roles);
    return this.change.apply(staffId, 'staff.roles_assigned', audit, async (current, db) => {
      const refusal = refuseStaffChange({
        actorId: audit.actorId ?? '',
        targetId: current.id,
        targetRoles: current.roles,
        targetActive: current.status === 'active',
        change: { kind: 'roles', roles: next },
        otherActiveAdmins: await this.change.staff.countActiveAdminsExcept(db, current.id),
      });
      if (refusal) return fail({ code: refusal });
      return ok(await this.change.staff.update(db, current.id, { roles: next }));
    });
  }
}
