import type { StaffUserView } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

/** One staff account, or undefined. */
export class GetStaffQuery extends Query<StaffUserView | undefined> {
  constructor(readonly staffId: string) {
    super();
  }
}
