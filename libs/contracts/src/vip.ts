/** VIP (issue 21): the player's points and level, the conversion answer and the `vip` push. */

/** A VIP level as the player sees it, in both languages (the page picks by its language). */
export interface VipLevelName {
  code: string;
  name_en: string;
  name_bn: string;
  /** Lifetime VP that reach the level. */
  threshold: number;
}

/** The player's VIP standing: in GET /api/user/show as `vip`, and pushed as the `vip` socket event. */
export interface VipStatus {
  /** Spendable VP (whole), the same number as the profile's `vip_coin`. */
  vip_coin: number;
  /** Lifetime VP (whole): what decides the level; converting does not lower it. */
  lifetime_points: number;
  level: VipLevelName;
  /** Null at the top level. */
  next_level: VipLevelName | null;
  /** VP still to earn for the next level (0 at the top). */
  points_to_next: number;
  /** 0..100: how far from this level's threshold to the next (100 at the top). */
  progress_percent: number;
  /** Cash one VP converts to at this level, two decimals ("1.25"). */
  conversion_rate: string;
  /** Fewest VP one conversion takes (spec section 9: 10). */
  min_convert: number;
  /**
   * The level's weekly cash-back: this share of the week's net loss (stakes less refunds and wins, Monday to
   * Sunday in Dhaka) is paid into cash rewards after the week; two decimals of a percent ("1.00"), "0.00" none.
   */
  weekly_cashback_percent: string;
}

/** GET /api/convert-vipcoin?remote_id&vip_coin: the conversion made (or, for a repeated idempotency key, the first one). */
export interface VipConversionAnswer {
  success: true;
  message: string;
  /** VP converted. */
  converted: number;
  /** Cash credited to the main wallet, two decimals. */
  amount: string;
  /** Spendable VP left. */
  vip_coin: number;
  /** True when this answered a repeated idempotency key: nothing converted now. */
  replayed: boolean;
}

/** The `vip` push on the player's room: the new standing after a roll-up or a conversion. */
export type VipPush = VipStatus;

/** A VIP level as staff see it (GET /api/admin/vip/levels, loyalty.manage). */
export interface StaffVipLevel {
  code: string;
  rank: number;
  name_en: string;
  name_bn: string;
  threshold_points: number;
  /** Cash per VP converted, two decimals. */
  conversion_rate: string;
  /** Weekly cash-back, percent of net loss with two decimals. */
  weekly_cashback_percent: string;
  withdrawal_daily_limit: string;
  withdrawal_daily_count: number;
}

/** PATCH /api/admin/vip/levels/{code}: the level's rates and/or threshold; any of them. */
export interface StaffVipLevelChange {
  conversion_rate?: string;
  weekly_cashback_percent?: string;
  /** Lifetime VP that reaches the level: the lowest level stays at 0, each above the one below. */
  threshold_points?: number;
  /** The level's names players see (1-40 characters, trimmed; no two levels share one). */
  name_en?: string;
  name_bn?: string;
  /** Most a player at this level may withdraw per Asia/Dhaka day, two decimals (1.00-10,000,000.00). */
  withdrawal_daily_limit?: string;
  /** Most withdrawals per Asia/Dhaka day (1-100). */
  withdrawal_daily_count?: number;
}

/** GET / PUT /api/admin/vip/settings: the spec's VIP constants staff may change. */
export interface StaffVipSettings {
  /** Fewest VP one conversion takes (spec 9: 10). */
  min_convert_points: number;
}

/** GET /api/admin/vip/players/{playerId}/history: one player's VIP history for staff. */
export interface StaffVipPlayerHistory {
  player_id: string;
  level: VipLevelLabel;
  lifetime_points: number;
  vip_coin: number;
  /** Whole VP earned per source (games, originals, exchange), stakes less rollbacks, rolled up or pending. */
  points_by_source: Array<{ source: string; points: number; stake: string }>;
  /** Newest first, up to 100. */
  level_changes: Array<{
    /** Level codes; `from_level` / `to_level` carry the names staff read. */
    from: string;
    to: string;
    from_level: VipLevelLabel;
    to_level: VipLevelLabel;
    direction: 'up' | 'down';
    lifetime_points: number;
    at: string;
  }>;
  /** Newest week first, up to 52. */
  cashback_paid: Array<{
    week_start: string;
    level: string;
    level_label: VipLevelLabel;
    rate_percent: string;
    net_loss: string;
    amount: string;
    paid_at: string;
  }>;
  /** Newest first, up to 50. */
  conversions: Array<{ points: number; amount: string; level: string; level_label: VipLevelLabel; at: string }>;
}

/** One period of GET /api/admin/vip/report (Asia/Dhaka days; weeks start on Monday). */
export interface StaffVipReportRow {
  /** The period's first Dhaka day, YYYY-MM-DD. */
  period: string;
  /** Whole VP rolled up in the period, rollbacks taken off. */
  points_issued: number;
  points_converted: number;
  /** BDT, two decimals, from the ledger. */
  conversions_paid: string;
  cashback_paid: string;
  referral_rewards_paid: string;
}

export interface StaffVipReport {
  from: string;
  to: string;
  by: 'day' | 'week';
  rows: StaffVipReportRow[];
  totals: Omit<StaffVipReportRow, 'period'>;
  /** Players holding each level now, lowest first (players who never earned a point are not counted). */
  players_per_level: Array<{ code: string; name_en: string; name_bn: string; players: number }>;
}

/** One week's cash-back runs (GET /api/admin/vip/cashback-runs). */
export interface StaffVipCashbackRun {
  week_start: string;
  runs: number;
  players_paid: number;
  amount: string;
  last_run_at: string;
}

/**
 * A VIP level's code and names (the reader picks the language), as other modules' answers carry it: the
 * support chat queue (issue 20) and the broadcast form's segment choice.
 */
export interface VipLevelLabel {
  code: string;
  name_en: string;
  name_bn: string;
}
