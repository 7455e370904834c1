import type { StaffUserPage } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffUsersRepository, toStaffView } from '../../persistence/staff-users.repository.js';
import { ListStaffQuery } from './list-staff.query.js';

@QueryHandler(ListStaffQuery)
export class ListStaffHandler implements IQueryHandler<ListStaffQuery, StaffUserPage> {
  constructor(@Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository) {}

  async execute({ request }: ListStaffQuery): Promise<StaffUserPage> {
    const { rows, total } = await this.staff.page(request);
    return {
      data: rows.map(toStaffView),
      page: request.page,
      per_page: request.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / request.perPage)),
    };
  }
}
