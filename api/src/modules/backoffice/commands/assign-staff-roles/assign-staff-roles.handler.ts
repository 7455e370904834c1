import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import '../../events/backoffice-events.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { normaliseRoles, refuseStaffChange } from '../../domain/staff-rules.js';
import { StaffRolesRepository } from '../../persistence/staff-roles.repository.js';
import { StaffUsersRepository, toStaffAuditView, toStaffView } from '../../persistence/staff-users.repository.js';
import { refuseBeyondActor } from '../no-escalation.js';
import { StaffWrite } from '../staff-write.js';
import { AssignStaffRolesCommand } from './assign-staff-roles.command.js';

@CommandHandler(AssignStaffRolesCommand)
export class AssignStaffRolesHandler implements ICommandHandler<AssignStaffRolesCommand, StaffResult<StaffUserView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository,
  ) {}

  execute({ staffId, roles, audit }: AssignStaffRolesCommand): Promise<StaffResult<StaffUserView>> {
    const next = normaliseRoles(roles);
    return this.write.run(audit, async (db) => {
      await this.roles.lockRoleChanges(db);
      const current = await this.staff.byId(staffId, db, true);
      if (!current) return { result: fail<StaffUserView>({ code: 'not_found' }) };
      const known = await this.roles.byKeys(db, next);
      const unknown = next.filter((key) => !known.some((r) => r.key === key));
      if (unknown.length) return { result: fail<StaffUserView>({ code: 'unknown_role', keys: unknown }) };
      const refusal = refuseStaffChange({
        actorId: audit.actorId ?? '',
        targetId: current.id,
        targetRoles: current.roles,
        targetActive: current.status === 'active',
        change: { kind: 'roles', roles: next },
        otherActiveAdmins: await this.staff.countActiveAdminsExcept(db, current.id),
      });
      if (refusal) return { result: fail<StaffUserView>({ code: refusal }) };
      // no escalation: every role given or taken away must grant only what the actor holds
      const changed = await this.roles.byKeys(db, [
        ...next.filter((r) => !current.roles.includes(r)),
        ...current.roles.filter((r) => !next.includes(r)),
      ]);
      const beyond = await refuseBeyondActor(this.staff, db, audit.actorId, ...changed.map((r) => r.permissions));
      if (beyond) return { result: fail<StaffUserView>(beyond) };
      const updated = await this.staff.update(db, current.id, { roles: next });
      return {
        result: ok(toStaffView(updated)),
        // old and new with what the roles grant, so the row says which permissions were given or taken
        entry: {
          action: 'staff.roles_assigned',
          targetKind: 'staff',
          targetId: staffId,
          before: toStaffAuditView(current),
          after: toStaffAuditView(updated),
        },
        events: [{ type: 'backoffice.staff-roles-changed', streamId: `staff-${staffId}`, data: { staffId } }],
      };
    });
  }
}
