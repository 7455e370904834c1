import type { WalletEventType } from './wallet-events.js';

/**
 * Wallet events whose balance push comes from the `wallet.balance-pushes` reactor (after the commit, at
 * least once, whichever process moved the money): the payment side, deposits, withdrawals, bonuses,
 * rewards and staff adjustments. Stakes, wins, rollbacks and exposure push at once from the command that
 * appended them (the game and exchange hot path: one reactor delivery per bet would cost more than the
 * push is worth, and the provider's game shows the balance it was answered).
 */
export const balancePushedByReactor = [
  'DepositCredited',
  'WithdrawalHeld',
  'WithdrawalHoldReleased',
  'WithdrawalPaidOut',
  'BonusGranted',
  'CashRewardCredited',
  'CashRewardMovedToMain',
  'VipPointsConverted',
  'StaffAdjusted',
] as const satisfies readonly WalletEventType[];

const byReactor = new Set<string>(balancePushedByReactor);

/** Whether the command that appended this event pushes the balance itself. */
export const pushesBalanceAtOnce = (type: WalletEventType): boolean => !byReactor.has(type);
