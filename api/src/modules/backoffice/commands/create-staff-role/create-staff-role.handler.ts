import type { StaffRoleView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalisePermissions, roleKeyFromName } from '../../domain/role-rules.js';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { roleAuditView, StaffRolesRepository, toRoleView } from '../../persistence/staff-roles.repository.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
import { refuseBeyondActor } from '../no-escalation.js';
import { StaffWrite } from '../staff-write.js';
import { CreateStaffRoleCommand } from './create-staff-role.command.js';

@CommandHandler(CreateStaffRoleCommand)
export class CreateStaffRoleHandler implements ICommandHandler<CreateStaffRoleCommand, StaffResult<StaffRoleView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  execute({ input, audit }: CreateStaffRoleCommand): Promise<StaffResult<StaffRoleView>> {
    const { permissions, unknown } = normalisePermissions(input.permissions);
    if (unknown.length) return Promise.resolve(fail({ code: 'unknown_permission', permissions: unknown }));
    return this.write.run(audit, async (db) => {
      await this.roles.lockRoleChanges(db);
      const beyond = await refuseBeyondActor(this.staff, db, audit.actorId, permissions);
      if (beyond) return { result: fail<StaffRoleView>(beyond) };
      const created = await this.roles.insert(db, {
        key: roleKeyFromName(input.name),
        name: input.name.trim(),
        description: input.description.trim(),
        permissions,
      });
      if (!created) return { result: fail<StaffRoleView>({ code: 'role_name_taken' }) };
      return {
        result: ok(toRoleView(created)),
        entry: {
          action: 'staff.role_created',
          targetKind: 'staff_role',
          targetId: created.key,
          before: null,
          after: roleAuditView(created),
        },
      };
    });
  }
}
