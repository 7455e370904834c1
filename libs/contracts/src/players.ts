import type { Currency } from './money.js';

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
  vip_coin: number;
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
