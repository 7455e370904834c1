// Player protection (issue 16), back-office side: what a risk / responsible-gaming staff member sees of a
// player and the stricter limits or exclusions they may set. Money is a decimal string; times are ISO.
import type { DepositLimitItem, ExclusionItem, ExclusionKind, LimitKind } from './player-protection.js';

/** Who made a change: the player themself, or a staff member (with the reason they gave). */
export interface ProtectionChangeActor {
  by: 'player' | 'staff';
  staff_id: string | null;
  staff_username: string | null;
  reason: string | null;
}

/** One change of a limit: `before` the limit in force, `after` the new limit or the change asked for (null: none). */
export interface StaffLimitChange extends ProtectionChangeActor {
  id: string;
  kind: LimitKind;
  period: 'day' | 'week' | 'month';
  /** applied (at once), pending (an increase or removal waiting its cooling-off), cancelled, confirmed. */
  action: 'applied' | 'pending' | 'cancelled' | 'confirmed';
  before: string | null;
  after: string | null;
  at: string;
}

/** One change of a time-out or self-exclusion. */
export interface StaffExclusionChange extends ProtectionChangeActor {
  id: string;
  action: 'started' | 'extended' | 'endPending' | 'ended';
  kind: ExclusionKind;
  ends_at: string;
  at: string;
}

/** One answer to a reality check (the modal every N minutes of a session). */
export interface StaffRealityCheckAnswer {
  id: string;
  shown_at: string;
  answered_at: string;
  /** continue, see history, or log out. */
  action: 'continue' | 'history' | 'logout';
  elapsed_seconds: number;
  /** The session's net win (+) or loss (-) at that moment. */
  net: string;
}

/** GET /api/admin/responsible-gaming/players/:id: a player's protection as staff review it. */
export interface StaffPlayerProtection {
  player: { id: string; username: string; currency: string; status: string };
  /** Each kind's limits (24 hours, 7 days, 30 days), what each window holds now and pending changes. */
  limits: Record<LimitKind, DepositLimitItem[]>;
  cooling_off_hours: number;
  /** The latest time-out or self-exclusion (null: never). */
  exclusion: ExclusionItem | null;
  /** Newest first (up to 200). */
  limit_changes: StaffLimitChange[];
  /** Newest first (up to 200): starts, extensions, requests to end and ends, current and past. */
  exclusion_changes: StaffExclusionChange[];
  /** Newest first (up to 200). */
  reality_checks: StaffRealityCheckAnswer[];
  /** Markers-of-harm scores of the last 30 days scored, newest first (days with a score above zero). */
  harm_scores: HarmScoreItem[];
  /** Notes, calls and messages from the review queue, newest first (up to 200). */
  review_actions: HarmReviewAction[];
  timeout_days: { min: number; max: number };
  self_exclusion_months: { min: number; max: number };
  now: string;
}

/** PUT /api/admin/responsible-gaming/players/:id/limits: a stricter limit (lower, or one where there is none). */
export interface StaffSetLimitRequest {
  kind: LimitKind;
  period: 'day' | 'week' | 'month';
  /** The new limit, up to two decimals, above zero and below the limit in force. */
  limit: string;
  reason: string;
}

/** POST /api/admin/responsible-gaming/players/:id/exclusion: a time-out or self-exclusion (or a longer one). */
export interface StaffSetExclusionRequest {
  kind: ExclusionKind;
  /** A time-out's length in days (1 to 42). */
  days?: number;
  /** A self-exclusion's length in months (6 to 60). */
  months?: number;
  reason: string;
}

/** What a staff change answers: its message and the player's protection after it. */
export interface StaffProtectionChangeAnswer extends StaffPlayerProtection {
  message: string;
}

/** The markers of harm the daily job measures (issue 16). */
export type HarmMarkerName =
  'depositFrequency' | 'depositGrowth' | 'declinedDeposits' | 'cancelledWithdrawals' | 'nightPlay' | 'chasing' | 'longSessions';

/** One marker of one player's day: the value measured, its threshold and weight, whether it was raised. */
export interface HarmMarkerItem {
  marker: HarmMarkerName;
  value: number;
  threshold: number;
  weight: number;
  raised: boolean;
}

/** A player's score for one Dhaka day: the sum of the raised markers' weights. */
export interface HarmScoreItem {
  /** Dhaka day scored, YYYY-MM-DD. */
  day: string;
  score: number;
  markers: HarmMarkerItem[];
}

/** A note, a call or a message recorded by staff on the review queue. */
export interface HarmReviewAction {
  id: string;
  action: 'note' | 'message' | 'call';
  text: string;
  staff_id: string;
  staff_username: string | null;
  /** The score the player had when staff acted (null: none that day). */
  score_day: string | null;
  score: number | null;
  at: string;
}

/** One player on the review queue. */
export interface HarmReviewEntry {
  player: { id: string; username: string; status: string };
  score: number;
  markers: HarmMarkerItem[];
  /** The latest note, call or message on this player (null: none yet). */
  last_action: HarmReviewAction | null;
  /** The latest exclusion in force, if any (null: none). */
  excluded_until: string | null;
}

/** GET /api/admin/responsible-gaming/review-queue: players scored at or above the review score, highest first. */
export interface HarmReviewQueue {
  /** The Dhaka day shown (null: the job has not run yet). */
  day: string | null;
  computed_at: string | null;
  review_score: number;
  /** Days the job has scored, newest first (up to 30), to look back. */
  days: string[];
  entries: HarmReviewEntry[];
}

/** POST /api/admin/responsible-gaming/players/:id/review-actions. */
export interface HarmReviewActionRequest {
  action: 'note' | 'message' | 'call';
  text: string;
}

/**
 * The player-protection rules every player's tools follow (issue 16), as risk / responsible-gaming staff set
 * them (`rg.manage`). Floors are the spec's values where a lower one would protect less (the 24-hour
 * cooling-offs, a 6-month shortest self-exclusion, age 18, a year's statement).
 */
export interface ProtectionRulesValues {
  /** Hours an increase or removal of a deposit, wager or loss limit waits before the player may confirm it (24 to 168). */
  limit_cooling_off_hours: number;
  /** Hours between asking to end a self-exclusion and confirming it (24 to 168). */
  exclusion_end_cooling_off_hours: number;
  /** The time-outs offered, whole days (1 to 365). */
  timeout_days: { min: number; max: number };
  /** The self-exclusions offered, whole months (6 to 120). */
  self_exclusion_months: { min: number; max: number };
  /** The reality-check intervals offered, minutes (1 to 8 of them, each 5 to 240), ascending. */
  reality_check_choices: number[];
  /** The interval a player has until they choose one; one of the choices. */
  reality_check_default_minutes: number;
  /** The session time limits offered, whole hours (1 to 24). */
  session_limit_hours: { min: number; max: number };
  /** The age a player must have reached to deposit (18 to 25). */
  minimum_age: number;
  /** The longest account statement, in days (366 to 1096). */
  statement_max_days: number;
}

/** PUT /api/admin/responsible-gaming/rules body: the whole rule set and why it changes (3 to 500 characters). */
export interface ProtectionRulesChange extends ProtectionRulesValues {
  reason: string;
}

/** GET /api/admin/responsible-gaming/rules: the rules in force and when they last changed. */
export interface StaffProtectionRules extends ProtectionRulesValues {
  updated_at: string;
}

/** PUT /api/admin/responsible-gaming/rules answer. */
export interface StaffProtectionRulesAnswer extends StaffProtectionRules {
  message: string;
}
