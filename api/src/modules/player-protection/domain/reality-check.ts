/**
 * Reality checks and the session time limit (issue 16), as pure rules with the time passed in.
 *
 * - Every `realityCheckMinutes` (player-chosen, default 60, always on) a check is due: the first one that
 *   long after the session began (the session row's created time, so a reload does not reset it), each
 *   next one that long after the previous one was answered.
 * - The session's net is what the player's game play since the session began came to: wins plus
 *   rolled-back stakes minus stakes (positive: a net win, negative: a net loss).
 * - An optional session time limit (whole hours, 1 to 12): once the session has lasted that long it
 *   ends; stakes are refused from then on until the player logs in again.
 */
export const realityCheckChoices = [15, 30, 45, 60, 90, 120] as const;
/** An interval in minutes: one of the choices configured when the player chose it (domain/protection-rules.ts). */
export type RealityCheckMinutes = number;
export const defaultRealityCheckMinutes: RealityCheckMinutes = 60;
/** Session time limits on offer, in hours. */
export const sessionLimitHours = { min: 1, max: 12 } as const;

export type RealityCheckAction = 'continue' | 'history' | 'logout';
export const realityCheckActions = ['continue', 'history', 'logout'] as const satisfies readonly RealityCheckAction[];

export interface SessionSettings {
  realityCheckMinutes: RealityCheckMinutes;
  /** null: no session time limit. */
  sessionLimitMinutes: number | null;
}
export const defaultSessionSettings: SessionSettings = { realityCheckMinutes: defaultRealityCheckMinutes, sessionLimitMinutes: null };

export const isRealityCheckMinutes = (value: unknown, choices: readonly number[] = realityCheckChoices): value is RealityCheckMinutes =>
  typeof value === 'number' && choices.includes(value);

/** A session limit in hours as the player sends it: null (none) or a whole number of hours in range; else 'bad'. */
export function readSessionLimitHours(value: unknown, range: { min: number; max: number } = sessionLimitHours): number | null | 'bad' {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) return 'bad';
  return value;
}

const minuteMs = 60_000;

/** When the next reality check of a session is due: one interval after the last answer in it, or after its start. */
export function nextCheckAt(sessionStartedAt: Date, lastAnsweredAt: Date | null, realityCheckMinutes: number): Date {
  const anchor = lastAnsweredAt && lastAnsweredAt.getTime() > sessionStartedAt.getTime() ? lastAnsweredAt : sessionStartedAt;
  return new Date(anchor.getTime() + realityCheckMinutes * minuteMs);
}

export const isCheckDue = (dueAt: Date, now: Date): boolean => now.getTime() >= dueAt.getTime();

/** Whole seconds the session has lasted at `now` (never negative: the database's clock may be a little ahead). */
export const elapsedSeconds = (sessionStartedAt: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - sessionStartedAt.getTime()) / 1000));

/** When a session ends under its time limit (null: no limit). */
export const sessionEndsAt = (sessionStartedAt: Date, sessionLimitMinutes: number | null): Date | null =>
  sessionLimitMinutes === null ? null : new Date(sessionStartedAt.getTime() + sessionLimitMinutes * minuteMs);

export const isSessionOver = (endsAt: Date | null, now: Date): boolean => endsAt !== null && now.getTime() >= endsAt.getTime();

/** The session's net win (+) or loss (-), in minor units, from its play totals. */
export const sessionNetMinor = (totals: { staked: bigint; won: bigint; rolledBack: bigint }): bigint =>
  totals.won + totals.rolledBack - totals.staked;
