import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import '../../events/backoffice-events.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { normaliseRoles, refuseStaffChange } from '../../domain/staff-rules.js';
import { StaffUsersRepository, toStaffView } from '../../persistence/staff-users.repository.js';
import { StaffWrite } from '../staff-write.js';
import { AssignStaffRolesCommand } from './assign-staff-roles.command.js';

@CommandHandler(AssignStaffRolesCommand)
export class AssignStaffRolesHandler implements ICommandHandler<AssignStaffRolesCommand, StaffResult<StaffUserView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  execute({ staffId, roles, audit }: AssignStaffRolesCommand): Promise<StaffResult<StaffUserView>> {
    const next = normaliseRoles(roles);
    return this.write.run(audit, async (db) => {
      const current = await this.staff.byId(staffId, db, true);
      if (!current) return { result: fail<StaffUserView>({ code: 'not_found' }) };
      const refusal = refuseStaffChange({
        actorId: audit.actorId ?? '',
        targetId: current.id,
        targetRoles: current.roles,
        targetActive: current.status === 'active',
        change: { kind: 'roles', roles: next },
        otherActiveAdmins: await this.staff.countActiveAdminsExcept(db, current.id),
      });
      if (refusal) return { result: fail<StaffUserView>({ code: refusal }) };
      const after = toStaffView(await this.staff.update(db, current.id, { roles: next }));
      const before = toStaffView(current);
      return {
        result: ok(after),
        entry: { action: 'staff.roles_assigned', targetKind: 'staff', targetId: staffId, before, after },
        events: [{ type: 'backoffice.staff-roles-changed', streamId: `staff-${staffId}`, data: { staffId } }],
      };
    });
  }
}
