import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import {
  houseMarketMaker,
  type Fill,
  type MatchedBet,
  type OrderSide,
  type RestingOrder,
  type UnmatchedBet,
} from '../domain/orders/order-types.js';
import type { SettledBet } from '../domain/settlement/settle-market.js';

/** An order as stored. */
export interface StoredOrder {
  orderId: string;
  seq: number;
  playerId: string;
  marketId: string;
  eventId: string;
  selectionId: number;
  side: OrderSide;
  priceH: number;
  stake: bigint;
  matched: bigint;
  remaining: bigint;
  matchedValue: bigint;
  status: 'open' | 'matched' | 'cancelled' | 'lapsed';
  currency: string;
  idempotencyKey: string;
  createdAt: Date;
}

export type NewOrder = Omit<StoredOrder, 'seq' | 'matched' | 'remaining' | 'matchedValue' | 'status' | 'createdAt'>;

const orderColumns = `order_id, seq, player_id, market_id, event_id, selection_id, side, price_h, stake, matched, remaining,
  matched_value, status, currency, idempotency_key, created_at`;

interface OrderRow {
  order_id: string;
  seq: string;
  player_id: string;
  market_id: string;
  event_id: string;
  selection_id: number;
  side: OrderSide;
  price_h: number;
  stake: string;
  matched: string;
  remaining: string;
  matched_value: string;
  status: StoredOrder['status'];
  currency: string;
  idempotency_key: string;
  created_at: Date;
}

const toOrder = (r: OrderRow): StoredOrder => ({
  orderId: r.order_id,
  seq: Number(r.seq),
  playerId: r.player_id,
  marketId: r.market_id,
  eventId: r.event_id,
  selectionId: r.selection_id,
  side: r.side,
  priceH: r.price_h,
  stake: BigInt(r.stake),
  matched: BigInt(r.matched),
  remaining: BigInt(r.remaining),
  matchedValue: BigInt(r.matched_value),
  status: r.status,
  currency: r.currency,
  idempotencyKey: r.idempotency_key,
  createdAt: r.created_at,
});

/** A player's position on a market and what is held for it, as `writeOrder` answers it. */
export interface PlayerPosition {
  matched: MatchedBet[];
  unmatched: UnmatchedBet[];
  held: bigint;
  changes: number;
}

/** `exchange_order_open`'s answer: arrays keep the JSON small (bigints as text). */
interface OpenedOrder {
  again: string | null;
  resting: [string, string, OrderSide, number, string, string][];
  house: [number, OrderSide, number, string][];
  seq: string;
}

/** `exchange_order_write`'s answer. */
interface WrittenOrder {
  created_at: string;
  positions: Record<
    string,
    { matched: [number, OrderSide, number, string][]; unmatched: [number, OrderSide, number, string][]; held: string; changes: number }
  >;
}

/**
 * The exchange's book in Postgres (migration 1795510000000). Writes run inside the caller's transaction,
 * after `lockMarket`: one market's book changes one transaction at a time, on any api process.
 */
@Injectable()
export class OrderBookRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Serialises every change of one market's book (released at commit or rollback). */
  async lockMarket(tx: PoolClient, marketId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('exchange-market:' || $1, 0))`, [marketId]);
  }

  async byKey(playerId: string, idempotencyKey: string, db: Db = this.pool): Promise<StoredOrder | undefined> {
    const { rows } = await db.query<OrderRow>(`SELECT ${orderColumns} FROM exchange_orders WHERE player_id = $1 AND idempotency_key = $2`, [
      playerId,
      idempotencyKey,
    ]);
    return rows[0] && toOrder(rows[0]);
  }

  async byId(orderId: string, db: Db = this.pool): Promise<StoredOrder | undefined> {
    const { rows } = await db.query<OrderRow>(`SELECT ${orderColumns} FROM exchange_orders WHERE order_id = $1`, [orderId]);
    return rows[0] && toOrder(rows[0]);
  }

  async playerOrders(playerId: string, marketId: string, db: Db = this.pool): Promise<StoredOrder[]> {
    const { rows } = await db.query<OrderRow>(
      `SELECT ${orderColumns} FROM exchange_orders WHERE player_id = $1 AND market_id = $2 ORDER BY created_at DESC, seq DESC LIMIT 500`,
      [playerId, marketId],
    );
    return rows.map(toOrder);
  }

  /** Resting orders of one selection (or all of the market), as the pure book takes them. */
  async resting(tx: PoolClient, marketId: string, selectionId?: number): Promise<RestingOrder[]> {
    const { rows } = await tx.query<OrderRow>(
      `SELECT ${orderColumns} FROM exchange_orders WHERE market_id = $1 AND remaining > 0 AND ($2::int IS NULL OR selection_id = $2)`,
      [marketId, selectionId ?? null],
    );
    return rows.map((r) => ({
      orderId: r.order_id,
      ownerId: r.player_id,
      selectionId: r.selection_id,
      side: r.side,
      priceH: r.price_h,
      remaining: BigInt(r.remaining),
      seq: Number(r.seq),
    }));
  }

  /** Inserts an order whole (nothing matched yet); returns its time priority. */
  async insert(tx: PoolClient, order: NewOrder): Promise<number> {
    const { rows } = await tx.query<{ seq: string }>(
      `INSERT INTO exchange_orders (order_id, player_id, market_id, event_id, selection_id, side, price_h, stake, remaining, status, currency, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, 'open', $9, $10) RETURNING seq`,
      [
        order.orderId,
        order.playerId,
        order.marketId,
        order.eventId,
        order.selectionId,
        order.side,
        order.priceH,
        order.stake,
        order.currency,
        order.idempotencyKey,
      ],
    );
    return Number(rows[0]!.seq);
  }

  /** Books fills: rows in exchange_fills, and each player order's matched, remaining and status. */
  async recordFills(tx: PoolClient, marketId: string, fills: readonly Fill[], isPlayerOrder: (orderId: string) => boolean): Promise<void> {
    if (fills.length === 0) return;
    const side = (orderId: string, ownerId: string) => (isPlayerOrder(orderId) ? { orderId, ownerId } : { orderId: null, ownerId: null });
    const backs = fills.map((f) => side(f.backOrderId, f.backOwnerId));
    const lays = fills.map((f) => side(f.layOrderId, f.layOwnerId));
    await tx.query(
      `INSERT INTO exchange_fills (market_id, selection_id, price_h, stake, back_order_id, lay_order_id, back_player_id, lay_player_id, taker_order_id)
       SELECT $1, * FROM unnest($2::int[], $3::int[], $4::bigint[], $5::uuid[], $6::uuid[], $7::text[], $8::text[], $9::uuid[])`,
      [
        marketId,
        fills.map((f) => f.selectionId),
        fills.map((f) => f.priceH),
        fills.map((f) => f.stake.toString()),
        backs.map((b) => b.orderId),
        lays.map((l) => l.orderId),
        backs.map((b) => b.ownerId),
        lays.map((l) => l.ownerId),
        fills.map((f) => f.takerOrderId),
      ],
    );
    const byOrder = new Map<string, { stake: bigint; value: bigint }>();
    for (const f of fills)
      for (const orderId of [f.backOrderId, f.layOrderId]) {
        if (!isPlayerOrder(orderId)) continue;
        const sum = byOrder.get(orderId) ?? { stake: 0n, value: 0n };
        byOrder.set(orderId, { stake: sum.stake + f.stake, value: sum.value + f.stake * BigInt(f.priceH) });
      }
    const ids = [...byOrder.keys()];
    await tx.query(
      `UPDATE exchange_orders o SET matched = o.matched + u.stake, remaining = o.remaining - u.stake, matched_value = o.matched_value + u.value,
         status = CASE WHEN o.remaining - u.stake = 0 THEN 'matched' ELSE 'open' END, updated_at = now()
       FROM unnest($1::uuid[], $2::bigint[], $3::bigint[]) AS u(order_id, stake, value) WHERE o.order_id = u.order_id`,
      [ids, ids.map((id) => byOrder.get(id)!.stake.toString()), ids.map((id) => byOrder.get(id)!.value.toString())],
    );
  }

  /**
   * The start of an order's transaction, one round trip (`exchange_order_open`, migration 1795950000000):
   * the market's lock, then the order already stored under the key (when one is), the selection's resting
   * orders, the house's matched bets on the market and the new order's time priority.
   */
  async openOrder(
    tx: PoolClient,
    marketId: string,
    selectionId: number,
    playerId: string,
    idempotencyKey: string,
  ): Promise<{ againId: string | null; resting: RestingOrder[]; houseMatched: MatchedBet[]; seq: number }> {
    const { rows } = await tx.query<{ opened: OpenedOrder }>(`SELECT exchange_order_open($1, $2, $3, $4) AS opened`, [
      marketId,
      selectionId,
      playerId,
      idempotencyKey,
    ]);
    const opened = rows[0]!.opened;
    return {
      againId: opened.again,
      resting: opened.resting.map(([orderId, ownerId, side, priceH, remaining, seq]) => ({
        orderId,
        ownerId,
        selectionId,
        side,
        priceH,
        remaining: BigInt(remaining),
        seq: Number(seq),
      })),
      houseMatched: opened.house.map(([selection, side, priceH, stake]) => ({
        selectionId: selection,
        side,
        priceH,
        stake: BigInt(stake),
      })),
      seq: Number(opened.seq),
    };
  }

  /**
   * The rest of an order's writes, one round trip (`exchange_order_write`): the order as matched, its fills
   * (all on its selection), the resting orders they matched; answers the order as stored and, for each player
   * in `players`, the position on the market and what is held (their exposure rows locked to the commit).
   */
  async writeOrder(
    tx: PoolClient,
    order: NewOrder & { seq: number },
    fills: readonly Fill[],
    isPlayerOrder: (orderId: string) => boolean,
    players: readonly string[],
  ): Promise<{ order: StoredOrder; positions: Map<string, PlayerPosition> }> {
    const side = (orderId: string, ownerId: string) => (isPlayerOrder(orderId) ? { orderId, ownerId } : { orderId: null, ownerId: null });
    const backs = fills.map((f) => side(f.backOrderId, f.backOwnerId));
    const lays = fills.map((f) => side(f.layOrderId, f.layOwnerId));
    let matched = 0n;
    let matchedValue = 0n;
    const makers = new Map<string, { stake: bigint; value: bigint }>();
    for (const f of fills) {
      if (f.selectionId !== order.selectionId) throw new RangeError('writeOrder: a fill on another selection');
      matched += f.stake;
      matchedValue += f.stake * BigInt(f.priceH);
      if (!isPlayerOrder(f.makerOrderId)) continue;
      const sum = makers.get(f.makerOrderId) ?? { stake: 0n, value: 0n };
      makers.set(f.makerOrderId, { stake: sum.stake + f.stake, value: sum.value + f.stake * BigInt(f.priceH) });
    }
    const makerIds = [...makers.keys()];
    const { rows } = await tx.query<{ written: WrittenOrder }>(
      `SELECT exchange_order_write($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
         $14::int[], $15::bigint[], $16::uuid[], $17::uuid[], $18::text[], $19::text[], $20::uuid[], $21::bigint[], $22::bigint[], $23::text[]) AS written`,
      [
        order.orderId,
        order.seq,
        order.playerId,
        order.marketId,
        order.eventId,
        order.selectionId,
        order.side,
        order.priceH,
        order.stake.toString(),
        matched.toString(),
        matchedValue.toString(),
        order.currency,
        order.idempotencyKey,
        fills.map((f) => f.priceH),
        fills.map((f) => f.stake.toString()),
        backs.map((b) => b.orderId),
        lays.map((l) => l.orderId),
        backs.map((b) => b.ownerId),
        lays.map((l) => l.ownerId),
        makerIds,
        makerIds.map((id) => makers.get(id)!.stake.toString()),
        makerIds.map((id) => makers.get(id)!.value.toString()),
        players,
      ],
    );
    const written = rows[0]!.written;
    const positions = new Map<string, PlayerPosition>();
    for (const [playerId, p] of Object.entries(written.positions))
      positions.set(playerId, {
        matched: p.matched.map(([selectionId, side, priceH, stake]) => ({ selectionId, side, priceH, stake: BigInt(stake) })),
        unmatched: p.unmatched.map(([selectionId, side, priceH, remaining]) => ({
          selectionId,
          side,
          priceH,
          remaining: BigInt(remaining),
        })),
        held: BigInt(p.held),
        changes: p.changes,
      });
    const remaining = order.stake - matched;
    return {
      order: {
        ...order,
        matched,
        remaining,
        matchedValue,
        status: remaining === 0n ? 'matched' : 'open',
        createdAt: new Date(written.created_at),
      },
      positions,
    };
  }

  /** Sets what is held for several players on a market at once (after their wallet moves, in the same transaction). */
  async setHeldAll(tx: PoolClient, marketId: string, held: ReadonlyMap<string, bigint>): Promise<void> {
    if (held.size === 0) return;
    const players = [...held.keys()];
    await tx.query(
      `INSERT INTO exchange_exposures (player_id, market_id, held, changes)
       SELECT u.player_id, $1, u.held, 1 FROM unnest($2::text[], $3::bigint[]) AS u(player_id, held)
       ON CONFLICT (player_id, market_id) DO UPDATE SET held = EXCLUDED.held, changes = exchange_exposures.changes + 1, updated_at = now()`,
      [marketId, players, players.map((p) => held.get(p)!.toString())],
    );
  }

  /** Takes the unmatched rest of orders out of the book (cancelled by the player, or lapsed). */
  /** Ids of the market's orders with an unmatched rest (placed before `placedBefore` when given). */
  async restingOrders(tx: PoolClient, marketId: string, placedBefore?: Date): Promise<string[]> {
    const { rows } = await tx.query<{ order_id: string }>(
      `SELECT order_id FROM exchange_orders WHERE market_id = $1 AND remaining > 0 AND ($2::timestamptz IS NULL OR created_at < $2)`,
      [marketId, placedBefore ?? null],
    );
    return rows.map((r) => r.order_id);
  }

  async takeOut(
    tx: PoolClient,
    orderIds: readonly string[],
    status: 'cancelled' | 'lapsed',
  ): Promise<{ orderId: string; playerId: string; taken: bigint }[]> {
    if (orderIds.length === 0) return [];
    const { rows } = await tx.query<{ order_id: string; player_id: string; taken: string }>(
      `UPDATE exchange_orders o SET remaining = 0, status = $2, updated_at = now()
       FROM (SELECT order_id, remaining AS taken FROM exchange_orders WHERE order_id = ANY($1::uuid[]) AND remaining > 0 FOR UPDATE) t
       WHERE o.order_id = t.order_id RETURNING o.order_id, o.player_id, t.taken`,
      [orderIds, status],
    );
    return rows.map((r) => ({ orderId: r.order_id, playerId: r.player_id, taken: BigInt(r.taken) }));
  }

  /** A player's position on a market: matched bets from fills, unmatched rests from orders. */
  async position(tx: Db | undefined, playerId: string, marketId: string): Promise<{ matched: MatchedBet[]; unmatched: UnmatchedBet[] }> {
    const db = tx ?? this.pool;
    const [fills, orders] = await Promise.all([
      db.query<{ selection_id: number; side: OrderSide; price_h: number; stake: string }>(
        `SELECT selection_id, 'back' AS side, price_h, sum(stake)::text AS stake FROM exchange_fills WHERE market_id = $1 AND back_player_id = $2 GROUP BY 1, 3
         UNION ALL
         SELECT selection_id, 'lay' AS side, price_h, sum(stake)::text AS stake FROM exchange_fills WHERE market_id = $1 AND lay_player_id = $2 GROUP BY 1, 3`,
        [marketId, playerId],
      ),
      db.query<{ selection_id: number; side: OrderSide; price_h: number; remaining: string }>(
        `SELECT selection_id, side, price_h, remaining::text FROM exchange_orders WHERE market_id = $1 AND player_id = $2 AND remaining > 0`,
        [marketId, playerId],
      ),
    ]);
    return {
      matched: fills.rows.map((r) => ({ selectionId: r.selection_id, side: r.side, priceH: r.price_h, stake: BigInt(r.stake) })),
      unmatched: orders.rows.map((r) => ({ selectionId: r.selection_id, side: r.side, priceH: r.price_h, remaining: BigInt(r.remaining) })),
    };
  }

  /** The house market maker's matched bets on a market (for its risk limit), as kept per market by a trigger on exchange_fills. */
  async houseMatched(tx: PoolClient, marketId: string): Promise<MatchedBet[]> {
    const { rows } = await tx.query<{ selection_id: number; side: OrderSide; price_h: number; stake: string }>(
      `SELECT selection_id, side, price_h, stake::text AS stake FROM exchange_house_matched WHERE market_id = $1`,
      [marketId],
    );
    return rows.map((r) => ({ selectionId: r.selection_id, side: r.side, priceH: r.price_h, stake: BigInt(r.stake) }));
  }

  /** What is held for a player on a market (0 before the first order), locked until the transaction ends. */
  async held(tx: PoolClient, playerId: string, marketId: string): Promise<{ held: bigint; changes: number }> {
    const { rows } = await tx.query<{ held: string; changes: number }>(
      `SELECT held::text, changes FROM exchange_exposures WHERE player_id = $1 AND market_id = $2 FOR UPDATE`,
      [playerId, marketId],
    );
    return rows[0] ? { held: BigInt(rows[0].held), changes: rows[0].changes } : { held: 0n, changes: 0 };
  }

  async setHeld(tx: PoolClient, playerId: string, marketId: string, held: bigint): Promise<void> {
    await tx.query(
      `INSERT INTO exchange_exposures (player_id, market_id, held, changes) VALUES ($1, $2, $3, 1)
       ON CONFLICT (player_id, market_id) DO UPDATE SET held = EXCLUDED.held, changes = exchange_exposures.changes + 1, updated_at = now()`,
      [playerId, marketId, held.toString()],
    );
  }

  async heldOf(playerId: string, marketId: string, db: Db = this.pool): Promise<bigint> {
    const { rows } = await db.query<{ held: string }>(`SELECT held::text FROM exchange_exposures WHERE player_id = $1 AND market_id = $2`, [
      playerId,
      marketId,
    ]);
    return rows[0] ? BigInt(rows[0].held) : 0n;
  }

  /** The sum of a player's stakes on a market (its per-player limit). */
  async stakedOn(tx: PoolClient, playerId: string, marketId: string): Promise<bigint> {
    const { rows } = await tx.query<{ staked: string | null }>(
      `SELECT sum(stake)::text AS staked FROM exchange_orders WHERE player_id = $1 AND market_id = $2`,
      [playerId, marketId],
    );
    return BigInt(rows[0]?.staked ?? '0');
  }

  /** Every matched bet of a market, both sides of each fill (the house market maker where a side has no player), for settlement. */
  async marketBets(tx: PoolClient, marketId: string): Promise<SettledBet[]> {
    const { rows } = await tx.query<{ owner: string | null; selection_id: number; side: OrderSide; price_h: number; stake: string }>(
      `SELECT back_player_id AS owner, selection_id, 'back' AS side, price_h, sum(stake)::text AS stake FROM exchange_fills WHERE market_id = $1 GROUP BY 1, 2, 4
       UNION ALL
       SELECT lay_player_id AS owner, selection_id, 'lay' AS side, price_h, sum(stake)::text AS stake FROM exchange_fills WHERE market_id = $1 GROUP BY 1, 2, 4`,
      [marketId],
    );
    return rows.map((r) => ({
      ownerId: r.owner ?? houseMarketMaker,
      selectionId: r.selection_id,
      side: r.side,
      priceH: r.price_h,
      stake: BigInt(r.stake),
    }));
  }

  /** What is held per player on a market (those with a hold above 0), locked until the transaction ends. */
  async marketHeld(tx: PoolClient, marketId: string): Promise<Map<string, bigint>> {
    const { rows } = await tx.query<{ player_id: string; held: string }>(
      `SELECT player_id, held::text FROM exchange_exposures WHERE market_id = $1 AND held > 0 ORDER BY player_id FOR UPDATE`,
      [marketId],
    );
    return new Map(rows.map((r) => [r.player_id, BigInt(r.held)]));
  }

  /** Markets with resting orders (for lapsing after a restart or a missed status change). */
  async marketsWithResting(db: Db = this.pool): Promise<string[]> {
    const { rows } = await db.query<{ market_id: string }>(`SELECT DISTINCT market_id FROM exchange_orders WHERE remaining > 0`);
    return rows.map((r) => r.market_id);
  }
}
