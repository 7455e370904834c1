/** Referral programme (issue 21): the My Referral tab's figures and Claim All's answer. */

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
