import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { PayOutHeldCommand, ReleaseHoldCommand } from '../../wallet/index.js';
import { PaymentNotifier } from '../ports/payment-notifier.js';

type Decision = 'payments.withdrawal-approved' | 'payments.withdrawal-rejected';

/**
 * Moves a decided withdrawal's money: PayOutHeld (held -> channel) when finance paid it out, ReleaseHold
 * (held -> main) when it was rejected. Both are keyed by the withdrawal id, so a redelivery appends
 * nothing twice (the ledger answers its first result). A refusal throws: the relay retries, then parks
 * a dead letter for the Events page; never dropped. Then the player's and finance's push.
 */
@Injectable()
export class WithdrawalMoneyReactor {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PaymentNotifier) private readonly notifier: PaymentNotifier,
  ) {}

  @OnEvent(['payments.withdrawal-approved', 'payments.withdrawal-rejected'], { name: 'payments.withdrawal-money' })
  async onDecided(event: DeliveredEvent<Decision>, context: ReactorContext): Promise<void> {
    const walletContext = {
      actor: event.meta.actor ?? { kind: 'system' as const, id: context.reactor },
      correlationId: event.data.withdrawalId,
      causationId: event.id,
    };
    const { withdrawalId, playerId } = event.data;
    const approved = event.type === 'payments.withdrawal-approved';
    const result = approved
      ? await this.commands.execute(
          new PayOutHeldCommand(
            { playerId, withdrawalId, channel: (event as DeliveredEvent<'payments.withdrawal-approved'>).data.channel },
            walletContext,
          ),
        )
      : await this.commands.execute(new ReleaseHoldCommand({ playerId, withdrawalId }, walletContext));
    if (!result.ok) throw new Error(`${approved ? 'payout' : 'release'} of withdrawal ${withdrawalId} refused: ${result.error}`);
    await this.notifier.changed({
      kind: 'withdrawal',
      id: withdrawalId,
      playerId,
      status: approved ? 'approved' : 'rejected',
      amountMinor: BigInt(event.data.amountMinor),
      reason: approved ? null : (event as DeliveredEvent<'payments.withdrawal-rejected'>).data.reason,
    });
  }
}
