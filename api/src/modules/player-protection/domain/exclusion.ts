/**
 * Time-out and self-exclusion (issue 16). A time-out lasts 1 to 42 days (24 hours to 6 weeks) and ends by
 * itself; a self-exclusion lasts 6 to 60 months (6 months to 5 years) and, once its period is over, ends
 * only when the player asks to end it and, after a 24-hour cooling-off, confirms. While either is in force
 * the player may log in, withdraw and read messages, but every deposit request and stake is refused.
 * Neither can be shortened: a new request while one is in force must end later (an extension); a
 * self-exclusion stays a self-exclusion when extended by a time-out. Pure: the time is always passed in.
 */

export const exclusionKinds = ['timeout', 'self_exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];
export const isExclusionKind = (value: unknown): value is ExclusionKind =>
  typeof value === 'string' && (exclusionKinds as readonly string[]).includes(value);

const hour = 3_600_000;
export const timeoutDays = { min: 1, max: 42 } as const;
export const selfExclusionMonths = { min: 6, max: 60 } as const;
/** How long a player waits between asking to end a self-exclusion and confirming it. */
export const endCoolingOffHours = 24;
export const endCoolingOffMs = endCoolingOffHours * hour;

export interface Exclusion {
  kind: ExclusionKind;
  startedAt: Date;
  endsAt: Date;
  /** A self-exclusion whose end the player asked for, and from when they may confirm it. */
  endRequestedAt: Date | null;
  endConfirmableAt: Date | null;
  /** Set when a self-exclusion was ended by the player (a time-out never sets it: it just runs out). */
  endedAt: Date | null;
}

/** `months` calendar months after `from` (UTC), clamped to the month's last day (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from.getTime());
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
}

/** Whether the exclusion still closes deposits and bets at `now`. */
export function isInForce(exclusion: Exclusion | null, now: Date): exclusion is Exclusion {
  if (!exclusion || exclusion.endedAt) return false;
  if (exclusion.kind === 'timeout') return now.getTime() < exclusion.endsAt.getTime();
  return true; // a self-exclusion holds past its period until the player ends it
}

export type ExclusionRequest = { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number };

export type RequestRefusal = 'kind' | 'days' | 'months';

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The lengths on offer (configuration: `domain/protection-rules.ts`; these defaults are the spec's). */
export interface ExclusionRanges {
  timeoutDays: { min: number; max: number };
  selfExclusionMonths: { min: number; max: number };
}

/** Reads a request's fields (numbers may come as strings of digits) against the lengths on offer. */
export function readRequest(
  kind: unknown,
  duration: { days?: unknown; months?: unknown },
  ranges: ExclusionRanges = { timeoutDays, selfExclusionMonths },
): ExclusionRequest | RequestRefusal {
  const num = (v: unknown) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : v);
  if (!isExclusionKind(kind)) return 'kind';
  if (kind === 'timeout') {
    const days = num(duration.days);
    return isWhole(days, ranges.timeoutDays.min, ranges.timeoutDays.max) ? { kind, days } : 'days';
  }
  const months = num(duration.months);
  return isWhole(months, ranges.selfExclusionMonths.min, ranges.selfExclusionMonths.max) ? { kind, months } : 'months';
}

export const endOf = (request: ExclusionRequest, now: Date): Date =>
  request.kind === 'timeout' ? new Date(now.getTime() + request.days * 24 * hour) : addMonths(now, request.months);

export type ExclusionChange =
  { ok: true; exclusion: Exclusion; outcome: 'started' | 'extended' } | { ok: false; refusal: 'cannotShorten'; endsAt: Date };

/**
 * The player asks for a time-out or self-exclusion. None in force: it starts now. One in force: the new
 * end must be later than the current one (it cannot be shortened); the kind stays a self-exclusion if
 * either is one; a pending request to end a self-exclusion is dropped.
 */
export function requestExclusion(current: Exclusion | null, request: ExclusionRequest, now: Date): ExclusionChange {
  const endsAt = endOf(request, now);
  if (!isInForce(current, now)) {
    return {
      ok: true,
      outcome: 'started',
      exclusion: { kind: request.kind, startedAt: now, endsAt, endRequestedAt: null, endConfirmableAt: null, endedAt: null },
    };
  }
  if (endsAt.getTime() <= current.endsAt.getTime()) return { ok: false, refusal: 'cannotShorten', endsAt: current.endsAt };
  const kind: ExclusionKind = current.kind === 'self_exclusion' || request.kind === 'self_exclusion' ? 'self_exclusion' : 'timeout';
  return { ok: true, outcome: 'extended', exclusion: { ...current, kind, endsAt, endRequestedAt: null, endConfirmableAt: null } };
}

export type EndResult =
  | { ok: true; outcome: 'endPending' | 'ended'; exclusion: Exclusion }
  | { ok: false; refusal: 'notExcluded' }
  | { ok: false; refusal: 'timeoutEndsItself' | 'periodNotOver' | 'endCoolingOff'; at: Date };

/**
 * The player asks to end their exclusion. A time-out cannot be ended (it runs out by itself). A
 * self-exclusion only once its period is over: the first ask starts the cooling-off (24 hours unless configured); an ask after
 * it ends the self-exclusion (the positive action), one during it is refused with when it may be made.
 */
export function requestEnd(current: Exclusion | null, now: Date, coolingOffMs = endCoolingOffMs): EndResult {
  if (!isInForce(current, now)) return { ok: false, refusal: 'notExcluded' };
  if (current.kind === 'timeout') return { ok: false, refusal: 'timeoutEndsItself', at: current.endsAt };
  if (now.getTime() < current.endsAt.getTime()) return { ok: false, refusal: 'periodNotOver', at: current.endsAt };
  if (!current.endRequestedAt || !current.endConfirmableAt) {
    const confirmable = new Date(now.getTime() + coolingOffMs);
    return { ok: true, outcome: 'endPending', exclusion: { ...current, endRequestedAt: now, endConfirmableAt: confirmable } };
  }
  if (now.getTime() < current.endConfirmableAt.getTime()) return { ok: false, refusal: 'endCoolingOff', at: current.endConfirmableAt };
  return { ok: true, outcome: 'ended', exclusion: { ...current, endedAt: now } };
}
