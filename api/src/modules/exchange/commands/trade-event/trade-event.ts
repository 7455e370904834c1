import { HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ExchangeTraderOverrides } from '@khela/contracts';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { applyTraderOverrides, decideTraderChange, type TraderChange, type TraderDecision } from '../../domain/trader-overrides.js';
import { eventNotFound } from '../../exchange-messages.js';
import { exchangeTraderMessages } from '../../exchange-trader-messages.js';
import { RecordedResults } from '../../persistence/recorded-results.js';
import { TraderOverridesRepository } from '../../persistence/trader-overrides.repository.js';
import { TraderOverrideRelay } from '../../realtime/trader-override-relay.js';
import { TraderDesk } from '../../store/trader-desk.js';

/** The audit action of each kind of change. */
const auditAction: Record<TraderChange['kind'], string> = {
  suspend: 'exchange.market_suspended',
  resume: 'exchange.market_resumed',
  close: 'exchange.market_closed',
  result: 'exchange.result_set',
  bookmaker: 'exchange.bookmaker_priced',
  fancy: 'exchange.fancy_priced',
};

/**
 * A trader changes an event (suspend / resume / close a market, set a result, bookmaker or fancy prices and
 * limits). The event's overrides row is locked, the change decided against what players see now
 * (domain/trader-overrides.ts), stored and audited (before / after) in one transaction; a refusal writes
 * nothing. Once committed it is put in force in this process (players' polls and sockets see it at once)
 * and announced to the other api processes; a result is also written to the results table.
 */
@Injectable()
export class TradeEvent {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(TraderOverridesRepository) private readonly repository: TraderOverridesRepository,
    @Inject(TraderDesk) private readonly desk: TraderDesk,
    @Inject(RecordedResults) private readonly results: RecordedResults,
    @Inject(TraderOverrideRelay) private readonly relay: TraderOverrideRelay,
  ) {}

  async execute(eventId: string, change: TraderChange, audit: AuditContext): Promise<{ message: string }> {
    const feed = this.desk.feedState(eventId);
    if (!feed) throw new NotFoundException({ message: eventNotFound });
    const decided = await this.write.run<TraderDecision & { version?: number }>(audit, async (db) => {
      const { overrides: before } = await this.repository.lock(eventId, db);
      const decision = decideTraderChange(applyTraderOverrides(feed, before), before, change);
      if (!decision.ok) return { result: decision };
      const version = await this.repository.save(eventId, decision.overrides, db);
      return {
        result: { ...decision, version },
        entry: {
          action: auditAction[change.kind],
          targetKind: 'exchange_event',
          targetId: eventId,
          before: { event: feed.name, ...changed(before, change) },
          after: { event: feed.name, ...changed(decision.overrides, change) },
        },
      };
    });
    if (!decided.ok)
      throw new HttpException({ message: exchangeTraderMessages[decided.refusal] }, decided.refusal.endsWith('NotFound') ? 404 : 409);
    const shown = this.desk.override(eventId, { overrides: decided.overrides, version: decided.version! });
    if (shown?.status === 'closed') await this.results.record(shown);
    await this.relay.announce(eventId);
    return { message: exchangeTraderMessages.applied };
  }
}

/** The part of the overrides a change touches, for the audit row's before and after. */
function changed(o: ExchangeTraderOverrides, change: TraderChange): Record<string, unknown> {
  if (change.kind === 'result') return { result: o.result };
  if (change.kind === 'fancy') return { fancyId: change.fancyId, fancy: o.fancy[change.fancyId] ?? null };
  if (change.kind === 'bookmaker') return { marketId: change.marketId, bookmaker: o.bookmaker[change.marketId] ?? null };
  return { marketId: change.marketId, traderStatus: o.markets[change.marketId] ?? null };
}
