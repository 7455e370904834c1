/**
 * Turnover arithmetic, pure. Multipliers are decimals with at most two places (promotion settings,
 * REGULAR_TURNOVER_MULTIPLIER); they are scaled to hundredths so money never passes through a float.
 */

/** 1.5 -> 150n, "2" -> 200n. Answers null for a negative or non-numeric multiplier. */
export function multiplierHundredths(multiplier: number | string): bigint | null {
  const text = typeof multiplier === 'number' ? multiplier.toFixed(2) : multiplier.trim();
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Rounds up: a requirement is never smaller than the exact product. */
const timesHundredths = (minor: bigint, hundredths: bigint): bigint => (minor * hundredths + 99n) / 100n;

export interface RequirementInput {
  depositMinor: bigint;
  bonusMinor: bigint;
  /** The chosen promotion's turnover multiplier, or null for a regular deposit. */
  promotionMultiplier: number | string | null;
  regularMultiplier: number | string;
}

/**
 * Issue 6: a regular deposit requires deposit x REGULAR_TURNOVER_MULTIPLIER (default 1); a promotion
 * deposit requires (deposit + bonus) x the promotion's multiplier.
 */
export function requiredTurnover(input: RequirementInput): bigint {
  if (input.promotionMultiplier === null) {
    return timesHundredths(input.depositMinor, multiplierHundredths(input.regularMultiplier) ?? 100n);
  }
  return timesHundredths(input.depositMinor + input.bonusMinor, multiplierHundredths(input.promotionMultiplier) ?? 100n);
}

export interface TicketRemaining {
  id: string;
  remainingMinor: bigint;
}

/**
 * Spreads one stake over the active tickets, oldest first: each takes what it still needs, the rest
 * goes to the next. Answers the reduction per ticket (tickets the stake does not reach are left out).
 */
export function spreadStake(stakeMinor: bigint, oldestFirst: readonly TicketRemaining[]): { id: string; amountMinor: bigint }[] {
  const out: { id: string; amountMinor: bigint }[] = [];
  let left = stakeMinor;
  for (const ticket of oldestFirst) {
    if (left <= 0n) break;
    const take = ticket.remainingMinor < left ? ticket.remainingMinor : left;
    if (take <= 0n) continue;
    out.push({ id: ticket.id, amountMinor: take });
    left -= take;
  }
  return out;
}
