import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fail, ok, type StaffResult } from '../../domain/staff-errors.js';
import { ipAllowed, parseCidr } from '../../http/staff-ip-allowlist.js';
import { StaffUsersRepository, toStaffView } from '../../persistence/staff-users.repository.js';
import { StaffWrite } from '../staff-write.js';
import { SetStaffIpAllowlistCommand } from './set-staff-ip-allowlist.command.js';

@CommandHandler(SetStaffIpAllowlistCommand)
export class SetStaffIpAllowlistHandler implements ICommandHandler<SetStaffIpAllowlistCommand, StaffResult<StaffUserView>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  execute({ staffId, cidrs, audit }: SetStaffIpAllowlistCommand): Promise<StaffResult<StaffUserView>> {
    const parsed: string[] = [];
    for (const text of cidrs) {
      const cidr = parseCidr(text);
      if (!cidr) return Promise.resolve(fail({ code: 'bad_cidr', value: text.slice(0, 64) }));
      if (!parsed.includes(cidr)) parsed.push(cidr);
    }
    // an admin restricting their own account must stay inside it, or their next request is refused
    if (audit.actorId === staffId && !ipAllowed(audit.ip ?? undefined, parsed))
      return Promise.resolve(fail({ code: 'ip_self_lockout', ip: audit.ip ?? 'unknown' }));
    return this.write.run(audit, async (db) => {
      const current = await this.staff.byId(staffId, db, true);
      if (!current) return { result: fail<StaffUserView>({ code: 'not_found' }) };
      const after = toStaffView(await this.staff.update(db, staffId, { ipAllowlist: parsed }));
      return {
        result: ok(after),
        entry: {
          action: 'staff.ip_allowlist_set',
          targetKind: 'staff',
          targetId: staffId,
          before: { ip_allowlist: current.ipAllowlist },
          after: { ip_allowlist: after.ip_allowlist },
        },
      };
    });
  }
}
