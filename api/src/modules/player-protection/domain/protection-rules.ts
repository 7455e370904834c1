/**
 * The player-protection rules an operator sets for the jurisdictions it is licensed in (issue 16), with the
 * defaults that are the spec's own values. Pure: reading and checking a change, no I/O.
 *
 * Floors and ceilings (which way an operator may move a rule): the spec's values for the player's
 * protection are floors where a lower value would protect less: the 24-hour cooling-offs (a limit's increase
 * or removal; the end of a self-exclusion), the shortest self-exclusion (6 months), the minimum age (18) and
 * the statement's longest period (a year: the player's right to see their own play). An operator may make
 * them stricter (longer cooling-offs, longer shortest self-exclusion, an age of 21) but never weaker. The
 * choices offered (the time-out range, the longest self-exclusion, the reality-check intervals, the session
 * limit range) may be narrowed or widened within sane bounds, since each offers the player a tool rather
 * than taking one away: a time-out never shorter than 24 hours, a reality check at least every 4 hours.
 *
 * Not configurable, on purpose: the limit windows (24 hours, 7 days, 30 days). The spec fixes them, every
 * refusal names them in English and Bangla, and changing a window would re-read every limit players have
 * already set (a shorter window loosens it), which "a change never loosens what a player chose" forbids.
 *
 * A change applies to what players do next; it never loosens what a player already chose: a running
 * time-out or self-exclusion keeps its end, a limit stays, a pending change keeps its confirmable time, and a
 * player's reality-check interval or session limit outside the new choices keeps working until they change it.
 */
export interface ProtectionRules {
  /** How long an increase or removal of a deposit, wager or loss limit waits before the player may confirm it. */
  limitCoolingOffHours: number;
  /** How long a player waits between asking to end a self-exclusion (its period over) and confirming it. */
  exclusionEndCoolingOffHours: number;
  /** The time-outs a player may take, in whole days. */
  timeoutDays: { min: number; max: number };
  /** The self-exclusions a player may take, in whole months. */
  selfExclusionMonths: { min: number; max: number };
  /** The reality-check intervals offered, in minutes (ascending), and the one a player has until they choose. */
  realityCheckChoices: number[];
  realityCheckDefaultMinutes: number;
  /** The session time limits offered, in whole hours. */
  sessionLimitHours: { min: number; max: number };
  /** The age a player must have reached (Dhaka date) to deposit. */
  minimumAge: number;
  /** The longest period of one account statement, in Dhaka days. */
  statementMaxDays: number;
}

export const defaultProtectionRules: ProtectionRules = {
  limitCoolingOffHours: 24,
  exclusionEndCoolingOffHours: 24,
  timeoutDays: { min: 1, max: 42 },
  selfExclusionMonths: { min: 6, max: 60 },
  realityCheckChoices: [15, 30, 45, 60, 90, 120],
  realityCheckDefaultMinutes: 60,
  sessionLimitHours: { min: 1, max: 12 },
  minimumAge: 18,
  statementMaxDays: 366,
};

/** What each number may be: the floor is the spec's value where a lower one would protect less. */
export const protectionRuleBounds = {
  limitCoolingOffHours: { min: 24, max: 168 },
  exclusionEndCoolingOffHours: { min: 24, max: 168 },
  timeoutDays: { min: 1, max: 365 },
  selfExclusionMonths: { min: 6, max: 120 },
  realityCheckMinutes: { min: 5, max: 240 },
  realityCheckChoiceCount: { min: 1, max: 8 },
  sessionLimitHours: { min: 1, max: 24 },
  minimumAge: { min: 18, max: 25 },
  statementMaxDays: { min: 366, max: 1096 },
} as const;

/** The staff-facing refusals (English; Bangla in staff-protection-messages.bn.ts). */
export const protectionRulesMessages = {
  reason: 'Give a reason of 3 to 500 characters.',
  limitCoolingOffHours: 'The cooling-off for a limit increase must be a whole number of hours from 24 to 168.',
  exclusionEndCoolingOffHours: 'The cooling-off to end a self-exclusion must be a whole number of hours from 24 to 168.',
  timeoutDays: 'Time-outs must be whole days from 1 to 365, the shortest no longer than the longest.',
  selfExclusionMonths: 'Self-exclusions must be whole months from 6 to 120, the shortest no longer than the longest.',
  realityCheckChoices: 'Offer 1 to 8 different reality-check intervals, each a whole number of minutes from 5 to 240.',
  realityCheckDefaultMinutes: 'The default reality-check interval must be one of the intervals offered.',
  sessionLimitHours: 'Session time limits must be whole hours from 1 to 24, the shortest no longer than the longest.',
  minimumAge: 'The minimum age must be a whole number of years from 18 to 25.',
  statementMaxDays: 'The longest statement must be a whole number of days from 366 to 1096.',
  saved: 'Player protection rules saved.',
} as const;

export type ProtectionRuleProblem = Exclude<keyof typeof protectionRulesMessages, 'saved'>;

const whole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const range = (value: unknown, bounds: { min: number; max: number }): { min: number; max: number } | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { min, max } = value as { min?: unknown; max?: unknown };
  return whole(min, bounds.min, bounds.max) && whole(max, bounds.min, bounds.max) && min <= max ? { min, max } : null;
};

/** The staff's whole rule set as sent (snake_case, like the API): every field is required. */
export interface ProtectionRulesInput {
  limit_cooling_off_hours?: unknown;
  exclusion_end_cooling_off_hours?: unknown;
  timeout_days?: unknown;
  self_exclusion_months?: unknown;
  reality_check_choices?: unknown;
  reality_check_default_minutes?: unknown;
  session_limit_hours?: unknown;
  minimum_age?: unknown;
  statement_max_days?: unknown;
}

/**
 * Reads a whole rule set: the rules, or every problem found at once (field name and its message), so the
 * back-office can mark each bad field. Nothing is saved unless all are good.
 */
export function readProtectionRules(
  input: ProtectionRulesInput,
): { rules: ProtectionRules } | { problems: Partial<Record<ProtectionRuleProblem, string>> } {
  const b = protectionRuleBounds;
  const problems: Partial<Record<ProtectionRuleProblem, string>> = {};
  const fail = (name: ProtectionRuleProblem) => (problems[name] = protectionRulesMessages[name]);

  if (!whole(input.limit_cooling_off_hours, b.limitCoolingOffHours.min, b.limitCoolingOffHours.max)) fail('limitCoolingOffHours');
  if (!whole(input.exclusion_end_cooling_off_hours, b.exclusionEndCoolingOffHours.min, b.exclusionEndCoolingOffHours.max))
    fail('exclusionEndCoolingOffHours');
  const timeoutDays = range(input.timeout_days, b.timeoutDays);
  if (!timeoutDays) fail('timeoutDays');
  const selfExclusionMonths = range(input.self_exclusion_months, b.selfExclusionMonths);
  if (!selfExclusionMonths) fail('selfExclusionMonths');
  const choices = input.reality_check_choices;
  const choicesOk =
    Array.isArray(choices) &&
    choices.length >= b.realityCheckChoiceCount.min &&
    choices.length <= b.realityCheckChoiceCount.max &&
    choices.every((c) => whole(c, b.realityCheckMinutes.min, b.realityCheckMinutes.max)) &&
    new Set(choices).size === choices.length;
  if (!choicesOk) fail('realityCheckChoices');
  const realityCheckChoices = choicesOk ? [...(choices as number[])].sort((x, y) => x - y) : [];
  const defaultMinutes = input.reality_check_default_minutes;
  if (
    choicesOk
      ? !realityCheckChoices.includes(defaultMinutes as number)
      : !whole(defaultMinutes, b.realityCheckMinutes.min, b.realityCheckMinutes.max)
  )
    fail('realityCheckDefaultMinutes');
  const sessionLimitHours = range(input.session_limit_hours, b.sessionLimitHours);
  if (!sessionLimitHours) fail('sessionLimitHours');
  if (!whole(input.minimum_age, b.minimumAge.min, b.minimumAge.max)) fail('minimumAge');
  if (!whole(input.statement_max_days, b.statementMaxDays.min, b.statementMaxDays.max)) fail('statementMaxDays');

  if (Object.keys(problems).length > 0 || !timeoutDays || !selfExclusionMonths || !sessionLimitHours) return { problems };
  return {
    rules: {
      limitCoolingOffHours: input.limit_cooling_off_hours as number,
      exclusionEndCoolingOffHours: input.exclusion_end_cooling_off_hours as number,
      timeoutDays,
      selfExclusionMonths,
      realityCheckChoices,
      realityCheckDefaultMinutes: input.reality_check_default_minutes as number,
      sessionLimitHours,
      minimumAge: input.minimum_age as number,
      statementMaxDays: input.statement_max_days as number,
    },
  };
}

/** The field of the API (snake_case) each problem belongs to, for `errors`. */
export const problemFields: Record<ProtectionRuleProblem, string> = {
  reason: 'reason',
  limitCoolingOffHours: 'limit_cooling_off_hours',
  exclusionEndCoolingOffHours: 'exclusion_end_cooling_off_hours',
  timeoutDays: 'timeout_days',
  selfExclusionMonths: 'self_exclusion_months',
  realityCheckChoices: 'reality_check_choices',
  realityCheckDefaultMinutes: 'reality_check_default_minutes',
  sessionLimitHours: 'session_limit_hours',
  minimumAge: 'minimum_age',
  statementMaxDays: 'statement_max_days',
};
