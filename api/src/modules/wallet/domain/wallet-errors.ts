/** Refusals decided by the wallet's own rules. The HTTP layer turns them into 4xx with these messages. */
export const walletErrorMessages = {
  wallet_not_open: 'This player has no wallet yet.',
  wallet_open_in_other_currency: 'The wallet is already open in another currency.',
  invalid_command: 'The request is missing a required identifier.',
  invalid_amount: 'The amount must be greater than zero.',
  reason_required: 'A reason is required.',
  invalid_points: 'The number of points must be a whole number above zero.',
  hold_not_found: 'No funds are held for this withdrawal.',
  hold_already_settled: 'The held funds of this withdrawal were already settled.',
  stake_not_found: 'The stake to roll back was not found.',
  insufficient_funds: 'Insufficient balance.',
  exposure_not_found: 'No exposure is reserved under this id.',
  exposure_already_settled: 'This exposure was already settled.',
} as const;

export type WalletErrorCode = keyof typeof walletErrorMessages;

export interface WalletError {
  ok: false;
  error: WalletErrorCode;
  message: string;
}

export const walletError = (error: WalletErrorCode): WalletError => ({ ok: false, error, message: walletErrorMessages[error] });
