import type { StaffRoleView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import '../../events/backoffice-events.js';
import { normalisePermissions } from '../../domain/role-rules.js';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { roleAuditView, StaffRolesRepository, toRoleView } from '../../persistence/staff-roles.repository.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
import { refuseBeyondActor } from '../no-escalation.js';
import { StaffWrite } from '../staff-write.js';
import { UpdateStaffRoleCommand } from './update-staff-role.command.js';

@CommandHandler(UpdateStaffRoleCommand)
export class UpdateStaffRoleHandler implements ICommandHandler<UpdateStaffRoleCommand, StaffResult<StaffRoleView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  execute({ key, input, audit }: UpdateStaffRoleCommand): Promise<StaffResult<StaffRoleView>> {
    const { permissions, unknown } = normalisePermissions(input.permissions);
    if (unknown.length) return Promise.resolve(fail({ code: 'unknown_permission', permissions: unknown }));
    return this.write.run(audit, async (db) => {
      await this.roles.lockRoleChanges(db);
      const current = await this.roles.byKey(db, key);
      if (!current) return { result: fail<StaffRoleView>({ code: 'role_not_found' }) };
      // admin holds every permission (also those added later): the last admin's safety net, never edited
      if (current.locked) return { result: fail<StaffRoleView>({ code: 'role_locked' }) };
      const beyond = await refuseBeyondActor(this.staff, db, audit.actorId, current.permissions, permissions);
      if (beyond) return { result: fail<StaffRoleView>(beyond) };
      const changed = await this.roles.update(db, key, { name: input.name.trim(), description: input.description.trim(), permissions });
      if (!changed) return { result: fail<StaffRoleView>({ code: 'role_name_taken' }) };
      const after = (await this.roles.byKey(db, key))!;
      const holders = await this.roles.holders(db, key);
      return {
        result: ok(toRoleView(after)),
        entry: {
          action: 'staff.role_updated',
          targetKind: 'staff_role',
          targetId: key,
          before: roleAuditView(current),
          after: roleAuditView(after),
        },
        // the holders' open sockets join or leave the shared rooms their permissions now allow
        events: holders.map((staffId) => ({
          type: 'backoffice.staff-roles-changed' as const,
          streamId: `staff-${staffId}`,
          data: { staffId },
        })),
      };
    });
  }
}
