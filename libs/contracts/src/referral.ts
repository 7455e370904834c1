/** Referral programme (issue 21): the My Referral tab's figures and Claim All's answer. */

import type { Page } from './staff.js';

/** One invited friend as their referrer sees them. */
export interface ReferralFriend {
  /** The friend's username, masked ("ra***im"). */
  username: string;
  /** ISO instant of the sign-up. */
  joined_at: string;
  /** `active` earns rewards; `held` is waiting for a review (same phone, device or network as yours); `cancelled` earns nothing. */
  status: 'active' | 'held' | 'cancelled';
  /** Their settled turnover rewarded so far, two decimals. */
  turnover: string;
  /** What you were paid on their play, two decimals. */
  earned: string;
}

/** GET /api/referral/summary?origin: the My Referral tab (cash rewards come from /api/user/show as `cash_bonus`). */
export interface ReferralSummary {
  /** The caller's own referral code. */
  referral_code: string;
  /** Spec 2.3: `<origin>/referral_code?referral_code=<code>`, on the origin the page gave. */
  referral_link: string;
  /** The link as a QR code, an SVG document. */
  qr_svg: string;
  active_downlines: number;
  /** Referral rewards paid, all time, two decimals. */
  lifetime_cash_rewards: string;
  /** Downlines' settled turnover rewarded, all time, two decimals. */
  referral_turnover: string;
  /** Fewest cash rewards Claim All moves (spec section 9: 10), two decimals. */
  min_claim: string;
  /** The share of downlines' turnover paid today's lowest tier, percent with two decimals ("0.20"). */
  base_rate_percent: string;
  /** Newest first, at most 100. */
  friends: ReferralFriend[];
}

/** POST /api/cash-claim: the cash rewards moved to the main wallet. */
export interface CashClaimAnswer {
  success: true;
  message: string;
  /** Moved to the main wallet, two decimals. */
  amount: string;
}

/** A tier of referral rewards as staff set it: from this day's downline turnover, this share. */
export interface StaffReferralTier {
  /** Two decimals, BDT. */
  min_turnover: string;
  /** Percent of turnover, two decimals ("0.20"), at most 10.00: direct downlines (level 1). */
  rate_percent: string;
  /** Percent of a level-2 downline's turnover (a friend's friend), and of level 3's; "0.00" (or absent in a PUT): none. */
  level2_percent?: string;
  level3_percent?: string;
}

/** A week's or month's reward terms (issue 21): whether it pays, its cap per referrer and period, its own tiers. */
export interface StaffReferralPeriodTerms {
  enabled: boolean;
  /** Most one referrer is paid per period, two decimals. */
  cap: string;
  tiers: StaffReferralTier[];
}

/** GET and PUT /api/admin/referral/settings (loyalty.manage). */
export interface StaffReferralSettings {
  /** At least one; the first must start at 0.00. */
  tiers: StaffReferralTier[];
  /** Most one referrer is paid per Dhaka day, two decimals. */
  daily_cap: string;
  /** Sign-ups under one referrer from one IP in 24 hours that make a cluster (held), at least 2. */
  ip_cluster_size: number;
  /** Least cash reward Claim All moves (spec 9: 10.00); always answered, optional in a PUT (absent keeps today's). */
  min_claim?: string;
  /** Whether the daily rewards pay (the default); always answered, optional in a PUT (absent keeps today's). */
  day_enabled?: boolean;
  /** Monday-to-Sunday Dhaka weeks and Dhaka calendar months; always answered, optional in a PUT (absent keeps today's). */
  weekly?: StaffReferralPeriodTerms;
  monthly?: StaffReferralPeriodTerms;
}

/** A held referral waiting for a decision (risk.review). */
export interface StaffHeldReferral {
  player_id: string;
  username: string;
  referrer_id: string;
  flags: ('same_phone' | 'same_device' | 'same_ip' | 'ip_cluster')[];
  signed_up_at: string;
  /** Rewards recorded as held on their turnover so far, two decimals. */
  held_rewards: string;
}

/** POST /api/admin/referral/members/{playerId}/release or /cancel. */
export interface StaffReferralDecision {
  player_id: string;
  status: 'active' | 'cancelled';
  /** Held rewards paid to the referrer by a release, two decimals ("0.00" for a cancel). */
  paid: string;
}

/** One direct downline in a referrer's tree (GET /api/admin/referral/players/{playerId}/downline, reports.read). */
export interface StaffReferralDownline {
  player_id: string;
  username: string;
  status: 'active' | 'held' | 'cancelled';
  flags: string[];
  signed_up_at: string;
  /** Settled turnover of this downline counted by the reward runs for the referrer, all days, two decimals. */
  turnover: string;
  /** What this downline's turnover paid the referrer (paid shares), and what is held on it. */
  rewards_paid: string;
  rewards_held: string;
  /** This downline's own direct downlines (the next level of the tree; open it with the same call). */
  downlines: number;
}

/** A referrer's node of the downline tree, with one page of their direct downlines, most turnover first. */
export interface StaffReferralDownlinePage {
  player_id: string;
  username: string;
  /** Who referred this player (null: nobody), to walk up the tree. */
  referrer_id: string | null;
  status: 'none' | 'active' | 'held' | 'cancelled';
  /** Over all direct downlines, not only this page. */
  totals: { downlines: number; active: number; held: number; turnover: string; rewards_paid: string; rewards_held: string };
  data: StaffReferralDownline[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** One run of the daily referral rewards job (GET /api/admin/referral/reward-runs, reports.read). */
export interface StaffReferralRewardRun {
  id: string;
  /** The period it paid: a Dhaka day, a Monday-to-Sunday week or a calendar month (issue 21). */
  kind: 'day' | 'week' | 'month';
  /** The Asia/Dhaka day it paid, YYYY-MM-DD (a week's Monday, a month's first day). */
  day: string;
  started_at: string;
  finished_at: string | null;
  /** running, finished (everything recorded), failed (some credits refused, or the run stopped; a retry pays the rest). */
  status: 'running' | 'finished' | 'failed';
  /** Referrers whose downlines played that day. */
  referrers: number;
  /** Referrers this run paid (a rerun finds them paid: 0). */
  players_paid: number;
  paid: string;
  held: string;
  /** Referrers the ledger refused (left unpaid for the retry). */
  failures: number;
  error: string | null;
}

/** A page of reward runs, newest first. */
export type StaffReferralRewardRunPage = Page<StaffReferralRewardRun>;

/** GET /api/admin/referral/rewards?reward_id= or ?referrer_id&day: one referrer's reward day and the run that paid it. */
export interface StaffReferralRewardDay {
  /** The ledger's reward id (`referral-<day>-<referrer>`, `referral-week-<monday>-<referrer>`, `referral-month-<YYYY-MM>-<referrer>`). */
  reward_id: string;
  referrer_id: string;
  /** The period the reward was for (issue 21); `day` is its first day. */
  kind: 'day' | 'week' | 'month';
  day: string;
  turnover: string;
  rate_percent: string;
  paid: string;
  held: string;
  paid_at: string;
  /** The run that recorded it (null: paid before runs were recorded). */
  run: StaffReferralRewardRun | null;
  shares: Array<{ player_id: string; username: string; turnover: string; amount: string; status: 'paid' | 'held' }>;
}

/** An agent or affiliate record (issue 21; GET /api/admin/referral/partners, reports.read). Money two decimals. */
export interface StaffReferralPartner {
  id: string;
  kind: 'agent' | 'affiliate';
  name: string;
  /** What players give at sign-up (`agent_code` / `affiliate_code`), upper case; matched without regard to case. */
  code: string;
  status: 'active' | 'suspended';
  /** Commission on their players' net gaming revenue (stakes less rollbacks less wins) or settled turnover. */
  basis: 'ngr' | 'turnover';
  /** Percent of the basis, two decimals, at most 50.00. */
  share_percent: string;
  /** Commission computed per Monday-to-Sunday Dhaka week or Dhaka calendar month. */
  period: 'week' | 'month';
  /** Their own player account, credited with the commission (cash rewards); null: recorded as payable. */
  player_id: string | null;
  /** Players bound to this record. */
  players: number;
  created_at: string;
}

/** POST (all but status) and PUT (all but kind and code) /api/admin/referral/partners (loyalty.manage). */
export interface StaffReferralPartnerInput {
  kind?: 'agent' | 'affiliate';
  name: string;
  code?: string;
  status?: 'active' | 'suspended';
  basis: 'ngr' | 'turnover';
  share_percent: string;
  period: 'week' | 'month';
  player_id?: string | null;
}

/** A period's commission as the job recorded it. */
export interface StaffReferralPartnerCommission {
  period: 'week' | 'month';
  period_start: string;
  players: number;
  turnover: string;
  ngr: string;
  deposits: string;
  basis: 'ngr' | 'turnover';
  share_percent: string;
  amount: string;
  /** credited to the partner's player account, payable by hand, or nothing (no positive basis). */
  status: 'credited' | 'payable' | 'nothing';
  paid_to_player_id: string | null;
  computed_at: string;
}

/** GET /api/admin/referral/partners/{id}/report?period_start: a record's players in one period and the commission due. */
export interface StaffReferralPartnerReport {
  partner: StaffReferralPartner;
  /** The period shown (the current one by default: figures so far), Asia/Dhaka days. */
  period: 'week' | 'month';
  period_start: string;
  period_end: string;
  /** True while the period has not ended (the commission due is an estimate until the run records it). */
  open: boolean;
  totals: { players: number; turnover: string; ngr: string; deposits: string; commission_due: string };
  /** Up to 200 players, most turnover first. */
  players: Array<{ player_id: string; username: string; signed_up_at: string; turnover: string; ngr: string; deposits: string }>;
  /** The recorded commissions, newest first (up to 24). */
  commissions: StaffReferralPartnerCommission[];
}

/** POST /api/admin/referral/reward-runs (loyalty.manage): rerun one reward period; the job pays only what is unpaid. */
export interface StaffReferralRerunRequest {
  kind: 'day' | 'week' | 'month';
  /** A day YYYY-MM-DD, a week's Monday YYYY-MM-DD, or a month YYYY-MM. */
  period: string;
}

/** The rerun enqueued (202). */
export interface StaffReferralRerun {
  job_id: string;
  kind: 'day' | 'week' | 'month';
  /** The period's first day. */
  period: string;
}
