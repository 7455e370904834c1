import { amountDecimalsMessage } from './amount.js';
import { depositLimits, accountNumberPattern, minTransactionIdLength } from './payment-limits.js';

/** Spec section 5 (deposit and deposit confirmation) and section 8, word for word where the spec gives them. */
export const depositMessages = {
  phoneNotVerified: 'Please verify your phone number first.',
  pending: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
  amountRequired: 'Please fill in your amount.',
  amountRange: 'The deposit amount must be between 100.00 and 25,000.00.',
  amountDecimals: amountDecimalsMessage,
  method: 'Please select a valid payment method.',
  // issue 22: finance switched the whole method (every channel of the brand) off
  methodOff: 'This payment method is switched off right now. Please choose another one.',
  channel: 'Please select a Deposit channel.',
  // spec section 5: "a Bengali message asking for a valid 11-digit account number"
  accountNumber: 'অনুগ্রহ করে সঠিক ১১ সংখ্যার অ্যাকাউন্ট নম্বর দিন।',
  accountNotRegistered: 'Only your registered (verified) phone numbers can be used.',
  // spec section 5: "a Bengali message asking for a valid TRX ID"
  transactionId: 'অনুগ্রহ করে সঠিক TRX ID দিন।',
  transactionReused: 'This transaction ID has already been used.',
  promotion: 'Please select a valid promotion.',
  promotionMinimum: "The amount is below this promotion's minimum deposit.",
  submitted: 'Deposit submitted successfully.',
} as const;

export type DepositRefusal = keyof typeof depositMessages;

/** Everything the checks read, gathered before deciding (so the decision itself is pure). */
export interface DepositFacts {
  phoneVerified: boolean;
  hasOpenDeposit: boolean;
  /** Parsed amount: null when absent, 'invalid' when not a money value, 'tooPrecise' past two decimals. */
  amount: bigint | null | 'invalid' | 'tooPrecise';
  methodActive: boolean;
  /** The method exists but finance switched it off (issue 22): refused with its own message. */
  methodSwitchedOff?: boolean;
  /** The player took a receiving number of this method (GET /api/get-wallet-number) recently. */
  channelChosen: boolean;
  accountNumber: string;
  verifiedNumbers: readonly string[];
  transactionId: string;
  transactionIdUsed: boolean;
  /** undefined: no promotion chosen; false: chosen but unknown or inactive. */
  promotionValid: boolean | undefined;
  /** The chosen promotion's minimum deposit (0: none beyond the site's). */
  promotionMinDepositMinor?: bigint;
}

export type DepositDecision = { ok: true; amount: bigint } | { ok: false; refusal: DepositRefusal };

/** The spec's order: phone, pending, amount, method, channel; then the confirmation checks. */
export function decideDeposit(f: DepositFacts): DepositDecision {
  const refuse = (refusal: DepositRefusal): DepositDecision => ({ ok: false, refusal });
  if (!f.phoneVerified) return refuse('phoneNotVerified');
  if (f.hasOpenDeposit) return refuse('pending');
  if (f.amount === null || f.amount === 0n) return refuse('amountRequired');
  if (f.amount === 'tooPrecise') return refuse('amountDecimals');
  if (f.amount === 'invalid' || f.amount < depositLimits.min || f.amount > depositLimits.max) return refuse('amountRange');
  if (!f.methodActive) return refuse(f.methodSwitchedOff ? 'methodOff' : 'method');
  if (!f.channelChosen) return refuse('channel');
  if (!accountNumberPattern.test(f.accountNumber)) return refuse('accountNumber');
  if (!f.verifiedNumbers.includes(f.accountNumber)) return refuse('accountNotRegistered');
  if (f.transactionId.length < minTransactionIdLength) return refuse('transactionId');
  if (f.transactionIdUsed) return refuse('transactionReused');
  if (f.promotionValid === false) return refuse('promotion');
  if (f.promotionValid && f.amount < (f.promotionMinDepositMinor ?? 0n)) return refuse('promotionMinimum');
  return { ok: true, amount: f.amount };
}

/**
 * Bonus of a promotion deposit: percent with up to two decimals, rounded down to the poisha, and never
 * more than the promotion's maximum bonus (audit finding 5: "up to 10,000" means up to 10,000).
 */
export function depositBonus(amountMinor: bigint, percent: number, maxBonusMinor: bigint): bigint {
  if (!(percent > 0) || maxBonusMinor <= 0n) return 0n;
  const hundredths = BigInt(Math.round(percent * 100));
  const bonus = (amountMinor * hundredths) / 10000n;
  return bonus < maxBonusMinor ? bonus : maxBonusMinor;
}
