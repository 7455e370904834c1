import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  formatMoney,
  parseMoney,
  type Currency,
  type ExchangeOrderAnswer,
  type MatchOddsMarket,
  type PlaceExchangeOrderRequest,
} from '@khela/contracts';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import { profitAndLiability } from '../../domain/orders/exposure.js';
import { houseQuotes, houseRiskCap } from '../../domain/orders/house-quotes.js';
import { bookFrom, placeOrder, type Placement } from '../../domain/orders/order-book.js';
import { checkOrderPrice } from '../../domain/orders/order-price.js';
import { houseMarketMaker, type MatchedBet, type RestingOrder } from '../../domain/orders/order-types.js';
import { marketStream } from '../../events/exchange-events.js';
import { orderMessages } from '../../exchange-order-messages.js';
import { OrderBookRepository, type StoredOrder } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { ExposureHolds, outcomesOf } from '../orders/exposure-holds.js';
import { OrderRefused } from '../orders/market-transaction.js';
import { orderView } from '../orders/order-view.js';
import { PlaceUnderVeto, type OrderOutcome } from '../orders/place-under-veto.js';
import { BetDelay } from './bet-delay.js';

export type { OrderOutcome } from '../orders/place-under-veto.js';

/** House quotes rank behind every player's order at their price (players' orders meet each other first). */
const houseQuoteSeq = 2 ** 52;

/** Parses `EXCHANGE_MIN_STAKE` ("BDT:10.00,INR:10.00") into minor units per currency. */
export function minimumStakes(setting: string): Partial<Record<Currency, bigint>> {
  const out: Partial<Record<Currency, bigint>> = {};
  for (const part of setting.split(',')) {
    const [currency, amount] = part.split(':');
    const minor = parseMoney(amount ?? '');
    if (currency && minor !== null) out[currency as Currency] = minor;
  }
  return out;
}

/**
 * A player's back or lay order on a match odds market: checked against the market as players see it
 * (open, the runner, the ladder, the minimum stake), passed through the veto point (player protection),
 * delayed in play (refused if the market was suspended or the price moved against it meanwhile), then in
 * one transaction under the market's lock: stored, matched against players' resting orders and the house
 * market maker's quotes of the feed (within the house's risk limit), fills booked, and the exposure of
 * every player it touched re-held through the wallet. An exposure main cannot cover refuses the order with
 * nothing written. A repeated idempotency key answers the first order.
 */
@Injectable()
export class PlaceOrder {
  private readonly minimums: Partial<Record<Currency, bigint>>;
  private readonly houseLimitMinor: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(ExposureHolds) private readonly holds: ExposureHolds,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(PlaceUnderVeto) private readonly underVeto: PlaceUnderVeto,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(BetDelay) private readonly delay: BetDelay,
  ) {
    this.minimums = minimumStakes(config.EXCHANGE_MIN_STAKE);
    this.houseLimitMinor = BigInt(config.EXCHANGE_HOUSE_MARKET_LIMIT) * 100n;
  }

  async place(playerId: string, request: PlaceExchangeOrderRequest, requestId?: string): Promise<OrderOutcome<ExchangeOrderAnswer>> {
    const repeat = await this.book.byKey(playerId, request.idempotency_key);
    if (repeat) return this.answerRepeat(repeat, request);
    const checked = this.check(request);
    if (!checked.ok) return checked;
    const { market, priceH } = checked.value;
    const stake = parseMoney(request.stake)!;
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    if (!wallet) return { ok: false, status: 409, message: orderMessages.notEnoughBalance(formatMoney(stake), '0.00') };
    const minimum = this.minimums[wallet.currency] ?? 0n;
    if (stake < minimum) return { ok: false, status: 400, message: orderMessages.belowMinimum(formatMoney(minimum)) };
    const { liability } = profitAndLiability(request.side, priceH, stake);
    // what this order's transaction left (the taker's hold, and main when the hold moved it): its answer reads neither again
    let left: { held: bigint; main?: bigint } | undefined;
    return this.underVeto.place({
      veto: { playerId, stake: stake.toString(), liability: liability.toString(), currency: wallet.currency, marketId: market.marketId },
      requestId,
      beforeHold: market.inplay && market.betDelay > 0 ? () => this.waitBetDelay(market, request, priceH) : undefined,
      idOf: (order) => order.orderId,
      byKey: () => this.book.byKey(playerId, request.idempotency_key),
      answer: (order) => this.answer(order, messageOf(order), left),
      answerRepeat: (order) => this.answerRepeat(order, request),
      // Seven round trips under the market's lock, whatever the order touches: BEGIN, open (lock, key,
      // resting orders, house's matched bets, seq), write (order, fills, makers, positions), one ledger
      // append for every hold moved, the holds, the events, COMMIT.
      inMarketLocks: true,
      inMarket: async (tx, orderId, meta) => {
        const opened = await this.book.openOrder(tx.client, market.marketId, request.selection_id, playerId, request.idempotency_key);
        if (opened.againId) return (await this.book.byId(opened.againId, tx.client))!;
        const now = this.snapshots.market(market.marketId) ?? market;
        if (now.status !== 'OPEN')
          throw new OrderRefused(409, now.status === 'CLOSED' ? orderMessages.marketClosed : orderMessages.marketSuspended);
        const placed = this.match(
          now,
          { orderId, playerId, selectionId: request.selection_id, side: request.side, priceH, stake, seq: opened.seq },
          opened.resting,
          opened.houseMatched,
        );
        const touched = new Set([playerId]);
        for (const fill of placed.fills)
          for (const owner of [fill.backOwnerId, fill.layOwnerId]) if (owner !== houseMarketMaker) touched.add(owner);
        const written = await this.book.writeOrder(
          tx.client,
          {
            orderId,
            seq: opened.seq,
            playerId,
            marketId: market.marketId,
            eventId: market.eventId,
            selectionId: request.selection_id,
            side: request.side,
            priceH,
            stake,
            currency: wallet.currency,
            idempotencyKey: request.idempotency_key,
          },
          placed.fills,
          isPlayerOrder,
          // in one order of player ids, so two markets' transactions touching the same players lock alike
          [...touched].sort(),
        );
        const holds = await this.holds.reholdAll(
          tx,
          market.marketId,
          outcomesOf(now.runners.map((r) => r.selectionId)),
          written.positions,
          meta,
        );
        await this.outbox.append(tx.client, [
          {
            type: 'exchange.order-placed',
            streamId: marketStream(market.marketId),
            data: {
              orderId,
              playerId,
              marketId: market.marketId,
              eventId: market.eventId,
              selectionId: request.selection_id,
              side: request.side,
              priceH,
              stake: stake.toString(),
              currency: wallet.currency,
            },
            meta,
          },
          ...placed.fills.map((fill) => ({
            type: 'exchange.order-matched' as const,
            streamId: marketStream(market.marketId),
            data: {
              marketId: market.marketId,
              selectionId: fill.selectionId,
              priceH: fill.priceH,
              stake: fill.stake.toString(),
              takerOrderId: fill.takerOrderId,
              backOrderId: isPlayerOrder(fill.backOrderId) ? fill.backOrderId : null,
              layOrderId: isPlayerOrder(fill.layOrderId) ? fill.layOrderId : null,
              backPlayerId: fill.backOwnerId === houseMarketMaker ? null : fill.backOwnerId,
              layPlayerId: fill.layOwnerId === houseMarketMaker ? null : fill.layOwnerId,
            },
            meta,
          })),
          ...holds.events,
        ]);
        left = { held: holds.held.get(playerId)!, main: holds.main.get(playerId) };
        return written.order;
      },
    });
  }

  /** The market as players see it, the runner, and the price on the ladder. */
  private check(request: PlaceExchangeOrderRequest): OrderOutcome<{ market: MatchOddsMarket; priceH: number }> {
    const market = this.snapshots.market(request.market_id);
    if (!market) return { ok: false, status: 404, message: orderMessages.marketNotFound };
    if (market.status === 'CLOSED') return { ok: false, status: 409, message: orderMessages.marketClosed };
    if (market.status === 'SUSPENDED') return { ok: false, status: 409, message: orderMessages.marketSuspended };
    const runner = market.runners.find((r) => r.selectionId === request.selection_id);
    if (!runner || runner.status !== 'ACTIVE') return { ok: false, status: 404, message: orderMessages.runnerNotFound };
    const price = checkOrderPrice(request.price);
    if (!price.ok) return { ok: false, status: 400, message: orderMessages.offLadder(String(request.price), price.nearest.join(', ')) };
    return { ok: true, value: { market, priceH: price.priceH } };
  }

  /**
   * In play an order waits the market's delay (so news the feed has not priced yet cannot be bet on), then
   * is refused when the market was suspended meanwhile, or when the price moved against it: the order could
   * be matched at its price when placed and no longer can (a back's best available back fell below it, a
   * lay's best available lay rose above it). An order priced away from the market, meant to wait in the
   * book, waits there whatever the price did.
   */
  private async waitBetDelay(market: MatchOddsMarket, request: PlaceExchangeOrderRequest, priceH: number): Promise<OrderOutcome<null>> {
    const asked = priceH / 100;
    const matchable = (best: number | undefined) => best !== undefined && (request.side === 'back' ? best >= asked : best <= asked);
    const before = matchable(bestPrice(market, request.selection_id, request.side));
    await this.delay.wait(market.betDelay * 1000);
    const after = this.snapshots.market(market.marketId);
    if (!after || after.status !== 'OPEN') return { ok: false, status: 409, message: orderMessages.suspendedDuringDelay };
    if (before && !matchable(bestPrice(after, request.selection_id, request.side)))
      return { ok: false, status: 409, message: orderMessages.movedDuringDelay };
    return { ok: true, value: null };
  }

  private match(
    market: MatchOddsMarket,
    order: { orderId: string; playerId: string; selectionId: number; side: 'back' | 'lay'; priceH: number; stake: bigint; seq: number },
    resting: readonly RestingOrder[],
    houseMatched: readonly MatchedBet[],
  ): Placement {
    const runner = market.runners.find((r) => r.selectionId === order.selectionId);
    const players = bookFrom(order.selectionId, resting);
    const quotes = runner ? houseQuotes(players, { back: runner.ex.availableToBack, lay: runner.ex.availableToLay }, houseQuoteSeq) : [];
    const cap = houseRiskCap(outcomesOf(market.runners.map((r) => r.selectionId)), houseMatched, this.houseLimitMinor);
    return placeOrder(
      bookFrom(order.selectionId, [...resting, ...quotes]),
      {
        orderId: order.orderId,
        ownerId: order.playerId,
        selectionId: order.selectionId,
        side: order.side,
        priceH: order.priceH,
        stake: order.stake,
        seq: order.seq,
      },
      cap,
    );
  }

  private async answerRepeat(order: StoredOrder, request: PlaceExchangeOrderRequest): Promise<OrderOutcome<ExchangeOrderAnswer>> {
    const same =
      order.marketId === request.market_id &&
      order.selectionId === request.selection_id &&
      order.side === request.side &&
      order.priceH === Math.round(request.price * 100) &&
      order.stake === parseMoney(request.stake);
    if (!same) return { ok: false, status: 409, message: orderMessages.keyReused };
    return { ok: true, value: await this.answer(order, messageOf(order)) };
  }

  private async answer(order: StoredOrder, message: string, left?: { held: bigint; main?: bigint }): Promise<ExchangeOrderAnswer> {
    const [held, main] = await Promise.all([
      left ? left.held : this.book.heldOf(order.playerId, order.marketId),
      left?.main ?? this.queries.execute(new GetWalletQuery(order.playerId)).then((wallet) => wallet?.balances.main ?? 0n),
    ]);
    return { order: orderView(order), exposure: formatMoney(held), balance: formatMoney(main), message };
  }
}

const isPlayerOrder = (orderId: string): boolean => !orderId.startsWith(`${houseMarketMaker}:`);

function messageOf(order: StoredOrder): string {
  if (order.status === 'matched') return orderMessages.matched;
  if (order.matched > 0n) return orderMessages.partlyMatched;
  if (order.status === 'cancelled') return orderMessages.cancelled;
  return orderMessages.placed;
}

function bestPrice(market: MatchOddsMarket, selectionId: number, side: 'back' | 'lay'): number | undefined {
  const runner = market.runners.find((r) => r.selectionId === selectionId);
  return (side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[0]?.price;
}
