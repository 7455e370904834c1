import { Query } from '@nestjs/cqrs';
import type { ClosedRound } from '../../persistence/betting-records.repository.js';

export type { ClosedRound };

/**
 * A player's closed game rounds with the catalogue's names in [from, to), newest first, at most `limit`
 * (player protection's account statement download, issue 16).
 */
export class ClosedRoundsQuery extends Query<ClosedRound[]> {
  constructor(
    readonly playerId: string,
    readonly from: Date,
    readonly to: Date,
    readonly limit: number,
  ) {
    super();
  }
}
