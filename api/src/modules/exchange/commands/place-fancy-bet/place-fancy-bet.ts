import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { formatMoney, parseMoney, type ExchangeFancyBetAnswer, type ExchangeFancyBetView, type FancyBet } from '@khela/contracts';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { EventOutbox } from '../../../../platform/events/index.js';
import { GetWalletQuery } from '../../../wallet/index.js';
import { fancyExposure, fancyMarketId, fancyProfitAndLiability, type FancySide } from '../../domain/fancy/fancy-bet.js';
import { marketStream } from '../../events/exchange-events.js';
import { fancyMessages } from '../../exchange-fancy-messages.js';
import { FancyBetsRepository, type StoredFancyBet } from '../../persistence/fancy-bets.repository.js';
import { MarketResultsRepository } from '../../persistence/market-results.repository.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { ExchangeSnapshots } from '../../store/exchange-snapshots.js';
import { ExposureHolds } from '../orders/exposure-holds.js';
import { OrderRefused } from '../orders/market-transaction.js';
import { PlaceUnderVeto, type OrderOutcome } from '../orders/place-under-veto.js';

export interface FancyBetRequest {
  event_id: string;
  fancy_id: string;
  side: FancySide;
  line: number;
  rate: number;
  stake: string;
  idempotency_key: string;
}

/**
 * A Yes or No on a fancy (session) line against the house, at the line and per-100 rate shown (spec 2.3
 * Fancy tabs). Matched in full by the house when placed; the player's worst case over every result of the
 * line (domain/fancy) is held from main through the wallet, in one transaction under the line's market lock
 * with the bet and its outbox event. Refused, with nothing written: the line gone, suspended, the ball
 * running or the event over; the line already resulted; the side not offered; the line or rate changed;
 * the stake outside the line's limits or beyond the player's total on it
 * (`EXCHANGE_FANCY_PLAYER_MARKET_LIMIT`); the veto point; main short of the hold.
 */
@Injectable()
export class PlaceFancyBet {
  private readonly playerLimit: bigint;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(FancyBetsRepository) private readonly bets: FancyBetsRepository,
    @Inject(MarketResultsRepository) private readonly results: MarketResultsRepository,
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(ExposureHolds) private readonly holds: ExposureHolds,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(PlaceUnderVeto) private readonly underVeto: PlaceUnderVeto,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {
    this.playerLimit = BigInt(config.EXCHANGE_FANCY_PLAYER_MARKET_LIMIT) * 100n;
  }

  async place(playerId: string, request: FancyBetRequest, requestId?: string): Promise<OrderOutcome<ExchangeFancyBetAnswer>> {
    const repeat = await this.bets.byKey(playerId, request.idempotency_key);
    if (repeat) return this.answerRepeat(repeat, request);
    const stake = parseMoney(request.stake)!;
    const open = this.check(request, stake);
    if (!open.ok) return open;
    const wallet = await this.queries.execute(new GetWalletQuery(playerId));
    if (!wallet) return { ok: false, status: 409, message: fancyMessages.suspended };
    const marketId = fancyMarketId(request.fancy_id);
    return this.underVeto.place({
      veto: { playerId, stake: stake.toString(), liability: stake.toString(), currency: wallet.currency, marketId },
      requestId,
      idOf: (bet) => bet.betId,
      byKey: () => this.bets.byKey(playerId, request.idempotency_key),
      answer: (bet) => this.answer(bet),
      answerRepeat: (bet) => this.answerRepeat(bet, request),
      inMarket: async (tx, betId, meta) => {
        const again = await this.bets.byKey(playerId, request.idempotency_key, tx.client);
        if (again) return again;
        // decided again under the lock, on the line as players see it now
        const now = this.check(request, stake);
        if (!now.ok) throw new OrderRefused(now.status, now.message);
        if (await this.results.byMarket(marketId, tx.client)) throw new OrderRefused(409, fancyMessages.closed);
        const staked = await this.bets.stakedOn(tx.client, playerId, marketId);
        if (staked + stake > this.playerLimit)
          throw new OrderRefused(
            409,
            fancyMessages.playerLimit(
              formatMoney(this.playerLimit),
              formatMoney(this.playerLimit > staked ? this.playerLimit - staked : 0n),
            ),
          );
        const line = now.value;
        await this.bets.insert(tx.client, {
          betId,
          playerId,
          marketId,
          eventId: request.event_id,
          fancyId: request.fancy_id,
          tab: line.tab,
          title: line.title,
          side: request.side,
          line: request.line,
          rate: request.rate,
          stake,
          currency: wallet.currency,
          idempotencyKey: request.idempotency_key,
        });
        await this.outbox.append(tx.client, [
          {
            type: 'exchange.fancy-bet-placed',
            streamId: marketStream(marketId),
            data: {
              betId,
              playerId,
              marketId,
              eventId: request.event_id,
              fancyId: request.fancy_id,
              side: request.side,
              line: request.line,
              rate: request.rate,
              stake: stake.toString(),
              currency: wallet.currency,
            },
            meta,
          },
        ]);
        const mine = await this.bets.onMarket(tx.client, marketId, playerId);
        await this.holds.holdExposure(tx, playerId, marketId, fancyExposure(mine), meta);
        return (await this.bets.byKey(playerId, request.idempotency_key, tx.client))!;
      },
    });
  }

  /** The line as players see it: there, open to bets, the side offered at the line and rate asked, the stake within its limits. */
  private check(request: FancyBetRequest, stake: bigint): OrderOutcome<FancyBet> {
    const event = this.snapshots.event(request.event_id);
    const line = event?.fancy2.find((f) => f.id === request.fancy_id);
    if (!event || !line) return { ok: false, status: 404, message: fancyMessages.lineNotFound };
    if (event.status === 'closed' || line.suspended === 1) return { ok: false, status: 409, message: fancyMessages.suspended };
    if (line.ball_running === 1) return { ok: false, status: 409, message: fancyMessages.ballRunning };
    const [shownLine, shownRate] = request.side === 'yes' ? [line.yes, line.yes_rate] : [line.no, line.no_rate];
    if (shownRate <= 0) return { ok: false, status: 409, message: fancyMessages.sideNotOffered };
    if (shownLine !== request.line || shownRate !== request.rate)
      return { ok: false, status: 409, message: fancyMessages.lineChanged(String(shownLine), String(shownRate)) };
    const min = parseMoney(line.minStake) ?? 0n;
    const max = parseMoney(line.maxStake) ?? 0n;
    if (stake < min || stake > max) return { ok: false, status: 400, message: fancyMessages.stakeRange(line.minStake, line.maxStake) };
    return { ok: true, value: line };
  }

  private async answerRepeat(bet: StoredFancyBet, request: FancyBetRequest): Promise<OrderOutcome<ExchangeFancyBetAnswer>> {
    const same =
      bet.fancyId === request.fancy_id &&
      bet.side === request.side &&
      bet.line === request.line &&
      bet.rate === request.rate &&
      bet.stake === parseMoney(request.stake);
    if (!same) return { ok: false, status: 409, message: fancyMessages.keyReused };
    return { ok: true, value: await this.answer(bet) };
  }

  private async answer(bet: StoredFancyBet): Promise<ExchangeFancyBetAnswer> {
    const [held, wallet] = await Promise.all([
      this.book.heldOf(bet.playerId, bet.marketId),
      this.queries.execute(new GetWalletQuery(bet.playerId)),
    ]);
    return {
      bet: fancyBetView(bet),
      exposure: formatMoney(held),
      balance: formatMoney(wallet?.balances.main ?? 0n),
      message: fancyMessages.placed,
    };
  }
}

export function fancyBetView(bet: StoredFancyBet): ExchangeFancyBetView {
  const { profit, liability } = fancyProfitAndLiability(bet.rate, bet.stake);
  return {
    bet_id: bet.betId,
    market_id: bet.marketId,
    event_id: bet.eventId,
    fancy_id: bet.fancyId,
    title: bet.title,
    side: bet.side,
    line: bet.line,
    rate: bet.rate,
    stake: formatMoney(bet.stake),
    profit: formatMoney(profit),
    liability: formatMoney(liability),
    created_at: bet.createdAt.toISOString(),
  };
}
