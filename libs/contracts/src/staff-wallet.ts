// Finance views of one player's wallet, staff balance adjustments, and the payments reports.

/** POST /api/admin/players/:id/adjustments. `amount` is signed: "-123.45" debits, "500.00" credits. */
export interface StaffAdjustmentRequest {
  amount: string;
  reason: string;
}

export type StaffAdjustmentStatus = 'pending' | 'applying' | 'applied' | 'rejected';

export interface StaffAdjustmentView {
  id: string;
  player: { id: string; username: string };
  /** Signed amount, e.g. "-123.45". */
  amount: string;
  currency: string;
  reason: string;
  status: StaffAdjustmentStatus;
  requested_by: { id: string; username: string };
  decided_by: { id: string; username: string } | null;
  reject_reason: string | null;
  /** Main balance before and after, once applied. */
  balance_before: string | null;
  balance_after: string | null;
  created_at: string;
  decided_at: string | null;
}

/** Answer of create, confirm and reject. */
export interface StaffAdjustmentAnswer {
  adjustment: StaffAdjustmentView;
  /** 'applied' when the money moved, 'pending' when a second finance user must confirm. */
  outcome: 'applied' | 'pending' | 'rejected';
  message: string;
}

export interface StaffAdjustmentList {
  data: StaffAdjustmentView[];
}

export interface ReportMoney {
  count: number;
  sum: string;
}

/** GET /api/admin/payments/reports/daily: one row per Asia/Dhaka day and channel (method + account type). */
export interface DailyPaymentsRow {
  day: string;
  method: string;
  account_type: string;
  deposits: ReportMoney;
  withdrawals: ReportMoney;
  rejected_deposits: number;
  rejected_withdrawals: number;
}

export interface DailyPaymentsReport {
  from: string;
  to: string;
  rows: DailyPaymentsRow[];
  totals: Omit<DailyPaymentsRow, 'day' | 'method' | 'account_type'>;
}

export const pendingAgeBuckets = ['under_15m', '15_30m', '30_60m', '1_4h', 'over_4h'] as const;
export type PendingAgeBucket = (typeof pendingAgeBuckets)[number];

/** GET /api/admin/payments/reports/pending: pending requests bucketed by age. */
export interface PendingAgeReport {
  buckets: { bucket: PendingAgeBucket; deposits: ReportMoney; withdrawals: ReportMoney }[];
  totals: { deposits: ReportMoney; withdrawals: ReportMoney };
}
