import { formatMoney } from '@khela/contracts';

/** Staff balance adjustments: what a valid request is, and when a second finance user must confirm it. */
export const adjustmentMessages = {
  amount: 'Enter a non-zero amount such as 500.00 or -123.45.',
  reason: 'Give a reason of 3 to 500 characters.',
  notFound: 'Adjustment not found.',
  playerNotFound: 'Player not found.',
  walletNotOpen: 'This player has no wallet yet.',
  notPending: 'This adjustment was already decided.',
  sameUser: 'A second, different finance user must confirm this adjustment.',
  applied: 'Applied: the balance was adjusted.',
  awaitingSecond: 'Awaiting second confirmation by a different finance user.',
  rejected: 'Rejected: nothing was changed.',
  busy: 'The wallet is busy; try again.',
  insufficient: (balanceMinor: bigint, debitMinor: bigint) =>
    `Insufficient funds: the main balance is ${formatMoney(balanceMinor)}, less than the debit of ${formatMoney(debitMinor)}.`,
} as const;

const amountPattern = /^-?\d{1,13}(\.\d{1,2})?$/;

export type AdjustmentInput = { ok: true; amountMinor: bigint; reason: string } | { ok: false; message: string };

/** Reads "-123.45" / "500.00" and a reason of 3 to 500 characters (trimmed). */
export function readAdjustment(amount: unknown, reason: unknown): AdjustmentInput {
  const text = typeof amount === 'string' ? amount.trim() : typeof amount === 'number' ? amount.toFixed(2) : '';
  if (!amountPattern.test(text)) return { ok: false, message: adjustmentMessages.amount };
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (minor === 0n) return { ok: false, message: adjustmentMessages.amount };
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (trimmed.length < 3 || trimmed.length > 500) return { ok: false, message: adjustmentMessages.reason };
  return { ok: true, amountMinor: negative ? -minor : minor, reason: trimmed };
}

/** At or above the checker threshold (by size, credit or debit) a second finance user confirms. */
export const needsSecondApproval = (amountMinor: bigint, thresholdMinor: bigint): boolean =>
  (amountMinor < 0n ? -amountMinor : amountMinor) >= thresholdMinor;

/** A debit larger than the main balance is refused before anything is written. */
export const debitExceedsBalance = (amountMinor: bigint, mainMinor: bigint): boolean => amountMinor < 0n && -amountMinor > mainMinor;
