import { formatMoney, type DepositLimitItem } from '@khela/contracts';
import { limitPeriods, periodHours, usedIn, type CountedAmount, type Limits } from './deposit-limits.js';

/** The player's limits of a kind as the API answers them: each period with its window's use now and any pending change. */
export function presentLimits(limits: Limits, deposits: readonly CountedAmount[], now: Date): DepositLimitItem[] {
  return limitPeriods.map((period) => {
    const { amountMinor, pending } = limits[period];
    const used = usedIn(period, deposits, now);
    return {
      period,
      hours: periodHours[period],
      limit: amountMinor === null ? null : formatMoney(amountMinor),
      used: formatMoney(used),
      remaining: amountMinor === null ? null : formatMoney(amountMinor > used ? amountMinor - used : 0n),
      pending: pending
        ? {
            limit: pending.amountMinor === null ? null : formatMoney(pending.amountMinor),
            requested_at: pending.requestedAt.toISOString(),
            confirmable_at: pending.confirmableAt.toISOString(),
            confirmable: now.getTime() >= pending.confirmableAt.getTime(),
          }
        : null,
    };
  });
}
