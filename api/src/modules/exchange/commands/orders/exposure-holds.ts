import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { formatMoney } from '@khela/contracts';
import { EventOutbox, type EventMeta, type NewEvent } from '../../../../platform/events/index.js';
import type { JoinedTransaction } from '../../../../platform/database/transaction.js';
import { AdjustExposureCommand, AdjustExposuresCommand, GetWalletQuery } from '../../../wallet/index.js';
import { marketExposure } from '../../domain/orders/exposure.js';
import { marketStream } from '../../events/exchange-events.js';
import { OrderBookRepository, type PlayerPosition } from '../../persistence/order-book.repository.js';
import { orderMessages } from '../../exchange-order-messages.js';
import { OrderRefused } from './market-transaction.js';

/** A selection id standing for "some runner the exchange no longer knows of wins" (see `outcomesOf`). */
const otherRunner = -1;

/**
 * The outcomes exposure is worked over: the market's runners when known; otherwise (the market left
 * memory) the runners bet on plus "another runner", so a back is never thought safe for want of a list.
 */
export const outcomesOf = (runnerIds: readonly number[] | undefined): number[] =>
  runnerIds && runnerIds.length > 0 ? [...runnerIds] : [otherRunner];

/**
 * Holds each player's worst-case loss on a market from their main balance: recomputed from their matched
 * bets and unmatched orders, and the difference from what is held moved through the wallet
 * (AdjustExposure, in the market's transaction). A rise main cannot cover is refused with the figures.
 */
@Injectable()
export class ExposureHolds {
  constructor(
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  /** Re-holds one player's exposure on the market; answers what is held now. Throws OrderRefused when main is short. */
  async rehold(tx: JoinedTransaction, playerId: string, marketId: string, outcomes: readonly number[], meta: EventMeta): Promise<bigint> {
    const position = await this.book.position(tx.client, playerId, marketId);
    return this.holdExposure(tx, playerId, marketId, marketExposure(outcomes, position.matched, position.unmatched), meta);
  }

  /** Holds `exposure` (worked out by the caller, e.g. a fancy line's) for the player on the market; answers it. Throws OrderRefused when main is short. */
  async holdExposure(tx: JoinedTransaction, playerId: string, marketId: string, exposure: bigint, meta: EventMeta): Promise<bigint> {
    const { held, changes } = await this.book.held(tx.client, playerId, marketId);
    if (exposure === held) return held;
    const change = exposure - held;
    const result = await this.commands.execute(
      new AdjustExposureCommand(
        { playerId, marketId, adjustmentId: `${marketId}:${playerId}:${changes + 1}`, change },
        { actor: meta.actor ?? { kind: 'system', id: 'exchange' }, correlationId: meta.correlationId, transaction: tx },
      ),
    );
    if (!result.ok) {
      if (result.error === 'insufficient_funds') {
        const main = await this.mainBalance(playerId);
        throw new OrderRefused(409, orderMessages.notEnoughBalance(formatMoney(change), formatMoney(main)));
      }
      throw new OrderRefused(result.error === 'busy' ? 503 : 409, result.message);
    }
    await this.book.setHeld(tx.client, playerId, marketId, exposure);
    await this.outbox.append(tx.client, [
      {
        type: 'exchange.exposure-changed',
        streamId: marketStream(marketId),
        data: { playerId, marketId, held: exposure.toString(), change: change.toString() },
        meta,
      },
    ]);
    return exposure;
  }

  /**
   * Re-holds the exposure of every player an order touched, from the positions its write answered (their
   * exposure rows locked): ONE wallet call (`AdjustExposures`, one ledger append for all the moves), the
   * held amounts in one statement; answers the `exchange.exposure-changed` events for the caller to append
   * with its own (one outbox round trip). Only the taker's hold can rise (a match turns an unmatched rest
   * into a matched bet at no more risk; the new order is what adds), so a refusal is its: main short, with
   * the figures; all moves are undone with it. Each move's adjustment id is the per-player count of changes, as `holdExposure`'s.
   */
  async reholdAll(
    tx: JoinedTransaction,
    marketId: string,
    outcomes: readonly number[],
    positions: ReadonlyMap<string, PlayerPosition>,
    meta: EventMeta,
  ): Promise<{ held: Map<string, bigint>; main: Map<string, bigint>; events: NewEvent[] }> {
    const held = new Map<string, bigint>();
    const moves: { playerId: string; marketId: string; adjustmentId: string; change: bigint }[] = [];
    for (const playerId of [...positions.keys()].sort()) {
      const position = positions.get(playerId)!;
      const exposure = marketExposure(outcomes, position.matched, position.unmatched);
      held.set(playerId, exposure);
      if (exposure === position.held) continue;
      moves.push({ playerId, marketId, adjustmentId: `${marketId}:${playerId}:${position.changes + 1}`, change: exposure - position.held });
    }
    if (moves.length === 0) return { held, main: new Map(), events: [] };
    const result = await this.commands.execute(
      new AdjustExposuresCommand(moves, {
        actor: meta.actor ?? { kind: 'system', id: 'exchange' },
        correlationId: meta.correlationId,
        transaction: tx,
      }),
    );
    if (!result.ok) {
      const refused = moves[result.item]!;
      if (result.result.error === 'insufficient_funds') {
        const main = await this.mainBalance(refused.playerId);
        throw new OrderRefused(409, orderMessages.notEnoughBalance(formatMoney(refused.change), formatMoney(main)));
      }
      throw new OrderRefused(result.result.error === 'busy' ? 503 : 409, result.result.message);
    }
    const changed = new Map(moves.map((m) => [m.playerId, held.get(m.playerId)!]));
    // main after each move, as the ledger answered it (the order's answer needs no read for it)
    const main = new Map<string, bigint>();
    result.results.forEach((moved, i) => {
      if (moved.ok && !moved.duplicate && moved.balances.main !== undefined) main.set(moves[i]!.playerId, moved.balances.main);
    });
    await this.book.setHeldAll(tx.client, marketId, changed);
    return {
      held,
      main,
      events: moves.map((m) => ({
        type: 'exchange.exposure-changed' as const,
        streamId: marketStream(marketId),
        data: { playerId: m.playerId, marketId, held: held.get(m.playerId)!.toString(), change: m.change.toString() },
        meta,
      })),
    };
  }

  private async mainBalance(playerId: string): Promise<bigint> {
    return (await this.queries.execute(new GetWalletQuery(playerId)))?.balances.main ?? 0n;
  }
}
