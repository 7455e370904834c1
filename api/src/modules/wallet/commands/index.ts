// The wallet's commands, as other modules dispatch them through the CommandBus.
export { OpenWalletCommand } from './open-wallet/open-wallet.command.js';
export { CreditDepositCommand } from './credit-deposit/credit-deposit.command.js';
export { HoldForWithdrawalCommand } from './hold-for-withdrawal/hold-for-withdrawal.command.js';
export { ReleaseHoldCommand } from './release-hold/release-hold.command.js';
export { PayOutHeldCommand } from './pay-out-held/pay-out-held.command.js';
export { DebitStakeCommand } from './debit-stake/debit-stake.command.js';
export { CreditWinCommand } from './credit-win/credit-win.command.js';
export { RollBackStakeCommand } from './roll-back-stake/roll-back-stake.command.js';
export { ReserveExposureCommand } from './reserve-exposure/reserve-exposure.command.js';
export { ReleaseExposureCommand } from './release-exposure/release-exposure.command.js';
export { SettleExposureCommand } from './settle-exposure/settle-exposure.command.js';
export { AdjustExposureCommand } from './adjust-exposure/adjust-exposure.command.js';
export { GrantBonusCommand } from './grant-bonus/grant-bonus.command.js';
export { CreditCashRewardCommand } from './credit-cash-reward/credit-cash-reward.command.js';
export { MoveCashRewardToMainCommand } from './move-cash-reward-to-main/move-cash-reward-to-main.command.js';
export { ConvertVipPointsCommand } from './convert-vip-points/convert-vip-points.command.js';
export { AdjustByStaffCommand } from './adjust-by-staff/adjust-by-staff.command.js';
export type { WalletCommandAccepted, WalletCommandContext, WalletCommandRefused, WalletCommandResult } from './wallet-command-result.js';
