import { Inject, Module } from '@nestjs/common';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { exchangeBangla } from './exchange-messages.bn.js';
import { ExchangeFeedRunner } from './feed/exchange-feed-runner.js';
import { ExchangeFeed } from './feed/exchange-feed.port.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';
import { TradeEvent } from './commands/trade-event/trade-event.js';
import { ExchangeStaffController } from './http/exchange.staff.controller.js';
import { TraderOverridesRepository } from './persistence/trader-overrides.repository.js';
import { TraderEvents } from './queries/trader-events/trader-events.js';
import { TraderOverrideRelay } from './realtime/trader-override-relay.js';
import { TraderDesk } from './store/trader-desk.js';
import { ExchangeHubPlayerController } from './http/exchange-hub.player.controller.js';
import { ExchangePlayerController } from './http/exchange.player.controller.js';
import { ScoreboardController } from './http/scoreboard.controller.js';
import { FeedFancyResults } from './persistence/feed-fancy-results.js';
import { RecordedResults } from './persistence/recorded-results.js';
import { ListSportsEvents } from './queries/list-sports-events/list-sports-events.js';
import { ExchangeFanout } from './realtime/exchange-fanout.js';
import { ExchangeSnapshots } from './store/exchange-snapshots.js';
import { CancelOrder } from './commands/cancel-order/cancel-order.js';
import { LapseOrders } from './commands/lapse-orders/lapse-orders.js';
import { SetMarketPersistence } from './commands/set-persistence/set-persistence.js';
import { MarketPersistenceRepository } from './persistence/market-persistence.repository.js';
import { ExposureHolds } from './commands/orders/exposure-holds.js';
import { PlaceUnderVeto } from './commands/orders/place-under-veto.js';
import { BetDelay } from './commands/place-order/bet-delay.js';
import { PlaceOrder } from './commands/place-order/place-order.js';
import { ExchangeOrdersPlayerController } from './http/exchange-orders.player.controller.js';
import { OrderBookRepository } from './persistence/order-book.repository.js';
import { MyOrders } from './queries/my-orders/my-orders.js';
import { SettleMarket } from './commands/settle-market/settle-market.js';
import { SettleOnResultReactor } from './events/settle-on-result.reactor.js';
import { SettleMarketJob } from './jobs/settle-market.job.js';
import { VoidUnresultedFancyJob } from './jobs/void-unresulted-fancy.job.js';
import { MarketResultsRepository } from './persistence/market-results.repository.js';
import { UnpaidResettlementsRepository } from './persistence/unpaid-resettlements.repository.js';
import { CorrectResult } from './commands/correct-result/correct-result.js';
import { settlementMessagesBangla } from './exchange-settlement-messages.js';
import { ExchangeSettlementStaffController } from './http/exchange-settlement.staff.controller.js';
import { MarketSettlement } from './queries/market-settlement/market-settlement.js';
import { PlaceBookmakerBet } from './commands/place-bookmaker-bet/place-bookmaker-bet.js';
import { bookmakerMessagesBangla } from './exchange-bookmaker-messages.js';
import { ExchangeBookmakerPlayerController } from './http/exchange-bookmaker.player.controller.js';
import { ExchangeRecords } from './queries/exchange-records/exchange-records.js';
import { ExchangePnl } from './queries/exchange-records/exchange-pnl.js';
import { ExchangePnlPlayerController } from './http/exchange-pnl.player.controller.js';
import { SettlementReport } from './queries/market-settlement/settlement-report.js';
import { PlaceFancyBet } from './commands/place-fancy-bet/place-fancy-bet.js';
import { RecordFancyResult } from './commands/record-fancy-result/record-fancy-result.js';
import { fancyMessagesBangla } from './exchange-fancy-messages.js';
import { ExchangeFancyPlayerController } from './http/exchange-fancy.player.controller.js';
import { ExchangeFancyStaffController } from './http/exchange-fancy.staff.controller.js';
import { FancyBetsRepository } from './persistence/fancy-bets.repository.js';
import { staffBetsMessagesBangla } from './exchange-risk-messages.js';
import { ExchangeRiskStaffController } from './http/exchange-risk.staff.controller.js';
import { HouseLiability } from './queries/house-liability/house-liability.js';
import { CollectShortfall } from './commands/collect-shortfall/collect-shortfall.js';
import { CollectOnCredit } from './commands/collect-shortfall/collect-on-credit.js';
import { CollectUnpaidReactor } from './events/collect-unpaid.reactor.js';
import { unpaidMessagesBangla } from './exchange-unpaid-messages.js';
import { ExchangeUnpaidStaffController } from './http/exchange-unpaid.staff.controller.js';
import { UnpaidResettlementVeto } from './vetoes/unpaid-resettlement.veto.js';
import { StaffIdempotencyInterceptor, StaffIdempotencyRepository } from '../payments/index.js';
import './events/exchange-events.js';

/**
 * The exchange (issue 17, part 1): a feed behind a port (the built-in simulator today), the latest state
 * of every event and market in memory, the spec's polls served from it and live pushes on /player.
 * Traders change markets over the feed from the back-office (/api/admin/exchange). Bets and settlement
 * (part 2) build on this: orders (issue 18) are matched in a book kept in Postgres, exposure held
 * through the wallet. See README.md.
 */
@Module({
  controllers: [
    ExchangePlayerController,
    ExchangeHubPlayerController,
    ScoreboardController,
    ExchangeStaffController,
    ExchangeOrdersPlayerController,
    ExchangeSettlementStaffController,
    ExchangeBookmakerPlayerController,
    ExchangePnlPlayerController,
    ExchangeFancyPlayerController,
    ExchangeFancyStaffController,
    ExchangeRiskStaffController,
    ExchangeUnpaidStaffController,
  ],
  providers: [
    ExchangeSnapshots,
    SimulatedExchangeFeed,
    { provide: ExchangeFeed, useExisting: SimulatedExchangeFeed },
    ExchangeFeedRunner,
    RecordedResults,
    FeedFancyResults,
    ListSportsEvents,
    ExchangeFanout,
    TraderDesk,
    TraderOverridesRepository,
    TraderOverrideRelay,
    TraderEvents,
    TradeEvent,
    OrderBookRepository,
    ExposureHolds,
    PlaceUnderVeto,
    BetDelay,
    PlaceOrder,
    CancelOrder,
    LapseOrders,
    SetMarketPersistence,
    MarketPersistenceRepository,
    MyOrders,
    MarketResultsRepository,
    UnpaidResettlementsRepository,
    SettleMarket,
    SettleMarketJob,
    VoidUnresultedFancyJob,
    SettleOnResultReactor,
    CorrectResult,
    MarketSettlement,
    PlaceBookmakerBet,
    ExchangeRecords,
    ExchangePnl,
    SettlementReport,
    FancyBetsRepository,
    PlaceFancyBet,
    RecordFancyResult,
    HouseLiability,
    CollectShortfall,
    CollectOnCredit,
    CollectUnpaidReactor,
    UnpaidResettlementVeto,
    // the collect route is a staff money move: Idempotency-Key as payments' own routes (payments' classes, provided here too)
    StaffIdempotencyRepository,
    StaffIdempotencyInterceptor,
  ],
})
export class ExchangeModule {
  constructor(@Inject(MessageCatalog) messages: MessageCatalog) {
    messages.register(exchangeBangla);
    messages.register(settlementMessagesBangla);
    messages.register(bookmakerMessagesBangla);
    messages.register(fancyMessagesBangla);
    messages.register(staffBetsMessagesBangla);
    messages.register(unpaidMessagesBangla);
  }
}
