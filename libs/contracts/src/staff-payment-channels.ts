import type { PaymentAccountType } from './payments.js';

/**
 * Payment channels as finance manages them (issue 22): receiving numbers with their daily cap and today's
 * load, and the withdrawal payout batch. Permission `payments.channels` for numbers; `payments.read` to see a
 * payout batch, `payments.approve` to mark it paid.
 */

/** A receiving number in the back-office: its channel, cap and what it took today (Dhaka day). */
export interface StaffReceivingNumber {
  id: number;
  number: string;
  method: { id: number; name: string; account_type: PaymentAccountType; status: 'active' | 'inactive' };
  /** Switched off numbers are never handed out to players. */
  active: boolean;
  daily_cap: string;
  /** Deposits to this number asked for today (Dhaka day) and not rejected: pending, being credited or credited. */
  load_today: string;
  /** Amounts handed out with this number today (players shown it, whether or not they deposited). */
  handed_out_today: string;
  /** load_today as a whole percentage of the cap (may pass 100 when a deposit was larger than asked). */
  load_percent: number;
  /** At or above the near-cap share of its cap (90%). */
  near_cap: boolean;
  /** The number this one replaced in a rotation, if any. */
  replaces: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffReceivingNumberList {
  data: StaffReceivingNumber[];
  /** The payment method channels a number can belong to (for the add form). */
  methods: { id: number; name: string; account_type: PaymentAccountType; status: 'active' | 'inactive' }[];
  /** The near-cap threshold, percent. */
  near_cap_percent: number;
}

/** POST /api/admin/payments/receiving-numbers */
export interface StaffReceivingNumberCreate {
  method_id: number;
  number: string;
  daily_cap: string;
}

/** PATCH /api/admin/payments/receiving-numbers/:id: a new cap, or switching it on or off. */
export interface StaffReceivingNumberChange {
  daily_cap?: string;
  active?: boolean;
}

/** POST /api/admin/payments/receiving-numbers/:id/rotate: a new number takes over; the old one is switched off. */
export interface StaffReceivingNumberRotation {
  number: string;
}

/**
 * PATCH /api/admin/payments/methods/:name: switch a whole payment method (every channel of a wallet brand,
 * e.g. all of bKash) off or on. Off, the player site no longer offers it and a deposit or withdrawal for it is
 * refused; its receiving numbers keep their own on/off.
 */
export interface StaffPaymentMethodSwitch {
  active: boolean;
}

/** The method after the switch: its name and each channel's status. */
export interface StaffPaymentMethodStatus {
  name: string;
  active: boolean;
  channels: { id: number; account_type: PaymentAccountType; status: 'active' | 'inactive' }[];
}

/** A withdrawal ready to be paid out: held, and approved where maker-checker needs a first approval. */
export interface PayoutItem {
  id: string;
  player: { id: string; username: string };
  method: { id: number; name: string; account_type: PaymentAccountType } | null;
  /** The player's wallet number the money goes to. */
  account_number: string;
  amount: string;
  /** Set when the amount needed maker-checker: the staff id of its first approver (marking it paid is the second approval). */
  first_approver: string | null;
  created_at: string;
}

/** One channel (wallet brand) of the payout batch. */
export interface PayoutChannel {
  /** lower-case brand, e.g. "bkash": the ledger channel the money leaves through */
  channel: string;
  name: string;
  count: number;
  total: string;
  items: PayoutItem[];
}

/** GET /api/admin/payments/payouts */
export interface PayoutBatch {
  channels: PayoutChannel[];
  /** Pending withdrawals at or above the checker threshold still waiting for their first approval (not in the batch). */
  awaiting_first_approval: number;
}

/** POST /api/admin/payments/payouts/mark-paid */
export interface PayoutMarkPaidRequest {
  items: { id: string; payout_reference: string }[];
}

export interface PayoutMarkPaidItem {
  id: string;
  /** paid: marked now; already_paid: it was paid before (nothing changed); refused: see message. */
  result: 'paid' | 'already_paid' | 'refused';
  message: string;
}

export interface PayoutMarkPaidAnswer {
  results: PayoutMarkPaidItem[];
  paid: number;
  already_paid: number;
  refused: number;
}
