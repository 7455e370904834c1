import type { PaymentAccountType } from '@khela/contracts';

/**
 * The account type of a receiving wallet, read at the compatibility edge: case-insensitive, and the
 * spec's "Marchent" spelling means Merchant. Inside the module only the three proper names exist.
 */
export function readAccountType(value: unknown): PaymentAccountType | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v === 'agent') return 'Agent';
  if (v === 'merchant' || v === 'marchent') return 'Merchant';
  if (v === 'personal') return 'Personal';
  return null;
}

/** Spec section 2.3: how each channel is labelled on the deposit and the withdrawal tab. */
export const channelLabels: Record<PaymentAccountType, { deposit: string; withdraw: string }> = {
  Agent: { deposit: 'Cash Out', withdraw: 'CashOut' },
  Merchant: { deposit: 'Make Payment', withdraw: 'Merchant' },
  Personal: { deposit: 'Send Money', withdraw: 'Send Money' },
};
