import { amountDecimalsMessage } from './amount.js';
import { accountNumberPattern, withdrawalLimits } from './payment-limits.js';

/** Spec sections 5 and 8 (withdrawal), word for word where the spec gives them. */
export const withdrawalMessages = {
  phoneNotVerified: 'Please verify your phone number first.',
  pending: 'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.',
  amountRequired: 'Amount is required.',
  accountNumberRequired: 'Account number is required.',
  method: 'Please select your payment method.',
  // issue 22: finance switched the whole method off (the same text as the deposit's)
  methodOff: 'This payment method is switched off right now. Please choose another one.',
  birthDateMissing: 'Please set your Date of Birth in your profile before you withdraw.',
  underAge: 'You must be 18 or older to withdraw. Please check your Date of Birth.',
  turnover: 'Please complete your turnover and try again.',
  // sic: the spec's spelling of the message the clients show when withdrawals are off
  withdrawalsOff: 'No widthdraw methods available. Try again later.',
  amountRange: 'The withdrawal amount must be between 500.00 and 25,000.00.',
  amountDecimals: amountDecimalsMessage,
  insufficient: 'Insufficient balance.',
  accountNotRegistered: 'Please choose one of your verified phone numbers.',
  eligible: 'You can withdraw.',
  submitted: 'Your withdrawal request has been submitted.',
} as const;

export type WithdrawalRefusal = keyof typeof withdrawalMessages;

export interface EligibilityFacts {
  /** YYYY-MM-DD or null. */
  birthDate: string | null;
  /** Today in Asia/Dhaka, YYYY-MM-DD. */
  today: string;
  phoneVerified: boolean;
  hasActiveTurnover: boolean;
  hasOpenWithdrawal: boolean;
  withdrawalsOn: boolean;
}

/** Full years between two YYYY-MM-DD dates. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** GET /api/userwithdrawcheck, in the order: birth date and age, phone, turnover, pending, switch. */
export function decideEligibility(f: EligibilityFacts): WithdrawalRefusal | null {
  if (!f.birthDate) return 'birthDateMissing';
  if (ageOn(f.birthDate, f.today) < 18) return 'underAge';
  if (!f.phoneVerified) return 'phoneNotVerified';
  if (f.hasActiveTurnover) return 'turnover';
  if (f.hasOpenWithdrawal) return 'pending';
  if (!f.withdrawalsOn) return 'withdrawalsOff';
  return null;
}

export interface WithdrawalFacts extends EligibilityFacts {
  amount: bigint | null | 'invalid' | 'tooPrecise';
  accountNumber: string;
  methodValid: boolean;
  /** The method exists but finance switched it off (issue 22). */
  methodSwitchedOff?: boolean;
  verifiedNumbers: readonly string[];
  mainBalance: bigint;
}

/**
 * POST /api/submit-withdraw, spec section 5's order: phone, pending, amount, account number, method;
 * then the eligibility check; then range, balance and the number's ownership.
 */
export function decideWithdrawal(f: WithdrawalFacts): { ok: true; amount: bigint } | { ok: false; refusal: WithdrawalRefusal } {
  const refuse = (refusal: WithdrawalRefusal) => ({ ok: false as const, refusal });
  if (!f.phoneVerified) return refuse('phoneNotVerified');
  if (f.hasOpenWithdrawal) return refuse('pending');
  if (f.amount === null || f.amount === 0n) return refuse('amountRequired');
  if (f.amount === 'tooPrecise') return refuse('amountDecimals');
  if (f.accountNumber === '') return refuse('accountNumberRequired');
  if (!f.methodValid) return refuse(f.methodSwitchedOff ? 'methodOff' : 'method');
  const ineligible = decideEligibility(f);
  if (ineligible) return refuse(ineligible);
  if (f.amount === 'invalid' || f.amount < withdrawalLimits.min || f.amount > withdrawalLimits.max) return refuse('amountRange');
  if (f.amount > f.mainBalance) return refuse('insufficient');
  if (!accountNumberPattern.test(f.accountNumber) || !f.verifiedNumbers.includes(f.accountNumber)) return refuse('accountNotRegistered');
  return { ok: true, amount: f.amount };
}
