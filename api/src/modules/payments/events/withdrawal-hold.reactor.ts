import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { HoldWithdrawal } from '../commands/submit-withdrawal/hold-withdrawal.js';

/**
 * The safety net of a withdrawal request: the request normally holds the money itself, at once; when
 * it died after committing its row and event, this finishes the hold (keyed by the withdrawal id) and
 * decides the row, in the relay's transaction. Finding the request already decided, it does nothing.
 */
@Injectable()
export class WithdrawalHoldReactor {
  constructor(@Inject(HoldWithdrawal) private readonly hold: HoldWithdrawal) {}

  @OnEvent('payments.withdrawal-requested', { name: 'payments.hold-withdrawal' })
  async onRequested(event: DeliveredEvent<'payments.withdrawal-requested'>, context: ReactorContext): Promise<void> {
    await this.hold.complete(event.data.withdrawalId, context.causedBy(), context.db);
  }
}
