/**
 * Idempotency keys, derived from the business id each request already carries. They are global in
 * the ledger, so each is prefixed with what it identifies. Release and pay-out of one withdrawal get
 * different keys; the decider (with the stream version) keeps them mutually exclusive.
 */
export const keys = {
  openWallet: (playerId: string) => `wallet-open:${playerId}`,
  deposit: (depositId: string) => `deposit:${depositId}`,
  withdrawalHold: (withdrawalId: string) => `withdrawal-hold:${withdrawalId}`,
  withdrawalRelease: (withdrawalId: string) => `withdrawal-release:${withdrawalId}`,
  withdrawalPayout: (withdrawalId: string) => `withdrawal-payout:${withdrawalId}`,
  stake: (provider: string, transactionId: string) => `stake:${provider}:${transactionId}`,
  win: (provider: string, transactionId: string) => `win:${provider}:${transactionId}`,
  // keyed on the original stake, so a stake is rolled back at most once whatever the provider resends
  stakeRollback: (provider: string, stakeTransactionId: string) => `stake-rollback:${provider}:${stakeTransactionId}`,
  exposureReserve: (reservationId: string) => `exposure-reserve:${reservationId}`,
  exposureRelease: (reservationId: string) => `exposure-release:${reservationId}`,
  exposureSettle: (reservationId: string) => `exposure-settle:${reservationId}`,
  exposureAdjust: (adjustmentId: string) => `exposure-adjust:${adjustmentId}`,
  // one per player and settlement version of a market (the settlement id names the market and version)
  exchangeSettlement: (settlementId: string, playerId: string) => `exchange-settle:${settlementId}:${playerId}`,
  // one per collection of an unpaid resettlement (the collection id names the shortfall and what was recovered before)
  exchangeShortfallCollection: (collectionId: string) => `exchange-shortfall-collect:${collectionId}`,
  bonusGrant: (grantId: string) => `bonus:${grantId}`,
  cashReward: (rewardId: string) => `cash-reward:${rewardId}`,
  cashRewardClaim: (claimId: string) => `cash-reward-claim:${claimId}`,
  vipConversion: (conversionId: string) => `vip-conversion:${conversionId}`,
  staffAdjustment: (adjustmentId: string) => `staff-adjustment:${adjustmentId}`,
} as const;
