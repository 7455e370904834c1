import type { MatchedBet, OrderSide, UnmatchedBet } from './order-types.js';

/**
 * A player's money at risk in one market, pure. Profit and loss are worked in hundredths of a minor unit
 * (stake x price-in-hundredths), exact in bigint; only the final answer is rounded, against the player
 * for a loss (up) and against the player for a profit (down), so a hold is never a poisha short.
 */

/**
 * Profit or loss per outcome (each selection winning), in hundredths of minor units. A matched back on s
 * wins stake x (price - 1) when s wins and loses its stake otherwise; a matched lay the opposite. An
 * unmatched part counts only its worst case: it may match at its price or better, or never, so a back
 * adds the loss of its stake where s loses, a lay the loss of its liability where s wins, and neither
 * adds any profit.
 */
export function outcomePnl(
  selectionIds: readonly number[],
  matched: readonly MatchedBet[],
  unmatched: readonly UnmatchedBet[] = [],
): Map<number, bigint> {
  const outcomes = new Set<number>(selectionIds);
  for (const bet of [...matched, ...unmatched]) outcomes.add(bet.selectionId);
  const pnl = new Map<number, bigint>();
  for (const winner of outcomes) {
    let total = 0n;
    for (const bet of matched) {
      const wins = bet.selectionId === winner;
      const odds = BigInt(bet.priceH - 100);
      if (bet.side === 'back') total += wins ? bet.stake * odds : -bet.stake * 100n;
      else total += wins ? -bet.stake * odds : bet.stake * 100n;
    }
    for (const bet of unmatched) {
      const wins = bet.selectionId === winner;
      if (bet.side === 'back' && !wins) total -= bet.remaining * 100n;
      if (bet.side === 'lay' && wins) total -= bet.remaining * BigInt(bet.priceH - 100);
    }
    pnl.set(winner, total);
  }
  return pnl;
}

/** The worst-case loss across every outcome (minor units, rounded up), 0 when no outcome loses. */
export function marketExposure(
  selectionIds: readonly number[],
  matched: readonly MatchedBet[],
  unmatched: readonly UnmatchedBet[] = [],
): bigint {
  let worst = 0n;
  for (const value of outcomePnl(selectionIds, matched, unmatched).values()) if (value < worst) worst = value;
  return ceilDiv(-worst, 100n);
}

/** Per outcome in minor units (rounded toward zero), for showing a player their position per runner. */
export function outcomePositions(selectionIds: readonly number[], matched: readonly MatchedBet[]): { selectionId: number; pnl: bigint }[] {
  return [...outcomePnl(selectionIds, matched)].map(([selectionId, pnl]) => ({ selectionId, pnl: pnl / 100n }));
}

/** What one order could win and could lose if fully matched at its price (the bet slip's figures). */
export function profitAndLiability(side: OrderSide, priceH: number, stake: bigint): { profit: bigint; liability: bigint } {
  const odds = stake * BigInt(priceH - 100);
  return side === 'back' ? { profit: odds / 100n, liability: stake } : { profit: stake, liability: ceilDiv(odds, 100n) };
}

function ceilDiv(value: bigint, by: bigint): bigint {
  if (value <= 0n) return 0n;
  return (value + by - 1n) / by;
}
