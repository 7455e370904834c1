import type { VipStatus } from './vip.js';
import type { Currency } from './money.js';
import type { Page } from './staff.js';
import type { PlayerAccountKind } from './wallet.js';

/** POST /api/login and a successful sign-up (spec section 3 "Login response"). */
export interface PlayerLoginResponse {
  token: string;
  /** The player's id as the clients store and send it back (`remote_id`). */
  remote_id: string;
  username: string;
  /** The exchange (sportsbook) token; the first item is used. */
  exchange: { token: string }[];
}

/** GET /api/user/show?remote_id (spec section 3 "User profile"). */
export interface PlayerProfile {
  id: number;
  username: string;
  name: string;
  phone: string;
  email: string;
  /** 1 when the phone number is verified (the spec's name for it), else 0. */
  session_id: 0 | 1;
  /** Birth date YYYY-MM-DD, or null until saved. */
  dofb: string | null;
  email_verified_at: string | null;
  created_at: string;
  /** Spendable VIP points (whole VP). */
  vip_coin: number;
  /**
   * VIP level, progress to the next and conversion rate (issue 21; not in the spec's field list). Always in
   * GET /api/user/show; optional so views built on this type elsewhere need not carry it.
   */
  vip?: VipStatus;
  /** Main wallet balance, two decimals. */
  balance: string;
  /** Cash rewards (referral) balance, two decimals. */
  cash_bonus: string;
  referral_code: string;
  currency: Currency;
}

/** GET /api/get/other/phone: the player's extra numbers (spec "Extra phone"). */
export interface OtherPhone {
  id: number;
  contract_value: string;
  isverify: 0 | 1;
}

/** Answer of the verification-code sends: when the next code may be asked for. */
export interface CodeSentResponse {
  message: string;
  /** Seconds until another code may be sent (300 after a send). */
  retry_after: number;
}

/** One row of the back-office Outbox page (every e-mail and SMS sent to players). */
export interface OutboxEntry {
  id: string;
  player_id: string | null;
  channel: 'email' | 'sms';
  recipient: string;
  purpose: string;
  language: 'en' | 'bn';
  subject: string | null;
  body: string;
  status: 'queued' | 'sent' | 'failed' | 'logged';
  attempts: number;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** One row of the back-office player search (GET /api/admin/players?q&page&per_page), newest first. */
export interface StaffPlayerRow {
  /** The player's id, which the clients call `remote_id`. */
  id: string;
  username: string;
  name: string;
  phone: string;
  email: string;
  status: 'active' | 'locked';
  phone_verified: boolean;
  email_verified: boolean;
  currency: Currency;
  created_at: string;
}

export type StaffPlayerPage = Page<StaffPlayerRow>;

/** GET /api/admin/players/:id: everything staff see of one player. */
export interface StaffPlayerView {
  /** The profile exactly as the player sees it (GET /api/user/show). */
  profile: PlayerProfile;
  other_phones: OtherPhone[];
  status: 'active' | 'locked';
  /** Why staff locked the account (null while active). */
  lock_reason: string | null;
  phone_verified_at: string | null;
  email_verified_at: string | null;
  /** The player whose referral code this player signed up with. */
  referrer: { id: string; username: string } | null;
  sign_up: {
    channel: 'mobile' | 'desktop' | 'seed' | 'staff';
    ip: string | null;
    agent_code: string | null;
    affiliate_code: string | null;
    currency: Currency;
    language: 'en' | 'bn';
    created_at: string;
  };
  /** Every wallet account of the player, two decimals ("0.00" when no wallet was opened). */
  balances: Record<PlayerAccountKind, string>;
}

/** Body of the staff player actions (lock, unlock, mark phone verified): why, 3-500 characters. */
export interface StaffPlayerActionRequest {
  reason: string;
}

/** Answer of a staff player action: what was done, and the player as they are now. */
export interface StaffPlayerActionResponse {
  message: string;
  player: StaffPlayerView;
}

/** A successful sign-up (POST /api/v1/create-players, POST /api/register): signed in at once. */
export interface PlayerSignUpAnswer extends PlayerLoginResponse {
  message: string;
}

/** POST /api/user/profile/update: the birth date as saved. */
export interface BirthDateSaved {
  message: string;
  dofb: string;
}

/** GET /api/get/other/phone. */
export interface OtherPhoneList {
  data: OtherPhone[];
}

/** GET /api/admin/outbox: the newest e-mails and SMS first. */
export interface OutboxPage {
  data: OutboxEntry[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** POST /api/add/number: the extra number, unverified until its code comes back. */
export interface PhoneAdded {
  message: string;
  data: OtherPhone;
}
