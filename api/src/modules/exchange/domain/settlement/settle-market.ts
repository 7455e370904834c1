import type { OrderSide } from '../orders/order-types.js';
import { houseMarketMaker } from '../orders/order-types.js';

/**
 * Settlement of one market, pure (issue 18). Profit and loss are worked exactly, in units of
 * 1 / (100 x n) of a minor unit (prices in hundredths; n the number of winners sharing a dead heat), then
 * rounded once per player and market against the player (a win down, a loss up). The house's clearing
 * account takes the other side of every player's result, so the players' results, the house's and the
 * commission sum to exactly zero; rounding leaves the house at most a poisha per player above its exact result.
 */

/** How a market ended: winners (one, or several sharing a dead heat), or void (every stake returned). */
export type MarketOutcome = { kind: 'winners'; winners: readonly number[] } | { kind: 'void' };

/** One side of a fill as settlement sees it: who (a player, or the house market maker), what, at what price. */
export interface SettledBet {
  ownerId: string;
  selectionId: number;
  side: OrderSide;
  priceH: number;
  stake: bigint;
}

/** What a player ends with on a market, and the moves that get them there from what was settled before. */
export interface PlayerSettlement {
  playerId: string;
  /** Profit (+) or loss (-) before commission, minor units. */
  pnl: bigint;
  /** Commission on net winnings, minor units (0 on a loss). */
  commission: bigint;
  /** Held exposure returned to main (all of it; nothing is held after the first settlement). */
  release: bigint;
  /** What moves now: the difference from the previous settlement (the whole amount the first time). */
  pnlChange: bigint;
  commissionChange: bigint;
}

export interface MarketSettlementPlan {
  players: PlayerSettlement[];
  /** The house's result on the market (its clearing account), minor units: minus the sum of players' pnl. */
  housePnl: bigint;
  /** The house market maker's exact result (from its own fills), for reporting and the rounding check. */
  houseExactH: { numerator: bigint; denominator: bigint };
  commission: bigint;
}

export interface PreviousSettlement {
  pnl: bigint;
  commission: bigint;
}

/** A floor division of bigints (toward minus infinity). */
export function floorDiv(value: bigint, by: bigint): bigint {
  const q = value / by;
  return value % by !== 0n && value < 0n !== by < 0n ? q - 1n : q;
}

/** The denominator of the exact units: 100 (hundredths of a price) x the number of winners sharing. */
export function unitsPerMinor(outcome: MarketOutcome): bigint {
  return outcome.kind === 'void' ? 100n : 100n * BigInt(Math.max(1, outcome.winners.length));
}

/**
 * One bet's result in exact units. Dead heat (n winners): a back on a winner is paid on stake / n at its
 * price and loses the rest of its stake, so stake x price / n - stake, i.e. (stake x priceH - 100 n stake)
 * in units of 1/(100 n); a lay is the opposite. Void: 0.
 */
export function betResultUnits(outcome: MarketOutcome, bet: SettledBet): bigint {
  if (outcome.kind === 'void') return 0n;
  const n = BigInt(Math.max(1, outcome.winners.length));
  const wins = outcome.winners.includes(bet.selectionId);
  const back = wins ? bet.stake * BigInt(bet.priceH) - 100n * n * bet.stake : -100n * n * bet.stake;
  return bet.side === 'back' ? back : -back;
}

/** Commission on a player's net winnings on a market, rate in basis points (500 = 5%), rounded down. */
export function commissionOn(pnl: bigint, rateBp: number): bigint {
  return pnl > 0n ? (pnl * BigInt(rateBp)) / 10_000n : 0n;
}

/**
 * Plans a market's (re)settlement: each player's result from their bets (rounded against them), commission,
 * the exposure to release (`held`, returned in full at the first settlement) and what moves now given what
 * was settled before (a corrected result moves only the difference). Players with nothing to move are kept
 * (their settlement row still records 0).
 */
export function planSettlement(input: {
  outcome: MarketOutcome;
  bets: readonly SettledBet[];
  commissionBp: number;
  held: ReadonlyMap<string, bigint>;
  previous: ReadonlyMap<string, PreviousSettlement>;
}): MarketSettlementPlan {
  const { outcome, bets, commissionBp, held, previous } = input;
  const denominator = unitsPerMinor(outcome);
  const exact = new Map<string, bigint>();
  let houseUnits = 0n;
  for (const bet of bets) {
    const units = betResultUnits(outcome, bet);
    if (bet.ownerId === houseMarketMaker) houseUnits += units;
    else exact.set(bet.ownerId, (exact.get(bet.ownerId) ?? 0n) + units);
  }
  const playerIds = new Set<string>([...exact.keys(), ...held.keys(), ...previous.keys()]);
  playerIds.delete(houseMarketMaker);
  const players: PlayerSettlement[] = [...playerIds].sort().map((playerId) => {
    const pnl = floorDiv(exact.get(playerId) ?? 0n, denominator);
    const commission = commissionOn(pnl, commissionBp);
    const before = previous.get(playerId);
    return {
      playerId,
      pnl,
      commission,
      release: held.get(playerId) ?? 0n,
      pnlChange: pnl - (before?.pnl ?? 0n),
      commissionChange: commission - (before?.commission ?? 0n),
    };
  });
  const playersPnl = players.reduce((sum, p) => sum + p.pnl, 0n);
  return {
    players,
    housePnl: -playersPnl,
    houseExactH: { numerator: houseUnits, denominator },
    commission: players.reduce((sum, p) => sum + p.commission, 0n),
  };
}

/** What moves on a player's main balance for their settlement now: exposure returned, result change, commission change. */
export const mainChange = (p: PlayerSettlement): bigint => p.release + p.pnlChange - p.commissionChange;

/**
 * One order's own result on its market's outcome, for the player's records (commission is per market, so
 * it is not in here): its matched part only, from the sum of stake x price over its fills (`matchedValue`),
 * rounded against the player as settlement does. Void: 0.
 */
export function orderResult(
  outcome: MarketOutcome,
  order: { side: OrderSide; selectionId: number; matched: bigint; matchedValue: bigint },
): bigint {
  if (outcome.kind === 'void' || order.matched === 0n) return 0n;
  const n = BigInt(Math.max(1, outcome.winners.length));
  const back = outcome.winners.includes(order.selectionId) ? order.matchedValue - 100n * n * order.matched : -100n * n * order.matched;
  return floorDiv(order.side === 'back' ? back : -back, 100n * n);
}
