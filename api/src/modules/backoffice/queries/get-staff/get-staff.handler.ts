import type { StaffUserView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffUsersRepository, toStaffView } from '../../persistence/staff-users.repository.js';
import { GetStaffQuery } from './get-staff.query.js';

@QueryHandler(GetStaffQuery)
export class GetStaffHandler implements IQueryHandler<GetStaffQuery, StaffUserView | undefined> {
  constructor(@Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository) {}

  async execute({ staffId }: GetStaffQuery): Promise<StaffUserView | undefined> {
    const found = await this.staff.byId(staffId);
    return found && toStaffView(found);
  }
}
