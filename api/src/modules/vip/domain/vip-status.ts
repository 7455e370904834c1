import { formatMoney, type VipLevelName, type VipStatus } from '@khela/contracts';
import { wholePoints } from './vip-accrual.js';
import { progressOnHeld, type VipLevel } from './vip-levels.js';

/** Spec section 9: the fewest VP one conversion takes, the default of the `vip_settings` row staff may change. */
export const minimumVpToConvert = 10;

const nameOf = (level: VipLevel): VipLevelName => ({
  code: level.code,
  name_en: level.nameEn,
  name_bn: level.nameBn,
  threshold: level.thresholdPoints,
});

/** The player's standing as the profile and the `vip` push carry it. */
export function vipStatusOf(
  account: { lifetimePointsMilli: bigint; balancePointsMilli: bigint; levelCode: string },
  levels: readonly VipLevel[],
  minConvert: number = minimumVpToConvert,
): VipStatus {
  const lifetime = wholePoints(account.lifetimePointsMilli);
  // the level the player holds (a raised threshold does not take it away), not the one the points give today
  const progress = progressOnHeld(account.levelCode, lifetime, levels);
  return {
    vip_coin: wholePoints(account.balancePointsMilli),
    lifetime_points: lifetime,
    level: nameOf(progress.level),
    next_level: progress.next && nameOf(progress.next),
    points_to_next: progress.pointsToNext,
    progress_percent: progress.percent,
    conversion_rate: formatMoney(progress.level.conversionMinorPerVp),
    min_convert: minConvert,
    weekly_cashback_percent: (progress.level.weeklyCashbackBp / 100).toFixed(2),
  };
}

export type ConversionRefusal = 'below_minimum' | 'not_enough_points';

/** Whether `points` may be converted from `balanceMilli`; the cash at the level's rate when so. */
export function decideConversion(
  points: number,
  balanceMilli: bigint,
  level: VipLevel,
  minConvert: number = minimumVpToConvert,
): { ok: true; amountMinor: bigint } | { ok: false; refusal: ConversionRefusal } {
  if (!Number.isSafeInteger(points) || points < minConvert) return { ok: false, refusal: 'below_minimum' };
  if (BigInt(points) * 1000n > balanceMilli) return { ok: false, refusal: 'not_enough_points' };
  return { ok: true, amountMinor: BigInt(points) * level.conversionMinorPerVp };
}
