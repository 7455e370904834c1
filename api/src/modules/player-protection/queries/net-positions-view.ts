import type { NetPositionsAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { MoneyTotalsQuery } from '../../wallet/index.js';
import { netPosition, netPositionSpans, spanStart } from '../domain/net-positions.js';

/** GET /api/responsible-gaming/net-positions: net deposits and net position for 30 days, 6 and 12 months (domain/net-positions.ts states the rule). */
@Injectable()
export class NetPositionsView {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async read(playerId: string): Promise<NetPositionsAnswer> {
    const now = this.clock.now();
    const totals = await this.queries.execute(
      new MoneyTotalsQuery(
        playerId,
        netPositionSpans.map((span) => spanStart(span, now)),
        now,
      ),
    );
    return { spans: netPositionSpans.map((span, i) => netPosition(span, totals[i]!, now)), now: now.toISOString() };
  }
}
