import type { PlayerProfile } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

/** The profile of spec section 3 (GET /api/user/show), with the wallet's main and cash-reward balances. */
export class GetProfileQuery extends Query<PlayerProfile | undefined> {
  constructor(readonly playerId: string) {
    super();
  }
}
