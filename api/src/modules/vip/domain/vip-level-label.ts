import type { VipLevelLabel } from '@khela/contracts';
import type { VipLevel } from './vip-levels.js';

/** A level's code and names, as other modules' answers carry it. */
export const labelOf = (level: VipLevel): VipLevelLabel => ({ code: level.code, name_en: level.nameEn, name_bn: level.nameBn });

/** The level of a player with no points (and no VIP account yet): the lowest threshold. */
export function lowestLevel(levels: readonly VipLevel[]): VipLevel | undefined {
  return [...levels].sort((a, b) => a.thresholdPoints - b.thresholdPoints)[0];
}
