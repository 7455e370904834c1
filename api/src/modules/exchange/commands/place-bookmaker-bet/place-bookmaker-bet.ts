import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { formatMoney, parseMoney, type BookmakerMarket, type ExchangeOrderAnswer, type ExchangeOrderSide } from '@khela/contracts';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import { profitAndLiability } from '../../domain/orders/exposure.js';
import { houseRiskCap } from '../../domain/orders/house-quotes.js';
import { houseMarketMaker, type Fill } from '../../domain/orders/order-types.js';
import { marketStream } from '../../events/exchange-events.js';
import { bookmakerMessages } from '../../exchange-bookmaker-messages.js';
import { OrderBookRepository, type StoredOrder } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { ExposureHolds } from '../orders/exposure-holds.js';
import { OrderRefused } from '../orders/market-transaction.js';
import { orderView } from '../orders/order-view.js';
import { PlaceUnderVeto, type OrderOutcome } from '../orders/place-under-veto.js';

export interface BookmakerBetRequest {
  market_id: string;
  selection_id: number;
  side: ExchangeOrderSide;
  rate: number;
  stake: string;
  idempotency_key: string;
}

/** The house's side of a bookmaker bet (fills name it; it is never stored as an order). */
const houseSide = `${houseMarketMaker}:bookmaker`;

/**
 * A back or lay against the house on a bookmaker market at the per-100 rate shown. A bet at rate r is an
 * exchange bet at price 1 + r/100 matched in full by the house, so it is stored as an order with its fill
 * (price_h = 100 + r) and everything built on fills (exposure holds, My bets, settlement by the same job,
 * commission per `EXCHANGE_COMMISSION_BOOKMAKER_BP`) takes it as it is. Refused while the market or runner is
 * suspended or the ball is running, when the rate changed, outside the market's stake limits, or beyond
 * the player's total on the market (`EXCHANGE_BOOKMAKER_PLAYER_MARKET_LIMIT`), or beyond the house's cap on the
 * market's worst case (`EXCHANGE_BOOKMAKER_HOUSE_MARKET_LIMIT`, naming what is left); the liability is held from
 * main in the same transaction under the market's lock (refused, with nothing written, when main is short).
 */
@Injectable()
export class PlaceBookmakerBet {
  private readonly playerLimit: bigint;
  private readonly houseLimit: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(ExposureHolds) private readonly holds: ExposureHolds,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(PlaceUnderVeto) private readonly underVeto: PlaceUnderVeto,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {
    this.playerLimit = BigInt(config.EXCHANGE_BOOKMAKER_PLAYER_MARKET_LIMIT) * 100n;
    this.houseLimit = BigInt(config.EXCHANGE_BOOKMAKER_HOUSE_MARKET_LIMIT) * 100n;
  }

  async place(playerId: string, request: BookmakerBetRequest, requestId?: string): Promise<OrderOutcome<ExchangeOrderAnswer>> {
    const repeat = await this.book.byKey(playerId, request.idempotency_key);
    if (repeat) return this.answerRepeat(repeat, request);
    const eventId = request.market_id.slice(2);
    const stake = parseMoney(request.stake)!;
    const open = this.check(eventId, request, stake);
    if (!open.ok) return open;
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    if (!wallet) return { ok: false, status: 409, message: bookmakerMessages.suspended };
    const priceH = 100 + request.rate;
    const { liability } = profitAndLiability(request.side, priceH, stake);
    return this.underVeto.place({
      veto: { playerId, stake: stake.toString(), liability: liability.toString(), currency: wallet.currency, marketId: request.market_id },
      requestId,
      idOf: (order) => order.orderId,
      byKey: () => this.book.byKey(playerId, request.idempotency_key),
      answer: (order) => this.answer(order),
      answerRepeat: (order) => this.answerRepeat(order, request),
      inMarket: async (tx, orderId, meta) => {
        const again = await this.book.byKey(playerId, request.idempotency_key, tx.client);
        if (again) return again;
        // decided again under the lock, on the market as players see it now
        const now = this.check(eventId, request, stake);
        if (!now.ok) throw new OrderRefused(now.status, now.message);
        const staked = await this.book.stakedOn(tx.client, playerId, request.market_id);
        if (staked + stake > this.playerLimit)
          throw new OrderRefused(
            409,
            bookmakerMessages.playerLimit(
              formatMoney(this.playerLimit),
              formatMoney(this.playerLimit > staked ? this.playerLimit - staked : 0n),
            ),
          );
        // the house's cap on the market: its worst case with this bet's other side stays within it
        const houseTakes = request.side === 'back' ? 'lay' : 'back';
        const allowed = houseRiskCap(
          now.value.runners.map((r) => r.selectionId),
          await this.book.houseMatched(tx.client, request.market_id),
          this.houseLimit,
        )(
          {
            orderId: houseSide,
            ownerId: houseMarketMaker,
            selectionId: request.selection_id,
            side: houseTakes,
            priceH,
            remaining: stake,
            seq: 0,
          },
          priceH,
          stake,
          [],
        );
        if (allowed < stake) throw new OrderRefused(409, bookmakerMessages.houseLimit(formatMoney(allowed)));
        await this.book.insert(tx.client, {
          orderId,
          playerId,
          marketId: request.market_id,
          eventId,
          selectionId: request.selection_id,
          side: request.side,
          priceH,
          stake,
          currency: wallet.currency,
          idempotencyKey: request.idempotency_key,
        });
        const back = request.side === 'back';
        const fill: Fill = {
          takerOrderId: orderId,
          makerOrderId: houseSide,
          backOrderId: back ? orderId : houseSide,
          layOrderId: back ? houseSide : orderId,
          backOwnerId: back ? playerId : houseMarketMaker,
          layOwnerId: back ? houseMarketMaker : playerId,
          selectionId: request.selection_id,
          priceH,
          stake,
        };
        await this.book.recordFills(tx.client, request.market_id, [fill], (id) => id === orderId);
        await this.outbox.append(tx.client, [
          {
            type: 'exchange.order-placed',
            streamId: marketStream(request.market_id),
            data: {
              orderId,
              playerId,
              marketId: request.market_id,
              eventId,
              selectionId: request.selection_id,
              side: request.side,
              priceH,
              stake: stake.toString(),
              currency: wallet.currency,
            },
            meta,
          },
          {
            type: 'exchange.order-matched',
            streamId: marketStream(request.market_id),
            data: {
              marketId: request.market_id,
              selectionId: request.selection_id,
              priceH,
              stake: stake.toString(),
              takerOrderId: orderId,
              backOrderId: back ? orderId : null,
              layOrderId: back ? null : orderId,
              backPlayerId: back ? playerId : null,
              layPlayerId: back ? null : playerId,
            },
            meta,
          },
        ]);
        await this.holds.rehold(
          tx,
          playerId,
          request.market_id,
          now.value.runners.map((r) => r.selectionId),
          meta,
        );
        return (await this.book.byId(orderId, tx.client))!;
      },
    });
  }

  /** The market as players see it: there, the runner there, open to bets at the rate asked, the stake within its limits. */
  private check(eventId: string, request: BookmakerBetRequest, stake: bigint): OrderOutcome<BookmakerMarket> {
    const event = this.snapshots.event(eventId);
    const market = event?.bookmaker[request.market_id];
    if (!event || !market) return { ok: false, status: 404, message: bookmakerMessages.marketNotFound };
    const runner = market.runners.find((r) => r.selectionId === request.selection_id);
    if (!runner) return { ok: false, status: 404, message: bookmakerMessages.runnerNotFound };
    if (event.status === 'closed' || runner.suspended === 1) return { ok: false, status: 409, message: bookmakerMessages.suspended };
    if (runner.ball_running === 1) return { ok: false, status: 409, message: bookmakerMessages.ballRunning };
    const rate = request.side === 'back' ? runner.backPrice : runner.layPrice;
    if (rate <= 0) return { ok: false, status: 409, message: bookmakerMessages.suspended };
    if (rate !== request.rate) return { ok: false, status: 409, message: bookmakerMessages.rateChanged(String(rate)) };
    const min = parseMoney(market.minStake) ?? 0n;
    const max = parseMoney(market.maxStake) ?? 0n;
    if (stake < min || stake > max)
      return { ok: false, status: 400, message: bookmakerMessages.stakeRange(market.minStake, market.maxStake) };
    return { ok: true, value: market };
  }

  private async answerRepeat(order: StoredOrder, request: BookmakerBetRequest): Promise<OrderOutcome<ExchangeOrderAnswer>> {
    const same =
      order.marketId === request.market_id &&
      order.selectionId === request.selection_id &&
      order.side === request.side &&
      order.priceH === 100 + request.rate &&
      order.stake === parseMoney(request.stake);
    if (!same) return { ok: false, status: 409, message: bookmakerMessages.keyReused };
    return { ok: true, value: await this.answer(order) };
  }

  private async answer(order: StoredOrder): Promise<ExchangeOrderAnswer> {
    const [held, wallet] = await Promise.all([
      this.book.heldOf(order.playerId, order.marketId),
      this.queries.execute(new GetWalletQuery(order.playerId)),
    ]);
    return {
      order: orderView(order),
      exposure: formatMoney(held),
      balance: formatMoney(wallet?.balances.main ?? 0n),
      message: bookmakerMessages.placed,
    };
  }
}
