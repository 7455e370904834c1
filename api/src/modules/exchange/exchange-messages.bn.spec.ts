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
    ...validateSync(Object.assign(new PriceFancyBody(), { no: -1, no_rate: -1, yes: -1, yes_rate: -1, minStake: 1, maxStake: 1 })),
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
    ];
    expect(runTime).toEqual(
      expect.arrayContaining(['eventId must be an event id (6 to 12 digits)', 'sport must be one of cricket, soccer, tennis']),
    );
    const literals = literalMessagesOf('exchange');
    expect(untranslated(exchangeBangla, [...literals, ...runTime])).toEqual([]);
  });

  it('translates run-time parts into the Bangla text', () => {
    const catalog = new MessageCatalog();
    catalog.register(exchangeBangla);
    expect(catalog.translate(`At most ${maxRoomsPerSocket} exchange rooms at once.`, 'bn')).toBe(
      `একসাথে সর্বোচ্চ ${maxRoomsPerSocket}টি এক্সচেঞ্জ রুম।`,
    );
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(exchangeBangla)).toEqual([]);
  });
});
