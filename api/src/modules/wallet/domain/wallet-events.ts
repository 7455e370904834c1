import type { Currency } from '@khela/contracts';

/** What happened to a wallet. Names are past tense; amounts are minor units (bigint in memory). */
export type WalletEvent =
  | { type: 'WalletOpened'; data: { currency: Currency } }
  | { type: 'DepositCredited'; data: { depositId: string; channel: string; amount: bigint } }
  | { type: 'WithdrawalHeld'; data: { withdrawalId: string; amount: bigint } }
  | { type: 'WithdrawalHoldReleased'; data: { withdrawalId: string; amount: bigint } }
  | { type: 'WithdrawalPaidOut'; data: { withdrawalId: string; channel: string; amount: bigint } }
  | { type: 'StakeDebited'; data: { provider: string; transactionId: string; amount: bigint; roundId?: string } }
  | { type: 'WinCredited'; data: { provider: string; transactionId: string; amount: bigint; roundId?: string } }
  | { type: 'StakeRolledBack'; data: { provider: string; stakeTransactionId: string; amount: bigint } }
  | { type: 'BonusGranted'; data: { grantId: string; to: 'bonus' | 'main'; amount: bigint; reason: string } }
  | { type: 'CashRewardCredited'; data: { rewardId: string; source: string; amount: bigint } }
  | { type: 'CashRewardMovedToMain'; data: { claimId: string; amount: bigint } }
  | { type: 'VipPointsConverted'; data: { conversionId: string; points: number; amount: bigint } }
  | { type: 'StaffAdjusted'; data: { adjustmentId: string; staffId: string; amount: bigint; reason: string } };

export type WalletEventType = WalletEvent['type'];

/** Event data as stored in jsonb: bigints become decimal strings (JSON numbers would pass through floats). */
export function toStoredData(event: WalletEvent): Record<string, unknown> {
  return Object.fromEntries(Object.entries(event.data).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]));
}

/** The inverse of `toStoredData`: `amount` is the only bigint field of any wallet event. */
export function fromStored(type: string, data: Record<string, unknown>): WalletEvent {
  const restored = { ...data, ...(typeof data.amount === 'string' ? { amount: BigInt(data.amount) } : {}) };
  return { type, data: restored } as WalletEvent;
}
