import { formatMoney, type VipLevelName, type VipStatus } from '@khela/contracts';
import { wholePoints } from './vip-accrual.js';
import { progressOf, type VipLevel } from './vip-levels.js';

/** Spec section 9: the fewest VP one conversion takes. */
export const minimumVpToConvert = 10;

const nameOf = (level: VipLevel): VipLevelName => ({
  code: level.code,
  name_en: level.nameEn,
  name_bn: level.nameBn,
  threshold: level.thresholdPoints,
});

/** The player's standing as the profile and the `vip` push carry it. */
export function vipStatusOf(account: { lifetimePointsMilli: bigint; balancePointsMilli: bigint }, levels: readonly VipLevel[]): VipStatus {
  const lifetime = wholePoints(account.lifetimePointsMilli);
  const progress = progressOf(lifetime, levels);
  return {
    vip_coin: wholePoints(account.balancePointsMilli),
    lifetime_points: lifetime,
    level: nameOf(progress.level),
    next_level: progress.next && nameOf(progress.next),
    points_to_next: progress.pointsToNext,
    progress_percent: progress.percent,
    conversion_rate: formatMoney(progress.level.conversionMinorPerVp),
    min_convert: minimumVpToConvert,
    weekly_cashback_percent: (progress.level.weeklyCashbackBp / 100).toFixed(2),
  };
}

export type ConversionRefusal = 'below_minimum' | 'not_enough_points';

/** Whether `points` may be converted from `balanceMilli`; the cash at the level's rate when so. */
export function decideConversion(
  points: number,
  balanceMilli: bigint,
  level: VipLevel,
): { ok: true; amountMinor: bigint } | { ok: false; refusal: ConversionRefusal } {
  if (!Number.isSafeInteger(points) || points < minimumVpToConvert) return { ok: false, refusal: 'below_minimum' };
  if (BigInt(points) * 1000n > balanceMilli) return { ok: false, refusal: 'not_enough_points' };
  return { ok: true, amountMinor: BigInt(points) * level.conversionMinorPerVp };
}
