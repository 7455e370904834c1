import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import type { JoinedTransaction } from '../../../../platform/database/transaction.js';
import { VetoGuard, VetoPoint, type EventMeta, type VetoContexts } from '../../../../platform/events/index.js';
import { OrderBookRepository } from '../../persistence/order-book.repository.js';
import { inMarketTransaction, OrderRefused } from './market-transaction.js';

export type OrderOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409 | 503; message: string };

/** One placement (a match odds order, a bookmaker bet, a fancy bet): what differs between them. */
export interface VetoedPlacement<Stored, Answer> {
  /** What the veto point weighs: the stake and the liability the player takes on the market. */
  veto: VetoContexts['exchange.order'];
  requestId?: string;
  /** Between the veto and the hold (a match odds order waits its in-play delay here); a refusal ends it. */
  beforeHold?: () => Promise<OrderOutcome<null>>;
  /** The market's transaction, under its lock: decides again, writes, holds. Returns the stored placement (the first one, if its key came meanwhile). */
  inMarket: (tx: JoinedTransaction, id: string, meta: EventMeta) => Promise<Stored>;
  /** True when `inMarket`'s first statement takes the market's lock itself (see `inMarketTransaction`). */
  inMarketLocks?: boolean;
  idOf: (stored: Stored) => string;
  /** The placement stored under the request's idempotency key, when one is. */
  byKey: () => Promise<Stored | null | undefined>;
  /** Answers a placement this call stored. */
  answer: (stored: Stored) => Promise<Answer>;
  /** Answers the first placement of a repeated key (409 when the key came with another bet). */
  answerRepeat: (stored: Stored) => Promise<OrderOutcome<Answer>>;
}

/**
 * The part every exchange placement shares: the `exchange.order` veto point (player protection's exclusion,
 * session, wager and loss limits) before anything is written (403 with its words), the guard's hold (a
 * player with a limit places one at a time until the placement commits, so concurrent stakes cannot all fit
 * one limit), the market's transaction, and the answers: a refusal decided under the lock as a value, a
 * repeated idempotency key (also one that raced in another market's transaction: 23505) as the first
 * placement. The hold is always released, after the commit.
 */
@Injectable()
export class PlaceUnderVeto {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(OrderBookRepository) private readonly book: OrderBookRepository,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
    @Inject(VetoGuard) private readonly guard: VetoGuard,
  ) {}

  async place<Stored, Answer>(placement: VetoedPlacement<Stored, Answer>): Promise<OrderOutcome<Answer>> {
    const { veto } = placement;
    const verdict = await this.vetoes.check('exchange.order', veto);
    if (!verdict.ok) return { ok: false, status: 403, message: verdict.message };
    if (placement.beforeHold) {
      const ready = await placement.beforeHold();
      if (!ready.ok) return ready;
    }
    const hold = await this.guard.hold('exchange.order', veto, verdict);
    if (!hold.ok) return { ok: false, status: 403, message: hold.message };
    const id = randomUUID();
    const meta: EventMeta = { actor: { kind: 'player', id: veto.playerId }, correlationId: id, requestId: placement.requestId };
    try {
      const stored = await inMarketTransaction(
        this.pool,
        this.book,
        veto.marketId,
        (tx) => placement.inMarket(tx, id, meta),
        placement.inMarketLocks ? 'taken by work' : 'here',
      );
      if (placement.idOf(stored) !== id) return placement.answerRepeat(stored);
      return { ok: true, value: await placement.answer(stored) };
    } catch (error) {
      if (error instanceof OrderRefused) return { ok: false, status: error.status, message: error.message };
      // the same key sent for two markets at once: the other request's placement stands
      if ((error as { code?: string }).code === '23505') {
        const first = await placement.byKey();
        if (first) return placement.answerRepeat(first);
      }
      throw error;
    } finally {
      await hold.release();
    }
  }
}
