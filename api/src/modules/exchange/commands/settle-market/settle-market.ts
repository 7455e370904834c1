import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { EventOutbox, type EventMeta } from '../../../../platform/events/index.js';
import { GetWalletQuery, SettleExchangeMarketCommand } from '../../../wallet/index.js';
import { fancyResultOf, fancySettlementInput } from '../../domain/fancy/fancy-bet.js';
import { mainChange, planSettlement } from '../../domain/settlement/settle-market.js';
import { marketStream, unpaidStream } from '../../events/exchange-events.js';
import { FancyBetsRepository } from '../../persistence/fancy-bets.repository.js';
import { MarketResultsRepository, type MarketKind } from '../../persistence/market-results.repository.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { UnpaidResettlementsRepository } from '../../persistence/unpaid-resettlements.repository.js';
import { inMarketTransaction } from '../orders/market-transaction.js';

export type SettleOutcome =
  | { settled: true; version: number; players: number; housePnl: bigint; commission: bigint }
  | { settled: false; reason: 'no_result' | 'already_settled' };

/** Raised when a player's wallet refuses their settlement (not for want of main: a shortfall is recorded instead): everything rolls back. */
export class SettlementRefused extends Error {}

/**
 * Settles a market at its result's latest version, in one transaction under the market's lock (the same lock
 * orders take, so no order changes the book meanwhile): unmatched orders still resting lapse, every player's
 * result (pure: domain/settlement) is moved through the wallet's SettleExchangeMarket with the exposure held
 * returned, their settlement row (the P&L record per player and market) written, and the result marked
 * settled at that version. Idempotent by market and version: a version already settled moves nothing; a
 * corrected result (a higher version) moves only the differences from what was settled.
 *
 * A correction taking back more than the player's main holds (they withdrew the winnings) never takes main
 * below zero: the wallet takes what main holds and books the rest to the exchange's receivable (its
 * shortfall rule), and the shortfall is recorded here (exchange_unpaid_resettlements) for finance, in the same
 * transaction. Until it is collected the player's withdrawals are refused (the unpaid-resettlement veto).
 */
@Injectable()
export class SettleMarket {
  private readonly commissionBp: Record<MarketKind, number>;

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(FancyBetsRepository) private readonly fancyBets: FancyBetsRepository,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(UnpaidResettlementsRepository) private readonly unpaid: UnpaidResettlementsRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.commissionBp = {
      match_odds: config.EXCHANGE_COMMISSION_MATCH_ODDS_BP,
      bookmaker: config.EXCHANGE_COMMISSION_BOOKMAKER_BP,
      fancy: config.EXCHANGE_COMMISSION_FANCY_BP,
    };
  }

  async settle(marketId: string): Promise<SettleOutcome> {
    return inMarketTransaction(this.pool, this.book, marketId, async (tx) => {
      const result = await this.results.byMarket(marketId, tx.client, true);
      if (!result) return { settled: false, reason: 'no_result' } as const;
      if (result.settledVersion >= result.version) return { settled: false, reason: 'already_settled' } as const;
      const { version, eventId } = result;
      const settlementId = `${marketId}:v${version}`;
      const meta: EventMeta = { actor: { kind: 'system', id: 'exchange.settle-market' }, correlationId: `settle-${settlementId}` };

      // Orders still resting lapse (the market is over); their holds are returned with the rest below.
      const resting = await this.book.resting(tx.client, marketId);
      const taken = await this.book.takeOut(
        tx.client,
        resting.map((o) => o.orderId),
        'lapsed',
      );
      await this.outbox.append(
        tx.client,
        taken.map((t) => ({
          type: 'exchange.order-lapsed' as const,
          streamId: marketStream(marketId),
          data: { orderId: t.orderId, playerId: t.playerId, marketId, lapsed: t.taken.toString(), reason: 'closed' as const },
          meta,
        })),
      );

      const commissionBp = this.commissionBp[result.marketKind];
      // A fancy line settles on its runs: its bets become the plan's bets (domain/fancy), the rest is common.
      const { outcome, bets } =
        result.marketKind === 'fancy'
          ? fancySettlementInput(await this.fancyBets.onMarket(tx.client, marketId), fancyResultOf(result.outcome))
          : { outcome: result.outcome, bets: await this.book.marketBets(tx.client, marketId) };
      const plan = planSettlement({
        outcome,
        bets,
        commissionBp,
        held: await this.book.marketHeld(tx.client, marketId),
        previous: await this.results.previous(tx.client, marketId),
      });
      // Players in id order, as exposure holds take them: two markets' settlements lock wallets alike.
      for (const p of plan.players) {
        if (p.release !== 0n || p.pnlChange !== 0n || p.commissionChange !== 0n) {
          const moved = await this.commands.execute(
            new SettleExchangeMarketCommand(
              { playerId: p.playerId, marketId, settlementId, release: p.release, pnl: p.pnlChange, commission: p.commissionChange },
              { actor: meta.actor!, correlationId: meta.correlationId, transaction: tx },
            ),
          );
          if (!moved.ok) throw new SettlementRefused(`player ${p.playerId}: ${moved.error} (main change ${mainChange(p)})`);
          if (moved.shortfall !== undefined && moved.shortfall > 0n) {
            const wallet = await this.queries.execute(new GetWalletQuery(p.playerId));
            const currency = wallet?.currency ?? 'BDT';
            const unpaidId = await this.unpaid.record(tx.client, {
              marketId,
              eventId,
              version,
              playerId: p.playerId,
              currency,
              owed: moved.shortfall,
            });
            // the player is told (inbox reacts); recorded once, so told once
            if (unpaidId !== undefined)
              await this.outbox.append(tx.client, [
                {
                  type: 'exchange.unpaid-resettlement-recorded',
                  streamId: unpaidStream(p.playerId),
                  data: { unpaidId, playerId: p.playerId, marketId, owed: moved.shortfall.toString(), currency },
                  meta,
                },
              ]);
          }
        }
        if (p.release > 0n) {
          await this.book.setHeld(tx.client, p.playerId, marketId, 0n);
          await this.outbox.append(tx.client, [
            {
              type: 'exchange.exposure-changed',
              streamId: marketStream(marketId),
              data: { playerId: p.playerId, marketId, held: '0', change: (-p.release).toString() },
              meta,
            },
          ]);
        }
        await this.results.saveSettlement(tx.client, {
          marketId,
          eventId,
          playerId: p.playerId,
          version,
          pnl: p.pnl,
          commission: p.commission,
          released: p.release,
        });
      }
      await this.results.markSettled(tx.client, marketId, version, commissionBp, plan.housePnl, plan.commission);
      await this.outbox.append(tx.client, [
        {
          type: 'exchange.market-settled',
          streamId: marketStream(marketId),
          data: {
            marketId,
            eventId,
            version,
            players: plan.players.length,
            housePnl: plan.housePnl.toString(),
            commission: plan.commission.toString(),
          },
          meta,
        },
      ]);
      return { settled: true, version, players: plan.players.length, housePnl: plan.housePnl, commission: plan.commission } as const;
    });
  }
}
