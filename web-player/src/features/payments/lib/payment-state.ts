import type { PaymentAccountType } from '@khela/contracts';

/** Router state of /make-payment (spec section 2.3). */
export interface MakePaymentState {
  /** Whole taka as typed, e.g. "2000". */
  amount: string;
  paymentIcon: string;
  paymentType: PaymentAccountType;
  /** The chosen channel's method row id (payment_id). */
  paymentMethodId: number;
  paymentMethodName: string;
  promotionId: number | null;
  /** The receiving number handed out by GET /api/get-wallet-number. */
  accountNumber: string;
  /** Minutes on the countdown when the server gives a timer (e-wallet); 10 otherwise. */
  timer?: number;
  /** E-wallet only: the gateway's transaction id and its message (spec section 2.3). */
  transaction?: string;
  message?: string;
}

/** Router state of /payment-request. */
export interface PaymentRequestState {
  amount: string;
  paymentIcon: string;
  kind: 'deposit' | 'withdrawal';
  /** The request's id when the api gave it, to match status pushes. */
  id?: string;
  /** A success line from the page before ('Withdrawal successful!', the deposit's Bangla message). */
  notice?: string;
}

export function isMakePaymentState(value: unknown): value is MakePaymentState {
  const v = value as Partial<MakePaymentState> | null;
  return Boolean(v && typeof v.amount === 'string' && typeof v.paymentMethodId === 'number' && typeof v.accountNumber === 'string');
}

export function isPaymentRequestState(value: unknown): value is PaymentRequestState {
  const v = value as Partial<PaymentRequestState> | null;
  return Boolean(v && typeof v.amount === 'string');
}
