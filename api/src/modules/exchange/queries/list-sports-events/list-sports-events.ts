import { Inject, Injectable } from '@nestjs/common';
import type { ExchangeHubSport, ExchangeSport, SportsEvent, SportsEventList } from '@khela/contracts';
import { Clock } from '../../../../platform/clock/clock.js';
import { dhakaDayNumber } from '../../domain/schedule.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { RecordedResults } from '../../persistence/recorded-results.js';

/**
 * The lists of /exchange-inplay's tabs and the exchange home, from memory: In-Play (the match odds market
 * is in play), Today and Tomorrow (Dhaka days, not yet over), Result (over, newest first, including results
 * kept in the database from before this process started).
 */
@Injectable()
export class ListSportsEvents {
  constructor(
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(RecordedResults) private readonly results: RecordedResults,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  list(sport: ExchangeSport, list: SportsEventList): SportsEvent[] {
    const today = dhakaDayNumber(this.clock.nowMs());
    const day = (e: SportsEvent) => dhakaDayNumber(Date.parse(e.openDate));
    const ofSport = this.snapshots.summaries().filter((e) => e.sport === sport);
    switch (list) {
      case 'inplay':
        return ofSport.filter((e) => e.inplay);
      case 'today':
        return ofSport.filter((e) => e.status !== 'closed' && day(e) === today);
      case 'tomorrow':
        return ofSport.filter((e) => e.status !== 'closed' && day(e) === today + 1);
      case 'result': {
        const live = ofSport.filter((e) => e.status === 'closed');
        const seen = new Set(live.map((e) => e.EventId));
        const kept = this.results.recent(sport).filter((e) => !seen.has(e.EventId));
        return [...live, ...kept].sort((a, b) => b.openDate.localeCompare(a.openDate));
      }
    }
  }

  hub(sport: ExchangeSport): ExchangeHubSport {
    const today = dhakaDayNumber(this.clock.nowMs());
    const upcoming = this.snapshots
      .summaries()
      .filter((e) => e.sport === sport && e.status === 'upcoming' && dhakaDayNumber(Date.parse(e.openDate)) <= today + 1);
    return { sport, inplay: this.list(sport, 'inplay'), upcoming };
  }
}
