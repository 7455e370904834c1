import type { StaffRoleView } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffRolesRepository, toRoleView } from '../../persistence/staff-roles.repository.js';
import { ListStaffRolesQuery } from './list-staff-roles.query.js';

@QueryHandler(ListStaffRolesQuery)
export class ListStaffRolesHandler implements IQueryHandler<ListStaffRolesQuery, StaffRoleView[]> {
  constructor(@Inject(StaffRolesRepository) private readonly roles: StaffRolesRepository) {}

  async execute(): Promise<StaffRoleView[]> {
    return (await this.roles.list()).map(toRoleView);
  }
}
