import { HttpException, Inject, Injectable } from '@nestjs/common';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import type { MarketOutcome } from '../../domain/settlement/settle-market.js';
import { settlementMessages } from '../../exchange-settlement-messages.js';
import { marketStream } from '../../events/exchange-events.js';
import { MarketResultsRepository, type MarketResult } from '../../persistence/market-results.repository.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';

type Correction = { ok: true } | { ok: false; status: 404 | 409; message: string };

const sameOutcome = (a: MarketOutcome, b: MarketOutcome) =>
  a.kind === b.kind && (a.kind === 'void' || JSON.stringify([...a.winners].sort()) === JSON.stringify([...(b as typeof a).winners].sort()));

const summary = (r: MarketResult) => ({
  outcome: r.outcome.kind,
  winners: r.outcome.kind === 'void' ? [] : r.outcome.winners,
  version: r.version,
  settledVersion: r.settledVersion,
});

/**
 * A trader corrects a market's result or voids it (back-office): under the market's lock (so no settlement
 * runs meanwhile) the result gets a new version, audited with before and after, and `exchange.market-resulted`
 * is published in the same transaction; the settle job then moves only the difference from what was settled
 * (void: every stake back). A market without a result is refused: its event's result is set first.
 */
@Injectable()
export class CorrectResult {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
  ) {}

  async execute(marketId: string, outcome: MarketOutcome, reason: string, audit: AuditContext): Promise<void> {
    const refuse = (status: 404 | 409, message: string) => ({ result: { ok: false, status, message } as Correction });
    const decided = await this.write.run<Correction>(audit, async (db) => {
      await this.book.lockMarket(db, marketId);
      const before = await this.results.byMarket(marketId, db, true);
      if (!before) return refuse(409, settlementMessages.noResult);
      if (outcome.kind === 'winners') {
        const runners = await this.runnersOf(marketId, db);
        if (runners.length > 0 && outcome.winners.some((w) => !runners.includes(w))) return refuse(409, settlementMessages.unknownWinner);
      }
      if (sameOutcome(before.outcome, outcome)) return refuse(409, settlementMessages.sameResult);
      const after = await this.results.correct(db, marketId, outcome, audit.actorId ?? 'staff', reason.trim());
      return {
        result: { ok: true },
        entry: {
          action: outcome.kind === 'void' ? 'exchange.market_voided' : 'exchange.market_resettled',
          targetKind: 'exchange_market',
          targetId: marketId,
          before: summary(before),
          after: { ...summary(after), reason: reason.trim() },
        },
        events: [
          {
            type: 'exchange.market-resulted' as const,
            streamId: marketStream(marketId),
            data: {
              marketId,
              eventId: after.eventId,
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

  /** The market's runners: from memory while the feed still reports it, else those players bet on. */
  private async runnersOf(marketId: string, db: Parameters<OrderBookRepository['marketBets']>[0]): Promise<number[]> {
    const shown = this.snapshots.market(marketId)?.runners.map((r) => r.selectionId);
    if (shown && shown.length > 0) return shown;
    const { rows } = await db.query<{ selection_id: number }>(`SELECT DISTINCT selection_id FROM exchange_orders WHERE market_id = $1`, [
      marketId,
    ]);
    return rows.map((r) => r.selection_id);
  }
}
