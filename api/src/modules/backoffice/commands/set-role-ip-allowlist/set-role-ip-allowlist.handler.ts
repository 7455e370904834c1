import type { StaffRoleView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { ipAllowed, parseCidr } from '../../http/staff-ip-allowlist.js';
import { StaffRolesRepository, toRoleView } from '../../persistence/staff-roles.repository.js';
import { StaffUsersRepository } from '../../persistence/staff-users.repository.js';
import { refuseBeyondActor } from '../no-escalation.js';
import { StaffWrite } from '../staff-write.js';
import { SetRoleIpAllowlistCommand } from './set-role-ip-allowlist.command.js';

/**
 * A role's IP allow-list (issue 22), audited as `staff.role_ip_allowlist_set` with old and new. The same blocks
 * as a member's list (at most /8, host bits zero). Every role may have one, `admin` too: it narrows where its
 * holders work from and grants nothing. Like every role change: only by someone holding all the role's
 * permissions, under the role-changes lock; and an actor who holds the role cannot set a list that leaves out
 * the address they are using (they would be refused at their next request).
 */
@CommandHandler(SetRoleIpAllowlistCommand)
export class SetRoleIpAllowlistHandler implements ICommandHandler<SetRoleIpAllowlistCommand, StaffResult<StaffRoleView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  execute({ key, cidrs, audit }: SetRoleIpAllowlistCommand): Promise<StaffResult<StaffRoleView>> {
    const parsed: string[] = [];
    for (const text of cidrs) {
      const cidr = parseCidr(text);
      if (!cidr) return Promise.resolve(fail({ code: 'bad_cidr', value: text.slice(0, 64) }));
      if (!parsed.includes(cidr)) parsed.push(cidr);
    }
    return this.write.run(audit, async (db) => {
      await this.roles.lockRoleChanges(db);
      const current = await this.roles.byKey(db, key);
      if (!current) return { result: fail<StaffRoleView>({ code: 'role_not_found' }) };
      const beyond = await refuseBeyondActor(this.staff, db, audit.actorId, current.permissions);
      if (beyond) return { result: fail<StaffRoleView>(beyond) };
      const actor = audit.actorId ? await this.staff.byId(audit.actorId, db) : undefined;
      if (actor?.roles.includes(key) && !ipAllowed(audit.ip ?? undefined, parsed))
        return { result: fail<StaffRoleView>({ code: 'ip_self_lockout', ip: audit.ip ?? 'unknown' }) };
      await this.roles.setIpAllowlist(db, key, parsed);
      const after = (await this.roles.byKey(db, key))!;
      return {
        result: ok(toRoleView(after)),
        entry: {
          action: 'staff.role_ip_allowlist_set',
          targetKind: 'staff_role',
          targetId: key,
          before: { ip_allowlist: current.ipAllowlist },
          after: { ip_allowlist: after.ipAllowlist },
        },
      };
    });
  }
}
