/**
 * Referral rewards (issue 21): a share of each downline's settled turnover in a Dhaka day. Pure.
 * Settled turnover is what the downline staked on games and originals less stakes given back (rollbacks,
 * voids), never below zero; wins do not lower it (the referrer earns on play, not on the house's result).
 * The rate is the tier the referrer's whole active downline turnover of the day reaches; the day's payment
 * is capped per referrer (the downlines' shares are cut in order, largest turnover first keeps its share).
 */

export interface Tier {
  minTurnoverMinor: bigint;
  /** Level 1: direct downlines. */
  rateBp: number;
  /** Levels 2 and 3 (a friend's friend, and theirs); absent or 0: that level earns nothing. */
  level2RateBp?: number;
  level3RateBp?: number;
}

export type DownlineLevel = 1 | 2 | 3;

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

/** The highest tier `turnoverMinor` reaches (undefined with no tiers or below the lowest). */
export function tierReached(turnoverMinor: bigint, tiers: readonly Tier[]): Tier | undefined {
  let reached: Tier | undefined;
  for (const tier of [...tiers].sort((a, b) => (a.minTurnoverMinor < b.minTurnoverMinor ? -1 : 1)))
    if (turnoverMinor >= tier.minTurnoverMinor) reached = tier;
  return reached;
}

/** The level-1 rate of the highest tier `turnoverMinor` reaches (0 with no tiers or below the lowest). */
export function tierRate(turnoverMinor: bigint, tiers: readonly Tier[]): number {
  return tierReached(turnoverMinor, tiers)?.rateBp ?? 0;
}

const levelRate = (tier: Tier | undefined, level: DownlineLevel) =>
  !tier ? 0 : level === 1 ? tier.rateBp : level === 2 ? (tier.level2RateBp ?? 0) : (tier.level3RateBp ?? 0);

/** True when some tier pays a level beyond direct downlines (the job then walks the tree up). */
export const paysDeeperLevels = (tiers: readonly Tier[]) => tiers.some((t) => (t.level2RateBp ?? 0) > 0 || (t.level3RateBp ?? 0) > 0);

export interface DownlineDay {
  refereeId: string;
  turnoverMinor: bigint;
  held: boolean;
  /** 1 (direct) when absent. */
  level?: DownlineLevel;
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
 * One referrer's period (a day, week or month): the tier from the active direct downlines' turnover, each downline's
 * share at its level's rate of that tier (rounded down to the poisha), active shares capped at `capMinor` together
 * (direct downlines first, then level 2 and 3; within a level the largest turnover first). Held downlines' shares
 * are worked out the same way but not paid; their turnover does not raise the tier, nor does a deeper level's.
 * A level whose rate is 0 records no share.
 */
export function referrerDay(downlines: readonly DownlineDay[], tiers: readonly Tier[], capMinor: bigint): ReferrerDay {
  const direct = downlines.filter((d) => (d.level ?? 1) === 1);
  const activeTurnover = direct.filter((d) => !d.held).reduce((sum, d) => sum + d.turnoverMinor, 0n);
  const tier = tierReached(activeTurnover, tiers);
  const rateBp = tier?.rateBp ?? 0;
  let room = capMinor;
  let paidMinor = 0n;
  let heldMinor = 0n;
  const ordered = downlines
    .filter((d) => (d.level ?? 1) === 1 || levelRate(tier, d.level!) > 0)
    .sort((a, b) =>
      (a.level ?? 1) !== (b.level ?? 1)
        ? (a.level ?? 1) - (b.level ?? 1)
        : a.turnoverMinor === b.turnoverMinor
          ? a.refereeId.localeCompare(b.refereeId)
          : a.turnoverMinor > b.turnoverMinor
            ? -1
            : 1,
    );
  const shares = ordered.map((d): RewardShare => {
    const full = (d.turnoverMinor * BigInt(levelRate(tier, d.level ?? 1))) / 10_000n;
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

export interface ReferralLink {
  referrerId: string;
  held: boolean;
}

export interface Upline {
  referrerId: string;
  level: DownlineLevel;
  held: boolean;
}

/**
 * Who earns on a player's turnover, up to `levels` levels: their referrer (level 1, held when the link is held),
 * the referrer's referrer (level 2) and theirs (level 3). A held member earns nobody anything: above level 1 only
 * a path of active links counts, and the walk stops at a held one. A cycle (a player reached again) stops it too,
 * so nobody earns from themselves.
 */
export function uplineOf(playerId: string, links: ReadonlyMap<string, ReferralLink>, levels: number): Upline[] {
  const upline: Upline[] = [];
  const seen = new Set([playerId]);
  let current = playerId;
  for (let level = 1; level <= levels; level++) {
    const link = links.get(current);
    if (!link || seen.has(link.referrerId)) break;
    if (level > 1 && link.held) break;
    upline.push({ referrerId: link.referrerId, level: level as DownlineLevel, held: link.held });
    if (link.held) break;
    seen.add(link.referrerId);
    current = link.referrerId;
  }
  return upline;
}

/** The ledger's reward id of a referrer's day: the same on every run, so it pays once. */
export const referralRewardId = (referrerId: string, day: string) => `referral-${day}-${referrerId}`;

/** Spec section 9: the least cash reward Claim All moves (10 BDT), the default of `referral_settings.min_claim_minor`. */
export const minimumClaimMinor = 1_000n;

/** The minimum as the refusal writes it: `10` for whole taka, `12.50` otherwise. */
export const claimMinimumText = (minor: bigint) =>
  minor % 100n === 0n ? String(minor / 100n) : `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
