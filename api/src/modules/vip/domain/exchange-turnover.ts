/**
 * What an exchange bet counts for VIP points (issue 21). Pure.
 * The exchange has no ledger stake events (its money moves as exposure holds and market settlements), so VIP
 * reads its own events: a back counts its matched stake, a lay its liability (what the layer risks:
 * stake x (price - 1)), a fancy bet its stake. Matched bets earn when matched; a market that ends void takes
 * its points back (rollback entries).
 */

/** Liability of laying `stakeMinor` at `priceH` (hundredths of the price: 250 for 2.5), rounded down. */
export function layLiabilityMinor(stakeMinor: bigint, priceH: number): bigint {
  if (priceH <= 100) return 0n;
  return (stakeMinor * BigInt(priceH - 100)) / 100n;
}

/** One side of a fill as a stake entry's key: unique per fill and side, and prefixed by the market for a void. */
export const exchangeTransactionId = (marketId: string, eventId: string, side: 'back' | 'lay' | 'fancy') =>
  `${marketId}:${eventId}:${side}`;
