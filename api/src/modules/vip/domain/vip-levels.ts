/** VIP levels from lifetime points: pure rules, no I/O. */

export interface VipLevel {
  code: string;
  rank: number;
  nameEn: string;
  nameBn: string;
  /** Whole lifetime VP needed to reach the level. */
  thresholdPoints: number;
  /** Cash (poisha) one VP converts to at this level. */
  conversionMinorPerVp: bigint;
  weeklyCashbackBp: number;
  withdrawalDailyLimitMinor: bigint;
  withdrawalDailyCount: number;
}

/** The highest level whose threshold `lifetimePoints` reaches (the lowest level when none, or no points). */
export function levelFor(lifetimePoints: number, levels: readonly VipLevel[]): VipLevel {
  const ordered = [...levels].sort((a, b) => a.thresholdPoints - b.thresholdPoints);
  if (!ordered.length) throw new Error('no VIP levels configured');
  let reached = ordered[0]!;
  for (const level of ordered) if (lifetimePoints >= level.thresholdPoints) reached = level;
  return reached;
}

export interface LevelProgress {
  level: VipLevel;
  next: VipLevel | null;
  /** VP still needed for the next level (0 at the top). */
  pointsToNext: number;
  /** 0..100, whole percent of the way from this level's threshold to the next (100 at the top). */
  percent: number;
}

/** Where a player stands: their level, the next, and how far along they are. */
export function progressOf(lifetimePoints: number, levels: readonly VipLevel[]): LevelProgress {
  const level = levelFor(lifetimePoints, levels);
  const next =
    [...levels].sort((a, b) => a.thresholdPoints - b.thresholdPoints).find((l) => l.thresholdPoints > level.thresholdPoints) ?? null;
  if (!next) return { level, next: null, pointsToNext: 0, percent: 100 };
  const span = next.thresholdPoints - level.thresholdPoints;
  const done = Math.max(0, lifetimePoints - level.thresholdPoints);
  return {
    level,
    next,
    pointsToNext: next.thresholdPoints - Math.max(lifetimePoints, level.thresholdPoints),
    percent: Math.min(100, Math.floor((done * 100) / span)),
  };
}

/** A change of level worth telling the player about, or null. */
export function levelChange(
  fromCode: string,
  lifetimePoints: number,
  levels: readonly VipLevel[],
): { from: VipLevel | undefined; to: VipLevel; direction: 'up' | 'down' } | null {
  const to = levelFor(lifetimePoints, levels);
  if (to.code === fromCode) return null;
  const from = levels.find((l) => l.code === fromCode);
  return { from, to, direction: !from || to.rank > from.rank ? 'up' : 'down' };
}
