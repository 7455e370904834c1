import type { StaffRole, StaffStatus, StaffUserPage } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

export interface ListStaffRequest {
  search?: string;
  role?: StaffRole;
  status?: StaffStatus;
  page: number;
  perPage: number;
}

/** One page of staff accounts, by username. */
export class ListStaffQuery extends Query<StaffUserPage> {
  constructor(readonly request: ListStaffRequest) {
    super();
  }
}
