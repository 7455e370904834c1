import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { exchangeBangla } from './exchange-messages.bn.js';
import { EventIdParams, MarketIdParams, ScoreboardFontParams, SportParams, badSportMessage } from './http/dto/exchange-params.dto.js';
import {
  FancyIdParams,
  MarketActionParams,
  PriceBookmakerBody,
  PriceFancyBody,
  SetResultBody,
  TraderEventsQuery,
} from './http/dto/exchange-trader.dto.js';
import { exchangeTraderMessages } from './exchange-trader-messages.js';
import { badListMessage, eventNotFound, marketNotFound } from './exchange-messages.js';
import { maxRoomsPerSocket } from './realtime/exchange-fanout.js';
import { orderMessages } from './exchange-order-messages.js';
import { MyOrdersQuery, OrderIdParams, PlaceOrderBody } from './http/dto/exchange-orders.dto.js';
import { SettleMarketBody, SettlementMarketParams } from './http/dto/exchange-settlement.dto.js';
import { settlementMessagesBangla } from './exchange-settlement-messages.js';
import { bookmakerMessagesBangla } from './exchange-bookmaker-messages.js';
import { PlaceBookmakerBetBody } from './http/dto/exchange-bookmaker.dto.js';
import { fancyMessagesBangla } from './exchange-fancy-messages.js';
import { FancyResultBody, PlaceFancyBetBody } from './http/dto/exchange-fancy.dto.js';
import { staffBetsMessagesBangla } from './exchange-risk-messages.js';
import { LiabilityQuery, StaffBetsQuery } from './http/dto/exchange-staff-bets.dto.js';

/** What the DTOs refuse bad path parameters with, from the real validators. */
function validationMessages(): string[] {
  return [
    ...validateSync(Object.assign(new SportParams(), { sport: 'golf' })),
    ...validateSync(Object.assign(new MarketIdParams(), { marketId: 'x' })),
    ...validateSync(Object.assign(new EventIdParams(), { eventId: 'x' })),
    ...validateSync(Object.assign(new ScoreboardFontParams(), { weight: 'x' })),
    ...validateSync(Object.assign(new TraderEventsQuery(), { q: 'x'.repeat(81), sport: 'golf', status: 'x' })),
    ...validateSync(Object.assign(new MarketActionParams(), { eventId: 'x', marketId: 'x', action: 'x' })),
    ...validateSync(Object.assign(new FancyIdParams(), { eventId: 'x', fancyId: '?' })),
    ...validateSync(Object.assign(new SetResultBody(), { winnerSelectionId: 'x' })),
    ...validateSync(Object.assign(new PriceBookmakerBody(), { minStake: 1, maxStake: 1, runners: 'x' })),
    ...validateSync(
      Object.assign(new PlaceOrderBody(), { market_id: 'x', selection_id: 'x', side: 'x', price: 'x', stake: 1, idempotency_key: 1 }),
    ),
    ...validateSync(Object.assign(new MyOrdersQuery(), { market_id: 'x' })),
    ...validateSync(Object.assign(new OrderIdParams(), { orderId: 'x' })),
    ...validateSync(Object.assign(new PriceFancyBody(), { no: -1, no_rate: -1, yes: -1, yes_rate: -1, minStake: 1, maxStake: 1 })),
    ...validateSync(Object.assign(new SettlementMarketParams(), { marketId: 'x' })),
    ...validateSync(
      Object.assign(new PlaceBookmakerBetBody(), { market_id: '1.2', selection_id: 'x', side: 'x', rate: 0, stake: 1, idempotency_key: 1 }),
    ),
    ...validateSync(Object.assign(new SettleMarketBody(), { outcome: 'x', winner_selection_ids: [0, 1, 2, 3], reason: '' })),
    ...validateSync(
      Object.assign(new PlaceFancyBetBody(), { event_id: 'x', fancy_id: '?', side: 'x', line: -1, rate: 0, stake: 1, idempotency_key: 1 }),
    ),
    ...validateSync(Object.assign(new FancyResultBody(), { outcome: 'runs', runs: -1, reason: '' })),
    ...validateSync(Object.assign(new FancyResultBody(), { outcome: 'x', reason: 'ok ok' })),
    ...validateSync(
      Object.assign(new StaffBetsQuery(), { player_id: 'x', event_id: 'x', market_id: 'x', status: 'x', from: 'x', to: 'x' }),
    ),
    ...validateSync(Object.assign(new LiabilityQuery(), { event_id: 'x' })),
  ].flatMap((e) => Object.values(e.constraints ?? {}));
}

describe('exchange messages in Bangla', () => {
  it('has Bangla for every message the module answers with', () => {
    const runTime = [
      ...validationMessages(),
      badSportMessage,
      badListMessage,
      eventNotFound,
      marketNotFound,
      ...Object.values(exchangeTraderMessages),
      "selectionId must be a runner's selection id",
      'backPrice must be a whole price per 100 from 1 to 10000',
      'layPrice must be a whole price per 100 from 1 to 10000',
      `At most ${maxRoomsPerSocket} exchange rooms at once.`,
      ...Object.values(orderMessages).map((m) =>
        typeof m === 'string' ? m : m.length === 1 ? (m as (a: string) => string)('10.00') : m('2.51', '2.5, 2.52'),
      ),
    ];
    expect(runTime).toEqual(
      expect.arrayContaining(['eventId must be an event id (6 to 12 digits)', 'sport must be one of cricket, soccer, tennis']),
    );
    const literals = literalMessagesOf('exchange');
    const bangla = {
      ...exchangeBangla,
      ...settlementMessagesBangla,
      ...bookmakerMessagesBangla,
      ...fancyMessagesBangla,
      ...staffBetsMessagesBangla,
    };
    expect(untranslated(bangla, [...literals, ...runTime])).toEqual([]);
  });

  it('translates run-time parts into the Bangla text', () => {
    const catalog = new MessageCatalog();
    catalog.register(exchangeBangla);
    expect(catalog.translate(`At most ${maxRoomsPerSocket} exchange rooms at once.`, 'bn')).toBe(
      `একসাথে সর্বোচ্চ ${maxRoomsPerSocket}টি এক্সচেঞ্জ রুম।`,
    );
  });

  it('translates an order refusal with its figures', () => {
    const catalog = new MessageCatalog();
    catalog.register(exchangeBangla);
    expect(catalog.translate(orderMessages.notEnoughBalance('900.00', '50.00'), 'bn')).toBe(
      'যথেষ্ট ব্যালেন্স নেই: এই অর্ডারের এক্সপোজারের জন্য আরও 900.00 আটকে রাখতে হবে, আর ব্যবহারযোগ্য আছে 50.00।',
    );
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(exchangeBangla)).toEqual([]);
    expect(notBangla(fancyMessagesBangla)).toEqual([]);
    expect(notBangla(staffBetsMessagesBangla)).toEqual([]);
  });
});
