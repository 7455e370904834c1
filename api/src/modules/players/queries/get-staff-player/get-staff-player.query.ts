import type { StaffPlayerView } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

/** One player as the back-office sees them: profile, account state, sign-up data, referrer, extra phones, balances. */
export class GetStaffPlayerQuery extends Query<StaffPlayerView | undefined> {
  constructor(readonly playerId: string) {
    super();
  }
}
