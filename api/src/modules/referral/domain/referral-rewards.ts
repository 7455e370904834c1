/**
 * Referral rewards (issue 21): a share of each downline's settled turnover in a Dhaka day. Pure.
 * Settled turnover is what the downline staked on games and originals less stakes given back (rollbacks,
 * voids), never below zero; wins do not lower it (the referrer earns on play, not on the house's result).
 * The rate is the tier the referrer's whole active downline turnover of the day reaches; the day's payment
 * is capped per referrer (the downlines' shares are cut in order, largest turnover first keeps its share).
 */

export interface Tier {
  minTurnoverMinor: bigint;
  rateBp: number;
}

export interface PlayMoveLike {
  kind: string;
  amount: bigint;
}

/** Stakes less rollbacks; wins and exchange moves do not count. */
export function settledTurnoverOf(moves: readonly PlayMoveLike[]): bigint {
  let total = 0n;
  for (const move of moves) {
    if (move.kind === 'stake') total += move.amount;
    else if (move.kind === 'rollback') total -= move.amount;
  }
  return total > 0n ? total : 0n;
}

/** The rate of the highest tier `turnoverMinor` reaches (0 with no tiers or below the lowest). */
export function tierRate(turnoverMinor: bigint, tiers: readonly Tier[]): number {
  let rate = 0;
  for (const tier of [...tiers].sort((a, b) => (a.minTurnoverMinor < b.minTurnoverMinor ? -1 : 1)))
    if (turnoverMinor >= tier.minTurnoverMinor) rate = tier.rateBp;
  return rate;
}

export interface DownlineDay {
  refereeId: string;
  turnoverMinor: bigint;
  held: boolean;
}

export interface RewardShare extends DownlineDay {
  amountMinor: bigint;
}

export interface ReferrerDay {
  turnoverMinor: bigint;
  rateBp: number;
  shares: RewardShare[];
  paidMinor: bigint;
  heldMinor: bigint;
}

/**
 * One referrer's day: the rate from the active downlines' turnover, each downline's share (rounded down to the
 * poisha), active shares capped at `dailyCapMinor` together. Held downlines' shares are worked out the same way
 * (at the same rate) but not paid; their turnover does not raise the tier.
 */
export function referrerDay(downlines: readonly DownlineDay[], tiers: readonly Tier[], dailyCapMinor: bigint): ReferrerDay {
  const activeTurnover = downlines.filter((d) => !d.held).reduce((sum, d) => sum + d.turnoverMinor, 0n);
  const rateBp = tierRate(activeTurnover, tiers);
  let room = dailyCapMinor;
  let paidMinor = 0n;
  let heldMinor = 0n;
  const ordered = [...downlines].sort((a, b) =>
    a.turnoverMinor === b.turnoverMinor ? a.refereeId.localeCompare(b.refereeId) : a.turnoverMinor > b.turnoverMinor ? -1 : 1,
  );
  const shares = ordered.map((d): RewardShare => {
    const full = (d.turnoverMinor * BigInt(rateBp)) / 10_000n;
    if (d.held) {
      heldMinor += full;
      return { ...d, amountMinor: full };
    }
    const amountMinor = full < room ? full : room;
    room -= amountMinor;
    paidMinor += amountMinor;
    return { ...d, amountMinor };
  });
  return { turnoverMinor: activeTurnover, rateBp, shares, paidMinor, heldMinor };
}

/** The ledger's reward id of a referrer's day: the same on every run, so it pays once. */
export const referralRewardId = (referrerId: string, day: string) => `referral-${day}-${referrerId}`;

/** Spec section 9: the least cash reward Claim All moves (10 BDT), the default of `referral_settings.min_claim_minor`. */
export const minimumClaimMinor = 1_000n;

/** The minimum as the refusal writes it: `10` for whole taka, `12.50` otherwise. */
export const claimMinimumText = (minor: bigint) =>
  minor % 100n === 0n ? String(minor / 100n) : `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
