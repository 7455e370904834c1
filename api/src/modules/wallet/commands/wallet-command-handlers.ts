// Every wallet command handler, for the module's providers.
import { OpenWalletHandler } from './open-wallet/open-wallet.handler.js';
import { CreditDepositHandler } from './credit-deposit/credit-deposit.handler.js';
import { HoldForWithdrawalHandler } from './hold-for-withdrawal/hold-for-withdrawal.handler.js';
import { ReleaseHoldHandler } from './release-hold/release-hold.handler.js';
import { PayOutHeldHandler } from './pay-out-held/pay-out-held.handler.js';
import { DebitStakeHandler } from './debit-stake/debit-stake.handler.js';
import { CreditWinHandler } from './credit-win/credit-win.handler.js';
import { RollBackStakeHandler } from './roll-back-stake/roll-back-stake.handler.js';
import { ReserveExposureHandler } from './reserve-exposure/reserve-exposure.handler.js';
import { ReleaseExposureHandler } from './release-exposure/release-exposure.handler.js';
import { SettleExposureHandler } from './settle-exposure/settle-exposure.handler.js';
import { AdjustExposureHandler } from './adjust-exposure/adjust-exposure.handler.js';
import { AdjustExposuresHandler } from './adjust-exposures/adjust-exposures.handler.js';
import { SettleExchangeMarketHandler } from './settle-exchange-market/settle-exchange-market.handler.js';
import { CollectExchangeShortfallHandler } from './collect-exchange-shortfall/collect-exchange-shortfall.handler.js';
import { GrantBonusHandler } from './grant-bonus/grant-bonus.handler.js';
import { CreditCashRewardHandler } from './credit-cash-reward/credit-cash-reward.handler.js';
import { MoveCashRewardToMainHandler } from './move-cash-reward-to-main/move-cash-reward-to-main.handler.js';
import { ConvertVipPointsHandler } from './convert-vip-points/convert-vip-points.handler.js';
import { AdjustByStaffHandler } from './adjust-by-staff/adjust-by-staff.handler.js';

export const walletCommandHandlers = [
  OpenWalletHandler,
  CreditDepositHandler,
  HoldForWithdrawalHandler,
  ReleaseHoldHandler,
  PayOutHeldHandler,
  DebitStakeHandler,
  CreditWinHandler,
  RollBackStakeHandler,
  ReserveExposureHandler,
  ReleaseExposureHandler,
  SettleExposureHandler,
  AdjustExposureHandler,
  AdjustExposuresHandler,
  SettleExchangeMarketHandler,
  CollectExchangeShortfallHandler,
  GrantBonusHandler,
  CreditCashRewardHandler,
  MoveCashRewardToMainHandler,
  ConvertVipPointsHandler,
  AdjustByStaffHandler,
];
