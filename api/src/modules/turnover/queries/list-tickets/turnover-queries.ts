import type { TurnoverItem } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

/** A player's turnover tickets, newest first, as GET /api/turnovers answers them. */
export class ListTurnoverTicketsQuery extends Query<TurnoverItem[]> {
  constructor(readonly playerId: string) {
    super();
  }
}

/** True while the player has an active ticket (withdrawals wait until turnover is complete). */
export class HasActiveTurnoverQuery extends Query<boolean> {
  constructor(readonly playerId: string) {
    super();
  }
}
