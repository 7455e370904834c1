import type { PaymentAccountType } from '@khela/contracts';

/** Spec section 9: deposit range and quick amounts, in the spec's order. */
export const DEPOSIT_MIN = 100;
export const DEPOSIT_MAX = 25_000;
export const DEPOSIT_QUICK_AMOUNTS = [2000, 3000, 5000, 10000, 15000, 20000, 25000, 1000, 500, 100] as const;

/** Spec section 9: withdrawal range; the same quick amounts minus 100. */
export const WITHDRAWAL_MIN = 500;
export const WITHDRAWAL_MAX = 25_000;
export const WITHDRAWAL_QUICK_AMOUNTS = DEPOSIT_QUICK_AMOUNTS.filter((amount) => amount !== 100);

/** Spec section 9: the make-payment and payment-request countdowns. */
export const MAKE_PAYMENT_MINUTES = 10;
export const PAYMENT_REQUEST_MINUTES = 30;

/** Deposit account number: exactly 11 digits; transaction id at least 7 characters (spec section 9). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{11}$/;
export const MIN_TRANSACTION_ID_LENGTH = 7;

/** The api's account types; the spec also spells Merchant "Marchent". */
export function normaliseAccountType(value: string): PaymentAccountType | null {
  const v = value.trim().toLowerCase();
  if (v === 'agent') return 'Agent';
  if (v === 'merchant' || v === 'marchent') return 'Merchant';
  if (v === 'personal') return 'Personal';
  return null;
}

/** Translation keys of the channel labels of spec section 2.3. */
export const depositChannelKey = {
  Agent: 'payments.channel.cashOut',
  Merchant: 'payments.channel.makePayment',
  Personal: 'payments.channel.sendMoney',
} as const;

export const withdrawalChannelKey = {
  Agent: 'payments.channel.cashOutWithdraw',
  Merchant: 'payments.channel.merchant',
  Personal: 'payments.channel.sendMoney',
} as const;
