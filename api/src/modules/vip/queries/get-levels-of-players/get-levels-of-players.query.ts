import { Query } from '@nestjs/cqrs';
import type { VipLevelLabel } from '@khela/contracts';

/**
 * The VIP level of many players at once (the support chat queue shows each player's): one read of their
 * accounts, levels from memory. Every id asked for is answered; a player who never earned a point is at the
 * lowest level.
 */
export class VipLevelsOfPlayersQuery extends Query<Map<string, VipLevelLabel>> {
  constructor(readonly playerIds: readonly string[]) {
    super();
  }
}
