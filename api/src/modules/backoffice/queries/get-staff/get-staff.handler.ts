import type { StaffAccountView } from './get-staff.query.js';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffUsersRepository, toStaffAuditView } from '../../persistence/staff-users.repository.js';
import { GetStaffQuery } from './get-staff.query.js';

@QueryHandler(GetStaffQuery)
export class GetStaffHandler implements IQueryHandler<GetStaffQuery, StaffAccountView | undefined> {
  constructor(@Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository) {}

  async execute({ staffId }: GetStaffQuery): Promise<StaffAccountView | undefined> {
    const found = await this.staff.byId(staffId);
    return found && toStaffAuditView(found);
  }
}
