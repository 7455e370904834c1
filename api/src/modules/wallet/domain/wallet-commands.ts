import { ledgerWalletStream, type Currency } from '@khela/contracts';

/**
 * What can be asked of a wallet. Amounts are minor units. Every money command carries the business
 * id its caller already has (deposit id, withdrawal id, provider transaction id, grant id ...): the
 * idempotency key is derived from it, so a repeated request moves money once.
 */
export type WalletCommand =
  | { kind: 'OpenWallet'; playerId: string; currency: Currency }
  | { kind: 'CreditDeposit'; playerId: string; depositId: string; channel: string; amount: bigint }
  | { kind: 'HoldForWithdrawal'; playerId: string; withdrawalId: string; amount: bigint }
  | { kind: 'ReleaseHold'; playerId: string; withdrawalId: string }
  | { kind: 'PayOutHeld'; playerId: string; withdrawalId: string; channel: string }
  | { kind: 'DebitStake'; playerId: string; provider: string; transactionId: string; amount: bigint; roundId?: string }
  | { kind: 'CreditWin'; playerId: string; provider: string; transactionId: string; amount: bigint; roundId?: string }
  | { kind: 'RollBackStake'; playerId: string; provider: string; stakeTransactionId: string }
  | { kind: 'ReserveExposure'; playerId: string; reservationId: string; amount: bigint }
  | { kind: 'ReleaseExposure'; playerId: string; reservationId: string }
  | { kind: 'SettleExposure'; playerId: string; reservationId: string; provider: string }
  /** The exchange's hold of one market moves by `change` (signed): main -> exposure when positive, back when negative. */
  | { kind: 'AdjustExposure'; playerId: string; marketId: string; adjustmentId: string; change: bigint }
  /**
   * The exchange settles one market for a player (one settlement version): the exposure held returned
   * (`release`), the result's change (house clearing <-> main, signed) and the commission's change (main <->
   * the house commission account, signed). A resettlement after a corrected result carries only differences.
   */
  | {
      kind: 'SettleExchangeMarket';
      playerId: string;
      marketId: string;
      settlementId: string;
      release: bigint;
      pnl: bigint;
      commission: bigint;
    }
  | { kind: 'CollectExchangeShortfall'; playerId: string; shortfallId: string; collectionId: string; amount: bigint }
  | { kind: 'GrantBonus'; playerId: string; grantId: string; amount: bigint; to: 'bonus' | 'main'; reason: string }
  | { kind: 'CreditCashReward'; playerId: string; rewardId: string; amount: bigint; source: string }
  | { kind: 'MoveCashRewardToMain'; playerId: string; claimId: string; amount: bigint }
  | { kind: 'ConvertVipPoints'; playerId: string; conversionId: string; points: number; amount: bigint }
  | { kind: 'AdjustByStaff'; playerId: string; adjustmentId: string; staffId: string; amount: bigint; reason: string };

export type WalletCommandKind = WalletCommand['kind'];
export type WalletCommandOf<K extends WalletCommandKind> = Extract<WalletCommand, { kind: K }>;

/** The stream of one player's wallet (its format is the ledger catalogue's, in libs/contracts). */
export const walletStreamId = (playerId: string) => ledgerWalletStream(playerId);
