import type { Currency } from '@khela/contracts';

/** What happened to a wallet. Names are past tense; amounts are minor units (bigint in memory). */
export type WalletEvent =
  | { type: 'WalletOpened'; data: { currency: Currency } }
  | { type: 'DepositCredited'; data: { depositId: string; channel: string; amount: bigint } }
  | { type: 'WithdrawalHeld'; data: { withdrawalId: string; amount: bigint } }
  | { type: 'WithdrawalHoldReleased'; data: { withdrawalId: string; amount: bigint } }
  | { type: 'WithdrawalPaidOut'; data: { withdrawalId: string; channel: string; amount: bigint } }
  | {
      type: 'StakeDebited';
      // fromMain + fromBonus = amount; absent on events from before the bonus rule (all from main)
      data: { provider: string; transactionId: string; amount: bigint; fromMain?: bigint; fromBonus?: bigint; roundId?: string };
    }
  | { type: 'WinCredited'; data: { provider: string; transactionId: string; amount: bigint; roundId?: string } }
  | {
      type: 'StakeRolledBack';
      data: { provider: string; stakeTransactionId: string; amount: bigint; fromMain?: bigint; fromBonus?: bigint };
    }
  | { type: 'ExposureReserved'; data: { reservationId: string; amount: bigint } }
  | { type: 'ExposureReleased'; data: { reservationId: string; amount: bigint } }
  | { type: 'ExposureSettled'; data: { reservationId: string; provider: string; amount: bigint } }
  | { type: 'ExposureAdjusted'; data: { marketId: string; adjustmentId: string; change: bigint } }
  | {
      type: 'ExchangeMarketSettled';
      // shortfall: what main could not pay of a resettlement, booked as owed (absent when main paid it all)
      data: { marketId: string; settlementId: string; released: bigint; pnl: bigint; commission: bigint; shortfall?: bigint };
    }
  | { type: 'ExchangeShortfallCollected'; data: { shortfallId: string; collectionId: string; amount: bigint } }
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

/** The bigint fields of wallet events (everything else is a string or a number). */
const bigintFields = ['amount', 'fromMain', 'fromBonus', 'change', 'released', 'pnl', 'commission', 'shortfall'] as const;

/** The inverse of `toStoredData`. */
export function fromStored(type: string, data: Record<string, unknown>): WalletEvent {
  const restored: Record<string, unknown> = { ...data };
  for (const field of bigintFields) if (typeof data[field] === 'string') restored[field] = BigInt(data[field]);
  return { type, data: restored } as WalletEvent;
}
