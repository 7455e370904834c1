import type { StaffRole, StaffStatus, StaffUserPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';
import type { StaffSortColumn } from '../../persistence/staff-users.repository.js';

export interface ListStaffRequest {
  search?: string;
  role?: StaffRole;
  status?: StaffStatus;
  sort?: { column: StaffSortColumn; descending: boolean };
  page: number;
  perPage: number;
}

/** One page of staff accounts, by username. */
export class ListStaffQuery extends Query<StaffUserPage> {
  constructor(readonly request: ListStaffRequest) {
    super();
  }
}
