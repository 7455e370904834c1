import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DepositsCountedQuery } from '../../payments/index.js';
import { longestWindowMs, type CountedDeposit } from '../domain/deposit-limits.js';

/** The player's deposits within the longest window (30 days) before `now`, as payments counts them. */
@Injectable()
export class CountedDeposits {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  read(playerId: string, now: Date): Promise<CountedDeposit[]> {
    return this.queries.execute(new DepositsCountedQuery(playerId, new Date(now.getTime() - longestWindowMs), now));
  }
}
