/**
 * Agents' and affiliates' commission (issue 21). Pure. A partner is paid a share of what their players did in a
 * period: of their settled turnover (stakes less rollbacks), or of their net gaming revenue (stakes less rollbacks
 * less wins: what the house kept). A period whose revenue is negative pays nothing and is not carried into the
 * next (no negative carry-over: each period stands alone).
 */
export type CommissionBasis = 'ngr' | 'turnover';

export interface PartnerPlay {
  /** Stakes less rollbacks. */
  turnoverMinor: bigint;
  /** Stakes less rollbacks less wins; may be negative (the players won). */
  ngrMinor: bigint;
}

/** The commission on a period's totals, rounded down to the poisha; never negative. */
export function commissionOf(basis: CommissionBasis, shareBp: number, play: PartnerPlay): bigint {
  const base = basis === 'turnover' ? play.turnoverMinor : play.ngrMinor;
  return base > 0n ? (base * BigInt(shareBp)) / 10_000n : 0n;
}

/** The ledger's reward id of a partner's period commission credited to their own wallet: pays once. */
export const partnerRewardId = (partnerId: string, period: 'week' | 'month', start: string) =>
  `referral-partner-${partnerId}-${period}-${start}`;

/** Codes are matched without regard to case or surrounding spaces. */
export const normalPartnerCode = (code: string) => code.trim().toUpperCase();
