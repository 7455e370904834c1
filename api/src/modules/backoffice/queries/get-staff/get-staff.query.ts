import type { StaffPermission, StaffUserView } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

/** A staff account with what its roles grant together (other modules check a permission on it, e.g. chat transfer). */
export type StaffAccountView = StaffUserView & { permissions: StaffPermission[] };

/** One staff account, or undefined. */
export class GetStaffQuery extends Query<StaffAccountView | undefined> {
  constructor(readonly staffId: string) {
    super();
  }
}
