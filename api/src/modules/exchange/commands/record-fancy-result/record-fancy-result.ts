import { HttpException, Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { fancyMarketId, type FancyResult } from '../../domain/fancy/fancy-bet.js';
import type { MarketOutcome } from '../../domain/settlement/settle-market.js';
import { fancyMessages } from '../../exchange-fancy-messages.js';
import { settlementMessages } from '../../exchange-settlement-messages.js';
import { marketStream } from '../../events/exchange-events.js';
import { MarketResultsRepository, type MarketResult } from '../../persistence/market-results.repository.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';

type Recorded = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** The runs are stored as the result's one "winner" (see domain/fancy `fancyResultOf`). */
const asOutcome = (result: FancyResult): MarketOutcome =>
  result.kind === 'void' ? { kind: 'void' } : { kind: 'winners', winners: [result.runs] };

const summary = (r: MarketResult) => ({
  outcome: r.outcome.kind === 'void' ? 'void' : 'runs',
  runs: r.outcome.kind === 'void' ? null : r.outcome.winners[0],
  version: r.version,
  settledVersion: r.settledVersion,
});

/**
 * A trader enters a fancy line's result (the runs it ended on) or voids it (every stake back), from the
 * back-office: recorded under the line's market lock (so no bet is placed on a resulted line meanwhile and
 * no settlement runs), audited with before and after, and `exchange.market-resulted` published in the same
 * transaction, which starts the settle job. A line with a result already gets a new version (a correction):
 * the job then moves only the difference. Only a line the event shows now can get its first result; one
 * already resulted can be corrected after it has left the feed.
 */
@Injectable()
export class RecordFancyResult {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
  ) {}

  async execute(eventId: string, fancyId: string, result: FancyResult, reason: string, audit: AuditContext): Promise<void> {
    const marketId = fancyMarketId(fancyId);
    const outcome = asOutcome(result);
    const refuse = (status: 404 | 409, message: string) => ({ result: { ok: false, status, message } as Recorded });
    const decided = await this.write.run<Recorded>(audit, async (db) => {
      await this.book.lockMarket(db, marketId);
      const before = await this.results.byMarket(marketId, db, true);
      let after: MarketResult;
      if (before) {
        if (before.eventId !== eventId) return refuse(404, fancyMessages.lineNotFound);
        if (JSON.stringify(before.outcome) === JSON.stringify(outcome)) return refuse(409, settlementMessages.sameResult);
        after = await this.results.correct(db, marketId, outcome, audit.actorId ?? 'staff', reason.trim());
      } else {
        const line = this.snapshots.event(eventId)?.fancy2.find((f) => f.id === fancyId);
        if (!line) return refuse(404, fancyMessages.lineNotFound);
        const [recorded] = await this.results.recordNew(db, [
          {
            marketId,
            eventId,
            marketKind: 'fancy',
            outcome,
            source: 'trader',
            decidedBy: audit.actorId ?? 'staff',
            reason: reason.trim(),
            runners: [],
          },
        ]);
        if (!recorded) return refuse(409, fancyMessages.alreadyResulted);
        after = recorded;
      }
      return {
        result: { ok: true },
        entry: {
          action: result.kind === 'void' ? 'exchange.fancy_voided' : 'exchange.fancy_resulted',
          targetKind: 'exchange_market',
          targetId: marketId,
          before: before ? summary(before) : null,
          after: { ...summary(after), reason: reason.trim() },
        },
        events: [
          {
            type: 'exchange.market-resulted' as const,
            streamId: marketStream(marketId),
            data: {
              marketId,
              eventId,
              version: after.version,
              outcome: after.outcome.kind,
              winners: after.outcome.kind === 'void' ? [] : [...after.outcome.winners],
              source: 'trader' as const,
            },
          },
        ],
      };
    });
    if (!decided.ok) throw new HttpException({ message: decided.message }, decided.status);
  }
}
