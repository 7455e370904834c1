/**
 * VIP points from settled stakes: pure rules, no I/O. Points are kept in thousandths of a VP ("milli") so a
 * 1 BDT stake still counts; the player sees whole VP.
 */

/** The game categories that earn points at their own rate. */
export const vipCategories = ['games', 'originals', 'exchange'] as const;
export type VipCategory = (typeof vipCategories)[number];

/** VP per 100 BDT staked, in hundredths (100 = 1.00 VP per 100 BDT), by category. */
export type AccrualRates = Readonly<Record<string, number>>;

/**
 * The house provider the originals (dice, limbo) stake through: games' `houseProviderCode`, written here so
 * the domain imports nothing (a unit test keeps the two equal).
 */
export const originalsProviderCode = 'khela';

/**
 * The category a stake counts under, from the ledger's provider code: the house's own games stake as
 * `originals`, the exchange as `exchange`, every integrated provider is `games`.
 */
export function categoryOfProvider(provider: string): VipCategory {
  if (provider === originalsProviderCode) return 'originals';
  if (provider === 'exchange' || provider === 'bookmaker') return 'exchange';
  return 'games';
}

/** 100 BDT in minor units (poisha) times the rate's hundredths, over the thousandths of a VP: 10,000 * 100 / 1000. */
const minorHundredthsPerMilli = 1000n;

/** The points (thousandths of a VP) a stake of `amountMinor` earns in `category`; an unknown category earns none. */
export function stakePointsMilli(amountMinor: bigint, category: string, rates: AccrualRates): bigint {
  const rate = rates[category] ?? 0;
  if (amountMinor <= 0n || rate <= 0) return 0n;
  return (amountMinor * BigInt(rate)) / minorHundredthsPerMilli;
}

/**
 * What a rollback takes back: the share of its stake's points that the refunded amount is of the stake
 * (all of them for a whole refund), as a negative number, so the stake's own rate applies even if the
 * rate changed since. Truncated toward zero, so a stake and its whole rollback cancel exactly.
 */
export function rollbackPointsMilli(stake: { amountMinor: bigint; pointsMilli: bigint }, refundedMinor: bigint): bigint {
  if (stake.amountMinor <= 0n || refundedMinor <= 0n) return 0n;
  const refunded = refundedMinor > stake.amountMinor ? stake.amountMinor : refundedMinor;
  return -((stake.pointsMilli * refunded) / stake.amountMinor);
}

export interface PendingEntry {
  playerId: string;
  amountMinor: bigint;
  pointsMilli: bigint;
}

export interface PlayerPeriodTotal {
  playerId: string;
  stakeMinor: bigint;
  pointsMilli: bigint;
  entries: number;
}

/** Sums pending entries per player (stakes add, rollbacks subtract), in first-seen order. */
export function totalsByPlayer(entries: readonly PendingEntry[]): PlayerPeriodTotal[] {
  const totals = new Map<string, PlayerPeriodTotal>();
  for (const entry of entries) {
    const total = totals.get(entry.playerId) ?? { playerId: entry.playerId, stakeMinor: 0n, pointsMilli: 0n, entries: 0 };
    total.stakeMinor += entry.amountMinor;
    total.pointsMilli += entry.pointsMilli;
    total.entries += 1;
    totals.set(entry.playerId, total);
  }
  return [...totals.values()];
}

/** Whole VP a player sees from thousandths (never negative). */
export const wholePoints = (milli: bigint): number => (milli <= 0n ? 0 : Number(milli / 1000n));

const hourMs = 3_600_000;

/**
 * The roll-up period a run covers: the hour that starts at `periodStart` if given, else the last complete
 * hour before `now` (Dhaka is UTC+6 all year, so UTC hours are Dhaka hours).
 */
export function rollUpPeriod(now: Date, periodStart?: string): { start: Date; end: Date } {
  const start = periodStart ? new Date(periodStart) : new Date(Math.floor(now.getTime() / hourMs) * hourMs - hourMs);
  if (Number.isNaN(start.getTime()) || start.getTime() % hourMs !== 0) throw new Error(`"${periodStart}" is not the start of an hour`);
  return { start, end: new Date(start.getTime() + hourMs) };
}
