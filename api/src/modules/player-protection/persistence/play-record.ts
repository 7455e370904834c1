import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PlayActivityQuery, PlayTotalsQuery, type PlayMove, type PlayTotals } from '../../wallet/index.js';
import { limitPeriods, periodMs, type LimitPeriod } from '../domain/deposit-limits.js';

/** The player's game play as the wallet records it: stakes, wins and rollbacks (what wager and loss limits count). */
@Injectable()
export class PlayRecord {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** Each rolling window's totals ending at `now` (one indexed range read). */
  async totals(playerId: string, now: Date): Promise<Record<LimitPeriod, PlayTotals>> {
    const since = limitPeriods.map((period) => new Date(now.getTime() - periodMs(period)));
    const totals = await this.queries.execute(new PlayTotalsQuery(playerId, since));
    return Object.fromEntries(limitPeriods.map((period, i) => [period, totals[i]!])) as Record<LimitPeriod, PlayTotals>;
  }

  /** The totals after one instant (a session's play since it began). */
  async since(playerId: string, since: Date): Promise<PlayTotals> {
    const [totals] = await this.queries.execute(new PlayTotalsQuery(playerId, [since]));
    return totals!;
  }

  /** The moves after `since`, oldest first. */
  moves(playerId: string, since: Date): Promise<PlayMove[]> {
    return this.queries.execute(new PlayActivityQuery(playerId, since));
  }
}
