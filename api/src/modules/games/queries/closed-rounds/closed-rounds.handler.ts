import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BettingRecordsRepository, type ClosedRound } from '../../persistence/betting-records.repository.js';
import { ClosedRoundsQuery } from './closed-rounds.query.js';

@QueryHandler(ClosedRoundsQuery)
export class ClosedRoundsHandler implements IQueryHandler<ClosedRoundsQuery, ClosedRound[]> {
  constructor(@Inject(BettingRecordsRepository) private readonly records: BettingRecordsRepository) {}

  execute({ playerId, from, to, limit }: ClosedRoundsQuery): Promise<ClosedRound[]> {
    return this.records.closedRounds({ playerId, from, to, limit });
  }
}
