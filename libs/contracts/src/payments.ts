/**
 * Payments: methods and channels, deposits, withdrawals, the finance queue, transaction and turnover
 * records. Field names follow the spec's compatibility contract (section 7); money is a decimal
 * string with two places ("2500.00").
 */

/** How a receiving wallet takes money. The spec also spells Merchant as "Marchent": accepted on input only. */
export const paymentAccountTypes = ['Agent', 'Merchant', 'Personal'] as const;
export type PaymentAccountType = (typeof paymentAccountTypes)[number];

/** GET /api/payment-methods item and GET /api/showpayment-menthod data item. */
export interface PaymentMethodItem {
  id: number;
  name: string;
  icon: string;
  status: 'active' | 'inactive';
  account_type: PaymentAccountType;
  /** Spec section 2.3: Agent "Cash Out", Merchant "Make Payment", Personal "Send Money". */
  deposit_label: string;
  /** Spec section 2.3: Agent "CashOut", Merchant "Merchant", Personal "Send Money". */
  withdraw_label: string;
}

/** The e-wallet form of GET /api/payment-methods, when an e-wallet gateway is on. */
export interface EwalletMethods {
  type: 'ewallet';
  pgs: { id: number; name: string; icon: string }[];
}

export type PaymentMethodsResponse = PaymentMethodItem[] | EwalletMethods;

/**
 * POST /api/ewa/confirm answer: where the player's e-wallet payment stands once back from the gateway.
 * `status` is the gateway's word (created: no callback yet; paid: its signed callback said paid; failed or
 * expired: nothing will be credited). Money reaches the balance a moment after 'paid', in the deposit
 * settlement job: `credited` says whether it has, so the player is never told of a credit that is not there.
 */
export interface EwalletConfirmAnswer {
  success: true;
  status: 'created' | 'paid' | 'failed' | 'expired';
  /** Taka with two decimals, e.g. "500.00". */
  amount: string;
  message: string;
  /** True once the settlement job has credited the deposit to the ledger (and any promotion bonus). */
  credited: boolean;
}

/** GET /api/get-wallet-number item: the receiving number the player sends money to. */
export interface WalletNumberItem {
  id: number;
  account_number: string;
  account_type: PaymentAccountType;
  name: string;
}

export type DepositStatus = 'pending' | 'approving' | 'approved' | 'rejected';
export type WithdrawalStatus = 'holding' | 'pending' | 'approved' | 'rejected' | 'refused';

/** Transaction key of spec section 3: "0" pending, "1" success, "2" fail. */
export type TransactionKey = '0' | '1' | '2';

/** GET /api/transaction/show item. */
export interface TransactionRecord {
  id: string;
  action: 'deposit' | 'withdraw' | 'bonus';
  amount: string;
  key: TransactionKey;
  transaction_id: string | null;
  /** Why finance rejected it (visible to the player), else null. */
  reason: string | null;
  created_at: string;
  updated_at: string;
  payment_method: { name: string; icon: string; type: string } | null;
  promotion: { name: string; turnover: number } | null;
}

/** GET /api/turnovers item. */
export interface TurnoverItem {
  id: number;
  status: 'active' | 'complete';
  required_turnover: string;
  remaining_turnover: string;
  created_at: string;
  transaction: { id: string; name: string; amount: string; promotion_turnover: number };
}

/** One row of the finance queue (GET /api/admin/payments/queue). */
export interface PaymentQueueItem {
  kind: 'deposit' | 'withdrawal';
  id: string;
  player: { id: string; username: string };
  method: { id: number; name: string; account_type: PaymentAccountType } | null;
  receiving_number: string | null;
  account_number: string;
  transaction_id: string | null;
  provider: string | null;
  amount: string;
  status: string;
  promotion: { id: number; name: string } | null;
  receipts: { id: string; url: string; mime: string }[];
  /** Set when a first finance user approved an amount at or above the checker threshold. */
  first_approver: string | null;
  needs_second_approval: boolean;
  created_at: string;
  age_seconds: number;
  /** The player's five latest deposits and withdrawals (any status), newest first. */
  recent: { kind: 'deposit' | 'withdrawal'; id: string; amount: string; status: string; created_at: string }[];
}

export interface PaymentQueuePage {
  data: PaymentQueueItem[];
  count: number;
}

/** Pushed on /staff to room staff:payments as 'payments:queue' whenever the queue changes. */
export interface PaymentQueueChange {
  kind: 'deposit' | 'withdrawal';
  id: string;
  status: string;
  /** Pending requests (deposits + withdrawals) after the change: the count badge. */
  pending_count: number;
}

/** Pushed on /player as 'payment' when one of the player's requests changes status. */
export interface PaymentStatusPush {
  kind: 'deposit' | 'withdrawal';
  id: string;
  status: string;
  key: TransactionKey;
  amount: string;
  reason: string | null;
}

export const staffPaymentsQueueEvent = 'payments:queue';

/** A finance decision on a deposit or withdrawal (approve, confirm, reject). */
export interface PaymentReviewAnswer {
  id: string;
  status: string;
  needs_second_approval: boolean;
  message: string;
}

/** POST /api/submit-deposit: the request is queued for finance. */
export interface DepositSubmitted {
  success: true;
  message: string;
  id: string;
}

/** The withdrawal routes' refusal (spec shape): `error` and `message` carry the same text. */
export interface WithdrawalRefusal {
  success: false;
  error: string;
  message: string;
  /**
   * The eligibility check (GET /api/userwithdrawcheck) names its reason, so a client can act on it in any
   * language: which page to link (profile for the date of birth, turnover record for turnover), none for
   * a pending request.
   */
  reason?: WithdrawalRefusalReason;
}

/** Why GET /api/userwithdrawcheck refuses. */
export type WithdrawalRefusalReason = 'birthDateMissing' | 'underAge' | 'phoneNotVerified' | 'turnover' | 'pending' | 'withdrawalsOff';

/** GET /api/showpayment-menthod. */
export interface PaymentMethodList {
  success: true;
  data: PaymentMethodItem[];
}

/** GET /api/payment-methods: manual methods, or the e-wallet brands when the gateway is on. */
export interface PaymentMethodChoice {
  success: true;
  methods: PaymentMethodItem[] | EwalletMethods;
}

/** GET /api/transaction/show. */
export interface TransactionList {
  transactions: TransactionRecord[];
}

/** GET /api/turnovers. */
export interface TurnoverList {
  turnover: TurnoverItem[];
}
