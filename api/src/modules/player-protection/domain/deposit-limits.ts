/**
 * A player's limits (issue 16): deposit, wager and loss limits, each per rolling 24 hours, 7 days and
 * 30 days. All three periods hold at once, so the lowest room left applies. A decrease (or a first
 * limit) applies at once; an increase or a removal waits a 24-hour cooling-off and then needs the
 * player's confirmation. The same rules for every kind; only what counts differs: deposits asked for,
 * stakes (wager: stakes less rolled-back stakes), or net loss (stakes less rolled-back stakes and wins,
 * so a win makes room). Pure: the time is always passed in (the platform Clock in the callers).
 */

/** What a limit caps: deposits, the sum of stakes (wager), or stakes minus wins (net loss). */
export const limitKinds = ['deposit', 'wager', 'loss'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const isLimitKind = (value: unknown): value is LimitKind =>
  typeof value === 'string' && (limitKinds as readonly string[]).includes(value);

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

const hour = 3_600_000;
/** Each period's rolling window. */
export const periodHours: Record<LimitPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };
export const periodMs = (period: LimitPeriod): number => periodHours[period] * hour;
/** How long an increase or removal waits before the player may confirm it: the spec's default (configuration: domain/protection-rules.ts). */
export const coolingOffHours = 24;
export const coolingOffMs = coolingOffHours * hour;
/** The longest window: deposits older than this never count. */
export const longestWindowMs = periodMs('month');

export const isLimitPeriod = (value: unknown): value is LimitPeriod =>
  typeof value === 'string' && (limitPeriods as readonly string[]).includes(value);

/** A change waiting for its cooling-off and the player's confirmation; `amountMinor` null is a removal. */
export interface PendingChange {
  amountMinor: bigint | null;
  requestedAt: Date;
  confirmableAt: Date;
}

/** One period's limit: `amountMinor` null means none. */
export interface PeriodLimit {
  amountMinor: bigint | null;
  pending: PendingChange | null;
}

export type Limits = Record<LimitPeriod, PeriodLimit>;
export type DepositLimits = Limits;

export const noLimits = (): Limits => ({
  day: { amountMinor: null, pending: null },
  week: { amountMinor: null, pending: null },
  month: { amountMinor: null, pending: null },
});

export const hasAnyLimit = (limits: Limits): boolean => limitPeriods.some((period) => limits[period].amountMinor !== null);

/**
 * An amount that counts towards a limit at a time: a deposit asked for and not refused (pending, being
 * credited or credited); for wager and loss limits a stake (+), and for loss a win (-); a rolled-back
 * stake counts back (-). Negative amounts make room.
 */
export interface CountedAmount {
  at: Date;
  amountMinor: bigint;
}
export type CountedDeposit = CountedAmount;

/** What counts in the period's window ending at `now` (an amount exactly one window old no longer counts). */
export function usedIn(period: LimitPeriod, deposits: readonly CountedAmount[], now: Date): bigint {
  const from = now.getTime() - periodMs(period);
  return deposits.reduce((sum, d) => (d.at.getTime() > from && d.at.getTime() <= now.getTime() ? sum + d.amountMinor : sum), 0n);
}

export type AmountCheck =
  | { ok: true }
  | {
      ok: false;
      period: LimitPeriod;
      limitMinor: bigint;
      usedMinor: bigint;
      /** What could still be deposited (or staked) now in that period (never below 0). */
      remainingMinor: bigint;
      /** The earliest time this deposit fits that period's window again; null when it is larger than the limit itself. */
      fitsAt: Date | null;
    };

export type DepositCheck = AmountCheck;

/**
 * Whether `amountMinor` (a deposit, or a stake: for a loss limit a stake may all be lost) fits every
 * limit in force at `now`, given what already counts. Over several limits, the one it waits longest for
 * is named (null, "never", counts as longest): that is the one the player must wait out.
 */
export function checkAmount(limits: Limits, deposits: readonly CountedAmount[], amountMinor: bigint, now: Date): AmountCheck {
  let worst: Exclude<AmountCheck, { ok: true }> | undefined;
  for (const period of limitPeriods) {
    const limitMinor = limits[period].amountMinor;
    if (limitMinor === null) continue;
    const usedMinor = usedIn(period, deposits, now);
    if (usedMinor + amountMinor <= limitMinor) continue;
    const remainingMinor = limitMinor > usedMinor ? limitMinor - usedMinor : 0n;
    const refusal = {
      ok: false as const,
      period,
      limitMinor,
      usedMinor,
      remainingMinor,
      fitsAt: fitsAt(period, limitMinor, deposits, amountMinor, now),
    };
    if (!worst || waitsLonger(refusal.fitsAt, worst.fitsAt)) worst = refusal;
  }
  return worst ?? { ok: true };
}

export const checkDeposit = checkAmount;

const waitsLonger = (a: Date | null, b: Date | null): boolean => (a === null ? b !== null : b !== null && a.getTime() > b.getTime());

/**
 * When enough of the window's amounts have aged out for `amountMinor` to fit under `limitMinor`, if
 * nothing new counts meanwhile. What counts changes only when an amount ages out, so the first such
 * moment that fits is the answer (a win aging out takes room back; the walk goes on past it).
 */
function fitsAt(period: LimitPeriod, limitMinor: bigint, deposits: readonly CountedAmount[], amountMinor: bigint, now: Date): Date | null {
  if (amountMinor > limitMinor) return null;
  const window = periodMs(period);
  const inWindow = deposits
    .filter((d) => d.at.getTime() > now.getTime() - window && d.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let used = inWindow.reduce((sum, d) => sum + d.amountMinor, 0n);
  for (const deposit of inWindow) {
    used -= deposit.amountMinor;
    if (used + amountMinor <= limitMinor) return new Date(deposit.at.getTime() + window);
  }
  return now; // not reached: with every deposit aged out the amount fits
}

export type ChangeOutcome = 'applied' | 'pending' | 'cancelled' | 'unchanged';

/**
 * The player asks for `requested` (null: no limit) in one period. Lower than the limit in force (or a
 * first limit): applies now and drops any pending change. The same as in force: cancels a pending
 * change ('cancelled'). Higher, or a removal: becomes the pending change, confirmable after the cooling-off (a new
 * request replaces the old one and starts the cooling-off again).
 */
export function requestChange(
  current: PeriodLimit,
  requested: bigint | null,
  now: Date,
  coolingOff = coolingOffMs,
): { limit: PeriodLimit; outcome: ChangeOutcome } {
  const inForce = current.amountMinor;
  if (requested === inForce)
    return { limit: { amountMinor: inForce, pending: null }, outcome: current.pending ? 'cancelled' : 'unchanged' };
  const tighter = requested !== null && (inForce === null || requested < inForce);
  if (tighter) return { limit: { amountMinor: requested, pending: null }, outcome: 'applied' };
  return {
    limit: {
      amountMinor: inForce,
      pending: { amountMinor: requested, requestedAt: now, confirmableAt: new Date(now.getTime() + coolingOff) },
    },
    outcome: 'pending',
  };
}

export type ConfirmResult =
  { ok: true; limit: PeriodLimit } | { ok: false; refusal: 'nothingPending' } | { ok: false; refusal: 'coolingOff'; confirmableAt: Date };

/** The player confirms a pending increase or removal: only once its cooling-off has passed. */
export function confirmChange(current: PeriodLimit, now: Date): ConfirmResult {
  const pending = current.pending;
  if (!pending) return { ok: false, refusal: 'nothingPending' };
  if (now.getTime() < pending.confirmableAt.getTime()) return { ok: false, refusal: 'coolingOff', confirmableAt: pending.confirmableAt };
  return { ok: true, limit: { amountMinor: pending.amountMinor, pending: null } };
}
