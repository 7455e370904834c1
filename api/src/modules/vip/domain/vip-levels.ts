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

/** The level a player holds, as `vip_accounts` keeps it. */
export interface HeldLevel {
  code: string;
  /** The threshold the level had when the player reached it (a later raise does not move it). */
  reachedAtThreshold: number;
}

/**
 * The rule for a held level when thresholds can be edited (issue 21): a threshold change never demotes anyone
 * by itself. A player moves up as soon as an evaluation (the hourly roll-up) finds their lifetime points reach a
 * higher level under today's thresholds (so a lowered threshold promotes at the next roll-up); they move down
 * only when their own points fell (`pointsFell`: the roll-up took points back) below the threshold their level
 * had when they reached it, and then to the level their points give today.
 */
export function heldLevelChange(
  held: HeldLevel,
  lifetimePoints: number,
  pointsFell: boolean,
  levels: readonly VipLevel[],
): { from: VipLevel | undefined; to: VipLevel; direction: 'up' | 'down' } | null {
  const earned = levelFor(lifetimePoints, levels);
  const from = levels.find((l) => l.code === held.code);
  if (!from) return earned.code === held.code ? null : { from, to: earned, direction: 'up' };
  if (earned.rank > from.rank) return { from, to: earned, direction: 'up' };
  if (earned.rank < from.rank && pointsFell && lifetimePoints < held.reachedAtThreshold) return { from, to: earned, direction: 'down' };
  return null;
}

/**
 * The level a player has: the higher of the one they hold and the one their points give under today's
 * thresholds. So a raised threshold takes nothing away (the held level is a floor), and a lowered one counts
 * at once for rates and the /vip card, before the roll-up makes it official (stores it, writes the message).
 */
export function effectiveLevel(heldCode: string, lifetimePoints: number, levels: readonly VipLevel[]): VipLevel {
  const earned = levelFor(lifetimePoints, levels);
  const held = levels.find((l) => l.code === heldCode);
  return held && held.rank > earned.rank ? held : earned;
}

/**
 * Where a player stands on the level they have (`effectiveLevel`): the next level is the one ranked above it,
 * VP to it never below 0.
 */
export function progressOnHeld(heldCode: string, lifetimePoints: number, levels: readonly VipLevel[]): LevelProgress {
  const ordered = [...levels].sort((a, b) => a.rank - b.rank);
  const level = effectiveLevel(heldCode, lifetimePoints, levels);
  const next = ordered.find((l) => l.rank > level.rank) ?? null;
  if (!next) return { level, next: null, pointsToNext: 0, percent: 100 };
  const span = Math.max(1, next.thresholdPoints - level.thresholdPoints);
  const done = Math.max(0, lifetimePoints - level.thresholdPoints);
  return {
    level,
    next,
    pointsToNext: Math.max(0, next.thresholdPoints - lifetimePoints),
    percent: Math.min(100, Math.floor((done * 100) / span)),
  };
}

/**
 * Thresholds staff may set: the lowest level at 0, each level's above the one ranked below it. `null` when
 * they hold, else the English refusal.
 */
export function thresholdsRefusal(levels: readonly Pick<VipLevel, 'rank' | 'thresholdPoints'>[]): string | null {
  const ordered = [...levels].sort((a, b) => a.rank - b.rank);
  if (ordered[0] && ordered[0].thresholdPoints !== 0) return thresholdMessages.lowest;
  for (let i = 1; i < ordered.length; i += 1)
    if (ordered[i]!.thresholdPoints <= ordered[i - 1]!.thresholdPoints) return thresholdMessages.rising;
  return null;
}

export const thresholdMessages = {
  lowest: 'The lowest level must start at 0 VP.',
  rising: 'Each level’s threshold must be above the threshold of the level below it.',
} as const;
