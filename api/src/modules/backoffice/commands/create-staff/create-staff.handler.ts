import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { normaliseRoles, passwordProblem } from '../../domain/staff-rules.js';
import { StaffRolesRepository } from '../../persistence/staff-roles.repository.js';
import { StaffUsersRepository, toStaffView } from '../../persistence/staff-users.repository.js';
import { refuseBeyondActor } from '../no-escalation.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { StaffWrite } from '../staff-write.js';
import { CreateStaffCommand } from './create-staff.command.js';

@CommandHandler(CreateStaffCommand)
export class CreateStaffHandler implements ICommandHandler<CreateStaffCommand, StaffResult<StaffUserView>> {
  constructor(
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(PasswordHasher) private readonly passwords: PasswordHasher,
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository,
  ) {}

  async execute({ input, audit }: CreateStaffCommand): Promise<StaffResult<StaffUserView>> {
    const weak = passwordProblem(input.password);
    if (weak) return fail({ code: 'weak_password', message: weak });
    const passwordHash = await this.passwords.hash(input.password);
    const roles = normaliseRoles(input.roles);
    return this.write.run(audit, async (db) => {
      await this.roles.lockRoleChanges(db);
      const known = await this.roles.byKeys(db, roles);
      const unknown = roles.filter((key) => !known.some((r) => r.key === key));
      if (unknown.length) return { result: fail<StaffUserView>({ code: 'unknown_role', keys: unknown }) };
      const beyond = await refuseBeyondActor(this.staff, db, audit.actorId, ...known.map((r) => r.permissions));
      if (beyond) return { result: fail<StaffUserView>(beyond) };
      const created = await this.staff.insert(db, {
        username: input.username,
        displayName: input.display_name.trim(),
        passwordHash,
        roles,
      });
      if (!created) return { result: fail<StaffUserView>({ code: 'username_taken' }) };
      const view = toStaffView(created);
      return { result: ok(view), entry: { action: 'staff.created', targetKind: 'staff', targetId: created.id, before: null, after: view } };
    });
  }
}
