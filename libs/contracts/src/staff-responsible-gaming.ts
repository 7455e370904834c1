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
