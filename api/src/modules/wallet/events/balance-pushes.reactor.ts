import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatMoney } from '@khela/contracts';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import { LedgerAccounts } from '../../ledger/index.js';

type PushedType =
  | 'ledger.DepositCredited'
  | 'ledger.WithdrawalHeld'
  | 'ledger.WithdrawalHoldReleased'
  | 'ledger.WithdrawalPaidOut'
  | 'ledger.BonusGranted'
  | 'ledger.CashRewardCredited'
  | 'ledger.CashRewardMovedToMain'
  | 'ledger.VipPointsConverted'
  | 'ledger.StaffAdjusted';

/**
 * The player's `balance` push after payment-side money moved (`balancePushedByReactor`): delivered after
 * the ledger append committed, again after a crash that lost it, from the worker whichever process moved
 * the money. Reads the balances at delivery, so a late push shows the latest. Best effort like every
 * push (a failed emit is logged, never retried: the player's 10 s poll repairs it), so it never blocks a
 * stream. Starts at 'now': a new deployment does not push the history.
 */
@Injectable()
export class BalancePushesReactor {
  private readonly logger = new Logger(BalancePushesReactor.name);

  constructor(
    @Inject(LedgerAccounts) private readonly accounts: LedgerAccounts,
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
  ) {}

  @OnEvent(
    [
      'ledger.DepositCredited',
      'ledger.WithdrawalHeld',
      'ledger.WithdrawalHoldReleased',
      'ledger.WithdrawalPaidOut',
      'ledger.BonusGranted',
      'ledger.CashRewardCredited',
      'ledger.CashRewardMovedToMain',
      'ledger.VipPointsConverted',
      'ledger.StaffAdjusted',
    ],
    { name: 'wallet.balance-pushes', startAt: 'now' },
  )
  async push(event: DeliveredEvent<PushedType>): Promise<void> {
    if (event.playerId === undefined) return;
    const wallet = await this.accounts.playerAccounts(event.playerId);
    if (!wallet) return;
    const balances = await this.accounts.playerBalances(wallet);
    try {
      this.realtime.toPlayer(wallet.playerId, 'balance', {
        balance: formatMoney(balances.main),
        currency: wallet.currency,
        exposure: formatMoney(balances.exposure),
      });
    } catch (error) {
      this.logger.warn(`balance push for ${wallet.playerId} failed: ${(error as Error).message}`);
    }
  }
}
